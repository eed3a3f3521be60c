import type { StaffOrderDetailItem } from '@bookdirect/gateway-sdk/staff';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { OrderAnswer } from '../../orders/actions.server';
import { StatusLine } from '../catalog/layout';
import { Actions, Muted, Panel, SubmitButton } from '../layout';

/**
 * Sends the guest the mail of the order's state again: the confirmation of a paid, completed
 * or reviewed order, the cancellation of a cancelled one; an unpaid order has none, and the
 * gateway explains any other refusal (an order whose hold ran out).
 */
export function OrderMail({
  order,
  answer,
}: {
  order: StaffOrderDetailItem;
  answer?: OrderAnswer;
}) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="order-mail">
      <h2 id="order-mail">{t('office_orders:mail')}</h2>
      {order.status === 1 ? (
        <Muted>{t('office_orders:resend_none')}</Muted>
      ) : (
        <Form method="post">
          <Muted>
            {order.status === 9
              ? t('office_orders:resend_cancellation', { email: order.email })
              : t('office_orders:resend_confirmation', { email: order.email })}
          </Muted>
          <Actions>
            <SubmitButton variant="secondary" intent="resend">
              {t('office_orders:resend')}
            </SubmitButton>
            <StatusLine tone={answer?.tone}>{answer?.message}</StatusLine>
          </Actions>
        </Form>
      )}
    </Panel>
  );
}
