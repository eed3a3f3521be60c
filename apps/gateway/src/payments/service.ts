import { randomBytes } from 'node:crypto';
import { type CurrencyId, formatMoney, PAY_SOURCE } from '@bookdirect/gateway-sdk';
import { type OrderPayData, OrderStatus, Rec } from '@bookdirect/gateway-sdk/contract';
import { isLanguage, type Language } from '@bookdirect/locales';
import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { currencies } from '../catalog/schema';
import type { Database } from '../db';
import { BusinessError, validationFailed } from '../http/envelope';
import { orders } from '../orders/schema';
import { markOrderPaid, orderForPayment, orderNotFound } from '../orders/service';
import type { PayPalClient } from './paypal';
import { minorAmount, type PaymentProvider, ProviderError } from './provider';
import type { CheckoutView } from './sandbox';
import {
  type PaymentRow,
  type PaymentStatus,
  type ProviderName,
  paymentEvents,
  payments,
} from './schema';
import type { PaymentSettings } from './settings';
import { fromWeChatXml, type WeChatPayClient, wechatSignatureValid } from './wechat';

/**
 * Attempts, claims and settlement: the part of paying that must hold however many returns,
 * webhooks and gateways act on one attempt at the same time.
 *
 * - A capture is sent only by the request that claims the attempt (a conditional update of
 *   `claimed_at`); the others wait for its outcome. A claim whose holder died goes stale and
 *   may be taken again, which is safe because the capture's PayPal-Request-Id repeats.
 * - The capture is recorded by a conditional update (`created|approved -> captured`), and a
 *   partial unique index allows one captured attempt per order.
 * - `markOrderPaid` moves the order and queues the mail exactly once, so every path may
 *   call it after seeing a capture.
 */

/** Where the browser goes back to: `success` only when the order is paid. */
export type Outcome = 'success' | 'error';
/** A webhook also needs to know whether the provider should deliver again. */
type CaptureResult = Outcome | 'retry';

const OPEN: PaymentStatus[] = ['created', 'approved'];
/** Longer than a capture call can take (10 s timeout, one token refresh). */
const CLAIM_STALE_MS = 60_000;
const WAIT_POLL_MS = 100;
const WAIT_MAX_MS = 25_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PaymentServiceDeps {
  db: Database;
  settings: PaymentSettings;
  /** Serves pay_source 11: the sandbox or PayPal. */
  card: PaymentProvider;
  paypal: PayPalClient | undefined;
  wechat: WeChatPayClient | undefined;
  log: FastifyBaseLogger;
  clock: () => Date;
}

export class PaymentService {
  constructor(private readonly deps: PaymentServiceDeps) {}

  private get db(): Database {
    return this.deps.db;
  }

  private provider(name: ProviderName): PaymentProvider | undefined {
    if (name === 'wechat') return this.deps.wechat;
    return this.deps.card.name === name ? this.deps.card : undefined;
  }

  /** `${BOOKING_URL}/order_list?payment=...`; the order id lets the page link the order. */
  redirectUrl(outcome: Outcome, orderId?: string): string {
    const query = new URLSearchParams({ payment: outcome });
    if (orderId) query.set('orderId', orderId);
    return `${this.deps.settings.bookingUrl}/order_list?${query}`;
  }

  // ---- POST /orders/pay/ ----

