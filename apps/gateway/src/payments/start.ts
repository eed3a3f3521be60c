import { PAY_SOURCE } from '@bookdirect/gateway-sdk';
import { type OrderPayData, OrderStatus, Rec } from '@bookdirect/gateway-sdk/contract';
import { isLanguage } from '@bookdirect/locales';
import { and, eq, isNull } from 'drizzle-orm';
import { BusinessError, validationFailed } from '../http/envelope';
import { pendingChangeOf } from '../orders/dates';
import { orderForPayment, orderNotFound } from '../orders/service';
import { boundOpenid } from '../wechat/bindings';
import { attemptById, failAttempt, openAttempt } from './attempts';
import type { PaymentDeps } from './deps';
import { type PaymentProvider, ProviderError } from './provider';
import { type PaymentRow, payments } from './schema';
import { recordCapture } from './settlement';
import { type WeChatPayClient, WX_MODES, type WxMode } from './wechat';

/**
 * `POST /orders/pay/`: picks the provider for the pay source, checks the member's order can
 * be paid, and opens (or reuses) its attempt with that provider.
 */
export async function startPayment(
  deps: PaymentDeps,
  userId: number,
  input: { pay_source: number; order_id: string; wx_mode?: string },
  context: { clientIp: string },
): Promise<OrderPayData> {
  let provider: PaymentProvider;
  let wxMode: WxMode | undefined;
  let openid: string | undefined;
  if (input.pay_source === PAY_SOURCE.paypal) provider = deps.card;
  else if (input.pay_source === PAY_SOURCE.wechat) {
    if (!deps.wechat) throw new BusinessError(Rec.conflict, 'payments:method_unavailable');
    provider = deps.wechat;
    wxMode = WX_MODES.find((m) => m === input.wx_mode);
    if (!wxMode) throw validationFailed({ wx_mode: 'payments:wx_mode_required' });
    if (wxMode === 'jsapi') {
      // The member's own openid, bound through the official account's OAuth: never one the
      // caller names.
      openid = await boundOpenid(deps.db, userId, deps.wechat.settings.appId);
      if (!openid) throw new BusinessError(Rec.conflict, 'payments:wechat_openid_required');
    }
  } else {
    throw validationFailed({ pay_source: 'validation:select_payment_method' });
  }

  const now = deps.clock();
  const found = await orderForPayment(deps.db, input.order_id, { userId, now });
  if (!found) throw orderNotFound();
  let order: typeof found & { changeId?: number } = found;
  if (found.status === OrderStatus.paid) {
    // A paid order pays only the difference of a date change waiting for it.
    const change = await pendingChangeOf(deps.db, found.orderId);
    if (!change || change.expiresAt.getTime() <= now.getTime() || change.payAmount <= 0) {
      throw new BusinessError(Rec.conflict, 'payments:order_paid');
    }
    order = { ...found, payAmountMinor: change.payAmount, changeId: change.id };
  } else if (!found.payable || found.payAmountMinor <= 0) {
    throw new BusinessError(Rec.conflict, 'payments:order_not_payable');
  }

  let attempt = await openAttempt(deps, provider.name, input.pay_source, order);
  if (attempt.amount !== order.payAmountMinor) {
    // Opened before the order's dates changed its amount: that attempt is over.
    await failAttempt(deps, attempt.id, 'the amount to pay changed');
    attempt = await openAttempt(deps, provider.name, input.pay_source, order);
  }
  if (attempt.approveUrl && provider.name !== 'wechat') return { href: attempt.approveUrl };
  if (wxMode && deps.wechat) {
    attempt = await attemptForMode(deps, deps.wechat, attempt, wxMode, order);
  }
  try {
    const started = await provider.start({
      attempt,
      order: {
        orderId: order.orderId,
        description: order.description,
        amount: attempt.amount,
        currency: attempt.currency,
        minorUnit: attempt.minorUnit,
        lang: isLanguage(order.lang) ? order.lang : 'en',
      },
      clientIp: context.clientIp,
      openid,
      wxMode,
    });
    // Two requests may start one attempt together; the provider gave both the same order.
    await deps.db
      .update(payments)
      .set({
        providerOrderId: started.providerOrderId ?? null,
        approveUrl: started.approveUrl ?? null,
      })
      .where(
        and(
          eq(payments.id, attempt.id),
          isNull(payments.providerOrderId),
          isNull(payments.approveUrl),
        ),
      );
    return started.data;
  } catch (error) {
    if (error instanceof BusinessError || !(error instanceof ProviderError)) throw error;
    deps.log.error(
      { err: error, detail: error.detail, attempt: attempt.id },
      'payment start failed',
    );
    throw new BusinessError(Rec.failed, 'payments:provider_unavailable');
  }
}

/**
 * The WeChat attempt for a mode. WeChat refuses a second prepay kind for one out_trade_no,
 * so an open attempt of another mode is closed first (when WeChat has not been paid on it:
 * then that payment is recorded and the order answers as paid, or, when it is not the order's
 * amount, given back) and a new one is opened.
 */
async function attemptForMode(
  deps: PaymentDeps,
  wechat: WeChatPayClient,
  attempt: PaymentRow,
  mode: WxMode,
  order: Parameters<typeof openAttempt>[3],
): Promise<PaymentRow> {
  if (attempt.wxMode === mode) return attempt;
  if (attempt.wxMode) {
    try {
      const found = await wechat.lookup(attempt);
      if (found.kind === 'pending') {
        throw new BusinessError(Rec.conflict, 'payments:wechat_paying');
      }
      if (found.kind === 'captured') {
        if ((await recordCapture(deps, attempt, found)) === 'success') {
          throw new BusinessError(Rec.conflict, 'payments:order_paid');
        }
        // Given back (not the order's amount or currency): that attempt is over, a new one
        // pays the order.
      } else {
        await wechat.close(attempt.id);
      }
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.log.error({ err: error, attempt: attempt.id }, 'WeChat Pay mode switch failed');
      throw new BusinessError(Rec.failed, 'payments:provider_unavailable');
    }
    await failAttempt(deps, attempt.id, `WeChat Pay: switched to ${mode}`);
    attempt = await openAttempt(deps, 'wechat', PAY_SOURCE.wechat, order);
    if (attempt.wxMode === mode) return attempt;
    if (attempt.wxMode) throw new BusinessError(Rec.conflict, 'payments:wechat_paying');
  }
  // The first start of an attempt names its mode; a racing start of another mode loses.
  const [claimed] = await deps.db
    .update(payments)
    .set({ wxMode: mode })
    .where(and(eq(payments.id, attempt.id), isNull(payments.wxMode)))
    .returning();
  if (claimed) return claimed;
  const current = await attemptById(deps, attempt.id);
  if (current?.wxMode === mode) return current;
  throw new BusinessError(Rec.conflict, 'payments:wechat_paying');
}
