import type { OrderListItem, OrderHotel as WireOrderHotel } from '@bookdirect/gateway-sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type MovableClock, movableClock } from '../src/clock';
import { newOrderId } from '../src/orders/ids';
import { refundRetryDelayMs } from '../src/orders/refunds';
import { orders } from '../src/orders/schema';
import { describeEachBackend } from './support/gateway';
import { api, balanceOf, book, cancelOrderCall, restNums } from './support/orders';
import {
  attemptsOf,
  type Booker,
  bookOrder,
  cancellationMails,
  confirmationMails,
  ledgerOf,
  newBooker,
  orderStatus,
  pay,
  payOnSandbox,
  payWithPayPal,
  refundRowOf,
  useFakePayPal,
  useFakeWeChat,
} from './support/payments';

/**
 * `PUT /orders/cancel/{id}/` as a traveller meets it: what comes back (rooms, points, money),
 * what is refused, the mail, and the refund as the order shows it. The app's clock is a movable
 * one, so deadlines and backoffs are reached without waiting.
 */

const clockOf = (app: FastifyInstance) => app.clock as MovableClock;

/** Runs `check` with the app's clock set to `at`, then puts it back. */
async function at<T>(app: FastifyInstance, when: Date, check: () => Promise<T>): Promise<T> {
  const clock = clockOf(app);
  const offset = clock.offsetMs();
  clock.setOffsetMs(offset + when.getTime() - clock().getTime());
  try {
    return await check();
  } finally {
    clock.setOffsetMs(offset);
  }
}

const detail = (app: FastifyInstance, b: Booker, orderId: string) =>
  api<{ order: OrderListItem; order_hotel: WireOrderHotel }>(
    app,
    'GET',
    `/orders/main/${orderId}/`,
    b.member.token,
  );

/**
 * Each suite's gateway runs on a clock of its own, real time until a test moves it, and on
 * PostgreSQL on a database of its own: the refund worker takes any due refund it finds.
 */
const movable = () => ({ clock: movableClock() });

