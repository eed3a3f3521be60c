import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { useUiTranslation } from '../internal/use-ui-translation';
import { Modal } from '../Modal/Modal';

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

export interface PaymentResultProps {
  result: 'success' | 'error';
  open: boolean;
  onClose: () => void;
  /** The paid (or unpaid) order's page; without one the footer only confirms. */
  orderHref?: string;
}

/**
 * The payment outcome after the provider sends the browser back: 'payment successful!' or
 * 'payment failed!', with the way to the order.
 */
export function PaymentResult({ result, open, onClose, orderHref }: PaymentResultProps) {
  const { t } = useUiTranslation();
  const ok = result === 'success';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(ok ? 'booking:payment_success' : 'booking:payment_error')}
      footer={
        orderHref ? (
          <Button href={orderHref}>{t('booking:view_order')}</Button>
        ) : (
          <Button onClick={onClose}>{t('booking:confirm')}</Button>
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
