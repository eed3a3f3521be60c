import { isoDay } from '@bookdirect/gateway-sdk';
import { OrderStatus, Rec } from '@bookdirect/gateway-sdk/contract';
import {
  NO_REPORT_FIGURES,
  type StaffReport,
  type StaffReportChannel,
  type StaffReportFigures,
  type StaffReportRow,
} from '@bookdirect/gateway-sdk/staff';
import { type SQL, sql } from 'drizzle-orm';
import { toMoney } from '../catalog/hotels';
import { type Database, rows } from '../db';
import { BusinessError } from '../http/envelope';
import { assertWorksFor } from '../staff/scope';
import type { StaffProfile } from '../staff/service';

/**
 * Reports: a hotel's or the group's figures per day, ISO week or calendar month over a range
 * of hotel local days, all summed in the database in one pass over the orders of the range.
 *
 * - Stays are counted night by night without listing the nights: each paid, completed or
 *   reviewed order adds its rooms and its amount per night on its first night in the range
 *   and takes them off the morning it leaves, and a running sum over the days gives every
 *   day's rooms sold and revenue (the amount per night is an exact numeric quotient, so what
 *   is added is what is taken off).
 * - Money stays in minor units (numeric) until the answer: a hotel's in its currency, the
 *   group's in CNY, each order converted at `paid_rate_cny`, the rate it kept when paid (the
 *   current rates for an order that has none, such as a platform's import).
 * - A day is the hotel's local date (`hotels.time_zone`): when an order was made, cancelled
 *   or completed, a review written; the nights are the order's own dates.
 * - Points earned are those a stay credits when it completes: the order's `credits_gain`,
 *   written to the ledger (operate 1) in the transaction that sets `completed_at`, counted on
 *   that day. Points spent are an order's `pay_credits` on the day it was made, less what the
 *   ledger gave back for it (operate 3: a cancellation or a hold that ran out).
 * - Rooms available are the physical rooms in service now (`rooms.status = 1`) on every day
 *   of the range: the catalogue keeps no history of rooms taken out of service.
 * - An order's channel is `partner` when it carries a partner code, else its `source` (1 web,
 *   2 mobile, 3 WeChat). A platform's import is booked with source 1 and counts as `web`.
 */

/** What a report is asked for: a hotel (0: the group), a range of days, its periods. */
export interface ReportRequest {
  hotelId: number;
  from: number;
  to: number;
  by: 'day' | 'week' | 'month';
}

/** The currency of the money of a report and where its orders are. */
interface ReportScope {
  /** `undefined` for the whole group. */
  hotelId: number | undefined;
  currency: string;
  minorUnit: number;
}

const PAID = [OrderStatus.paid, OrderStatus.completed, OrderStatus.reviewed];
const CHANNELS = ['web', 'mobile', 'wechat'] as const;

/** The hotel (rec 5 unless the member works for it) or, for an admin only, the group (else rec 4). */
async function scopeOf(db: Database, member: StaffProfile, hotelId: number): Promise<ReportScope> {
  if (hotelId === 0) {
    if (member.role !== 'admin') throw new BusinessError(Rec.forbidden);
    const [cny] = await rows<{ minor_unit: number }>(
      db,
      sql`select minor_unit from currencies where code = 'CNY'`,
    );
    return { hotelId: undefined, currency: 'CNY', minorUnit: Number(cny?.minor_unit ?? 2) };
  }
  const [row] = await rows<{ id: number; code: string; minor_unit: number }>(
    db,
    sql`select h.id, c.code, c.minor_unit
      from hotels h join currencies c on c.id = h.currency_id
      where h.id = ${hotelId}::int`,
  );
  assertWorksFor(member, row ? Number(row.id) : undefined);
  if (!row) throw new BusinessError(Rec.notFound);
  return { hotelId: Number(row.id), currency: row.code, minorUnit: Number(row.minor_unit) };
}

