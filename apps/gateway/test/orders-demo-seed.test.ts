import { createHash } from 'node:crypto';
import type { CreditsNote, OrderListItem, UserInfo } from '@bookdirect/gateway-sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsBalance } from '../src/accounts/credits';
import { users } from '../src/accounts/schema';
import { DEMO_MEMBER, seedDemoMember } from '../src/accounts/seed';
import { hotels } from '../src/catalog/schema';
import { seedDemoCatalogue } from '../src/demo/demo-seed';
import { seedDemoTrips } from '../src/orders/demo-seed';
import { score10Of } from '../src/orders/reviews';
import { hotelReviews, orders } from '../src/orders/schema';
import { startGateway, type TestGateway } from './support/gateway';
import { api } from './support/orders';

/**
 * The demo member as a fresh start-up seeds it: its points history is its trips, orders that
 * exist at the demo hotels, so every entry of the points page opens one.
 */
describe('the demo member’s trips', () => {
  let gw: TestGateway;
  let token: string;

  beforeAll(async () => {
    gw = await startGateway('pglite');
    await seedDemoCatalogue(gw.db, { hotels: 8, days: 60 });
    expect(await seedDemoMember(gw.db, { history: seedDemoTrips })).toEqual({ seeded: true });
    const signedIn = await api<{ token: string }>(gw.app, 'POST', '/user/login/', undefined, {
      email: DEMO_MEMBER.email,
      password: createHash('sha256').update(DEMO_MEMBER.password).digest('hex'),
    });
    expect(signedIn.body.rec).toBe(0);
    token = signedIn.body.data.token;
  });

  afterAll(async () => {
    await gw?.close();
  });

  it('is seeded once, with 2,400 points from stays earned, a spend returned and a spend', async () => {
    expect(await seedDemoMember(gw.db, { history: seedDemoTrips })).toEqual({ seeded: false });
    const { body } = await api<{ credits: number; user_credits_list: CreditsNote[] }>(
      gw.app,
      'GET',
      '/user/credits/',
      token,
    );
    expect(body.data.credits).toBe(2400);
    const list = body.data.user_credits_list;
    expect(list.reduce((sum, n) => sum + n.credits, 0)).toBe(2400);
    expect(list.map((n) => [n.operate, n.credits])).toEqual([
      [2, -900],
      [1, 1060],
      [1, 960],
      [3, 500],
      [2, -500],
      [1, 1280],
    ]);
    for (const note of list) {
      expect(note.expire_time > 0).toBe(note.credits > 0);
    }
  });

  it('refers every entry to an order of the member that exists', async () => {
    const credits = await api<{ user_credits_list: CreditsNote[] }>(
      gw.app,
      'GET',
      '/user/credits/',
      token,
    );
    const statuses: Record<string, number> = {};
    for (const note of credits.body.data.user_credits_list) {
      const detail = await api<{ order: OrderListItem }>(
        gw.app,
        'GET',
        `/orders/main/${note.order_id}/`,
        token,
      );
      expect(detail.body.rec, note.order_id).toBe(0);
      statuses[note.order_id] = detail.body.data.order.status;
    }
    // Reviewed, completed twice, cancelled, and a paid stay ahead.
    expect(Object.values(statuses).sort()).toEqual([2, 6, 6, 8, 9]);
  });

  it('is silver with four nights in the last twelve months', async () => {
    const { body } = await api<{ user_info: UserInfo }>(gw.app, 'GET', '/user/info/', token);
    expect(body.data.user_info).toMatchObject({ level: 1, nights: 4, credits: 2400 });
  });

  it('has reviewed its first stay, and the hotel’s score counts that review', async () => {
    const trips = await api<{ order_list: OrderListItem[] }>(
      gw.app,
      'GET',
      '/orders/main/?status=8',
      token,
    );
    const [reviewed] = trips.body.data.order_list;
    expect(reviewed?.review).toMatchObject({ score: 9 });
    const [review] = await gw.db
      .select()
      .from(hotelReviews)
      .where(eq(hotelReviews.orderId, reviewed?.order_id ?? ''));
    expect(review?.nickname).toBe('Alex D.');
    const [hotel] = await gw.db
      .select()
      .from(hotels)
      .where(eq(hotels.id, review?.hotelId ?? 0));
    expect(hotel?.score10).toBe(score10Of(hotel?.reviewSum ?? 0, hotel?.reviewCount ?? 0));
  });
});

describe('the demo member without a catalogue', () => {
  it('is seeded with no trips and no points', async () => {
    const gw = await startGateway('pglite');
    try {
      expect(await seedDemoMember(gw.db, { history: seedDemoTrips })).toEqual({ seeded: true });
      const [member] = await gw.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_MEMBER.email));
      expect(await creditsBalance(gw.db, member?.id ?? 0, new Date())).toBe(0);
      expect(
        await gw.db
          .select()
          .from(orders)
          .where(eq(orders.userId, member?.id ?? 0)),
      ).toEqual([]);
    } finally {
      await gw.close();
    }
  });
});
