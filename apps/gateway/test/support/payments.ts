import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { userCreditsNotes } from '../../src/accounts/schema';
import { buildApp } from '../../src/app';
import type { Clock } from '../../src/clock';
import type { Database } from '../../src/db';
import { mailOutbox } from '../../src/mail/schema';
import { orderRefunds, orders } from '../../src/orders/schema';
import { type PaymentRow, payments } from '../../src/payments/schema';
import { FakePayPal, type FakePayPalOptions } from './fake-paypal';
import { FakeWeChat, type FakeWeChatOptions } from './fake-wechat';
import { ownPostgresDatabase, type ScratchPools, suiteEnv, testConfig } from './gateway';
import {
  api,
  book,
  createGuest,
  createMember,
  grantPoints,
  insertOrderHotel,
  type Member,
  type OrderHotel,
} from './orders';

/** Helpers of the payments suites: a booked order, and what payment changed. */

export const EUR_NIGHTS: [number, number][] = Array.from({ length: 30 }, () => [12_050, 50]);

export interface Booker {
  member: Member;
  guest: number;
  hotel: OrderHotel;
  /** Next free night offset, so each order books its own night. */
  next: number;
}

export async function newBooker(db: Database, label: string, points = 0): Promise<Booker> {
  const member = await createMember(db, label);
  const guest = await createGuest(db, member.userId);
  const hotel = await insertOrderHotel(db, { nights: EUR_NIGHTS });
  if (points > 0) await grantPoints(db, member.userId, points);
  return { member, guest, hotel, next: 0 };
}

/** Books one night (points optional) and answers the unpaid order's id. */
export async function bookOrder(app: FastifyInstance, b: Booker, credits = 0): Promise<string> {
  const answer = await book(app, b.member, b.hotel, {
    guests: [b.guest],
    offset: b.next++,
    credits,
  });
  if (answer.body.rec !== 0) throw new Error(`booking failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.order_id;
}

export function pay(
  app: FastifyInstance,
  token: string | undefined,
  body: Record<string, unknown>,
) {
  return api<{ href?: string; wxpay?: Record<string, string> }>(
    app,
    'POST',
    '/orders/pay/',
    token,
    body,
  );
}

/** An absolute URL of the gateway as `app.inject` wants it. */
export const local = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

export async function orderStatus(db: Database, orderId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ status: orders.status, payRef: orders.payRef })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}

export async function confirmationMails(db: Database, to: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'order_confirmed'), eq(mailOutbox.toAddress, to)));
  return Number(row?.n ?? 0);
}

export async function ledgerOf(db: Database, orderId: string) {
  return db
    .select({ operate: userCreditsNotes.operate, credits: userCreditsNotes.credits })
    .from(userCreditsNotes)
    .where(eq(userCreditsNotes.orderId, orderId));
}

export async function attemptsOf(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId));
}

/** Pays an order on the sandbox checkout (Pay pressed); answers where the browser went. */
export async function payOnSandbox(
  app: FastifyInstance,
  b: Booker,
  orderId: string,
): Promise<string | undefined> {
  const started = await pay(app, b.member.token, { pay_source: 11, order_id: orderId });
  if (started.body.rec !== 0) throw new Error(`pay failed: ${JSON.stringify(started.body)}`);
  const back = await app.inject({
    method: 'POST',
    url: `${local(started.body.data.href ?? '')}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  return back.headers.location as string | undefined;
}

/**
 * Starts paying with PayPal and approves at the fake: what is left is the payer's return,
 * at `returnUrl`, which captures.
 */
export async function approvedAtPayPal(
  app: FastifyInstance,
  fake: FakePayPal,
  b: Booker,
  orderId: string,
): Promise<{ paypalOrderId: string; attempt: PaymentRow; returnUrl: string }> {
  const answer = await pay(app, b.member.token, { pay_source: 11, order_id: orderId });
  if (answer.body.rec !== 0) throw new Error(`pay failed: ${JSON.stringify(answer.body)}`);
  const paypalOrderId = new URL(answer.body.data.href ?? '').searchParams.get('token') ?? '';
  fake.approve(paypalOrderId);
  const [attempt] = await attemptsOf(app.db, orderId);
  if (!attempt) throw new Error('no attempt');
  return {
    paypalOrderId,
    attempt,
    returnUrl: `/payments/paypal/return/${attempt.id}?token=${paypalOrderId}&PayerID=QYR5Z8XDVJNXQ`,
  };
}

/** Pays an order with PayPal (approved at the fake, captured on return). */
export async function payWithPayPal(
  app: FastifyInstance,
  fake: FakePayPal,
  b: Booker,
  orderId: string,
): Promise<{ paypalOrderId: string; attempt: PaymentRow }> {
  const approved = await approvedAtPayPal(app, fake, b, orderId);
  const back = await app.inject({ method: 'GET', url: approved.returnUrl });
  if (!String(back.headers.location).includes('payment=success')) {
    throw new Error(`PayPal payment failed: ${back.headers.location}`);
  }
  return approved;
}

/** The cancellation mails queued for an address. */
export async function cancellationMails(db: Database, to: string) {
  return db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'order_cancelled'), eq(mailOutbox.toAddress, to)));
}

