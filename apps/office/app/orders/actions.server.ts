import { formatMoney, type GatewayClient } from '@bookdirect/gateway-sdk';
import { orderCancelBody } from '@bookdirect/gateway-sdk/schemas';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { type Language, translate } from '@bookdirect/locales';
import { data } from '@remix-run/node';
import { type CatalogAnswer, checkBody, failedAnswer } from '../catalog/actions.server';
import { type CancelValues, cancelValues } from './cancel';

/**
 * What the order page's forms answer: which form spoke (`note`, `resend`, `cancel`), its line
 * in the staff member's language, field errors as locales keys; for the cancel, the choice
 * made and whether it waits for the confirmation.
 */
export type OrderAnswer = CatalogAnswer & {
  cancel?: CancelValues;
  /** The choice passed the rules: the page asks to confirm it before the cancel is made. */
  confirm?: boolean;
  note?: string;
};

function orderAnswer(form: string, answer: Omit<OrderAnswer, 'form' | 'at'>, status = 200) {
  return data<OrderAnswer>({ form, ...answer, at: Date.now() }, { status });
}

/**
 * One post of the order page, by its `intent`:
 * - `note`: adds an internal note;
 * - `resend`: sends the guest the mail of the order's state again;
 * - `cancel_review`: checks the reasons with the traveller's own rules and asks to confirm;
 * - `cancel`: cancels on the guest's behalf (refund and points back, the guest's mail).
 * Rec 4 and rec 5 are thrown on to `staffAction` (403 and not-found pages).
 */
export async function orderPost(
  gateway: GatewayClient,
  orderId: string,
  form: FormData,
  lang: Language,
) {
  const intent = String(form.get('intent') ?? '');
  const params = { id: orderId };

  if (intent === 'note') {
    const note = String(form.get('note') ?? '');
    try {
      await gateway.call(staffEndpoints.staffOrderNote, { params, body: { note } });
    } catch (error) {
      const failed = failedAnswer('note', error, lang).data;
      return orderAnswer('note', { ...failed, note }, 400);
    }
    return orderAnswer('note', {
      tone: 'success',
      message: translate(lang, 'office_orders:note_added'),
    });
  }

  if (intent === 'resend') {
    try {
      const sent = await gateway.call(staffEndpoints.staffOrderResendMail, { params });
      return orderAnswer('resend', {
        tone: 'success',
        message: translate(lang, 'office_orders:resend_done', { email: sent.to }),
      });
    } catch (error) {
      return failedAnswer('resend', error, lang);
    }
  }

  if (intent === 'cancel_review' || intent === 'cancel') {
    const values = cancelValues(form);
    const checked = checkBody(orderCancelBody, values);
    if (!checked.ok) {
      return orderAnswer(
        'cancel',
        {
          tone: 'error',
          message: translate(lang, 'office_orders:cancel_fix'),
          errors: checked.errors,
          cancel: values,
        },
        400,
      );
    }
    if (intent === 'cancel_review') {
      return orderAnswer('cancel', { tone: 'success', confirm: true, cancel: values });
    }
    try {
      const { order } = await gateway.call(staffEndpoints.staffOrderCancel, {
        params,
        body: { reasons: values.reasons, comment: values.comment },
      });
      const message = order.refund
        ? translate(lang, 'office_orders:cancel_done_refund', {
            amount: formatMoney(order.refund.amount, order, lang),
          })
        : translate(lang, 'office_orders:cancel_done');
      return orderAnswer('cancel', { tone: 'success', message });
    } catch (error) {
      const failed = failedAnswer('cancel', error, lang).data;
      return orderAnswer('cancel', { ...failed, cancel: values }, 400);
    }
  }

  return orderAnswer(
    'unknown',
    { tone: 'error', message: translate(lang, 'errors:bad_request') },
    400,
  );
}