describeEachBackend(
  'cancelling an order',
  (gateway) => {
    it('cancels an unpaid order at once: rooms and points back, reasons kept, one mail in Chinese', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'cx-unpaid', 1000);
      const stockBefore = await restNums(db, b.hotel.roomTypeId);
      const booked = await book(app, b.member, b.hotel, {
        guests: [b.guest],
        offset: 0,
        credits: 500,
        lang: 'cn',
      });
      const orderId = booked.body.data.order_id;
      expect(await balanceOf(db, b.member.userId)).toBe(500);

      const answer = await cancelOrderCall(app, b.member, orderId, {
        reasons: [4, 1, 4],
        comment: '  Plans changed  ',
      });
      expect(answer.body.rec).toBe(0);
      expect(answer.body.data.order).toMatchObject({
        order_id: orderId,
        status: 9,
        can_cancel: 0,
        refund: null,
      });
      expect(await restNums(db, b.hotel.roomTypeId)).toEqual(stockBefore);
      expect(await balanceOf(db, b.member.userId)).toBe(1000);
      expect(await ledgerOf(db, orderId)).toEqual([
        { operate: 2, credits: -500 },
        { operate: 3, credits: 500 },
      ]);
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.cancelReasons).toEqual([1, 4]);
      expect(row?.cancelComment).toBe('Plans changed');
      expect(await refundRowOf(db, orderId)).toBeUndefined();

      const mails = await cancellationMails(db, b.member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`订单已取消：订单测试酒店（${orderId}）`);
      expect(mails[0]?.text).toContain('退回积分: 500 积分');
      expect(mails[0]?.text).not.toContain('退款');

      // Nothing is left to cancel.
      const again = await cancelOrderCall(app, b.member, orderId);
      expect(again.body).toMatchObject({ rec: 6, key: 'orders:order_not_cancelable' });
      expect(await cancellationMails(db, b.member.email)).toHaveLength(1);
      // Nor to pay.
      const payAgain = await pay(app, b.member.token, { pay_source: 11, order_id: orderId });
      expect(payAgain.body.rec).toBe(6);
    });

    it('cancels a paid order before its deadline: rooms and points back, the whole payment refunded', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'cx-paid', 1000);
      const stockBefore = await restNums(db, b.hotel.roomTypeId);
      const orderId = await bookOrder(app, b, 300);
      expect(await payOnSandbox(app, b, orderId)).toContain('payment=success');
      const paid = (await detail(app, b, orderId)).body.data.order;
      expect(paid).toMatchObject({ status: 2, can_cancel: 1, refund: null });

      const answer = await cancelOrderCall(app, b.member, orderId, {
        reasons: [2],
        comment: '',
      });
      expect(answer.body.rec).toBe(0);
      const cancelled = answer.body.data.order;
      expect(cancelled.status).toBe(9);
      expect(cancelled.can_cancel).toBe(0);
      expect(cancelled.refund?.amount).toBe(paid.pay_amount);
      expect(['pending', 'refunded']).toContain(cancelled.refund?.status);

      await app.refunds.idle();
      const after = (await detail(app, b, orderId)).body.data.order;
      expect(after.refund).toMatchObject({ status: 'refunded', amount: paid.pay_amount });
      expect(after.refund?.refund_time).toBeGreaterThan(0);
      expect((await attemptsOf(db, orderId)).map((a) => a.status)).toEqual(['refunded']);
      expect(await refundRowOf(db, orderId)).toMatchObject({
        status: 'refunded',
        amount: Math.round(paid.pay_amount * 100),
        paySource: 11,
        attempts: 1,
      });
      expect(await restNums(db, b.hotel.roomTypeId)).toEqual(stockBefore);
      expect(await ledgerOf(db, orderId)).toEqual([
        { operate: 2, credits: -300 },
        { operate: 3, credits: 300 },
      ]);
      expect(await balanceOf(db, b.member.userId)).toBe(1000);

      const mails = await cancellationMails(db, b.member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Booking cancelled: Orders Test Hotel (${orderId})`);
      expect(mails[0]?.text).toContain(
        `Refund: €${paid.pay_amount.toFixed(2)} to the card or account you paid with`,
      );
      expect(mails[0]?.text).toContain('Points returned: 300 points');
      expect(mails[0]?.html).toContain('<html lang="en">');
      expect(await confirmationMails(db, b.member.email)).toBe(1);

      // The refund round finds nothing more to do.
      expect(await app.refunds.runDue()).toEqual({ refunded: 0, retry: 0, by_hand: 0 });
      expect((await attemptsOf(db, orderId)).map((a) => a.status)).toEqual(['refunded']);
    });

    it('refuses a paid order from the second after its deadline, and every status but 1 and 2', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'cx-late');
      const late = await bookOrder(app, b);
      await payOnSandbox(app, b, late);
      const deadline = new Date(
        (await detail(app, b, late)).body.data.order.cancel_expire_time * 1000,
      );

      await at(app, new Date(deadline.getTime() + 1000), async () => {
        expect((await detail(app, b, late)).body.data.order.can_cancel).toBe(0);
        const refused = await cancelOrderCall(app, b.member, late);
        expect(refused.body).toMatchObject({ rec: 6, key: 'orders:order_not_cancelable' });
      });
      expect(await orderStatus(db, late)).toBe(2);
      expect(await refundRowOf(db, late)).toBeUndefined();
      expect(await cancellationMails(db, b.member.email)).toHaveLength(0);

      // Its last second still counts (the app's clock runs on from 23:59:59 while it answers).
      await at(app, deadline, async () => {
        expect((await detail(app, b, late)).body.data.order.can_cancel).toBe(1);
        expect((await cancelOrderCall(app, b.member, late)).body.rec).toBe(0);
        await app.refunds.idle();
      });
      expect((await refundRowOf(db, late))?.status).toBe('refunded');

      // A completed stay is past cancelling.
      const done = await bookOrder(app, b);
      await payOnSandbox(app, b, done);
      await db.update(orders).set({ status: 6 }).where(eq(orders.id, done));
      const refused = await cancelOrderCall(app, b.member, done);
      expect(refused.body).toMatchObject({ rec: 6, key: 'orders:order_not_cancelable' });
      expect(await orderStatus(db, done)).toBe(6);
    });

    it("answers another member's order exactly like a missing one, and changes nothing", async () => {
      const { app, db } = gateway();
      const owner = await newBooker(db, 'cx-owner');
      const other = await newBooker(db, 'cx-other');
      const orderId = await bookOrder(app, owner);

      const foreign = await cancelOrderCall(app, other.member, orderId);
      const missing = await cancelOrderCall(app, other.member, newOrderId());
      const garbage = await cancelOrderCall(app, other.member, 'x');
      expect(foreign.body).toMatchObject({ rec: 5, key: 'orders:order_not_found' });
      expect(foreign.body).toEqual(missing.body);
      expect(garbage.body).toEqual(missing.body);
      expect(foreign.status).toBe(missing.status);
      expect(await orderStatus(db, orderId)).toBe(1);
      expect(await cancellationMails(db, owner.member.email)).toHaveLength(0);
    });

    it('needs at least one reason and a comment of at most 200 characters', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'cx-rules');
      const orderId = await bookOrder(app, b);

      for (const body of [{ comment: 'x' }, { reasons: [], comment: '' }]) {
        const answer = await cancelOrderCall(app, b.member, orderId, body);
        expect(answer.body).toMatchObject({
          rec: 2,
          data: { errors: { reasons: 'validation:cancel_reason_required' } },
        });
      }
      const unknown = await cancelOrderCall(app, b.member, orderId, { reasons: [9] });
      expect(unknown.body).toMatchObject({
        rec: 2,
        data: { errors: { 'reasons[0]': 'validation:cancel_reason_required' } },
      });
      const long = await cancelOrderCall(app, b.member, orderId, {
        reasons: [8],
        comment: 'x'.repeat(201),
      });
      expect(long.body).toMatchObject({
        rec: 2,
        data: { errors: { comment: 'validation:cancel_comment_too_long' } },
      });
      expect(await orderStatus(db, orderId)).toBe(1);

      const ok = await cancelOrderCall(app, b.member, orderId, {
        reasons: [8],
        comment: '长'.repeat(200),
      });
      expect(ok.body.rec).toBe(0);
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.cancelComment).toBe('长'.repeat(200));

      const anonymous = await cancelOrderCall(app, undefined, orderId);
      expect(anonymous.body.rec).not.toBe(0);
    });
  },
  movable(),
);

const PAYPAL = { clientId: 'cancel-client', clientSecret: 'cancel-secret', webhookId: 'WH-CANCEL' };

describe('refunds through PayPal', () => {
  const fake = useFakePayPal(PAYPAL);

  it('the fake refuses a refund beyond what is left of the capture, as PayPal does', async () => {
    const basic = `Basic ${Buffer.from(`${PAYPAL.clientId}:${PAYPAL.clientSecret}`).toString('base64')}`;
    const token = (await (
      await fetch(`${fake.url}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string };
    const post = (path: string, requestId: string, body: unknown) =>
      fetch(`${fake.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token.access_token}`,
          'content-type': 'application/json',
          'paypal-request-id': requestId,
        },
        body: JSON.stringify(body),
      });
    const created = (await (
      await post('/v2/checkout/orders', 'create-fake-1', {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'EUR', value: '10.00' } }],
        payment_source: {
          paypal: { experience_context: { return_url: 'http://r', cancel_url: 'http://c' } },
        },
      })
    ).json()) as { id: string };
    fake.approve(created.id);
    await post(`/v2/checkout/orders/${created.id}/capture`, 'capture-fake-1', {});
    const captureId = fake.orders.get(created.id)?.captureId;
    const refund = (requestId: string, body: unknown) =>
      post(`/v2/payments/captures/${captureId}/refund`, requestId, body);

    const beyond = await refund('refund-fake-1', {
      amount: { currency_code: 'EUR', value: '10.01' },
    });
    expect(beyond.status).toBe(422);
    expect(await beyond.json()).toMatchObject({ details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });

    expect(
      (await refund('refund-fake-2', { amount: { currency_code: 'EUR', value: '4.00' } })).status,
    ).toBe(201);
    const rest = await refund('refund-fake-3', { amount: { currency_code: 'EUR', value: '6.01' } });
    expect(rest.status).toBe(422);
    expect((await refund('refund-fake-4', {})).status).toBe(201);
    expect(fake.refundedOf(created.id)).toBe(1000);
    // The same request again is the same refund, not another.
    expect((await refund('refund-fake-4', {})).status).toBe(200);
    const more = await refund('refund-fake-5', {});
    expect(more.status).toBe(422);
    expect(await more.json()).toMatchObject({ details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
    expect(fake.refundedOf(created.id)).toBe(1000);
  });

  describeEachBackend(
    'gateway with PayPal',
    (gateway) => {
      it('refunds the capture once, with its request id; a failed call is retried after its backoff', async () => {
        const { app, db } = gateway();
        const b = await newBooker(db, 'cx-pp');
        const orderId = await bookOrder(app, b);
        const { paypalOrderId, attempt } = await payWithPayPal(app, fake, b, orderId);
        const refundsBefore = fake.refunds;
        fake.failRefunds = 1;

        const cancelled = await cancelOrderCall(app, b.member, orderId);
        expect(cancelled.body.rec).toBe(0);
        await app.refunds.idle();
        const failed = await refundRowOf(db, orderId);
        expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
        expect(failed?.lastError).toMatch(/503/);
        const retryAt = failed?.nextAttemptAt ?? new Date(0);
        expect(retryAt.getTime() - (failed?.createdAt ?? retryAt).getTime()).toBeGreaterThanOrEqual(
          refundRetryDelayMs(1),
        );
        expect((await detail(app, b, orderId)).body.data.order.refund).toMatchObject({
          status: 'pending',
          amount: 120.5,
          refund_time: 0,
        });

        // Not yet due: nothing is asked of PayPal.
        const calls = fake.refundCalls;
        expect((await app.refunds.runDue()).refunded).toBe(0);
        expect(fake.refundCalls).toBe(calls);

        await at(app, retryAt, async () => {
          expect((await app.refunds.runDue()).refunded).toBe(1);
        });
        expect(fake.refunds - refundsBefore).toBe(1);
        expect(fake.refundedOf(paypalOrderId)).toBe(12_050);
        const sent = fake.requests.filter((r) => r.path.endsWith('/refund'));
        expect(new Set(sent.slice(-2).map((r) => r.headers['paypal-request-id']))).toEqual(
          new Set([`refund-${attempt.id}`]),
        );
        // What the capture took, in its currency.
        expect(sent.at(-1)?.body).toEqual({ amount: { currency_code: 'EUR', value: '120.50' } });
        expect(await refundRowOf(db, orderId)).toMatchObject({
          status: 'refunded',
          attempts: 2,
          lastError: null,
        });
        expect((await attemptsOf(db, orderId))[0]?.status).toBe('refunded');

        // PayPal reporting the original capture again refunds nothing more.
        const completed = fake.signedEvent('PAYMENT.CAPTURE.COMPLETED', paypalOrderId);
        const hook = await app.inject({
          method: 'POST',
          url: '/payments/paypal/webhook',
          headers: completed.headers,
          payload: completed.event,
        });
        expect(hook.statusCode).toBe(200);
        await app.refunds.runDue();
        expect(fake.refunds - refundsBefore).toBe(1);
        expect(await orderStatus(db, orderId)).toBe(9);
      });

      it('leaves a refund PayPal refuses to staff instead of asking again', async () => {
        const { app, db } = gateway();
        const b = await newBooker(db, 'cx-pp-refused');
        const orderId = await bookOrder(app, b);
        const { paypalOrderId } = await payWithPayPal(app, fake, b, orderId);
        // Someone refunded it at PayPal's dashboard already.
        const order = fake.orders.get(paypalOrderId);
        if (order) order.refunded = 12_050;
        const calls = fake.refundCalls;

        expect((await cancelOrderCall(app, b.member, orderId)).body.rec).toBe(0);
        await app.refunds.idle();
        expect(fake.refundCalls - calls).toBe(1);
        expect(await refundRowOf(db, orderId)).toMatchObject({ status: 'failed_manual' });
        expect((await refundRowOf(db, orderId))?.lastError).toMatch(/CAPTURE_FULLY_REFUNDED/);
        expect((await detail(app, b, orderId)).body.data.order.refund?.status).toBe(
          'failed_manual',
        );
        await at(app, new Date(Date.now() + 7 * 3_600_000), () => app.refunds.runDue());
        expect(fake.refundCalls - calls).toBe(1);
      });
    },
    movable(),
  );
});