/**
 * The orders a report reads, with their hotel local days and their amount in the report's
 * minor units: those staying in the range and those made, cancelled or completed in it (a
 * day of margin either side of the instants, for the hotels' time zones).
 */
function ordersSql(scope: ReportScope, from: string, to: string): SQL {
  const money =
    scope.hotelId === undefined
      ? sql`o.amount::numeric * power(10::numeric, ${scope.minorUnit}::int - oc.minor_unit) * coalesce(
            o.paid_rate_cny,
            case when oc.code = 'CNY' then 1::numeric
              else (select e.usd_per_unit from exchange_rates e where e.currency_id = o.currency_id)
                / nullif((select e.usd_per_unit from exchange_rates e
                    join currencies c on c.id = e.currency_id where c.code = 'CNY'), 0) end,
            0)`
      : sql`o.amount::numeric`;
  const hotels = scope.hotelId === undefined ? sql`true` : sql`o.hotel_id = ${scope.hotelId}::int`;
  const near = (column: SQL) =>
    sql`(${column} >= ${from}::date - 1 and ${column} < ${to}::date + 2)`;
  return sql`select o.id, o.status, o.nums, o.days, o.start_day, o.source, o.partner_code,
      o.pay_credits, o.paid_at is not null as was_paid,
      case when o.user_id is not null then o.credits_gain else 0 end as earned,
      (o.created_at at time zone h.time_zone)::date as made_on,
      (o.cancelled_at at time zone h.time_zone)::date as cancelled_on,
      (o.completed_at at time zone h.time_zone)::date as completed_on,
      ${money} as money
    from orders o
    join hotels h on h.id = o.hotel_id
    join currencies oc on oc.id = o.currency_id
    where ${hotels}
      and ((o.start_day <= ${to}::date and o.start_day + o.days > ${from}::date
          and o.status in (${sql.join(PAID, sql`, `)}))
        or ${near(sql`o.created_at`)} or ${near(sql`o.cancelled_at`)}
        or ${near(sql`o.completed_at`)})`;
}

/** Whether an order of `ordersSql` counts as a booking: it was paid, even if cancelled since. */
const paidSql = sql`(r.status in (${sql.join(PAID, sql`, `)}) or (r.status = ${OrderStatus.cancelled} and r.was_paid))`;
const stayingSql = sql`r.status in (${sql.join(PAID, sql`, `)})`;

/** Whether an order of `ordersSql` stays at least one night of the range. */
const staysIn = (from: string, to: string) =>
  sql`${stayingSql} and r.start_day <= ${to}::date and r.start_day + r.days > ${from}::date`;

/** A period's figures as the database sums them (`start` null: the whole range). */
interface FigureRow {
  start: string | null;
  end: string | null;
  available: number;
  sold: number;
  revenue: number;
  occupancy: number;
  adr: number;
  revpar: number;
  bookings: number;
  cancellations: number;
  points_earned: number;
  points_spent: number;
  review_count: number;
  review_score: number;
}

interface ChannelRow {
  channel: 'web' | 'mobile' | 'wechat' | 'partner';
  partner_code: string;
  bookings: number;
  cancellations: number;
  sold: number;
  revenue: number;
}

/** The start of the period of day `day` (not clipped). */
function periodStart(by: ReportRequest['by'], day: SQL): SQL {
  if (by === 'day') return day;
  return sql`date_trunc(${by}, ${day}::timestamp)::date`;
}

/**
 * The figures period by period and (`start` null) over the whole range, and per channel:
 * one statement, so the orders of the range are read once. Money in minor units, rounded.
 */
