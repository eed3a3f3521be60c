import type { HotelReviewsData } from '@bookdirect/gateway-sdk/contract';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { StaffAuditEntry, StaffReview, StaffReviewList } from '@bookdirect/gateway-sdk/staff';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { hotels } from '../src/catalog/schema';
import type { Database } from '../src/db';
import { hotelReviews } from '../src/orders/schema';
import { describeEachBackend } from './support/gateway';
import { api, dayAt, FIRST_NIGHT, insertOrderHotel } from './support/orders';
import { type StaffSession, staffCall, staffSession } from './support/staff';

/**
 * Reviews that came with the hotel (no order), oldest first a day apart, with the hotel's
 * totals and score made of them and `base` as the score it came with; their ids.
 */
async function seedReviews(
  db: Database,
  hotelId: number,
  scores: number[],
  base: number,
): Promise<number[]> {
  const rows = await db
    .insert(hotelReviews)
    .values(
      scores.map((score, n) => ({
        hotelId,
        score,
        content: `Review ${n + 1}`,
        nickname: 'Alex D.',
        lang: 'en',
        createdAt: new Date(Date.UTC(2026, 0, 1 + n)),
      })),
    )
    .returning({ id: hotelReviews.id });
  const sum = scores.reduce((a, b) => a + b, 0);
  await db
    .update(hotels)
    .set({
      reviewCount: scores.length,
      reviewSum: sum,
      score10: Math.floor((sum * 10 + scores.length) / (2 * scores.length)),
      baseScore10: base,
    })
    .where(eq(hotels.id, hotelId));
  return rows.map((row) => row.id);
}

