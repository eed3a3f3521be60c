import type {
  HotelListItem,
  HotelReviewsData,
  OrderListItem,
  RoomType,
} from '@bookdirect/gateway-sdk/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/accounts/schema';
import { hotels } from '../src/catalog/schema';
import { importCatalogue } from '../src/catalog/tooling/import';
import type { Database } from '../src/db';
import { reviewerNickname } from '../src/orders/reviews';
import { orders } from '../src/orders/schema';
import { describeEachBackend } from './support/gateway';
import {
  api,
  book,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  insertOrderHotel,
  type Member,
  type OrderHotel,
} from './support/orders';

describe('reviewer nicknames', () => {
  it('show a first name and an initial, a masked Chinese name, or a neutral word', () => {
    expect(reviewerNickname('Alex Doe', 'en')).toBe('Alex D.');
    expect(reviewerNickname('  maria da silva ', 'en')).toBe('maria S.');
    expect(reviewerNickname('王小明', 'zh')).toBe('王**');
    expect(reviewerNickname('Hannah', 'en')).toBe('Hannah');
    expect(reviewerNickname('', 'en')).toBe('Guest');
    expect(reviewerNickname(' ', 'zh')).toBe('住客');
  });
});

const NIGHTS: [number, number][] = Array.from({ length: 12 }, () => [9000, 9]);