function reportSql(scope: ReportScope, from: string, to: string, by: ReportRequest['by']): SQL {
  const hotels = scope.hotelId === undefined ? sql`true` : sql`h.id = ${scope.hotelId}::int`;
  const step = sql`${`1 ${by}`}::interval`;
  const start = periodStart(by, sql`d.day`);
  const inRange = (day: SQL) => sql`${day} between ${from}::date and ${to}::date`;
  return sql`with r as materialized (${ordersSql(scope, from, to)}),
      rooms_now as (
        select count(*)::bigint as rooms from rooms rm join hotels h on h.id = rm.hotel_id
        where ${hotels} and rm.status = 1),
      stay_changes as (
        select greatest(r.start_day, ${from}::date) as day, r.nums::bigint as nums,
          r.money / r.days as money
        from r where ${staysIn(from, to)}
        union all
        select r.start_day + r.days, -r.nums::bigint, -(r.money / r.days)
        from r where ${staysIn(from, to)} and r.start_day + r.days <= ${to}::date),
      stay_days as (
        select day, sum(nums) as nums, sum(money) as money from stay_changes group by day),
      made as (
        select r.made_on as day,
          count(*) filter (where ${paidSql}) as bookings,
          sum(r.pay_credits - coalesce(back.credits, 0)) as points_spent
        from r
        left join user_credits_notes back on back.order_id = r.id and back.operate = 3
        where ${inRange(sql`r.made_on`)}
        group by r.made_on),
      cancelled as (
        select r.cancelled_on as day, count(*) as cancellations
        from r
        where r.status = ${OrderStatus.cancelled} and r.was_paid and ${inRange(sql`r.cancelled_on`)}
        group by r.cancelled_on),
      earned as (
        select r.completed_on as day, sum(r.earned) as points
        from r where ${inRange(sql`r.completed_on`)}
        group by r.completed_on),
      reviewed as (
        select (v.created_at at time zone h.time_zone)::date as day,
          count(*) as reviews, sum(v.score) as score
        from hotel_reviews v
        join hotels h on h.id = v.hotel_id
        where v.hidden_at is null and ${hotels}
          and v.created_at >= ${from}::date - 1 and v.created_at < ${to}::date + 2
        group by 1),
      d as (
        select g.day::date as day,
          coalesce(sum(s.nums) over w, 0) as sold,
          coalesce(sum(s.money) over w, 0) as revenue
        from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as g(day)
        left join stay_days s on s.day = g.day::date
        window w as (order by g.day)),
      p as (
        select greatest(${start}, ${from}::date) as start,
          least((${start} + ${step})::date - 1, ${to}::date) as "end",
          d.day, d.sold, d.revenue
        from d),
      sums as (
        select p.start, p."end",
          count(*) * (select rooms from rooms_now) as available,
          sum(p.sold) as sold, sum(p.revenue) as revenue,
          coalesce(sum(m.bookings), 0) as bookings,
          coalesce(sum(c.cancellations), 0) as cancellations,
          coalesce(sum(e.points), 0) as points_earned,
          coalesce(sum(m.points_spent), 0) as points_spent,
          coalesce(sum(v.reviews), 0) as review_count,
          coalesce(sum(v.score), 0) as review_sum
        from p
        left join made m on m.day = p.day
        left join cancelled c on c.day = p.day
        left join earned e on e.day = p.day
        left join reviewed v on v.day = p.day
        group by grouping sets ((p.start, p."end"), ())),
      figures as (
        select to_char(start, 'YYYYMMDD') as start, to_char("end", 'YYYYMMDD') as "end",
          available, sold,
          round(revenue) as revenue,
          case when available > 0 then round(sold::numeric / available, 4) else 0 end as occupancy,
          case when sold > 0 then round(revenue / sold) else 0 end as adr,
          case when available > 0 then round(revenue / available) else 0 end as revpar,
          bookings, cancellations, points_earned, points_spent, review_count,
          case when review_count > 0 then round(review_sum::numeric / review_count, 1)
            else 0 end as review_score
        from sums),
      by_channel as (
        select case when r.partner_code is not null then 'partner'
            when r.source = 2 then 'mobile' when r.source = 3 then 'wechat' else 'web' end
            as channel,
          coalesce(r.partner_code, '') as partner_code,
          (${inRange(sql`r.made_on`)} and ${paidSql})::int as booked,
          (r.status = ${OrderStatus.cancelled} and r.was_paid
            and ${inRange(sql`r.cancelled_on`)})::int as cancelled,
          case when ${stayingSql} then greatest(0,
              least(r.start_day + r.days, ${to}::date + 1) - greatest(r.start_day, ${from}::date))
            else 0 end as nights,
          r.nums, r.money, r.days
        from r),
      channels as (
        select channel, partner_code, sum(booked) as bookings, sum(cancelled) as cancellations,
          sum(nights * nums) as sold, round(sum(money * nights / days)) as revenue
        from by_channel
        group by channel, partner_code
        having channel <> 'partner' or sum(booked) + sum(cancelled) + sum(nights) > 0)
    select
      (select json_agg(figures order by start nulls last) from figures) as figures,
      (select coalesce(json_agg(channels), '[]') from channels) as channels`;
}