describeEachBackend('reviews in the back office', (gateway) => {
  let hotelId: number;
  let otherHotelId: number;
  let admin: StaffSession;
  let manager: StaffSession;
  let outsider: StaffSession;
  let desk: StaffSession;
  /** Of `hotelId`, oldest first: scores 9 and 6 (7.5 on average, 3.8 as a score), base 4.0. */
  let ids: number[];
  let otherIds: number[];

  const publicReviews = async (id = hotelId) =>
    (await api<HotelReviewsData>(gateway().app, 'GET', `/hotel/review/?hotel_id=${id}`, undefined))
      .body.data;
  const hotelScore = async (id = hotelId) =>
    (await api<{ hotel: { score: number } }>(gateway().app, 'GET', `/hotel/main/${id}/`, undefined))
      .body.data.hotel.score;
  /** The hotel's score in the search results of its city (the search cache's answer). */
  const listedScore = async (id = hotelId) =>
    (
      await api<{ hotel_list: { hotel_id: number; score: number }[] }>(
        gateway().app,
        'GET',
        `/hotel/main/?city_id=1101&nums=100&start_day=${dayAt(FIRST_NIGHT).day}&days=1`,
        undefined,
      )
    ).body.data.hotel_list.find((h) => h.hotel_id === id)?.score;
  const list = (session: StaffSession, query: string) =>
    staffCall<StaffReviewList>(gateway().app, session, 'GET', `/reviews/${query}`);
  const write = (
    session: StaffSession,
    id: number,
    verb: 'hide' | 'show' | 'reply',
    body?: Record<string, unknown>,
  ) =>
    staffCall<{ review: StaffReview }>(
      gateway().app,
      session,
      'PUT',
      `/reviews/${id}/${verb}/`,
      body ?? {},
    );
  const auditOf = async (id: number) =>
    (
      await staffCall<{ entry_list: StaffAuditEntry[] }>(
        gateway().app,
        admin,
        'GET',
        `/audit/?target=${encodeURIComponent(`review:${id}`)}`,
      )
    ).body.data.entry_list;

  beforeAll(async () => {
    const { app, db } = gateway();
    hotelId = (await insertOrderHotel(db, { nights: [[9000, 5]] })).hotelId;
    otherHotelId = (await insertOrderHotel(db, { nights: [[9000, 5]] })).hotelId;
    ids = await seedReviews(db, hotelId, [9, 6], 40);
    otherIds = await seedReviews(db, otherHotelId, [8], 45);
    admin = await staffSession(app, db, 'admin', [], 'Ada Admin');
    manager = await staffSession(app, db, 'manager', [hotelId], 'Max Manager');
    outsider = await staffSession(app, db, 'manager', [otherHotelId]);
    desk = await staffSession(app, db, 'desk', [hotelId]);
  });

  it('lists a hotel’s reviews newest first for its manager, and every hotel’s for an admin', async () => {
    const own = await list(manager, `?hotel_id=${hotelId}`);
    expect(own.body.rec).toBe(Rec.ok);
    expect(own.body.data.total).toBe(2);
    expect(own.body.data.review_list.map((r) => r.review_id)).toEqual([ids[1], ids[0]]);
    expect(own.body.data.review_list[0]).toMatchObject({
      hotel_id: hotelId,
      order_id: '',
      score: 6,
      content: 'Review 2',
      nickname: 'Alex D.',
      lang: 'en',
      hidden: 0,
      hidden_reason: '',
      hidden_by_name: '',
      hidden_time: 0,
      reply: '',
      reply_lang: '',
      reply_time: 0,
      replied_by_name: '',
    });

    const all = (await list(admin, '?nums=100')).body.data.review_list.map((r) => r.review_id);
    expect(all).toEqual(expect.arrayContaining([...ids, ...otherIds]));
  });

  it('keeps other hotels from a manager and every review from the desk', async () => {
    expect((await list(outsider, `?hotel_id=${hotelId}`)).body.rec).toBe(Rec.notFound);
    expect((await list(outsider, '')).body.rec).toBe(Rec.validation);
    const id = ids[0] ?? 0;
    expect((await write(outsider, id, 'hide', { reason: 'Spam' })).body.rec).toBe(Rec.notFound);
    expect((await write(outsider, id, 'reply', { content: 'Thanks' })).body.rec).toBe(Rec.notFound);
    expect((await write(admin, 2_000_000_000, 'show')).body.rec).toBe(Rec.notFound);
    expect((await list(desk, `?hotel_id=${hotelId}`)).body.rec).toBe(Rec.forbidden);
    expect((await write(desk, id, 'hide', { reason: 'Spam' })).body.rec).toBe(Rec.forbidden);
    expect((await publicReviews()).total).toBe(2);
  });

  it('hides a review with a reason: it leaves the hotel page, its count, average and score at once', async () => {
    const [older = 0, newer = 0] = ids;
    expect(await hotelScore()).toBe(3.8);
    expect(await listedScore()).toBe(3.8);
    expect((await write(manager, newer, 'hide', { reason: '  ' })).body.rec).toBe(Rec.validation);

    const hidden = await write(manager, newer, 'hide', { reason: 'Names a member of staff' });
    expect(hidden.body.rec).toBe(Rec.ok);
    expect(hidden.body.data.review).toMatchObject({
      review_id: newer,
      hidden: 1,
      hidden_reason: 'Names a member of staff',
      hidden_by_name: 'Max Manager',
      hidden_time: expect.any(Number),
    });
    const shown = await publicReviews();
    expect(shown).toMatchObject({ total: 1, score_avg: 9 });
    expect(shown.review_list.map((r) => r.review_id)).toEqual([older]);
    expect(await hotelScore()).toBe(4.5);
    expect(await listedScore()).toBe(4.5);

    expect((await write(manager, newer, 'hide', { reason: 'Again' })).body.rec).toBe(Rec.conflict);
    expect((await list(manager, `?hotel_id=${hotelId}&hidden=1`)).body.data).toMatchObject({
      total: 1,
      review_list: [{ review_id: newer }],
    });
    expect((await list(manager, `?hotel_id=${hotelId}&hidden=0`)).body.data).toMatchObject({
      total: 1,
      review_list: [{ review_id: older }],
    });

    const [entry] = await auditOf(newer);
    expect(entry).toMatchObject({
      staff_id: manager.staff.staff_id,
      action: 'review.hide',
      target: `review:${newer}`,
      after: { hidden: 1, reason: 'Names a member of staff' },
    });
  });

  it('falls back to the score the hotel came with when its last shown review is hidden, and shows one again', async () => {
    const [older = 0, newer = 0] = ids;
    expect((await write(admin, older, 'hide', { reason: 'Not about this hotel' })).body.rec).toBe(
      Rec.ok,
    );
    expect(await publicReviews()).toEqual({ review_list: [], total: 0, score_avg: 0 });
    expect(await hotelScore()).toBe(4);
    expect(await listedScore()).toBe(4);

    const back = await write(manager, newer, 'show');
    expect(back.body.rec).toBe(Rec.ok);
    expect(back.body.data.review).toMatchObject({
      hidden: 0,
      hidden_reason: '',
      hidden_by_name: '',
      hidden_time: 0,
    });
    expect(await publicReviews()).toMatchObject({ total: 1, score_avg: 6 });
    expect(await hotelScore()).toBe(3);
    expect((await write(manager, newer, 'show')).body.rec).toBe(Rec.conflict);
    expect((await auditOf(newer))[0]).toMatchObject({
      action: 'review.show',
      before: { hidden: 1, reason: 'Names a member of staff' },
      after: { hidden: 0 },
    });

    expect((await write(admin, older, 'show')).body.rec).toBe(Rec.ok);
    expect(await publicReviews()).toMatchObject({ total: 2, score_avg: 7.5 });
    expect(await hotelScore()).toBe(3.8);
  });

  it('hides a review once when two hides race: the score loses it once', async () => {
    const id = otherIds[0] ?? 0;
    const admin2 = await staffSession(gateway().app, gateway().db, 'manager', [otherHotelId]);
    const answers = await Promise.all([
      write(admin, id, 'hide', { reason: 'First' }),
      write(admin2, id, 'hide', { reason: 'Second' }),
    ]);
    expect(answers.map((a) => a.body.rec).sort()).toEqual([Rec.ok, Rec.conflict]);
    const [row] = await gateway()
      .db.select({ count: hotels.reviewCount, sum: hotels.reviewSum, score10: hotels.score10 })
      .from(hotels)
      .where(eq(hotels.id, otherHotelId));
    expect(row).toEqual({ count: 0, sum: 0, score10: 45 });
    expect(await publicReviews(otherHotelId)).toMatchObject({ total: 0, review_list: [] });
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('writes, changes and removes the hotel’s reply, shown under the review on the hotel page', async () => {
    const [older = 0] = ids;
    const zh = await write(manager, older, 'reply', { content: '  感谢您的入住！ ' });
    expect(zh.body.rec).toBe(Rec.ok);
    expect(zh.body.data.review).toMatchObject({
      reply: '感谢您的入住！',
      reply_lang: 'zh',
      reply_time: expect.any(Number),
      replied_by_name: 'Max Manager',
    });
    let item = (await publicReviews()).review_list.find((r) => r.review_id === older);
    expect(item).toMatchObject({ reply: '感谢您的入住！', reply_lang: 'zh' });
    expect(item?.reply_time).toBeGreaterThan(0);

    const en = await write(admin, older, 'reply', { content: 'Thank you, Alex!' });
    expect(en.body.data.review).toMatchObject({
      reply: 'Thank you, Alex!',
      reply_lang: 'en',
      replied_by_name: 'Ada Admin',
    });
    const told = await write(admin, older, 'reply', { content: 'Merci !', lang: 'zh' });
    expect(told.body.data.review.reply_lang).toBe('zh');
    expect((await write(admin, older, 'reply', { content: 'x', lang: 'fr' })).body.rec).toBe(
      Rec.validation,
    );
    expect((await write(admin, older, 'reply', { content: 'x'.repeat(2001) })).body.rec).toBe(
      Rec.validation,
    );

    const removed = await write(manager, older, 'reply', { content: '' });
    expect(removed.body.data.review).toMatchObject({
      reply: '',
      reply_lang: '',
      reply_time: 0,
      replied_by_name: '',
    });
    item = (await publicReviews()).review_list.find((r) => r.review_id === older);
    expect(item).toMatchObject({ reply: '', reply_lang: '', reply_time: 0 });

    const entries = await auditOf(older);
    expect(entries.filter((e) => e.action === 'review.reply').map((e) => e.after)).toEqual([
      { reply: '', lang: '' },
      { reply: 'Merci !', lang: 'zh' },
      { reply: 'Thank you, Alex!', lang: 'en' },
      { reply: '感谢您的入住！', lang: 'zh' },
    ]);
    expect(entries[0]?.before).toEqual({ reply: 'Merci !', lang: 'zh' });
  });
});
