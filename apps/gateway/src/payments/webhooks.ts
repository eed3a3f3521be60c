import { approveAttempt, attemptByProviderOrder, attemptOf } from './attempts';
import type { CaptureResult, PaymentDeps } from './deps';
import { claimEvent, eventDone, releaseEvent } from './events';
import { minorAmount } from './provider';
import type { PaymentRow } from './schema';
import { captureOnce, recordCapture, settle } from './settlement';
import { decryptResource, type EncryptedResource, type WeChatTransaction } from './wechat';

/**
 * What the providers tell the gateway directly: PayPal webhooks and WeChat Pay
 * notifications. Nothing is written before a message is verified; a verified event is
 * applied once (see events.ts).
 */

/** Answers the HTTP status PayPal gets: 2xx ends its deliveries, anything else repeats them. */
export async function paypalWebhook(
  deps: PaymentDeps,
  headers: Record<string, unknown>,
  event: unknown,
): Promise<number> {
  const paypal = deps.paypal;
  if (!paypal) return 404;
  const e = event as {
    id?: unknown;
    event_type?: unknown;
    resource?: Record<string, unknown>;
  } | null;
  let genuine: boolean;
  try {
    genuine = await paypal.verifyWebhook(headers, event);
  } catch (error) {
    deps.log.error({ err: error }, 'PayPal webhook verification unavailable');
    return 503;
  }
  if (!genuine || typeof e?.id !== 'string' || typeof e.event_type !== 'string') {
    // Never recorded: a forged delivery must not take the id of a real event.
    deps.log.warn(
      { event_id: e?.id, event_type: e?.event_type },
      'unverified PayPal webhook ignored',
    );
    return 400;
  }
  const eventId = e.id;
  if (!(await claimEvent(deps, 'paypal', eventId, e.event_type, event))) return 200;
  try {
    const resource = e.resource ?? {};
    let result: CaptureResult = 'success';
    if (e.event_type === 'CHECKOUT.ORDER.APPROVED') {
      const attempt = await attemptByProviderOrder(deps, 'paypal', String(resource.id ?? ''));
      if (attempt) {
        await approveAttempt(deps, attempt.id);
        result = await captureOnce(deps, attempt.id);
      }
    } else if (e.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
      const related = resource.supplementary_data as
        | { related_ids?: { order_id?: string } }
        | undefined;
      const attempt = await attemptByProviderOrder(
        deps,
        'paypal',
        related?.related_ids?.order_id ?? '',
      );
      const amount = resource.amount as { currency_code?: string; value?: string } | undefined;
      if (attempt && typeof resource.id === 'string' && amount?.value && amount.currency_code) {
        result = await completeCapture(deps, attempt, {
          captureId: resource.id,
          currency: amount.currency_code,
          value: amount.value,
        });
      }
    }
    if (result === 'retry') {
      await releaseEvent(deps, 'paypal', eventId);
      return 503;
    }
    await eventDone(deps, 'paypal', eventId);
    return 200;
  } catch (error) {
    await releaseEvent(deps, 'paypal', eventId).catch(() => undefined);
    deps.log.error({ err: error, event_id: eventId }, 'PayPal webhook failed');
    return 500;
  }
}

/** A capture PayPal reports done (our capture call's answer may have been lost). */
async function completeCapture(
  deps: PaymentDeps,
  attempt: PaymentRow,
  capture: { captureId: string; currency: string; value: string },
): Promise<CaptureResult> {
  if (attempt.status === 'captured' || attempt.status === 'refunded') {
    return attempt.status === 'captured' ? settle(deps, attempt) : 'error';
  }
  return recordCapture(deps, attempt, {
    kind: 'captured',
    captureId: capture.captureId,
    currency: capture.currency,
    amount: minorAmount(capture.value, attempt.minorUnit),
  });
}

/**
 * A WeChat Pay API v3 notification: the platform's signature over the exact body checked,
 * the resource decrypted with the APIv3 key. WeChat delivers again unless answered 2xx.
 */
export async function wechatNotify(
  deps: PaymentDeps,
  headers: Record<string, unknown>,
  body: string,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const wechat = deps.wechat;
  if (!wechat) return { ok: false, status: 404, message: 'not configured' };
  const s = wechat.settings;
  let notice: { id?: unknown; event_type?: unknown; resource?: EncryptedResource };
  let transaction: WeChatTransaction;
  try {
    if (!wechat.verifySignature(headers, body)) throw new Error('bad signature');
    notice = JSON.parse(body);
    if (!notice.resource) throw new Error('no resource');
    transaction = JSON.parse(decryptResource(notice.resource, s.apiV3Key));
    if (transaction.mchid !== s.mchId || transaction.appid !== s.appId) {
      throw new Error('another merchant');
    }
  } catch (error) {
    // Never recorded: a forged delivery must not take the id of a real event.
    deps.log.warn(
      { reason: (error as Error).message },
      'unverified WeChat Pay notification ignored',
    );
    return { ok: false, status: 401, message: 'invalid notification' };
  }
  const eventId = typeof notice.id === 'string' && notice.id ? notice.id : undefined;
  if (!eventId) return { ok: false, status: 400, message: 'no id' };
  const eventType = String(notice.event_type ?? '');
  if (!(await claimEvent(deps, 'wechat', eventId, eventType, transaction))) return { ok: true };
  try {
    const attempt = await attemptOf(deps, transaction.out_trade_no ?? '', 'wechat');
    let result: CaptureResult = 'success';
    const paid =
      eventType === 'TRANSACTION.SUCCESS' &&
      transaction.trade_state === 'SUCCESS' &&
      transaction.transaction_id;
    // recordCapture pays the order, or gives the money back: an attempt that had ended (its
    // hold ran out first), an amount or currency that is not the order's.
    if (attempt && paid && transaction.transaction_id) {
      result = await recordCapture(deps, attempt, {
        kind: 'captured',
        captureId: transaction.transaction_id,
        amount: Number(transaction.amount?.total),
        currency: transaction.amount?.currency ?? 'CNY',
      });
    }
    if (result === 'retry') {
      await releaseEvent(deps, 'wechat', eventId);
      return { ok: false, status: 503, message: 'retry' };
    }
    await eventDone(deps, 'wechat', eventId);
    return { ok: true };
  } catch (error) {
    await releaseEvent(deps, 'wechat', eventId).catch(() => undefined);
    deps.log.error({ err: error, event_id: eventId }, 'WeChat Pay notification failed');
    return { ok: false, status: 500, message: 'error' };
  }
}
