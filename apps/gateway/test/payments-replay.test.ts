import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db';
import { paymentEvents } from '../src/payments/schema';
import { FakePayPal } from './support/fake-paypal';
import { describeOnPostgresServer } from './support/gateway';
import {
  approvedAtPayPal,
  attemptsOf,
  type Booker,
  bookOrder,
  confirmationMails,
  ledgerOf,
  newBooker,
  orderStatus,
  type PayPalGateway,
  startPayPalGatewayOnPostgres,
} from './support/payments';

/**
 * Returns and webhooks of one payment arriving together, on a real PostgreSQL server (PGlite
 * runs one transaction at a time, so this would prove nothing there). The app has a pool of
 * 12 connections and the fake PayPal holds each capture for a while, so the requests really
 * overlap.
 */

const PAYPAL = { clientId: 'replay-client', clientSecret: 'replay-secret', webhookId: 'WH-REPLAY' };
const BOOKING = 'http://localhost:3000';

describeOnPostgresServer('payment replay (postgres)', () => {
  const fake = new FakePayPal({ ...PAYPAL, captureDelayMs: 300 });
  let gateway: PayPalGateway | undefined;
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    gateway = await startPayPalGatewayOnPostgres(fake, 'payments');
    ({ app, db } = gateway);
  });

  afterAll(async () => {
    await gateway?.close();
  });

  async function approvedOrder(b: Booker, credits = 0) {
    const orderId = await bookOrder(app, b, credits);
    return { orderId, ...(await approvedAtPayPal(app, fake, b, orderId)) };
  }

  const deliver = (signed: { event: unknown; headers: Record<string, string> }) =>
    app.inject({
      method: 'POST',
      url: '/payments/paypal/webhook',
      headers: signed.headers,
      payload: signed.event as object,
    });

  it('10 duplicate returns and 10 duplicate signed webhooks together: one capture, one paid order, one ledger entry, one mail', async () => {
    const b = await newBooker(db, 'replay', 1000);
    const { orderId, paypalOrderId, attempt } = await approvedOrder(b, 100);
    expect(await ledgerOf(db, orderId)).toEqual([{ operate: 2, credits: -100 }]);
    const capturesBefore = fake.captureCalls;

    const approved = fake.signedEvent('CHECKOUT.ORDER.APPROVED', paypalOrderId);
    const returnUrl = `/payments/paypal/return/${attempt.id}?token=${paypalOrderId}&PayerID=QYR5Z8XDVJNXQ`;
    const [returns, hooks] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: returnUrl }))),
      Promise.all(Array.from({ length: 10 }, () => deliver(approved))),
    ]);

    for (const r of returns) {
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe(`${BOOKING}/order_list?payment=success&orderId=${orderId}`);
    }
    for (const h of hooks) expect(h.statusCode).toBe(200);
    expect(fake.captureCalls - capturesBefore).toBe(1);
    expect(fake.orders.get(paypalOrderId)?.status).toBe('COMPLETED');

    // Then PayPal reports the capture, ten times over, all at once.
    const completed = fake.signedEvent('PAYMENT.CAPTURE.COMPLETED', paypalOrderId);
    const reports = await Promise.all(Array.from({ length: 10 }, () => deliver(completed)));
    for (const r of reports) expect(r.statusCode).toBe(200);

    expect(fake.captureCalls - capturesBefore).toBe(1);
    expect(fake.refunds).toBe(0);
    expect(await orderStatus(db, orderId)).toBe(2);
    const attempts = await attemptsOf(db, orderId);
    expect(attempts.map((a) => a.status)).toEqual(['captured']);
    expect(attempts[0]?.captureId).toBe(fake.orders.get(paypalOrderId)?.captureId);
    expect(await ledgerOf(db, orderId)).toEqual([{ operate: 2, credits: -100 }]);
    expect(await confirmationMails(db, b.member.email)).toBe(1);
    const events = await db.select().from(paymentEvents);
    expect(events.map((e) => e.eventId).sort()).toEqual(
      [String(approved.event.id), String(completed.event.id)].sort(),
    );
    expect(events.every((e) => e.processedAt !== null)).toBe(true);
  });

  it('a forged webhook changes nothing', async () => {
    const b = await newBooker(db, 'replay-forged', 1000);
    const { orderId, paypalOrderId } = await approvedOrder(b, 100);
    const capturesBefore = fake.captureCalls;
    const eventsBefore = (await db.select().from(paymentEvents)).length;

    const real = fake.signedEvent('CHECKOUT.ORDER.APPROVED', paypalOrderId);
    const forgeries = [
      // A signature PayPal never made.
      {
        headers: { ...real.headers, 'paypal-transmission-sig': 'bm90IHBheXBhbA==' },
        event: real.event,
      },
      // A genuine signature over another event.
      { headers: real.headers, event: { ...real.event, id: 'WH-FORGED-1' } },
      // No transmission headers at all.
      { headers: {}, event: real.event },
    ];
    const answers = await Promise.all(forgeries.map((f) => deliver(f)));
    for (const a of answers) expect(a.statusCode).toBe(400);

    expect(fake.captureCalls).toBe(capturesBefore);
    expect(await orderStatus(db, orderId)).toBe(1);
    expect((await attemptsOf(db, orderId)).map((a) => a.status)).toEqual(['created']);
    expect(await ledgerOf(db, orderId)).toEqual([{ operate: 2, credits: -100 }]);
    expect(await confirmationMails(db, b.member.email)).toBe(0);
    expect((await db.select().from(paymentEvents)).length).toBe(eventsBefore);
    expect(
      await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, String(real.event.id))),
    ).toEqual([]);

    // The real delivery still works afterwards: the forgeries did not take its event id.
    expect((await deliver(real)).statusCode).toBe(200);
    expect(await orderStatus(db, orderId)).toBe(2);
    expect(fake.captureCalls - capturesBefore).toBe(1);
    expect(await confirmationMails(db, b.member.email)).toBe(1);
  });
});
