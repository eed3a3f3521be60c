#!/usr/bin/env node
/**
 * A year of prices through the staff calendar: `PUT /v1/s/calendar/` setting 366 days of one
 * room type (price and rooms left), as a hotel manager does when loading next year's rates.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:calendar \
 *     [--runs 20] [--warmup 3] [--rooms 20] [--port 4985]
 *
 * Runs under tsx (bench/staff-gateway.mjs): the gateway is built in-process from its source
 * and listens on loopback, so the figure is the current code's, HTTP included. It makes a
 * fresh database `bench_calendar` on the server of DATABASE_URL (migrated, reference data
 * seeded), one hotel with one room type of `--rooms` rooms, and a manager of that hotel
 * signed in through `POST /v1/s/session/` (the staff service makes the account, as
 * `staff:add` does). The first write creates the year's 366 rows; each measured run then
 * changes every day's price (and the rooms left every other run), so every day is locked,
 * counted against orders, rewritten, audited and its search versions moved. Prints the first
 * write, then median, p95 and max over the runs, with the load average. Aim: under 1 s.
 */
import { load, stats } from './gateway-bench.mjs';
import { args } from './lib.mjs';
import { startStaffGateway } from './staff-gateway.mjs';

const RUNS = Number(args.runs ?? 20);
const WARMUP = Number(args.warmup ?? 3);
const ROOMS = Number(args.rooms ?? 20);
const PORT = Number(args.port ?? 4985);
const DAYS = 366;
const DB_NAME = 'bench_calendar';

const fmt = (n) => n.toFixed(1);

/** One hotel (EUR, Athens) with one room type of ROOMS rooms in service. */
async function insertHotel(client) {
  const one = async (text, values) => (await client.query(text, values)).rows[0];
  const hotel = await one(
    `insert into hotels (city_id, country_id, name_cn, name_en, address_cn, address_en,
       currency_id, store_id, time_zone)
     values (1101, 1, '日历基准酒店', 'Calendar Bench Hotel', '基准路1号', '1 Bench Street',
       2, 'S-BENCH', 'Europe/Athens')
     returning id`,
  );
  const roomType = await one(
    `insert into room_types (hotel_id, name_cn, name_en) values ($1, '标准间', 'Standard Room')
     returning id`,
    [hotel.id],
  );
  await client.query(
    `insert into rooms (hotel_id, room_type_id, room_no)
     select $1, $2, (100 + n)::text from generate_series(1, $3::int) as n`,
    [hotel.id, roomType.id, ROOMS],
  );
  return { hotelId: hotel.id, roomTypeId: roomType.id };
}

const gateway = await startStaffGateway({
  database: DB_NAME,
  port: PORT,
  seed: insertHotel,
  staff: ({ hotelId }) => ({ role: 'manager', hotelIds: [hotelId], name: 'Calendar Bench' }),
});
const { roomTypeId } = gateway.seeded;

const first = new Date();
first.setUTCDate(first.getUTCDate() + 30);
const iso = (d) => d.toISOString().slice(0, 10);
const last = new Date(first);
last.setUTCDate(last.getUTCDate() + DAYS - 1);
const year = { room_type_id: roomTypeId, from: iso(first), to: iso(last) };

/** One write of the whole year; milliseconds from request to answer. */
async function write(run) {
  const body = { ...year, price: 100 + (run % 50) + 0.5, rest_nums: 5 + (run % 2) };
  const started = performance.now();
  const data = await gateway.call('PUT', '/calendar/', body);
  const ms = performance.now() - started;
  if (data.changed !== DAYS) throw new Error(`changed ${data.changed}, not ${DAYS}`);
  return ms;
}

try {
  console.log(
    `calendar year: ${DAYS} days of one room type (${ROOMS} rooms) through PUT /v1/s/calendar/, ` +
      `${RUNS} runs after ${WARMUP} warm-up; load average ${load()}`,
  );
  const created = await write(0);
  for (let run = 1; run <= WARMUP; run++) await write(run);
  const ms = [];
  for (let run = 0; run < RUNS; run++) ms.push(await write(WARMUP + 1 + run));
  const { p50, p95 } = stats(ms);
  const max = Math.max(...ms);
  console.log(`first write (creates the 366 rows): ${fmt(created)} ms`);
  console.log(`year rewritten: median ${fmt(p50)} ms, p95 ${fmt(p95)} ms, max ${fmt(max)} ms`);
  console.log(`aim < 1000 ms: ${p95 < 1000 ? 'met' : 'missed'} (p95); load average ${load()}`);
} finally {
  await gateway.close();
}