/** The refund a cancelled order is owed, as the queue holds it. */
export async function refundRowOf(db: Database, orderId: string) {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  return row;
}

/** The settings that send the gateway's PayPal calls to `fake`. */
export function payPalEnv(fake: FakePayPal): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_API_BASE: fake.url,
    PAYPAL_CLIENT_ID: fake.options.clientId,
    PAYPAL_CLIENT_SECRET: fake.options.clientSecret,
    PAYPAL_WEBHOOK_ID: fake.options.webhookId,
  };
}

/** Points the suite's gateways at a fake (`suiteEnv`) until the returned function is called. */
function pointSuiteAt(env: Record<string, string>): () => void {
  for (const [name, value] of Object.entries(env)) suiteEnv.set(name, value);
  return () => {
    for (const name of Object.keys(env)) suiteEnv.delete(name);
  };
}

/**
 * A fake PayPal for the enclosing suite: started before it, the gateway's settings pointing at
 * it while the suite runs (gateways the suite starts are built with them), stopped after.
 */
export function useFakePayPal(options: FakePayPalOptions): FakePayPal {
  const fake = new FakePayPal(options);
  let unpoint = () => {};
  beforeAll(async () => {
    await fake.start();
    unpoint = pointSuiteAt(payPalEnv(fake));
  });
  afterAll(async () => {
    unpoint();
    await fake.stop();
  });
  return fake;
}

/** A fake WeChat (Pay and official account) for the enclosing suite, as `useFakePayPal`. */
export function useFakeWeChat(options: FakeWeChatOptions): FakeWeChat {
  const fake = new FakeWeChat(options);
  let unpoint = () => {};
  beforeAll(async () => {
    await fake.start();
    unpoint = pointSuiteAt(fake.env());
  });
  afterAll(async () => {
    unpoint();
    await fake.stop();
  });
  return fake;
}

export interface PayPalGateway {
  app: FastifyInstance;
  db: Database;
  /** Closes the app and its database, then stops the fake. */
  close(): Promise<void>;
}

/**
 * A gateway paying through `fake` (started here) on a PostgreSQL database of its own with a
 * pool of 12 connections, so the requests of one test really overlap. PayPal's settings hold
 * only while the app is built, which is when it makes its payment providers.
 */
export async function startPayPalGatewayOnPostgres(
  fake: FakePayPal,
  label: string,
  options: { clock?: Clock } = {},
): Promise<PayPalGateway> {
  await fake.start();
  let scratch: ScratchPools | undefined;
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await scratch?.close();
    await fake.stop();
  };
  try {
    scratch = await ownPostgresDatabase(label, { poolSize: 12 });
    app = await buildApp({
      db: scratch.db,
      config: testConfig(payPalEnv(fake)),
      clock: options.clock,
    });
    await app.ready();
  } catch (err) {
    await close();
    throw err;
  }
  return { app, db: scratch.db, close };
}
