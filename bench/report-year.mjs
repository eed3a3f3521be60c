#!/usr/bin/env node
/**
 * A year of the group's reports: `GET /v1/s/reports/` of a 100-hotel group over a whole year,
 * by day, by week and by month, as an admin reads the group's figures or exports them.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:report-year \
 *     [--runs 7] [--warmup 2] [--hotels 100] [--arrivals 10] [--port 4986]
 *
 * Runs under tsx (bench/staff-gateway.mjs): the gateway is built in-process from its source
 * and listens on loopback, so the figure is the current code's, HTTP included. It makes a
 * fresh database `bench_reports` on the server of DATABASE_URL (migrated, reference data
 * seeded) and fills it with a group of `--hotels` hotels (currencies CNY, EUR, THB, JPY, USD,
 * MYR in turn, each with its time zone; two room types of 20 rooms each) and two years of
 * orders, 2024 and 2025: `--arrivals` orders arriving per hotel and day (1-4 nights, one room
 * in seven for two rooms, about 70% occupancy), every status (paid, completed, reviewed,
 * cancelled after and before payment, unpaid), every channel and five partners, points spent
 * on one order in ten and credited as stays complete, a review of one completed stay in five
 * (one in twenty of them hidden). An admin signs in through `POST /v1/s/session/`. Then it
 * times the group's year 2025 by day, by week and by month, and one hotel's year by day.
 * Prints median, p95 and max per report with the load average. Aim: under 2 s.
 */
import { load, stats } from './gateway-bench.mjs';
import { args } from './lib.mjs';
import { startStaffGateway } from './staff-gateway.mjs';

const RUNS = Number(args.runs ?? 7);
const WARMUP = Number(args.warmup ?? 2);
const HOTELS = Number(args.hotels ?? 100);
const ARRIVALS = Number(args.arrivals ?? 10);
const PORT = Number(args.port ?? 4986);
const DB_NAME = 'bench_reports';
const MEMBERS = 2000;

const fmt = (n) => n.toFixed(1);

/** Currency id, time zone and CNY per unit of it (the rate an order keeps when paid). */
const CURRENCIES = [
  [1, 'Asia/Shanghai', '1'],
  [2, 'Europe/Athens', '7.8'],
  [3, 'Asia/Bangkok', '0.2'],
  [4, 'Asia/Tokyo', '0.048'],
  [5, 'America/New_York', '7.2'],
  [6, 'Asia/Kuala_Lumpur', '1.55'],
];