describe('refunds of WeChat Pay orders', () => {
  const fake = useFakeWeChat({
    appId: 'wxcancel0001',
    appSecret: 'cancel-secret',
    mchId: '1900000109',
    apiV3Key: 'a'.repeat(32),
    certSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    platformSerial: '7132D72A03E93CDDF8C03BBD1F37EEDF3D1A6CB8',
  });

  describeEachBackend('gateway with WeChat Pay', (gateway) => {
    it('refunds it through WeChat Pay by itself, and tells the traveller so', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'cx-wx');
      const orderId = await bookOrder(app, b);
      const native = await pay(app, b.member.token, {
        pay_source: 21,
        order_id: orderId,
        wx_mode: 'native',
      });
      expect(native.body.rec).toBe(0);
      const [attempt] = await attemptsOf(db, orderId);
      fake.markPaid(attempt?.id ?? '');
      const { body, headers } = fake.notification(attempt?.id ?? '');
      const paid = await app.inject({
        method: 'POST',
        url: '/payments/wechat/notify',
        headers,
        payload: body,
      });
      expect(paid.statusCode).toBe(204);
      expect(await orderStatus(db, orderId)).toBe(2);

      expect((await cancelOrderCall(app, b.member, orderId)).body.rec).toBe(0);
      await app.refunds.idle();
      expect(await refundRowOf(db, orderId)).toMatchObject({
        status: 'refunded',
        paySource: 21,
        amount: 12_050,
      });
      expect((await attemptsOf(db, orderId))[0]?.status).toBe('refunded');
      expect(fake.refunds.get(`refund-${attempt?.id}`)).toMatchObject({ amount: 12_050 });
      const [mail] = await cancellationMails(db, b.member.email);
      expect(mail?.text).toContain('Refund: €120.50 to the card or account you paid with');
    });
  });
});
