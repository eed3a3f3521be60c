import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userCreditsNotes } from '../../src/accounts/schema';
import type { Database } from '../../src/db';
import { mailOutbox } from '../../src/mail/schema';
import { orders } from '../../src/orders/schema';
import { type PaymentRow, payments } from '../../src/payments/schema';
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