  async pay(
    userId: number,
    input: { pay_source: number; order_id: string },
    context: { clientIp: string; openid?: string },
  ): Promise<OrderPayData> {
    let provider: PaymentProvider | undefined;
    if (input.pay_source === PAY_SOURCE.paypal) provider = this.deps.card;
    else if (input.pay_source === PAY_SOURCE.wechat) {
      provider = this.deps.wechat;
      if (!provider) throw new BusinessError(Rec.conflict, 'payments:method_unavailable');
      if (!context.openid) throw validationFailed({ openid: 'payments:wechat_openid_required' });
    } else {
      throw validationFailed({ pay_source: 'validation:select_payment_method' });
    }

    const now = this.deps.clock();
    const order = await orderForPayment(this.db, input.order_id, { userId, now });
    if (!order) throw orderNotFound();
    if (order.status === OrderStatus.paid)
      throw new BusinessError(Rec.conflict, 'payments:order_paid');
    if (!order.payable || order.payAmountMinor <= 0) {
      throw new BusinessError(Rec.conflict, 'payments:order_not_payable');
    }

    const attempt = await this.openAttempt(provider.name, input.pay_source, order);
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
      await this.db
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
      this.deps.log.error(
        { err: error, detail: error.detail, attempt: attempt.id },
        'payment start failed',
      );
      throw new BusinessError(Rec.failed, 'payments:provider_unavailable');
    }
  }

  /** The order's open attempt with this provider, created if there is none. */
  private async openAttempt(
    provider: ProviderName,
    paySource: number,
    order: { orderId: string; payAmountMinor: number; currencyCode: string; minorUnit: number },
  ): Promise<PaymentRow> {
    const find = async () => {
      const [row] = await this.db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, order.orderId),
            eq(payments.provider, provider),
            inArray(payments.status, OPEN),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    };
    const existing = await find();
    if (existing) return existing;
    const id = randomBytes(16).toString('hex');
    // The partial unique index keeps a racing request from opening a second attempt.
    await this.db
      .insert(payments)
      .values({
        id,
        orderId: order.orderId,
        provider,
        paySource,
        amount: order.payAmountMinor,
        currency: order.currencyCode,
        minorUnit: order.minorUnit,
        requestId: `create-${id}`,
        createdAt: this.deps.clock(),
      })
      .onConflictDoNothing();
    const row = await find();
    if (!row) throw new Error('payment attempt was neither inserted nor found');
    return row;
  }

  // ---- the sandbox checkout ----

  /** What the checkout page shows, in the viewer's language (they may not be who booked). */
  async checkoutView(attemptId: string, lang: Language): Promise<CheckoutView | undefined> {
    const attempt = await this.attempt(attemptId, 'sandbox');
    if (!attempt) return undefined;
    const [row] = await this.db
      .select({ order: orders, symbol: currencies.symbol })
      .from(orders)
      .innerJoin(currencies, eq(currencies.id, orders.currencyId))
      .where(eq(orders.id, attempt.orderId));
    if (!row) return undefined;
    const { order, symbol } = row;
    const zh = lang === 'zh';
    const s = order.snapshot;
    return {
      attemptId: attempt.id,
      orderId: order.id,
      hotel: zh ? s.hotel.name_cn : s.hotel.name_en,
      room: zh ? s.room_type.name_cn : s.room_type.name_en,
      nums: order.nums,
      startDay: s.start_day,
      endDay: s.end_day,
      days: order.days,
      amount: formatMoney(
        attempt.amount / 10 ** attempt.minorUnit,
        { currency: order.currencyId as CurrencyId, symbol },
        lang,
      ),
      open: OPEN.includes(attempt.status) && order.status === OrderStatus.unpaid,
      backUrl: this.redirectUrl(attempt.status === 'captured' ? 'success' : 'error', order.id),
    };
  }

  async sandboxPay(attemptId: string): Promise<{ outcome: Outcome; orderId?: string }> {
    const attempt = await this.attempt(attemptId, 'sandbox');
    if (!attempt) return { outcome: 'error' };
    return {
      outcome: await this.captureOnce(attempt.id).then(toOutcome),
      orderId: attempt.orderId,
    };
  }

  async sandboxDecline(attemptId: string): Promise<{ outcome: Outcome; orderId?: string }> {
    const attempt = await this.attempt(attemptId, 'sandbox');
    if (!attempt) return { outcome: 'error' };
    await this.fail(attempt.id, 'declined by the payer');
    const after = await this.attempt(attempt.id, 'sandbox');
    // A Decline pressed after Pay in another tab changes nothing: the order is paid.
    return {
      outcome: after?.status === 'captured' ? 'success' : 'error',
      orderId: attempt.orderId,
    };
  }

  // ---- PayPal ----

  async paypalReturn(attemptId: string, token: string | undefined) {
    const attempt = await this.attempt(attemptId, 'paypal');
    if (!attempt) return { outcome: 'error' as const };
    if (!token || token !== attempt.providerOrderId) {
      this.deps.log.warn({ attempt: attempt.id }, 'PayPal return for another order ignored');
      return { outcome: 'error' as const, orderId: attempt.orderId };
    }
    await this.approve(attempt.id);
    return { outcome: toOutcome(await this.captureOnce(attempt.id)), orderId: attempt.orderId };
  }

  async paypalCancel(attemptId: string) {
    const attempt = await this.attempt(attemptId, 'paypal');
    if (!attempt) return { outcome: 'error' as const };
    await this.fail(attempt.id, 'cancelled at PayPal');
    const after = await this.attempt(attempt.id, 'paypal');
    return {
      outcome: after?.status === 'captured' ? ('success' as const) : ('error' as const),
      orderId: attempt.orderId,
    };
  }

  /** Answers the HTTP status PayPal gets: 2xx ends its deliveries, anything else repeats them. */
  async paypalWebhook(headers: Record<string, unknown>, event: unknown): Promise<number> {
    const paypal = this.deps.paypal;
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
      this.deps.log.error({ err: error }, 'PayPal webhook verification unavailable');
      return 503;
    }
    if (!genuine || typeof e?.id !== 'string' || typeof e.event_type !== 'string') {
      // Never recorded: a forged delivery must not take the id of a real event.
      this.deps.log.warn(
        { event_id: e?.id, event_type: e?.event_type },
        'unverified PayPal webhook ignored',
      );
      return 400;
    }
    const eventId = e.id;
    if (!(await this.claimEvent('paypal', eventId, e.event_type, event))) return 200;
    try {
      const resource = e.resource ?? {};
      let result: CaptureResult = 'success';
      if (e.event_type === 'CHECKOUT.ORDER.APPROVED') {
        const attempt = await this.byProviderOrder('paypal', String(resource.id ?? ''));
        if (attempt) {
          await this.approve(attempt.id);
          result = await this.captureOnce(attempt.id);
        }
      } else if (e.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
        const related = resource.supplementary_data as
          | { related_ids?: { order_id?: string } }
          | undefined;
        const attempt = await this.byProviderOrder('paypal', related?.related_ids?.order_id ?? '');
        const amount = resource.amount as { currency_code?: string; value?: string } | undefined;
        if (attempt && typeof resource.id === 'string' && amount?.value && amount.currency_code) {
          result = await this.completeCapture(attempt, {
            captureId: resource.id,
            currency: amount.currency_code,
            value: amount.value,
          });
        }
      }
      if (result === 'retry') {
        await this.releaseEvent('paypal', eventId);
        return 503;
      }
      await this.eventDone('paypal', eventId);
      return 200;
    } catch (error) {
      await this.releaseEvent('paypal', eventId).catch(() => undefined);
      this.deps.log.error({ err: error, event_id: eventId }, 'PayPal webhook failed');
      return 500;
    }
  }

  /** A capture PayPal reports done (our capture call's answer may have been lost). */
  private async completeCapture(
    attempt: PaymentRow,
    capture: { captureId: string; currency: string; value: string },
  ): Promise<CaptureResult> {
    if (attempt.status === 'captured' || attempt.status === 'refunded') {
      return attempt.status === 'captured' ? this.settle(attempt) : 'error';
    }
    return this.recordCapture(attempt, {
      kind: 'captured',
      captureId: capture.captureId,
      currency: capture.currency,
      amount: minorAmount(capture.value, attempt.minorUnit),
    });
  }

  // ---- WeChat Pay ----

  /** The XML answer WeChat expects; anything but SUCCESS makes it notify again. */
  async wechatNotify(xml: string): Promise<{ ok: boolean; message: string }> {
    const wechat = this.deps.wechat;
    if (!wechat) return { ok: false, message: 'not configured' };
    const s = wechat.settings;
    const n = fromWeChatXml(xml);
    if (
      !wechatSignatureValid(n, s.apiKey, s.signType) ||
      n.appid !== s.appId ||
      n.mch_id !== s.mchId
    ) {
      this.deps.log.warn(
        { out_trade_no: n.out_trade_no },
        'unverified WeChat Pay notification ignored',
      );
      return { ok: false, message: 'invalid signature' };
    }
    if (n.return_code !== 'SUCCESS') return { ok: true, message: 'OK' };
    const eventId = n.transaction_id || `${n.out_trade_no}:${n.result_code}`;
    if (!(await this.claimEvent('wechat', eventId, `TRANSACTION.${n.result_code}`, n))) {
      return { ok: true, message: 'OK' };
    }
    try {
      const attempt = await this.attempt(n.out_trade_no ?? '', 'wechat');
      let result: CaptureResult = 'success';
      if (attempt && n.result_code === 'SUCCESS' && n.transaction_id) {
        result = await this.recordCapture(attempt, {
          kind: 'captured',
          captureId: n.transaction_id,
          amount: Number(n.total_fee),
          currency: n.fee_type || 'CNY',
        });
      } else if (attempt) {
        await this.fail(attempt.id, `WeChat Pay: ${n.err_code ?? n.result_code}`);
      }
      if (result === 'retry') {
        await this.releaseEvent('wechat', eventId);
        return { ok: false, message: 'retry' };
      }
      await this.eventDone('wechat', eventId);
      return { ok: true, message: 'OK' };
    } catch (error) {
      await this.releaseEvent('wechat', eventId).catch(() => undefined);
      this.deps.log.error({ err: error, event_id: eventId }, 'WeChat Pay notification failed');
      return { ok: false, message: 'error' };
    }
  }

  // ---- capture, once ----

  /**
   * Captures an attempt unless it is captured or being captured, then settles the order.
   * Whoever loses the claim waits for the winner's outcome and answers the same.
   */
  private async captureOnce(attemptId: string): Promise<CaptureResult> {
    const attempt = await this.attemptById(attemptId);
    if (!attempt) return 'error';
    if (attempt.status === 'captured') return this.settle(attempt);
    if (!OPEN.includes(attempt.status)) return 'error';
    const provider = this.provider(attempt.provider);
    if (!provider?.capture) return 'error';

    const order = await orderForPayment(this.db, attempt.orderId);
    if (order?.status !== OrderStatus.unpaid) {
      // Paid some other way, or cancelled: taking money now could only be refunded later.
      await this.fail(attempt.id, `order status ${order?.status ?? 'missing'}`);
      const after = await this.attemptById(attempt.id);
      if (after?.status === 'captured') return this.settle(after);
      if (after && OPEN.includes(after.status)) return this.awaitOutcome(after.id);
      return order?.status === OrderStatus.paid ? 'success' : 'error';
    }

    const now = this.deps.clock();
    const [claimed] = await this.db
      .update(payments)
      .set({ claimedAt: now })
      .where(
        and(
          eq(payments.id, attempt.id),
          inArray(payments.status, OPEN),
          or(
            isNull(payments.claimedAt),
            lt(payments.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS)),
          ),
        ),
      )
      .returning();
    if (!claimed) return this.awaitOutcome(attempt.id);

    let outcome: Awaited<ReturnType<NonNullable<PaymentProvider['capture']>>>;
    try {
      outcome = await provider.capture(claimed);
    } catch (error) {
      await this.db.update(payments).set({ claimedAt: null }).where(eq(payments.id, claimed.id));
      this.deps.log.error({ err: error, attempt: claimed.id }, 'capture failed; it may be retried');
      return 'retry';
    }
    if (outcome.kind === 'declined') {
      await this.fail(claimed.id, outcome.reason, true);
      this.deps.log.warn({ attempt: claimed.id, reason: outcome.reason }, 'capture declined');
      return 'error';
    }
    if (outcome.kind === 'pending') {
      // PayPal holds the money for review; PAYMENT.CAPTURE.COMPLETED will finish it. The claim
      // stays so nobody captures again meanwhile.
      await this.db
        .update(payments)
        .set({ captureId: outcome.captureId })
        .where(eq(payments.id, claimed.id));
      return 'error';
    }
    return this.recordCapture(claimed, outcome);
  }

  /** Records a capture (once), then settles. A wrong amount is refunded, never accepted. */
  private async recordCapture(
    attempt: PaymentRow,
    capture: { kind: 'captured'; captureId: string; amount: number; currency: string },
  ): Promise<CaptureResult> {
    const now = this.deps.clock();
    if (capture.amount !== attempt.amount || capture.currency !== attempt.currency) {
      this.deps.log.error(
        {
          attempt: attempt.id,
          expected: [attempt.amount, attempt.currency],
          got: [capture.amount, capture.currency],
        },
        'captured amount differs from the order; refunding',
      );
      await this.refund(
        { ...attempt, captureId: capture.captureId, capturedAt: now },
        'amount mismatch',
      );
      return 'error';
    }
    let recorded: PaymentRow | undefined;
    try {
      [recorded] = await this.db
        .update(payments)
        .set({ status: 'captured', captureId: capture.captureId, capturedAt: now, claimedAt: null })
        .where(and(eq(payments.id, attempt.id), inArray(payments.status, OPEN)))
        .returning();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another attempt of this order was captured first (two methods paid at once).
      await this.refund(
        { ...attempt, captureId: capture.captureId, capturedAt: now },
        'order already paid',
      );
      return 'success';
    }
    const current = recorded ?? (await this.attemptById(attempt.id));
    if (current?.status === 'captured') return this.settle(current);
    return 'error';
  }

  /**
   * Pays the order for a captured attempt. markOrderPaid acts once whoever calls it; when the
   * order can no longer be paid (the hold sweep cancelled it first), the money goes back.
   */
  private async settle(attempt: PaymentRow): Promise<CaptureResult> {
    const result = await markOrderPaid(this.db, attempt.orderId, {
      paySource: attempt.paySource,
      providerRef: attempt.captureId ?? attempt.id,
      now: this.deps.clock(),
      bookingUrl: this.deps.settings.bookingUrl,
    });
    if (result.status === OrderStatus.paid) return 'success';
    this.deps.log.warn(
      { attempt: attempt.id, order_status: result.status },
      'payment captured for an order that cannot be paid; refunding',
    );
    await this.refund(attempt, `order status ${result.status ?? 'missing'}`);
    return 'error';
  }

  private async refund(attempt: PaymentRow, reason: string): Promise<void> {
    const provider = this.provider(attempt.provider);
    if (!provider?.refund) {
      // WeChat Pay refunds need the merchant's client certificate, which the gateway does not hold.
      this.deps.log.error(
        { attempt: attempt.id, capture: attempt.captureId, reason },
        'payment needs a manual refund',
      );
      await this.db
        .update(payments)
        .set({
          status: 'failed',
          captureId: attempt.captureId,
          failure: `manual refund needed: ${reason}`,
          claimedAt: null,
        })
        .where(and(eq(payments.id, attempt.id), inArray(payments.status, [...OPEN, 'captured'])));
      return;
    }
    // Idempotent at the provider (refund request id per attempt), so racing settlers are safe.
    await provider.refund(attempt);
    await this.db
      .update(payments)
      .set({
        status: 'refunded',
        captureId: attempt.captureId,
        capturedAt: attempt.capturedAt ?? this.deps.clock(),
        refundedAt: this.deps.clock(),
        failure: reason,
        claimedAt: null,
      })
      .where(and(eq(payments.id, attempt.id), inArray(payments.status, [...OPEN, 'captured'])));
  }

  private async awaitOutcome(attemptId: string): Promise<CaptureResult> {
    const deadline = Date.now() + WAIT_MAX_MS;
    for (;;) {
      const attempt = await this.attemptById(attemptId);
      if (!attempt) return 'error';
      if (attempt.status === 'captured') {
        const order = await orderForPayment(this.db, attempt.orderId);
        if (order?.status === OrderStatus.paid) return 'success';
        // The capture is recorded but the order not yet paid: finish the holder's work.
        return this.settle(attempt);
      }
      if (attempt.status === 'failed' || attempt.status === 'refunded') return 'error';
      // Released after a transport failure: nobody is capturing now.
      if (!attempt.claimedAt) return 'retry';
      if (Date.now() > deadline) return 'retry';
      await sleep(WAIT_POLL_MS);
    }
  }

  // ---- rows ----

  private async attemptById(id: string): Promise<PaymentRow | undefined> {
    if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id));
    return row;
  }

  private async attempt(id: string, provider: ProviderName): Promise<PaymentRow | undefined> {
    const row = await this.attemptById(id);
    return row?.provider === provider ? row : undefined;
  }

  private async byProviderOrder(provider: ProviderName, providerOrderId: string) {
    if (!providerOrderId) return undefined;
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
    return row;
  }

  private async approve(id: string): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'approved' })
      .where(and(eq(payments.id, id), eq(payments.status, 'created')));
  }

  /** Open -> failed, unless a capture is in flight (`claimed`: the caller is that capture). */
  private async fail(id: string, reason: string, claimed = false): Promise<void> {
    const staleBefore = new Date(this.deps.clock().getTime() - CLAIM_STALE_MS);
    await this.db
      .update(payments)
      .set({ status: 'failed', failure: reason, claimedAt: null })
      .where(
        and(
          eq(payments.id, id),
          inArray(payments.status, OPEN),
          claimed ? undefined : or(isNull(payments.claimedAt), lt(payments.claimedAt, staleBefore)),
        ),
      );
  }

  /** True when this delivery should apply the event: first seen, or a dead delivery's claim. */
  private async claimEvent(
    provider: ProviderName,
    eventId: string,
    eventType: string,
    payload: unknown,
  ) {
    const now = this.deps.clock();
    const inserted = await this.db
      .insert(paymentEvents)
      .values({ provider, eventId, eventType, payload, receivedAt: now, claimedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (inserted.length > 0) return true;
    const reclaimed = await this.db
      .update(paymentEvents)
      .set({ claimedAt: now })
      .where(
        and(
          eq(paymentEvents.provider, provider),
          eq(paymentEvents.eventId, eventId),
          isNull(paymentEvents.processedAt),
          lt(paymentEvents.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS)),
        ),
      )
      .returning({ id: paymentEvents.eventId });
    return reclaimed.length > 0;
  }

  private async eventDone(provider: ProviderName, eventId: string) {
    await this.db
      .update(paymentEvents)
      .set({ processedAt: this.deps.clock() })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  }

  /** Forget a delivery that failed, so the provider's next one applies the event. */
  private async releaseEvent(provider: ProviderName, eventId: string) {
    await this.db
      .delete(paymentEvents)
      .where(
        and(
          eq(paymentEvents.provider, provider),
          eq(paymentEvents.eventId, eventId),
          isNull(paymentEvents.processedAt),
        ),
      );
  }
}

const toOutcome = (result: CaptureResult): Outcome => (result === 'success' ? 'success' : 'error');

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
