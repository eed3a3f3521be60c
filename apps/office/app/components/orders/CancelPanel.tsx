import { Button, formatDateTime, formatPoints, TextAreaField } from '@bookdirect/booking-ui';
import {
  CANCEL_COMMENT_MAX,
  CANCEL_REASON_IDS,
  formatMoney,
  REMARK_WARN_ABOVE,
} from '@bookdirect/gateway-sdk';
import type { StaffOrderDetailItem } from '@bookdirect/gateway-sdk/staff';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderAnswer } from '../../orders/actions.server';
import { statusKey } from '../../orders/words';
import { Checks, FieldError, StatusLine } from '../catalog/layout';
import { Actions, Message, Muted, Panel, SubmitButton } from '../layout';

/**
 * Cancelling on the guest's behalf, in two steps that work without JavaScript: the reasons
 * (the traveller's own list) and a comment, checked by the same rules; then a confirmation
 * saying what follows (the refund, the points, the guest's mail). Also after the
 * free-cancellation deadline, which it says. An order that can no longer be cancelled says why.
 */
export function CancelPanel({
  order,
  timeZone,
  answer,
  now,
}: {
  order: StaffOrderDetailItem;
  timeZone: string;
  answer?: OrderAnswer;
  /** Seconds since the epoch when the page was made. */
  now: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const values = answer?.cancel ?? { reasons: [], comment: '' };
  const [comment, setComment] = useState(values.comment);
  const cancelable = order.status === 1 || order.status === 2;
  const done = answer?.tone === 'success' && !answer.confirm;

  const consequences = (
    <>
      {order.status === 2 ? (
        <Muted>
          {t('office_orders:cancel_refund_note', {
            amount: formatMoney(order.pay_amount, order, lang),
          })}
        </Muted>
      ) : (
        <Muted>{t('office_orders:cancel_unpaid_note')}</Muted>
      )}
      {order.pay_credits > 0 ? (
        <Muted>
          {t('office_orders:cancel_points_note', {
            points: formatPoints(order.pay_credits, lang),
          })}
        </Muted>
      ) : null}
    </>
  );

  return (
    <Panel aria-labelledby="order-cancel">
      <h2 id="order-cancel">{t('office_orders:cancel')}</h2>
      {done ? (
        <Message $tone="success" role="status" data-testid="cancel-outcome">
          {answer?.message}
        </Message>
      ) : !cancelable ? (
        <Muted data-testid="cancel-refused">
          {t('office_orders:cancel_refused', { status: t(statusKey(order.status)) })}
        </Muted>
      ) : answer?.confirm ? (
        <Form method="post" aria-labelledby="cancel-confirm-title">
          <h3 id="cancel-confirm-title">
            {t('office_orders:confirm_title', { id: order.order_id })}
          </h3>
          <Muted>
            {t('office_orders:confirm_reasons', {
              reasons: values.reasons.map((id) => t(`booking:cancel_reason_${id}`)).join(', '),
            })}
          </Muted>
          {values.comment ? (
            <Muted>
              {t('office_orders:cancel_comment_given')}: {values.comment}
            </Muted>
          ) : null}
          {consequences}
          <Muted>{t('office_orders:confirm_body')}</Muted>
          {values.reasons.map((id) => (
            <input key={id} type="hidden" name="reasons" value={id} />
          ))}
          <input type="hidden" name="comment" value={values.comment} />
          <Actions>
            <SubmitButton variant="primary" intent="cancel">
              {t('office_orders:confirm_yes')}
            </SubmitButton>
            <Button variant="secondary" href={`/orders/${order.order_id}`}>
              {t('office_orders:confirm_back')}
            </Button>
          </Actions>
        </Form>
      ) : (
        <Form method="post">
          <Muted>{t('office_orders:cancel_intro')}</Muted>
          {order.status === 2 && now > order.cancel_expire_time ? (
            <Message $tone="info" data-testid="cancel-after-deadline">
              {t('office_orders:cancel_after_deadline', {
                deadline: formatDateTime(order.cancel_expire_time, lang, timeZone),
              })}
            </Message>
          ) : null}
          {consequences}
          <Checks aria-describedby={answer?.errors?.reasons ? 'cancel-reasons-error' : undefined}>
            <legend>{t('booking:cancel_reasons')}</legend>
            <div>
              {CANCEL_REASON_IDS.map((id) => (
                <label key={id}>
                  <input
                    type="checkbox"
                    name="reasons"
                    value={id}
                    defaultChecked={values.reasons.includes(id)}
                  />
                  {t(`booking:cancel_reason_${id}`)}
                </label>
              ))}
            </div>
            {answer?.errors?.reasons ? (
              <FieldError id="cancel-reasons-error">{t(answer.errors.reasons)}</FieldError>
            ) : null}
          </Checks>
          <TextAreaField
            label={t('booking:cancel_comment')}
            name="comment"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={CANCEL_COMMENT_MAX}
            warnAbove={REMARK_WARN_ABOVE}
            error={answer?.errors?.comment ? t(answer.errors.comment) : undefined}
          />
          <Actions>
            <SubmitButton variant="secondary" intent="cancel_review">
              {t('office_orders:cancel_continue')}
            </SubmitButton>
            <StatusLine tone={answer?.tone === 'error' ? 'error' : undefined}>
              {answer?.tone === 'error' ? answer.message : null}
            </StatusLine>
          </Actions>
        </Form>
      )}
    </Panel>
  );
}
