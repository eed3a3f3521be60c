#!/usr/bin/env node
/**
 * A platform-bookings file previewed from the back office: `POST /v1/s/checkin/ota-orders/`
 * with `dry_run: 1` and a CSV of `--rows` reservations (2,000 by default), as the office's
 * import page sends it before the manager chooses to import.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:ota-preview \
 *     [--rows 2000] [--runs 7] [--warmup 2] [--port 4986]
 *
 * Runs under tsx, like calendar-year.mjs: the gateway is built in-process from its source and
 * listens on loopback, so the figure is the current code's, HTTP included. It makes a fresh
 * database `bench_ota_preview` on the server of DATABASE_URL (migrated, reference data
 * seeded), one hotel with 5 room types of 40 rooms each and 120 nights of stock, and a
 * manager of that hotel signed in through `POST /v1/s/session/`. The file's lines spread over
 * the room types and nights (1 to 3 nights, 1 or 2 rooms, five platforms); one line in 20 has
 * a bad e-mail, so the preview reports problems too. Each run previews the whole file (every
 * line checked, nothing written); prints the median, p95 and max, with the load average.
 * Aim: a few seconds at most.
 */
import { load, stats } from './gateway-bench.mjs';
import { args } from './lib.mjs';
import { startStaffGateway } from './staff-gateway.mjs';

const ROWS = Number(args.rows ?? 2000);
const RUNS = Number(args.runs ?? 7);
const WARMUP = Number(args.warmup ?? 2);
const PORT = Number(args.port ?? 4986);
const ROOM_TYPES = 5;
const ROOMS = 40;
const NIGHTS = 120;
const DB_NAME = 'bench_ota_preview';
const PLATFORMS = ['Booking.com', 'Agoda', 'Expedia', 'Trip.com', 'Airbnb'];

const fmt = (n) => n.toFixed(1);

/** One hotel (EUR, Athens), its rate plan, its room types and rooms, and their stock. */
async function insertHotel(client) {
  const one = async (text, values) => (await client.query(text, values)).rows[0];
  const hotel = await one(
    `insert into hotels (city_id, country_id, name_cn, name_en, address_cn, address_en,
       currency_id, store_id, time_zone)
     values (1101, 1, '导入基准酒店', 'Import Bench Hotel', '基准路2号', '2 Bench Street',
       2, 'S-BENCH', 'Europe/Athens')
     returning id`,
  );
  await client.query(
    `insert into rate_plans (hotel_id, name_cn, name_en) values ($1, '标准价', 'Standard')`,
    [hotel.id],
  );
  const roomTypeIds = [];
  for (let n = 1; n <= ROOM_TYPES; n++) {
    const roomType = await one(
      `insert into room_types (hotel_id, name_cn, name_en) values ($1, $2, $3) returning id`,
      [hotel.id, `房型${n}`, `Room Type ${n}`],
    );
    await client.query(
      `insert into rooms (hotel_id, room_type_id, room_no)
       select $1, $2, ($3::int * 1000 + n)::text from generate_series(1, $4::int) as n`,
      [hotel.id, roomType.id, n, ROOMS],
    );
    await client.query(
      `insert into room_type_days (room_type_id, day, price, rest_nums)
       select $1, current_date + n, 12000, $2 from generate_series(0, $3::int - 1) as n`,
      [roomType.id, ROOMS, NIGHTS],
    );
    roomTypeIds.push(roomType.id);
  }
  return { hotelId: hotel.id, roomTypeIds };
}

const gateway = await startStaffGateway({
  database: DB_NAME,
  port: PORT,
  seed: insertHotel,
  staff: ({ hotelId }) => ({ role: 'manager', hotelIds: [hotelId], name: 'Import Bench' }),
});
const { hotelId, roomTypeIds } = gateway.seeded;

/** `YYYY-MM-DD`, `n` days from today (UTC). */
const dayFrom = (n) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The file: ROWS reservations over the room types and nights, one in 20 with a bad e-mail. */
function bookingsFile() {
  const header =
    'platform,platform_order_no,hotel,room_type,check_in,check_out,guest_name,email,phone,tel_prefix,rooms,amount';
  const lines = [header];
  for (let n = 0; n < ROWS; n++) {
    const arrival = 1 + (n % (NIGHTS - 5));
    const nights = 1 + (n % 3);
    lines.push(
      [
        PLATFORMS[n % PLATFORMS.length],
        `BENCH-${n + 1}`,
        hotelId,
        roomTypeIds[n % roomTypeIds.length],
        dayFrom(arrival),
        dayFrom(arrival + nights),
        'Mei Chen',
        n % 20 === 19 ? 'not-an-address' : `guest${n}@example.com`,
        '+351912345678',
        '',
        1 + (n % 2),
        n % 4 === 0 ? '240.00' : '',
      ].join(','),
    );
  }
  return lines.join('\n');
}

const csv = bookingsFile();

/** One preview of the whole file; milliseconds from request to answer. */
async function preview() {
  const started = performance.now();
  const data = await gateway.call('POST', '/checkin/ota-orders/', { dry_run: 1, csv });
  const ms = performance.now() - started;
  if (data.report.length !== ROWS) throw new Error(`${data.report.length} lines, not ${ROWS}`);
  if (data.imported !== 0) throw new Error('a preview imported');
  return { ms, data };
}

try {
  console.log(
    `platform-bookings preview: ${ROWS} lines (${fmt(csv.length / 1024)} KiB of CSV) through ` +
      `POST /v1/s/checkin/ota-orders/ dry_run, ${RUNS} runs after ${WARMUP} warm-up; ` +
      `load average ${load()}`,
  );
  const { data } = await preview();
  console.log(
    `outcomes: ${data.valid} valid, ${data.existing} exist, ${data.refused} refused (bad e-mail)`,
  );
  for (let run = 1; run < WARMUP; run++) await preview();
  const ms = [];
  for (let run = 0; run < RUNS; run++) ms.push((await preview()).ms);
  const { p50, p95 } = stats(ms);
  const max = Math.max(...ms);
  console.log(`preview: median ${fmt(p50)} ms, p95 ${fmt(p95)} ms, max ${fmt(max)} ms`);
  console.log(`aim < 5000 ms: ${p50 < 5000 ? 'met' : 'missed'} (median); load average ${load()}`);
} finally {
  await gateway.close();
}
