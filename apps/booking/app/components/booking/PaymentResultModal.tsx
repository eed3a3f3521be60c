import { Button, Modal } from '@bookdirect/booking-ui';
import { useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Mark = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 40px;
  line-height: 1;
  text-align: center;

  &[data-ok='true'] {
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-ok='false'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * The payment outcome after the provider sends the browser back: 'payment successful!' or
 * 'payment failed!', with the way to the order. Closing it goes to `closeHref`.
 */
export function PaymentResultModal({
  result,
  orderId,
  closeHref,
}: {
  result: 'success' | 'error';
  orderId?: string;
  closeHref: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The dialog opens once the page is interactive (a native <dialog> needs script).
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  const ok = result === 'success';
  const close = () => {
    setOpen(false);
    navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t(ok ? 'booking:payment_success' : 'booking:payment_error')}
      footer={
        orderId ? (
          <Button href={`/order/detail?orderId=${encodeURIComponent(orderId)}`}>
            {t('booking:view_order')}
          </Button>
        ) : (
          <Button onClick={close}>{t('booking:confirm')}</Button>
        )
      }
    >
      <Mark aria-hidden="true" data-ok={ok}>
        {ok ? '✓' : '!'}
      </Mark>
      <p>{t(ok ? 'booking:payment_success_body' : 'booking:payment_error_body')}</p>
    </Modal>
  );
}