/** A figures row of the database as the wire has it. */
function figuresOf(row: FigureRow, minorUnit: number): StaffReportFigures {
  const money = (minor: number) => toMoney(minor, minorUnit) ?? 0;
  return {
    available: Number(row.available),
    sold: Number(row.sold),
    occupancy: Number(row.occupancy),
    room_revenue: money(row.revenue),
    adr: money(row.adr),
    revpar: money(row.revpar),
    bookings: Number(row.bookings),
    cancellations: Number(row.cancellations),
    points_earned: Number(row.points_earned),
    points_spent: Number(row.points_spent),
    review_count: Number(row.review_count),
    review_score: Number(row.review_score),
  };
}

/**
 * The report of a hotel (rec 5 unless the member works for it) or of the group (`hotelId`
 * 0, admins only: rec 4): every period of the range oldest first, the totals and the channels
 * (web, mobile, wechat, then each partner code seen, by code).
 */
export async function readReport(
  db: Database,
  member: StaffProfile,
  request: ReportRequest,
): Promise<StaffReport> {
  const scope = await scopeOf(db, member, request.hotelId);
  const from = isoDay(request.from);
  const to = isoDay(request.to);
  const [answer] = await db.transaction(async (tx) => {
    // One statement over a year of a group's orders: compiling it (JIT) would cost more than
    // running it, and its sums and sorts fit in memory.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rows<{ figures: FigureRow[]; channels: ChannelRow[] }>(
      tx,
      reportSql(scope, from, to, request.by),
    );
  });
  const figures = answer?.figures ?? [];
  const channels = answer?.channels ?? [];
  const periods = figures.filter((row) => row.start !== null);
  const total = figures.find((row) => row.start === null);
  const money = (minor: number) => toMoney(minor, scope.minorUnit) ?? 0;
  const byKey = new Map(channels.map((row) => [`${row.channel}:${row.partner_code}`, row]));
  const partners = channels
    .filter((row) => row.channel === 'partner')
    .map((row) => row.partner_code)
    .sort();
  const channelOf = (channel: ChannelRow['channel'], code: string): StaffReportChannel => {
    const row = byKey.get(`${channel}:${code}`);
    return {
      channel,
      partner_code: code,
      bookings: Number(row?.bookings ?? 0),
      cancellations: Number(row?.cancellations ?? 0),
      sold: Number(row?.sold ?? 0),
      room_revenue: money(row?.revenue ?? 0),
    };
  };
  return {
    hotel_id: scope.hotelId ?? 0,
    currency: scope.currency,
    from: String(request.from),
    to: String(request.to),
    by: request.by,
    rows: periods.map(
      (row): StaffReportRow => ({
        start: row.start as string,
        end: row.end as string,
        ...figuresOf(row, scope.minorUnit),
      }),
    ),
    totals: total ? figuresOf(total, scope.minorUnit) : { ...NO_REPORT_FIGURES },
    channels: [
      ...CHANNELS.map((channel) => channelOf(channel, '')),
      ...partners.map((code) => channelOf('partner', code)),
    ],
  };
}
