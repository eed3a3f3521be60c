import { formatLongDay, isoDay } from '@bookdirect/gateway-sdk';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/orders/schema';
import { PayPalClient } from '../src/payments/paypal';
import { paymentEvents } from '../src/payments/schema';
import { enabledPaySources, paymentSettingsFromEnv } from '../src/payments/settings';
import { describeEachBackend } from './support/gateway';
import { createMember } from './support/orders';
import {
  approvedAtPayPal,
  attemptsOf,
  bookOrder,
  confirmationMails,
  local,
  newBooker,
  orderStatus,
  pay,
  useFakePayPal,
} from './support/payments';

const PUBLIC_URL = 'http://localhost:4000';
const BOOKING = 'http://localhost:3000';
const success = (orderId: string) => `${BOOKING}/order_list?payment=success&orderId=${orderId}`;
const failure = (orderId: string) => `${BOOKING}/order_list?payment=error&orderId=${orderId}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A press of Pay or Decline on the sandbox checkout page at `href`, as the browser posts it. */
const press = (app: FastifyInstance, href: string, button: 'pay' | 'decline', payload = '') =>
  app.inject({ method: 'POST', url: `${local(href)}/${button}`, headers: form, payload });

describe('payment settings', () => {
  const app = { isProduction: false, publicUrl: PUBLIC_URL };

  it('defaults to the sandbox, PayPal sandbox API and no WeChat Pay', () => {
    const s = paymentSettingsFromEnv({}, app);
    expect(s.provider).toBe('sandbox');
    expect(s.paypal.apiBase).toBe('https://api-m.sandbox.paypal.com');
    expect(s.wechat).toBeUndefined();
    expect(s.bookingUrl).toBe(BOOKING);
    expect(enabledPaySources(s)).toEqual([11]);
  });

  it('refuses to start in production with PayPal selected and credentials missing', () => {
    expect(() =>
      paymentSettingsFromEnv(
        { PAYMENT_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'x' },
        { ...app, isProduction: true },
      ),
    ).toThrow(/PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID/);
    expect(() => paymentSettingsFromEnv({ PAYMENT_PROVIDER: 'stripe' }, app)).toThrow(
      /PAYMENT_PROVIDER/,
    );
    expect(() => paymentSettingsFromEnv({ WECHAT_APP_ID: 'wx1' }, app)).toThrow(/WECHAT_MCH_ID/);
  });
});

describeEachBackend('sandbox checkout', (gateway) => {
  it('pays an order through the checkout page: paid once, one mail, back to the order list', async () => {
    const { app, db } = gateway();
    const b = await newBooker(db, 'sbx');
    const orderId = await bookOrder(app, b);

    const started = await pay(app, b.member.token, { pay_source: 11, order_id: orderId });
    expect(started.body.rec).toBe(0);
    const href = started.body.data.href ?? '';
    expect(href).toMatch(new RegExp(`^${PUBLIC_URL}/payments/sandbox/[0-9a-f]{32}$`));
    // Asking again reuses the open attempt.
    expect(
      (await pay(app, b.member.token, { pay_source: 11, order_id: orderId })).body.data.href,
    ).toBe(href);

    const page = await app.inject({
      method: 'GET',
      url: local(href),
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('订单测试酒店');
    expect(page.body).toContain('€120.50');
    expect(page.body).toContain('支付 €120.50');
    expect(page.body).toContain(`action="/payments/sandbox/${href.split('/').pop()}/pay?lang=cn"`);
    const en = await app.inject({
      method: 'GET',
      url: local(href),
      headers: { 'accept-language': 'en' },
    });
    expect(en.body).toContain('Orders Test Hotel');
    expect(en.body).toContain('Decline');

    // The stay reads in the visitor's language, never as ISO dates.
    const [booked] = await db.select().from(orders).where(eq(orders.id, orderId));
    const { start_day: start, end_day: end } = booked?.snapshot ?? {};
    if (!start || !end) throw new TypeError('the order has no stay');
    expect(page.body).toMatch(
      /\d{4}年\d{1,2}月\d{1,2}日周. 至 \d{4}年\d{1,2}月\d{1,2}日周.（\d+ 晚）/,
    );
    expect(page.body).toContain(`${formatLongDay(start, 'zh')} 至 ${formatLongDay(end, 'zh')}`);
    expect(en.body).toMatch(
      /[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4} to [A-Z][a-z]{2}, \d{1,2} [A-Z]/,
    );
    expect(en.body).toContain(`${formatLongDay(start, 'en')} to ${formatLongDay(end, 'en')}`);
    for (const body of [page.body, en.body]) {
      expect(body).not.toContain(isoDay(start));
      expect(body).not.toContain(isoDay(end));
    }

    const paid = await press(app, href, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(success(orderId));
    expect(await orderStatus(db, orderId)).toBe(2);
    expect(await confirmationMails(db, b.member.email)).toBe(1);

    // A second press, a late Decline: same answer, nothing more.
    const again = await press(app, href, 'pay');
    expect(again.headers.location).toBe(success(orderId));
    const decline = await press(app, href, 'decline');
    expect(decline.headers.location).toBe(success(orderId));
    expect(await confirmationMails(db, b.member.email)).toBe(1);
    const [attempt] = await attemptsOf(db, orderId);
    expect(attempt?.status).toBe('captured');
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.paySource).toBe(11);
    expect(order?.payRef).toBe(attempt?.captureId);

    const closed = await app.inject({ method: 'GET', url: local(href) });
    expect(closed.body).not.toContain('<form');
    const repay = await pay(app, b.member.token, { pay_source: 11, order_id: orderId });
    expect(repay.body).toMatchObject({ rec: 6, key: 'payments:order_paid' });
  });

  it('declines: the order stays unpaid, and paying again starts a new attempt', async () => {
    const { app, db } = gateway();
    const b = await newBooker(db, 'sbx-decline');
    const orderId = await bookOrder(app, b);
    const href =
      (await pay(app, b.member.token, { pay_source: 11, order_id: orderId })).body.data.href ?? '';
    const declined = await press(app, href, 'decline', 'x=1');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(failure(orderId));
    expect(await orderStatus(db, orderId)).toBe(1);
    expect(await confirmationMails(db, b.member.email)).toBe(0);
    const late = await press(app, href, 'pay');
    expect(late.headers.location).toBe(failure(orderId));
    expect(await orderStatus(db, orderId)).toBe(1);

    const next = (await pay(app, b.member.token, { pay_source: 11, order_id: orderId })).body.data
      .href;
    expect(next).toBeTruthy();
    expect(next).not.toBe(href);
    expect((await attemptsOf(db, orderId)).map((a) => a.status).sort()).toEqual([
      'created',
      'failed',
    ]);
  });

  it("answers another member's order like a missing one, and refuses what cannot be paid", async () => {
    const { app, db } = gateway();
    const b = await newBooker(db, 'sbx-rules');
    const orderId = await bookOrder(app, b);
    const stranger = await createMember(db, 'sbx-stranger');

    const theirs = await pay(app, stranger.token, { pay_source: 11, order_id: orderId });
    const missing = await pay(app, stranger.token, {
      pay_source: 11,
      order_id: 'ZZZZZZZZZZZZZZZZZZZZ',
    });
    expect(theirs.body).toMatchObject({ rec: 5, key: 'orders:order_not_found' });
    expect({ ...theirs.body }).toEqual({ ...missing.body });
    expect((await pay(app, undefined, { pay_source: 11, order_id: orderId })).body.rec).toBe(3);
    expect(
      (await pay(app, b.member.token, { pay_source: 99, order_id: orderId })).body,
    ).toMatchObject({
      rec: 2,
      data: { errors: { pay_source: 'validation:select_payment_method' } },
    });
    expect(
      (await pay(app, b.member.token, { pay_source: 21, order_id: orderId })).body,
    ).toMatchObject({
      rec: 6,
      key: 'payments:method_unavailable',
    });

    await db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    expect(
      (await pay(app, b.member.token, { pay_source: 11, order_id: orderId })).body,
    ).toMatchObject({
      rec: 6,
      key: 'payments:order_not_payable',
    });
    expect(await attemptsOf(db, orderId)).toEqual([]);

    const unknown = await app.inject({
      method: 'GET',
      url: '/payments/sandbox/0123456789abcdef0123456789abcdef',
    });
    expect(unknown.statusCode).toBe(404);
    const bogus = await app.inject({
      method: 'POST',
      url: '/payments/sandbox/nope/pay',
      headers: form,
      payload: '',
    });
    expect(bogus.headers.location).toBe(`${BOOKING}/order_list?payment=error`);
  });

  it('does not take a payment for an order cancelled meanwhile', async () => {
    const { app, db } = gateway();
    const b = await newBooker(db, 'sbx-cancelled');
    const orderId = await bookOrder(app, b);
    const href =
      (await pay(app, b.member.token, { pay_source: 11, order_id: orderId })).body.data.href ?? '';
    await db.update(orders).set({ status: 9 }).where(eq(orders.id, orderId));
    const res = await press(app, href, 'pay');
    expect(res.headers.location).toBe(failure(orderId));
    expect(await orderStatus(db, orderId)).toBe(9);
    expect((await attemptsOf(db, orderId))[0]?.status).toBe('failed');
    expect(await confirmationMails(db, b.member.email)).toBe(0);
  });
});

const PAYPAL = { clientId: 'test-client', clientSecret: 'test-secret', webhookId: 'WH-TEST-1' };

describe('PayPal Orders v2', () => {
  const fake = useFakePayPal(PAYPAL);

  /** Captures at the fake with the gateway's request id, as a call whose answer was lost. */
  const captureBehindOurBack = async (paypalOrderId: string, attemptId: string) => {
    const r = await fetch(`${fake.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${PAYPAL.clientId}:${PAYPAL.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const { access_token: token } = (await r.json()) as { access_token: string };
    await fetch(`${fake.url}/v2/checkout/orders/${paypalOrderId}/capture`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'paypal-request-id': `capture-${attemptId}`,
      },
      body: '{}',
    });
  };

  describe('the fake refuses what PayPal refuses', () => {
    const post = (path: string, headers: Record<string, string>, body: string) =>
      fetch(`${fake.url}${path}`, { method: 'POST', headers, body });
    const basic = (secret: string) =>
      `Basic ${Buffer.from(`${PAYPAL.clientId}:${secret}`).toString('base64')}`;
    const order = {
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'EUR', value: '10.00' } }],
      payment_source: {
        paypal: { experience_context: { return_url: 'http://r', cancel_url: 'http://c' } },
      },
    };

    it('wrong credentials, unknown tokens, no PayPal-Request-Id', async () => {
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      expect(
        (
          await post(
            '/v1/oauth2/token',
            { ...form, authorization: basic('wrong') },
            'grant_type=client_credentials',
          )
        ).status,
      ).toBe(401);
      const good = await post(
        '/v1/oauth2/token',
        { ...form, authorization: basic(PAYPAL.clientSecret) },
        'grant_type=client_credentials',
      );
      expect(good.status).toBe(200);
      const { access_token: token } = (await good.json()) as { access_token: string };
      const json = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

      expect(
        (
          await post(
            '/v2/checkout/orders',
            { ...json, authorization: 'Bearer forged' },
            JSON.stringify(order),
          )
        ).status,
      ).toBe(401);
      const noId = await post('/v2/checkout/orders', json, JSON.stringify(order));
      expect(noId.status).toBe(400);
      expect(await noId.json()).toMatchObject({
        details: [{ issue: 'PAYPAL_REQUEST_ID_REQUIRED' }],
      });

      const first = await post(
        '/v2/checkout/orders',
        { ...json, 'paypal-request-id': 'same' },
        JSON.stringify(order),
      );
      const second = await post(
        '/v2/checkout/orders',
        { ...json, 'paypal-request-id': 'same' },
        JSON.stringify(order),
      );
      expect(first.status).toBe(201);
      const created = (await first.json()) as {
        id: string;
        status: string;
        links: { rel: string }[];
      };
      expect(created.status).toBe('PAYER_ACTION_REQUIRED');
      expect(created.links.map((l) => l.rel)).toContain('payer-action');
      expect(((await second.json()) as { id: string }).id).toBe(created.id);

      const capturePath = `/v2/checkout/orders/${created.id}/capture`;
      expect((await post(capturePath, json, '{}')).status).toBe(400);
      const notApproved = await post(capturePath, { ...json, 'paypal-request-id': 'c1' }, '{}');
      expect(notApproved.status).toBe(422);
      expect(await notApproved.json()).toMatchObject({
        details: [{ issue: 'ORDER_NOT_APPROVED' }],
      });
      expect(fake.captures).toBe(0);
    });

    it('our client fails loudly with a wrong secret', async () => {
      const client = new PayPalClient({
        settings: {
          apiBase: fake.url,
          clientId: PAYPAL.clientId,
          clientSecret: 'wrong',
          webhookId: PAYPAL.webhookId,
        },
        publicUrl: PUBLIC_URL,
      });
      await expect(client.verifyWebhook({}, {})).resolves.toBe(false);
      await expect(
        client.verifyWebhook(
          fake.signedEvent('CHECKOUT.ORDER.APPROVED', [...fake.orders.keys()][0] ?? '').headers,
          {},
        ),
      ).rejects.toThrow(/token request failed \(401\)/);
    });
  });

  describeEachBackend('gateway with PayPal', (gateway) => {
    it('creates an order, sends the payer to approve, captures on return and pays once', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'pp');
      const orderId = await bookOrder(app, b);

      const answer = await pay(app, b.member.token, { pay_source: 11, order_id: orderId });
      expect(answer.body.rec).toBe(0);
      const href = answer.body.data.href ?? '';
      expect(href).toMatch(new RegExp(`^${fake.url}/checkoutnow\\?token=`));
      const paypalOrderId = new URL(href).searchParams.get('token') ?? '';
      const [attempt] = await attemptsOf(db, orderId);
      expect(attempt).toMatchObject({
        provider: 'paypal',
        providerOrderId: paypalOrderId,
        status: 'created',
      });

      const create = fake.requests.findLast((r) => r.path === '/v2/checkout/orders');
      expect(create?.headers['paypal-request-id']).toBe(attempt?.requestId);
      expect(create?.body).toMatchObject({
        intent: 'CAPTURE',
        purchase_units: [{ custom_id: orderId, amount: { currency_code: 'EUR', value: '120.50' } }],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: `${PUBLIC_URL}/payments/paypal/return/${attempt?.id}`,
              cancel_url: `${PUBLIC_URL}/payments/paypal/cancel/${attempt?.id}`,
            },
          },
        },
      });

      fake.approve(paypalOrderId);
      const before = fake.captures;
      const back = await app.inject({
        method: 'GET',
        url: `/payments/paypal/return/${attempt?.id}?token=${paypalOrderId}&PayerID=QYR5Z8XDVJNXQ`,
      });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(success(orderId));
      expect(fake.captures - before).toBe(1);
      const capture = fake.requests.findLast((r) => r.path.endsWith('/capture'));
      expect(capture?.headers['paypal-request-id']).toBe(`capture-${attempt?.id}`);
      expect(await orderStatus(db, orderId)).toBe(2);
      expect(await confirmationMails(db, b.member.email)).toBe(1);
      const [captured] = await attemptsOf(db, orderId);
      expect(captured?.status).toBe('captured');
      expect(captured?.captureId).toBe(fake.orders.get(paypalOrderId)?.captureId);

      const twice = await app.inject({
        method: 'GET',
        url: `/payments/paypal/return/${attempt?.id}?token=${paypalOrderId}`,
      });
      expect(twice.headers.location).toBe(success(orderId));
      expect(fake.captures - before).toBe(1);
      expect(await confirmationMails(db, b.member.email)).toBe(1);
    });

    it('cancel, a return for another PayPal order, and an unapproved order end in payment=error', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'pp-cancel');
      const orderId = await bookOrder(app, b);
      const href =
        (await pay(app, b.member.token, { pay_source: 11, order_id: orderId })).body.data.href ??
        '';
      const token = new URL(href).searchParams.get('token');
      const [attempt] = await attemptsOf(db, orderId);

      const wrong = await app.inject({
        method: 'GET',
        url: `/payments/paypal/return/${attempt?.id}?token=NOTTHEORDER`,
      });
      expect(wrong.headers.location).toBe(failure(orderId));
      // Not approved at PayPal: the capture is refused (422) and the attempt fails.
      const early = await app.inject({
        method: 'GET',
        url: `/payments/paypal/return/${attempt?.id}?token=${token}`,
      });
      expect(early.headers.location).toBe(failure(orderId));
      expect((await attemptsOf(db, orderId))[0]?.status).toBe('failed');

      const second =
        (await pay(app, b.member.token, { pay_source: 11, order_id: orderId })).body.data.href ??
        '';
      expect(second).not.toBe(href);
      const open = (await attemptsOf(db, orderId)).find((a) => a.status === 'created');
      const cancelled = await app.inject({
        method: 'GET',
        url: `/payments/paypal/cancel/${open?.id}?token=x`,
      });
      expect(cancelled.statusCode).toBe(303);
      expect(cancelled.headers.location).toBe(failure(orderId));
      expect(await orderStatus(db, orderId)).toBe(1);
      expect(await confirmationMails(db, b.member.email)).toBe(0);
    });

    it('captures on the approval webhook when the payer never comes back, and ignores a forged one', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'pp-hook');
      const orderId = await bookOrder(app, b);
      const href =
        (await pay(app, b.member.token, { pay_source: 11, order_id: orderId })).body.data.href ??
        '';
      const paypalOrderId = new URL(href).searchParams.get('token') ?? '';
      fake.approve(paypalOrderId);

      const real = fake.signedEvent('CHECKOUT.ORDER.APPROVED', paypalOrderId);
      const forged = await app.inject({
        method: 'POST',
        url: '/payments/paypal/webhook',
        headers: { ...real.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' },
        payload: real.event,
      });
      expect(forged.statusCode).toBe(400);
      expect(await orderStatus(db, orderId)).toBe(1);
      expect(
        await db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.eventId, String(real.event.id))),
      ).toEqual([]);

      const before = fake.captures;
      const delivered = await app.inject({
        method: 'POST',
        url: '/payments/paypal/webhook',
        headers: real.headers,
        payload: real.event,
      });
      expect(delivered.statusCode).toBe(200);
      expect(fake.captures - before).toBe(1);
      expect(await orderStatus(db, orderId)).toBe(2);
      expect(await confirmationMails(db, b.member.email)).toBe(1);

      const completed = fake.signedEvent('PAYMENT.CAPTURE.COMPLETED', paypalOrderId);
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/payments/paypal/webhook',
          headers: completed.headers,
          payload: completed.event,
        });
        expect(res.statusCode).toBe(200);
      }
      const late = await app.inject({
        method: 'GET',
        url: `/payments/paypal/return/${(await attemptsOf(db, orderId))[0]?.id}?token=${paypalOrderId}`,
      });
      expect(late.headers.location).toBe(success(orderId));
      expect(fake.captures - before).toBe(1);
      expect(await confirmationMails(db, b.member.email)).toBe(1);
    });

    for (const [label, takes, path] of [
      ['too little', { currency_code: 'EUR', value: '100.00' }, 'return'],
      ['too much', { currency_code: 'EUR', value: '150.00' }, 'webhook'],
      ['another currency', { currency_code: 'USD', value: '120.50' }, 'return'],
    ] as const) {
      it(`gives back a capture of ${label} (learnt on the ${path}) in full, once, and leaves the order unpaid`, async () => {
        const { app, db } = gateway();
        const b = await newBooker(db, 'pp-mismatch');
        const orderId = await bookOrder(app, b);
        const approved = await approvedAtPayPal(app, fake, b, orderId);
        const { paypalOrderId, attempt } = approved;
        fake.approve(paypalOrderId, { takes });
        const refundsBefore = fake.refunds;
        const callsBefore = fake.refundCalls;
        const completed = () => {
          const { headers, event } = fake.signedEvent('PAYMENT.CAPTURE.COMPLETED', paypalOrderId);
          return app.inject({
            method: 'POST',
            url: '/payments/paypal/webhook',
            headers,
            payload: event,
          });
        };

        if (path === 'return') {
          const back = await app.inject({ method: 'GET', url: approved.returnUrl });
          expect(back.headers.location).toBe(failure(orderId));
        } else {
          // Captured at PayPal by a request whose answer never reached us; the webhook tells.
          await captureBehindOurBack(paypalOrderId, attempt.id);
          expect((await completed()).statusCode).toBe(200);
        }
        // Reported again, and the payer coming back again: nothing more.
        expect((await completed()).statusCode).toBe(200);
        const again = await app.inject({ method: 'GET', url: approved.returnUrl });
        expect(again.headers.location).toBe(failure(orderId));

        const minor = Math.round(Number(takes.value) * 100);
        expect(fake.refunds - refundsBefore).toBe(1);
        expect(fake.refundCalls - callsBefore).toBe(1);
        expect(fake.refundedOf(paypalOrderId)).toBe(minor);
        const sent = fake.requests.findLast((r) => r.path.endsWith('/refund'));
        expect(sent?.path).toBe(
          `/v2/payments/captures/${fake.orders.get(paypalOrderId)?.captureId}/refund`,
        );
        expect(sent?.headers['paypal-request-id']).toBe(`refund-${attempt.id}`);
        expect(sent?.body).toEqual({ amount: takes });

        expect(await orderStatus(db, orderId)).toBe(1);
        expect(await confirmationMails(db, b.member.email)).toBe(0);
        const [record] = await attemptsOf(db, orderId);
        expect(record).toMatchObject({
          status: 'refunded',
          captureId: fake.orders.get(paypalOrderId)?.captureId,
          amount: minor,
          currency: takes.currency_code,
        });
        expect(record?.failure).toBe(
          `amount mismatch: captured ${takes.value} ${takes.currency_code}, the order asks 120.50 EUR`,
        );
      });
    }

    it('records a capture PayPal reports even if our capture answer was lost', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'pp-lost');
      const orderId = await bookOrder(app, b);
      const href =
        (await pay(app, b.member.token, { pay_source: 11, order_id: orderId })).body.data.href ??
        '';
      const paypalOrderId = new URL(href).searchParams.get('token') ?? '';
      fake.approve(paypalOrderId);
      // Captured at PayPal by a request whose answer never reached us.
      const [attempt] = await attemptsOf(db, orderId);
      await captureBehindOurBack(paypalOrderId, attempt?.id ?? '');
      const completed = fake.signedEvent('PAYMENT.CAPTURE.COMPLETED', paypalOrderId);
      const res = await app.inject({
        method: 'POST',
        url: '/payments/paypal/webhook',
        headers: completed.headers,
        payload: completed.event,
      });
      expect(res.statusCode).toBe(200);
      expect(await orderStatus(db, orderId)).toBe(2);
      expect((await attemptsOf(db, orderId))[0]).toMatchObject({
        status: 'captured',
        captureId: fake.orders.get(paypalOrderId)?.captureId,
      });
      expect(await confirmationMails(db, b.member.email)).toBe(1);
    });
  });
});