describeEachBackend('hotel reviews', (gateway) => {
  let hotel: OrderHotel;
  let ana: Member;
  let ben: Member;
  let anaGuest: number;
  /** Stays start on different nights so no test runs out of rooms. */
  let night = 0;

  const review = (member: Member, orderId: string, body: Record<string, unknown>) =>
    api<{ review_id: number }>(
      gateway().app,
      'POST',
      `/orders/review/${orderId}/`,
      member.token,
      body,
    );
  const reviews = (hotelId: number, query = '') =>
    api<HotelReviewsData>(
      gateway().app,
      'GET',
      `/hotel/review/?hotel_id=${hotelId}${query}`,
      undefined,
    );
  const detailScore = async (hotelId: number) => {
    const { body } = await api<{ hotel: { score: number } }>(
      gateway().app,
      'GET',
      `/hotel/main/${hotelId}/`,
      undefined,
    );
    return body.data.hotel.score;
  };
  const listedScore = async (hotelId: number) => {
    const { body } = await api<{ hotel_list: HotelListItem[] }>(
      gateway().app,
      'GET',
      `/hotel/main/?city_id=1101&nums=100&start_day=${dayAt(FIRST_NIGHT).day}&days=1`,
      undefined,
    );
    return body.data.hotel_list.find((h) => h.hotel_id === hotelId)?.score;
  };
  const orderOf = async (member: Member, orderId: string) =>
    (
      await api<{ order: OrderListItem }>(
        gateway().app,
        'GET',
        `/orders/main/${orderId}/`,
        member.token,
      )
    ).body.data.order;

  /** A booked stay moved to `status` in the database (the completion job has its own suite). */
  async function stayWithStatus(
    member: Member,
    guest: number,
    status: number,
    of: OrderHotel = hotel,
  ): Promise<string> {
    const booked = await book(gateway().app, member, of, { guests: [guest], offset: night++ % 12 });
    expect(booked.body.rec).toBe(0);
    const orderId = booked.body.data.order_id;
    if (status !== 1) await setStatus(gateway().db, orderId, status);
    return orderId;
  }

  beforeAll(async () => {
    const { db } = gateway();
    hotel = await insertOrderHotel(db, { nights: NIGHTS });
    ana = await createMember(db, 'ana');
    ben = await createMember(db, 'ben');
    await db.update(users).set({ name: 'Alex Doe' }).where(eq(users.id, ana.userId));
    anaGuest = await createGuest(db, ana.userId);
  });

  it('reviews a completed stay once; the hotel shows the review, its count and average, and scores average / 2', async () => {
    expect((await reviews(hotel.hotelId)).body.data).toEqual({
      review_list: [],
      total: 0,
      score_avg: 0,
    });
    expect(await detailScore(hotel.hotelId)).toBe(0);

    const first = await stayWithStatus(ana, anaGuest, 6);
    const written = await review(ana, first, { score: 9, content: '  Quiet room, kind staff.  ' });
    expect(written.body.rec).toBe(0);
    expect(written.body.data.review_id).toEqual(expect.any(Number));
    expect(await orderOf(ana, first)).toMatchObject({
      status: 8,
      review: { score: 9, content: 'Quiet room, kind staff.' },
    });

    const one = (await reviews(hotel.hotelId)).body.data;
    expect(one).toMatchObject({ total: 1, score_avg: 9 });
    expect(one.review_list).toEqual([
      {
        review_id: written.body.data.review_id,
        score: 9,
        content: 'Quiet room, kind staff.',
        nickname: 'Alex D.',
        create_time: expect.any(Number),
        reply: '',
        reply_lang: '',
        reply_time: 0,
      },
    ]);
    expect(await detailScore(hotel.hotelId)).toBe(4.5);
    expect(await listedScore(hotel.hotelId)).toBe(4.5);

    // 9 and 8: the average 8.5 is 4.25 out of 5, shown 4.3 (half up).
    const second = await stayWithStatus(ana, anaGuest, 6);
    expect((await review(ana, second, { score: 8, content: 'Good breakfast.' })).body.rec).toBe(0);
    const two = (await reviews(hotel.hotelId)).body.data;
    expect(two).toMatchObject({ total: 2, score_avg: 8.5 });
    expect(two.review_list.map((r) => r.content)).toEqual([
      'Good breakfast.',
      'Quiet room, kind staff.',
    ]);
    expect(await detailScore(hotel.hotelId)).toBe(4.3);
    expect(await listedScore(hotel.hotelId)).toBe(4.3);

    // Paged, newest first.
    const page2 = (await reviews(hotel.hotelId, '&page=2&nums=1')).body.data;
    expect(page2).toMatchObject({ total: 2, score_avg: 8.5 });
    expect(page2.review_list.map((r) => r.content)).toEqual(['Quiet room, kind staff.']);

    // One review per order: the second is refused and changes nothing.
    const again = await review(ana, first, { score: 1, content: 'Changed my mind.' });
    expect(again.body).toMatchObject({ rec: 6, key: 'orders:order_not_reviewable' });
    expect((await reviews(hotel.hotelId)).body.data).toMatchObject({ total: 2, score_avg: 8.5 });
    expect(await detailScore(hotel.hotelId)).toBe(4.3);
  });

  it('takes one of several reviews of one order sent at once, and counts it once', async () => {
    const other = await insertOrderHotel(gateway().db, { nights: NIGHTS });
    const orderId = await stayWithStatus(ana, anaGuest, 6, other);
    const answers = await Promise.all(
      [10, 9, 8, 7, 6].map((score) => review(ana, orderId, { score, content: `Scored ${score}.` })),
    );
    expect(answers.map((a) => a.body.rec).sort()).toEqual([0, 6, 6, 6, 6]);
    const { body } = await reviews(other.hotelId);
    expect(body.data.total).toBe(1);
    expect(body.data.review_list).toHaveLength(1);
    expect(await detailScore(other.hotelId)).toBe((body.data.review_list[0]?.score ?? 0) / 2);
  });

  it('refuses an order that is unpaid, paid or cancelled (rec 6), and leaves it as it was', async () => {
    for (const status of [1, 2, 9]) {
      const orderId = await stayWithStatus(ana, anaGuest, status);
      const { body } = await review(ana, orderId, { score: 7, content: 'Too early.' });
      expect(body).toMatchObject({ rec: 6, key: 'orders:order_not_reviewable' });
      expect(await orderOf(ana, orderId)).toMatchObject({ status, review: null });
    }
  });

  it("answers another member's order exactly like a missing one (rec 5)", async () => {
    const orderId = await stayWithStatus(ana, anaGuest, 6);
    const foreign = await review(ben, orderId, { score: 2, content: 'Not my stay.' });
    const missing = await review(ben, 'ZZZZZZZZZZZZZZZZZZZZ', {
      score: 2,
      content: 'Not my stay.',
    });
    expect(foreign.body).toMatchObject({ rec: 5, key: 'orders:order_not_found' });
    expect(foreign.body).toEqual(missing.body);
    expect(await orderOf(ana, orderId)).toMatchObject({ status: 6, review: null });
  });

  it('asks for a score of 1-10 and a text of 1-1,000 characters (rec 2)', async () => {
    const orderId = await stayWithStatus(ana, anaGuest, 6);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ score: 0, content: 'Fine.' }, { score: 'validation:review_score_required' }],
      [{ score: 11, content: 'Fine.' }, { score: 'validation:review_score_required' }],
      [{ score: 7, content: '' }, { content: 'validation:review_content_required' }],
      [{ score: 7, content: '   ' }, { content: 'validation:review_content_required' }],
      [{ score: 7, content: 'x'.repeat(1001) }, { content: 'validation:review_content_too_long' }],
    ];
    for (const [body, errors] of cases) {
      const answer = await review(ana, orderId, body);
      expect(answer.body).toMatchObject({ rec: 2, data: { errors } });
    }
    expect(await orderOf(ana, orderId)).toMatchObject({ status: 6, review: null });
    const longest = await review(ana, orderId, { score: 10, content: 'y'.repeat(1000) });
    expect(longest.body.rec).toBe(0);
  });

  it('keeps markup in a review as written: pages show it as text', async () => {
    const other = await insertOrderHotel(gateway().db, { nights: NIGHTS });
    const orderId = await stayWithStatus(ana, anaGuest, 6, other);
    const content = '<script>alert("hi")</script> <b>Great</b> & <img src=x onerror=alert(1)>';
    expect((await review(ana, orderId, { score: 10, content })).body.rec).toBe(0);
    const { body } = await reviews(other.hotelId);
    expect(body.data.review_list[0]?.content).toBe(content);
    expect(await orderOf(ana, orderId)).toMatchObject({ review: { content } });
  });

  it('scores an imported hotel without a score 0, and keeps its reviews’ score when it is imported again', async () => {
    const externalId = `rv-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const file = (score?: number) => ({
      seller_id: 7,
      hotels: [
        {
          external_id: externalId,
          city_id: 1101,
          name_en: 'Imported Review Hotel',
          currency: 'EUR',
          ...(score === undefined ? {} : { score }),
          time_zone: 'Europe/Athens',
          rate_plans: [{ name_en: 'Flexible', is_standard: true }],
          room_types: [
            {
              external_id: 'dbl',
              name_en: 'Double',
              rooms: ['101', '102'],
              prices: [
                {
                  from: dayAt(FIRST_NIGHT).iso,
                  to: dayAt(FIRST_NIGHT + 11).iso,
                  price: 90,
                  rest_nums: 2,
                },
              ],
            },
          ],
        },
      ],
    });
    const { db, app } = gateway();
    await importCatalogue(db, file(), async () => Buffer.alloc(0));
    const hotelId = await importedHotelId(db, externalId);
    expect(await detailScore(hotelId)).toBe(0);

    const rooms = await api<{ hotel_room_type_list: RoomType[] }>(
      app,
      'GET',
      `/hotel/roomtype/?hotel_id=${hotelId}`,
      undefined,
    );
    const roomTypeId = rooms.body.data.hotel_room_type_list[0]?.hotel_room_type_id ?? 0;
    const imported: OrderHotel = { hotelId, roomTypeId, prices: Array(12).fill(9000) };
    const orderId = await stayWithStatus(ana, anaGuest, 6, imported);
    expect((await review(ana, orderId, { score: 7, content: 'Fine.' })).body.rec).toBe(0);
    expect(await detailScore(hotelId)).toBe(3.5);

    await importCatalogue(db, file(4.9), async () => Buffer.alloc(0));
    expect(await detailScore(hotelId)).toBe(3.5);
  });
});

async function setStatus(db: Database, orderId: string, status: number): Promise<void> {
  await db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

async function importedHotelId(db: Database, externalId: string): Promise<number> {
  const [row] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.sellerId, 7), eq(hotels.externalId, externalId)));
  if (!row) throw new Error(`${externalId} not imported`);
  return row.id;
}
