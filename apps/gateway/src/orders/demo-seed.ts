import { addDays, isoDay, todayIn } from '@bookdirect/gateway-sdk';
import { CreditsOperate, OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { sql } from 'drizzle-orm';
import { appendCredits } from '../accounts/credits';
import { DEMO_MEMBER, type DemoHistory } from '../accounts/seed';
import { readNightPrices, takeStock } from '../catalog/stock';
import { rows, type Transaction } from '../db';
import { cancelDeadline } from './cancellation';
import { cnyPerUnit, isStandardRate, paymentTerms, wholeCnyAt } from './earn';
import { newOrderId } from './ids';
import { type CurrencyMoney, pointsValue } from './money';
import { orderSnapshot, type SnapshotColumns, soldRatePlanJoin } from './quote';
import { addToHotelScore, reviewerNickname } from './reviews';
import { hotelReviews, type NewOrderRow, orderNights, orders } from './schema';

/**
 * The demo member's trips, real orders at the demo hotels with the points they moved, so that
 * every entry of its points history opens an order:
 *
 * - a stay five months ago, reviewed (8): earned 1,280;
 * - a stay a hundred days ago, completed (6) and waiting for a review: earned 960;
 * - a booking cancelled before payment, 500 points spent and returned;
 * - a stay forty days ago, completed (6): earned 1,060;
 * - a stay in three weeks, paid (2) with 900 points and money, still free to cancel.
 *
 * Balance 2,400; four nights in the last twelve months, silver, one night short of gold.
 * Written inside the transaction that creates the member, so the member exists with all of
 * its past or not at all. With no bookable hotel in the catalogue there are no trips.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface DemoHotel extends SnapshotColumns {
  hotel_id: number;
  seller_id: number;
  city_id: number;
  store_id: string;
  currency_id: number;
  minor_unit: number;
  usd_per_unit: string;
  cny_usd_per_unit: string;
  room_type_id: number;
}

/** Published hotels with a room type, a standard rate (or none) and exchange rates, one per city. */
async function demoHotels(tx: Transaction): Promise<DemoHotel[]> {
  const found = await rows<DemoHotel>(
    tx,
    sql`select h.id as hotel_id, h.seller_id, h.city_id, h.name_cn as hotel_cn,
          h.name_en as hotel_en, h.address_cn, h.address_en, h.time_zone, h.check_in_time,
          h.check_out_time, h.store_id, h.currency_id, cur.minor_unit,
          er.usd_per_unit::text as usd_per_unit, cny.usd_per_unit::text as cny_usd_per_unit,
          rt.id as room_type_id, rt.name_cn as room_cn, rt.name_en as room_en, rt.adult_nums,
          rt.image_key, rp.id as rate_id, rp.name_cn as rate_cn, rp.name_en as rate_en,
          rp.is_standard as rate_standard
        from hotels h
        join currencies cur on cur.id = h.currency_id
        join exchange_rates er on er.currency_id = h.currency_id
        join exchange_rates cny on cny.currency_id = 1
        join lateral (
          select id, name_cn, name_en, adult_nums, image_key from room_types
          where hotel_id = h.id and status = 1 order by sort, id limit 1
        ) rt on true
        ${soldRatePlanJoin}
        where h.status = 1
        order by h.id
        limit 200`,
  );
  const byCity = new Map<number, DemoHotel>();
  for (const h of found) {
    if (isStandardRate(h.rate_standard) && !byCity.has(Number(h.city_id))) {
      byCity.set(Number(h.city_id), h);
    }
  }
  return [...byCity.values()];
}

const moneyOf = (h: DemoHotel): CurrencyMoney => ({
  minorUnit: Number(h.minor_unit),
  usdPerUnit: h.usd_per_unit,
  cnyUsdPerUnit: h.cny_usd_per_unit,
});

/** The least paid in the hotel's currency that earns exactly `points` at its rate. */
function amountEarning(points: number, money: CurrencyMoney): number {
  const rate = cnyPerUnit(money);
  const perUnit = Number(rate) / 10 ** money.minorUnit;
  let minor = Math.max(1, Math.floor(points / perUnit) - 2);
  while (wholeCnyAt(minor, money.minorUnit, rate) < points) minor += 1;
  return minor;
}

/** One room's price per night, the first night taking what does not divide evenly. */
function nightPrices(total: number, start: number, days: number) {
  const base = Math.floor(total / days);
  return Array.from({ length: days }, (_, n) => ({
    day: isoDay(addDays(start, n)),
    price: n === 0 ? total - base * (days - 1) : base,
  }));
}

interface TripPlan {
  hotel: DemoHotel;
  /** First night, relative to the hotel's today. */
  startIn: number;
  days: number;
  /** Booked this many days before now. */
  bookedAgo: number;
}

function orderRow(
  userId: number,
  plan: TripPlan,
  now: Date,
  amount: number,
  status: number,
  extra: Partial<NewOrderRow>,
): NewOrderRow {
  const { hotel: h } = plan;
  const [first = '', last = ''] = DEMO_MEMBER.name.split(' ');
  const start = addDays(todayIn(h.time_zone, now), plan.startIn);
  const createdAt = new Date(now.getTime() - plan.bookedAgo * DAY_MS);
  return {
    id: newOrderId(),
    userId,
    status,
    sellerId: Number(h.seller_id),
    source: 1,
    hotelId: Number(h.hotel_id),
    hotelRoomTypeId: Number(h.room_type_id),
    ratePlanId: h.rate_id === null ? null : Number(h.rate_id),
    startDay: isoDay(start),
    days: plan.days,
    nums: 1,
    currencyId: Number(h.currency_id),
    amount,
    creditsAmount: 0,
    payAmount: amount,
    payCredits: 0,
    creditsGain: 0,
    mobile: DEMO_MEMBER.mobile,
    telPrefix: DEMO_MEMBER.telPrefix,
    email: DEMO_MEMBER.email,
    storeId: h.store_id,
    lang: 'en',
    snapshot: orderSnapshot(h, start, plan.days),
    // Booked for the member itself, not a saved guest.
    guests: [{ user_folks_id: 0, first_name: first, last_name: last }],
    cancelExpireAt: cancelDeadline(start, h.time_zone),
    holdExpiresAt: new Date(createdAt.getTime() + 30 * MINUTE_MS),
    createdAt,
    ...extra,
  };
}

async function insertOrder(tx: Transaction, row: NewOrderRow): Promise<void> {
  await tx.insert(orders).values(row);
  const start = Number(row.startDay.replaceAll('-', ''));
  await tx
    .insert(orderNights)
    .values(nightPrices(row.amount, start, row.days).map((n) => ({ orderId: row.id, ...n })));
}

/** A past stay paid in full, completed the day after check-out with its points; reviewed when `review` is given. */
async function pastStay(
  tx: Transaction,
  userId: number,
  plan: TripPlan,
  now: Date,
  points: number,
  review?: { score: number; content: string },
): Promise<void> {
  const money = moneyOf(plan.hotel);
  const amount = amountEarning(points, money);
  const paidAt = new Date(now.getTime() - plan.bookedAgo * DAY_MS + 10 * MINUTE_MS);
  const checkOutAgo = -(plan.startIn + plan.days);
  const completedAt = new Date(now.getTime() - (checkOutAgo - 1) * DAY_MS);
  const reviewedAt = review ? new Date(completedAt.getTime() + DAY_MS) : null;
  const row = orderRow(
    userId,
    plan,
    now,
    amount,
    review ? OrderStatus.reviewed : OrderStatus.completed,
    { paidAt, paySource: 11, payRef: 'demo-sandbox', completedAt, reviewedAt },
  );
  Object.assign(row, paymentTerms(amount, money, row.snapshot));
  await insertOrder(tx, row);
  await appendCredits(tx, {
    userId,
    operate: CreditsOperate.earn,
    credits: points,
    orderId: row.id,
    createdAt: completedAt,
  });
  if (!review || !reviewedAt) return;
  await tx.insert(hotelReviews).values({
    hotelId: row.hotelId,
    orderId: row.id,
    userId,
    score: review.score,
    content: review.content,
    nickname: reviewerNickname(DEMO_MEMBER.name, 'en'),
    lang: 'en',
    createdAt: reviewedAt,
  });
  // The hotel's score follows its reviews, this one included.
  await addToHotelScore(tx, row.hotelId, review.score);
}

/** A booking that spent points and was cancelled before it was paid: the points came back. */
async function cancelledBooking(
  tx: Transaction,
  userId: number,
  plan: TripPlan,
  now: Date,
  points: number,
): Promise<void> {
  const money = moneyOf(plan.hotel);
  // About 600 CNY a night.
  const amount = amountEarning(600 * plan.days, money);
  const creditsAmount = Math.min(pointsValue(points, money), amount);
  const createdAt = new Date(now.getTime() - plan.bookedAgo * DAY_MS);
  const cancelledAt = new Date(createdAt.getTime() + 12 * MINUTE_MS);
  const row = orderRow(userId, plan, now, amount, OrderStatus.cancelled, {
    creditsAmount,
    payAmount: amount - creditsAmount,
    payCredits: points,
    cancelledAt,
    // Trip cancelled (spec section 9).
    cancelReasons: [4],
  });
  // What the booking promised when it was made; cancelled, it earns nothing.
  row.creditsGain = paymentTerms(row.payAmount ?? amount, money, row.snapshot).creditsGain;
  await appendCredits(tx, {
    userId,
    operate: CreditsOperate.spend,
    credits: -points,
    orderId: row.id,
    createdAt,
  });
  await insertOrder(tx, row);
  await appendCredits(tx, {
    userId,
    operate: CreditsOperate.refund,
    credits: points,
    orderId: row.id,
    createdAt: cancelledAt,
  });
}

/**
 * A stay ahead, paid with points and money: it holds its rooms like any booking. At the first
 * of the hotels with a room free on those nights; none when no hotel has.
 */
async function upcomingStay(
  tx: Transaction,
  userId: number,
  plans: TripPlan[],
  now: Date,
  points: number,
): Promise<void> {
  for (const plan of plans) {
    const money = moneyOf(plan.hotel);
    const start = addDays(todayIn(plan.hotel.time_zone, now), plan.startIn);
    const nights = await readNightPrices(
      tx,
      { roomTypeId: Number(plan.hotel.room_type_id), start: isoDay(start), days: plan.days },
      1,
    );
    if (nights.length !== plan.days) continue;
    const amount = nights.reduce((sum, n) => sum + n.price, 0);
    const creditsAmount = Math.min(pointsValue(points, money), amount);
    if (creditsAmount >= amount) continue;
    const createdAt = new Date(now.getTime() - plan.bookedAgo * DAY_MS);
    const paidAt = new Date(createdAt.getTime() + 8 * MINUTE_MS);
    const snapshot = orderSnapshot(plan.hotel, start, plan.days);
    const row = orderRow(userId, plan, now, amount, OrderStatus.paid, {
      creditsAmount,
      payAmount: amount - creditsAmount,
      payCredits: points,
      ...paymentTerms(amount - creditsAmount, money, snapshot),
      paidAt,
      paySource: 11,
      payRef: 'demo-sandbox',
    });
    await appendCredits(tx, {
      userId,
      operate: CreditsOperate.spend,
      credits: -points,
      orderId: row.id,
      createdAt,
    });
    await tx.insert(orders).values(row);
    await tx.insert(orderNights).values(nights.map((n) => ({ orderId: row.id, ...n })));
    // Last, as in every booking (catalog/stock.ts); the nights were just seen free.
    await takeStock(tx, {
      roomTypeId: row.hotelRoomTypeId,
      start: row.startDay,
      days: row.days,
      nums: 1,
    });
    return;
  }
}

export const seedDemoTrips: DemoHistory = async (tx, userId, now) => {
  const found = await demoHotels(tx);
  if (found.length === 0) return;
  const at = (i: number) => found[i % found.length] as DemoHotel;
  await pastStay(tx, userId, { hotel: at(0), startIn: -152, days: 2, bookedAgo: 190 }, now, 1280, {
    score: 9,
    content:
      'A lovely old house on a quiet lane. The room was spotless, the breakfast terrace worth getting up for, and the staff remembered our names.',
  });
  await pastStay(tx, userId, { hotel: at(1), startIn: -101, days: 1, bookedAgo: 130 }, now, 960);
  await cancelledBooking(
    tx,
    userId,
    { hotel: at(2), startIn: -90, days: 2, bookedAgo: 120 },
    now,
    500,
  );
  await pastStay(tx, userId, { hotel: at(3), startIn: -41, days: 1, bookedAgo: 60 }, now, 1060);
  await upcomingStay(
    tx,
    userId,
    [4, 5, 6, 0].map((i) => ({ hotel: at(i), startIn: 21, days: 2, bookedAgo: 10 })),
    now,
    900,
  );
};
