import { PAY_SOURCE } from '@bookdirect/gateway-sdk';
import { type OrderPayData, OrderStatus, Rec } from '@bookdirect/gateway-sdk/contract';
import { isLanguage } from '@bookdirect/locales';
import { and, eq, isNull } from 'drizzle-orm';
import { BusinessError, validationFailed } from '../http/envelope';
import { orderForPayment, orderNotFound } from '../orders/service';
import { openAttempt } from './attempts';
import type { PaymentDeps } from './deps';
import { type PaymentProvider, ProviderError } from './provider';
import { payments } from './schema';

/**
 * `POST /orders/pay/`: picks the provider for the pay source, checks the member's order can
 * be paid, and opens (or reuses) its attempt with that provider.
 */
export async function startPayment(
  deps: PaymentDeps,
  userId: number,
  input: { pay_source: number; order_id: string },
  context: { clientIp: string; openid?: string },
): Promise<OrderPayData> {
  let provider: PaymentProvider | undefined;
  if (input.pay_source === PAY_SOURCE.paypal) provider = deps.card;
  else if (input.pay_source === PAY_SOURCE.wechat) {
    provider = deps.wechat;
    if (!provider) throw new BusinessError(Rec.conflict, 'payments:method_unavailable');
    if (!context.openid) throw validationFailed({ openid: 'payments:wechat_openid_required' });
  } else {
    throw validationFailed({ pay_source: 'validation:select_payment_method' });
  }

  const now = deps.clock();
  const order = await orderForPayment(deps.db, input.order_id, { userId, now });
  if (!order) throw orderNotFound();
  if (order.status === OrderStatus.paid)
    throw new BusinessError(Rec.conflict, 'payments:order_paid');
  if (!order.payable || order.payAmountMinor <= 0) {
    throw new BusinessError(Rec.conflict, 'payments:order_not_payable');
  }

  const attempt = await openAttempt(deps, provider.name, input.pay_source, order);
  if (attempt.approveUrl && provider.name !== 'wechat') return { href: attempt.approveUrl };
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
      openid: context.openid,
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
    if (!(error instanceof ProviderError)) throw error;
    deps.log.error(
      { err: error, detail: error.detail, attempt: attempt.id },
      'payment start failed',
    );
    throw new BusinessError(Rec.failed, 'payments:provider_unavailable');
  }
}
