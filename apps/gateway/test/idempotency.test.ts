import { IDEMPOTENCY_KEY_TTL_HOURS } from '@bookdirect/gateway-sdk';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { movableClock } from '../src/clock';
import { orders } from '../src/orders/schema';
import { describeEachBackend, describeOnPostgresServer, startGateway } from './support/gateway';
import { book, restNums } from './support/orders';
import { attemptsOf, bookOrder, EUR_NIGHTS, newBooker, pay } from './support/payments';

/**
 * `Idempotency-Key` on booking and payment start: a client that retries after losing the
 * answer gets the first result, never a second booking.
 */

const clock = movableClock();
/** Rooms of each night of the test hotel. */
const STOCK = EUR_NIGHTS[0]?.[1] ?? 0;

/** `data.errors` of a rec 2 answer. */
const errorsOf = (data: unknown) => (data as { errors?: Record<string, string> }).errors ?? {};

async function ordersOf(db: Parameters<typeof restNums>[0], userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  return Number(row?.n ?? 0);
}

describeEachBackend(
  'Idempotency-Key',
  (gateway) => {
    it('answers a retried booking with the first order instead of booking twice', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'idem-book');
      const options = { guests: [b.guest], offset: 3, idempotencyKey: 'c0ffee-1' };
      const first = await book(app, b.member, b.hotel, options);
      expect(first.body.rec).toBe(0);
      const again = await book(app, b.member, b.hotel, options);
      expect(again.body).toEqual(first.body);
      expect(await ordersOf(db, b.member.userId)).toBe(1);
      expect((await restNums(db, b.hotel.roomTypeId))[3]).toBe(STOCK - 1);

      // Without a key, or with a new one, it is a new booking.
      const other = await book(app, b.member, b.hotel, { ...options, idempotencyKey: 'c0ffee-2' });
      expect(other.body.data.order_id).not.toBe(first.body.data.order_id);
      expect(await ordersOf(db, b.member.userId)).toBe(2);
    });

    it('refuses the same key with another body, and keys of another member are theirs', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'idem-mismatch');
      const first = await book(app, b.member, b.hotel, {
        guests: [b.guest],
        offset: 1,
        idempotencyKey: 'shared-key',
      });
      expect(first.body.rec).toBe(0);
      const changed = await book(app, b.member, b.hotel, {
        guests: [b.guest],
        offset: 2,
        idempotencyKey: 'shared-key',
      });
      expect(changed.body.rec).toBe(2);
      expect(errorsOf(changed.body.data)).toEqual({
        'idempotency-key': 'validation:idempotency_key_reused',
      });
      expect(await ordersOf(db, b.member.userId)).toBe(1);

      const c = await newBooker(db, 'idem-other');
      const theirs = await book(app, c.member, c.hotel, {
        guests: [c.guest],
        offset: 1,
        idempotencyKey: 'shared-key',
      });
      expect(theirs.body.rec).toBe(0);
      expect(theirs.body.data.order_id).not.toBe(first.body.data.order_id);
    });

    it('refuses a malformed key: too long, or not visible ASCII', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'idem-form');
      for (const key of ['k'.repeat(65), 'tab\there', 'é-accent']) {
        const answer = await book(app, b.member, b.hotel, {
          guests: [b.guest],
          idempotencyKey: key,
        });
        expect(answer.body.rec, key).toBe(2);
        expect(Object.keys(errorsOf(answer.body.data))).toContain('idempotency-key');
      }
      expect(await ordersOf(db, b.member.userId)).toBe(0);
    });

    it('does not keep a refusal: the retry after a price change is decided afresh', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'idem-refused');
      const wrong = await book(app, b.member, b.hotel, {
        guests: [b.guest],
        amount: 1,
        idempotencyKey: 'retry-me',
      });
      expect(wrong.body.rec).toBe(6);
      const right = await book(app, b.member, b.hotel, {
        guests: [b.guest],
        idempotencyKey: 'retry-me',
      });
      expect(right.body.rec).toBe(0);
    });

    it(`keeps a key ${IDEMPOTENCY_KEY_TTL_HOURS} hours, then books with it again`, async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'idem-ttl');
      const options = { guests: [b.guest], offset: 5, idempotencyKey: 'daily' };
      const first = await book(app, b.member, b.hotel, options);
      clock.setOffsetMs((IDEMPOTENCY_KEY_TTL_HOURS - 1) * 3_600_000);
      expect((await book(app, b.member, b.hotel, options)).body).toEqual(first.body);
      clock.setOffsetMs((IDEMPOTENCY_KEY_TTL_HOURS + 1) * 3_600_000);
      try {
        const later = await book(app, b.member, b.hotel, options);
        expect(later.body.rec).toBe(0);
        expect(later.body.data.order_id).not.toBe(first.body.data.order_id);
      } finally {
        clock.setOffsetMs(0);
      }
    });

    it('answers a retried payment start with the first answer', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'idem-pay');
      const orderId = await bookOrder(app, b);
      const headers = { 'idempotency-key': 'pay-attempt-1' };
      const body = { pay_source: 11, order_id: orderId };
      const first = await app.inject({
        method: 'POST',
        url: '/v1/u/orders/pay/',
        headers: { token: b.member.token, ...headers },
        payload: body,
      });
      expect(first.json().rec).toBe(0);
      const again = await app.inject({
        method: 'POST',
        url: '/v1/u/orders/pay/',
        headers: { token: b.member.token, ...headers },
        payload: body,
      });
      expect(again.json()).toEqual(first.json());
      expect(await attemptsOf(db, orderId)).toHaveLength(1);
      // The same order without the key is still the same open attempt.
      expect((await pay(app, b.member.token, body)).body.data.href).toBe(first.json().data.href);
    });
  },
  { databases: 'both', clock },
);

describeOnPostgresServer('Idempotency-Key under a race (PostgreSQL)', () => {
  it('ten copies of one booking sent at once make one order, and all ten answer it', async () => {
    const gw = await startGateway('postgres');
    try {
      const { app, db } = gw;
      const b = await newBooker(db, 'idem-race');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          book(app, b.member, b.hotel, { guests: [b.guest], offset: 7, idempotencyKey: 'race' }),
        ),
      );
      const ids = new Set(answers.map((a) => a.body.data?.order_id));
      expect(answers.map((a) => a.body.rec)).toEqual(Array(10).fill(0));
      expect(ids.size).toBe(1);
      expect(await ordersOf(db, b.member.userId)).toBe(1);
      expect((await restNums(db, b.hotel.roomTypeId))[7]).toBe(STOCK - 1);
    } finally {
      await gw.close();
    }
  });
});