/** The group, its rooms, members, two years of orders, their points and their reviews. */
async function seedGroup(client) {
  const q = (text, values) => client.query(text, values);
  const started = performance.now();
  await q(`select setseed(0.42)`);
  await q(
    `insert into hotels (city_id, country_id, name_cn, name_en, address_cn, address_en,
       currency_id, store_id, time_zone)
     select 1101, 1, '报表基准酒店' || n, 'Report Bench Hotel ' || n, '基准路' || n || '号',
       n || ' Bench Street', c.id, 'S-REP' || n, c.tz
     from generate_series(1, $1::int) as n
     join (select * from unnest($2::int[], $3::text[]) with ordinality as t(id, tz, k)) c
       on c.k = 1 + (n - 1) % $4`,
    [HOTELS, CURRENCIES.map((c) => c[0]), CURRENCIES.map((c) => c[1]), CURRENCIES.length],
  );
  await q(
    `insert into room_types (hotel_id, name_cn, name_en)
     select h.id, '房型' || t, 'Room type ' || t from hotels h, generate_series(1, 2) as t
     where h.store_id like 'S-REP%'`,
  );
  await q(
    `insert into rooms (hotel_id, room_type_id, room_no)
     select rt.hotel_id, rt.id, (rt.id * 100 + n)::text
     from room_types rt join hotels h on h.id = rt.hotel_id, generate_series(1, 20) as n
     where h.store_id like 'S-REP%'`,
  );
  await q(
    `insert into users (email, password_hash)
     select 'report-bench-' || n || '@example.com', 'scrypt$bench$unused'
     from generate_series(1, $1::int) as n`,
    [MEMBERS],
  );
  const rates = `(select * from unnest($1::int[], $2::numeric[]) as r(currency_id, cny))`;
  await q(
    `insert into orders (id, user_id, status, seller_id, source, hotel_id, hotel_room_type_id,
       start_day, days, nums, currency_id, amount, credits_amount, pay_amount, pay_credits,
       mobile, tel_prefix, email, snapshot, guests, cancel_expire_at, hold_expires_at, paid_at,
       paid_rate_cny, cancelled_at, partner_code, completed_at, credits_gain, created_at)
     select upper(lpad(to_hex(row_number() over ()), 20, '0')),
       (select min(id) from users where email like 'report-bench-%') + (random() * ${MEMBERS - 1})::int,
       o.status, 1, 1 + (random() * 2.99)::int, o.hotel_id, o.room_type_id,
       o.start_day, o.days, o.nums, o.currency_id, o.days * o.nums * o.unit, 0,
       o.days * o.nums * o.unit, o.credits,
       '13800000000', '+86', 'bench@example.com', '{}'::jsonb, '[]'::jsonb,
       o.created_at, o.created_at + interval '30 minutes',
       case when o.status in (2, 6, 8) or o.paid_cancel then o.created_at + interval '5 minutes' end,
       case when o.status in (2, 6, 8) or o.paid_cancel then o.cny end,
       case when o.status = 9 then o.created_at + (random() * (o.start_day - o.created_at::date)) * interval '1 day' end,
       case when random() < 0.1 then 'partner-' || (1 + (random() * 4.99)::int) end,
       case when o.status in (6, 8) then (o.start_day + o.days)::timestamp + interval '12 hours' end,
       case when o.status in (6, 8) then greatest(1, o.days * o.nums * o.unit / 1000) else 0 end,
       o.created_at
     from (
       select a.*, case when a.r < 0.07 then 9 when a.r < 0.09 then 9 when a.r < 0.10 then 1
           when a.r < 0.20 then 2 when a.r < 0.80 then 6 else 8 end as status,
         a.r < 0.07 as paid_cancel
       from (
         select h.id as hotel_id, h.currency_id, rt.id as room_type_id, r.cny,
           d::date as start_day, 1 + (random() * 3.99)::int as days,
           case when random() < 1.0 / 7 then 2 else 1 end as nums,
           -- 300-900 of the hotel's main unit a night (JPY in yen, the others in cents).
           (300 + (random() * 600)::int) * case when h.currency_id = 4 then 20 else 100 end as unit,
           random() as r,
           case when random() < 0.1 then 100 * (1 + (random() * 9)::int) else 0 end as credits,
           d - (random() * 60) * interval '1 day' - interval '6 hours' as created_at
         from hotels h
         join ${rates} r on r.currency_id = h.currency_id
         join lateral (select id from room_types where hotel_id = h.id) rt on true
         cross join generate_series('2024-01-01'::timestamp, '2025-12-31', interval '1 day') as d
         cross join generate_series(1, $3::int) as k
         where h.store_id like 'S-REP%' and (k + rt.id) % 2 = 0
       ) a
     ) o`,
    [CURRENCIES.map((c) => c[0]), CURRENCIES.map((c) => c[2]), ARRIVALS],
  );
  await q(
    `insert into user_credits_notes (user_id, operate, credits, order_id, created_at)
     select user_id, 2, -pay_credits, id, created_at from orders where pay_credits > 0`,
  );
  await q(
    `insert into user_credits_notes (user_id, operate, credits, order_id, created_at)
     select user_id, 3, pay_credits, id, coalesce(cancelled_at, hold_expires_at)
     from orders where pay_credits > 0 and (status = 9)`,
  );
  await q(
    `insert into user_credits_notes (user_id, operate, credits, order_id, created_at)
     select user_id, 1, credits_gain, id, completed_at from orders where status in (6, 8)`,
  );
  await q(
    `insert into hotel_reviews (hotel_id, order_id, user_id, score, content, nickname, created_at,
       hidden_at)
     select hotel_id, id, user_id, 1 + (random() * 9)::int, 'Stayed.', 'B. U.',
       (start_day + days)::timestamp + interval '2 days',
       case when random() < 0.05 then (start_day + days)::timestamp + interval '3 days' end
     from orders where status = 8 and random() < 0.2`,
  );
  await q(`analyze`);
  const count = async (table) => Number((await q(`select count(*) from ${table}`)).rows[0].count);
  return {
    orders: await count('orders'),
    notes: await count('user_credits_notes'),
    reviews: await count('hotel_reviews'),
    rooms: await count('rooms'),
    hotelId: Number(
      (await q(`select min(id) from hotels where store_id like 'S-REP%'`)).rows[0].min,
    ),
    seconds: (performance.now() - started) / 1000,
  };
}

const gateway = await startStaffGateway({
  database: DB_NAME,
  port: PORT,
  seed: seedGroup,
  staff: () => ({ role: 'admin', hotelIds: [], name: 'Report Bench' }),
});
const seeded = gateway.seeded;

const reports = [
  ['group by day', 'from=20250101&to=20251231&by=day', 365],
  ['group by week', 'from=20250101&to=20251231&by=week', 53],
  ['group by month', 'from=20250101&to=20251231&by=month', 12],
  ['one hotel by day', `hotel_id=${seeded.hotelId}&from=20250101&to=20251231&by=day`, 365],
];

/** One report; milliseconds from request to answer. */
async function read(query, periods) {
  const started = performance.now();
  const data = await gateway.call('GET', `/reports/?${query}`);
  const ms = performance.now() - started;
  if (data.rows.length !== periods) throw new Error(`${data.rows.length} rows, not ${periods}`);
  return { ms, data };
}

try {
  console.log(
    `report year: ${HOTELS} hotels, ${seeded.rooms} rooms, ${seeded.orders} orders over 2024-2025, ` +
      `${seeded.notes} points entries, ${seeded.reviews} reviews (seeded in ${fmt(seeded.seconds)} s); ` +
      `${RUNS} runs after ${WARMUP} warm-up each; load average ${load()}`,
  );
  let missed = false;
  for (const [name, query, periods] of reports) {
    for (let run = 0; run < WARMUP; run++) await read(query, periods);
    const ms = [];
    let last;
    for (let run = 0; run < RUNS; run++) {
      const answer = await read(query, periods);
      ms.push(answer.ms);
      last = answer.data;
    }
    const { p50, p95 } = stats(ms);
    if (p50 >= 2000) missed = true;
    const t = last.totals;
    console.log(
      `${name}: median ${fmt(p50)} ms, p95 ${fmt(p95)} ms, max ${fmt(Math.max(...ms))} ms ` +
        `(occupancy ${t.occupancy}, revenue ${t.room_revenue} ${last.currency}, ` +
        `${t.bookings} bookings); load average ${load()}`,
    );
  }
  console.log(`aim < 2000 ms: ${missed ? 'missed' : 'met'} (median); load average ${load()}`);
} finally {
  await gateway.close();
}
