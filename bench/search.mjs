#!/usr/bin/env node
/**
 * Search benchmark: a city search for a 3-night stay with price_min over the stay, at the
 * gateway over loopback vs the same SQL bare through the same driver (node-postgres).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/search.mjs \
 *     [--hotels 2000] [--room-types 6] [--days 365] [--city 1101] [--duration 10] [--reseed]
 *
 * It creates (once) a database `bench_search_{hotels}_{days}` on that server, seeds it with the
 * gateway's seed at that scale, starts the built gateway (apps/gateway/dist) on it, and
 * prints one client p50/p95/p99 and 50-connection req/s and latencies for both, with ratios.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { args, fromGateway, root } from './lib.mjs';

const gatewayDir = join(root, 'apps/gateway');
const pg = fromGateway('pg');
const autocannon = fromGateway('autocannon');

const HOTELS = Number(args.hotels ?? 2000);
const ROOM_TYPES = Number(args['room-types'] ?? 6);
const DAYS = Number(args.days ?? 365);
const CITY = Number(args.city ?? 1101);
const NIGHTS = 3;
const DURATION = Number(args.duration ?? 10);
const SAMPLES = Number(args.samples ?? 400);
const CONNECTIONS = 50;
const PORT = Number(args.port ?? 4999);
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 10);

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'Set DATABASE_URL to a PostgreSQL server (the benchmark makes its own database there).',
  );
  process.exit(2);
}
const dbName = `bench_search_${HOTELS}_${DAYS}`;
const dbUrl = (() => {
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

const startDate = new Date();
startDate.setUTCDate(startDate.getUTCDate() + 30);
const startIso = startDate.toISOString().slice(0, 10);
const startDay = Number(startIso.replaceAll('-', ''));
const path = `/v1/u/hotel/main/?city_id=${CITY}&start_day=${startDay}&days=${NIGHTS}&page=1&nums=100&order_by=rcmd&seq=asc`;

// The gateway's two statements of a search page (catalog/hotels.ts: searchHotels), verbatim.
const LIST_SQL = `select h.id, h.name_cn, h.name_en, h.address_cn, h.address_en, h.score10,
  h.currency_id, cur.symbol, cur.minor_unit, h.coord_x, h.coord_y, h.image_key, h.hotel_tag,
  h.city_id, c.name_cn as city_cn, c.name_en as city_en, p.price_min
  from hotels h
  join regions c on c.region_id = h.city_id
  join currencies cur on cur.id = h.currency_id
  left join lateral (
    select min(x.m) as price_min from (
      select min(d.price) as m
      from room_types rt
      join room_type_days d on d.room_type_id = rt.id
        and d.day >= $1::date and d.day < $2::date + $3::int
        and d.rest_nums > 0
      where rt.hotel_id = h.id and rt.status = 1
      group by rt.id
      having count(*) = $4::int
    ) x
  ) p on true
  where h.city_id = $5::int and h.status = 1
  order by (p.price_min is null), h.score10 desc, h.id
  limit $6::int offset $7::int`;
const COUNT_SQL =
  'select count(*)::int as n from hotels h where h.city_id = $1::int and h.status = 1';
const listParams = [startIso, startIso, NIGHTS, NIGHTS, CITY, 100, 0];

async function bare(pool) {
  const [list, count] = await Promise.all([
    pool.query(LIST_SQL, listParams),
    pool.query(COUNT_SQL, [CITY]),
  ]);
  return { rows: list.rows, total: count.rows[0].n };
}

function pct(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const summary = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99) };
};
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
  if (exists.rowCount === 0) await admin.query(`create database "${dbName}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  let count = 0;
  try {
    count = (await client.query('select count(*)::int as n from hotels')).rows[0].n;
  } catch {
    count = 0;
  }
  await client.end();
  if (count !== HOTELS || args.reseed) {
    console.log(
      `seeding ${dbName}: ${HOTELS} hotels x ${ROOM_TYPES} room types x ${DAYS} days ...`,
    );
    const seed = spawnSync(
      'pnpm',
      [
        '--filter',
        '@bookdirect/gateway',
        'seed',
        '--',
        '--reset',
        '--hotels',
        String(HOTELS),
        '--room-types',
        String(ROOM_TYPES),
        '--days',
        String(DAYS),
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' },
      },
    );
    if (seed.status !== 0) throw new Error('seed failed');
  }
}

async function startGateway(cache) {
  if (!existsSync(join(gatewayDir, 'dist/server.js'))) {
    const build = spawnSync('pnpm', ['--filter', '@bookdirect/gateway', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('build failed');
  }
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: gatewayDir,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      SEARCH_CACHE: cache ? '1' : '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      await get(`/v1/u/util/currency/`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill('SIGTERM');
  throw new Error('gateway did not start');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(url) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path: url, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
    });
    req.on('error', reject);
  });
}

async function oneClient(fn) {
  for (let i = 0; i < 30; i++) await fn();
  const ms = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return summary(ms);
}

async function bareAt50(pool) {
  const ms = [];
  const end = performance.now() + DURATION * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await bare(pool);
        ms.push(performance.now() - t);
        done++;
      }
    }),
  );
  return { rps: done / DURATION, ...summary(ms) };
}

function gatewayAt50() {
  return new Promise((resolve, reject) => {
    const ms = [];
    const instance = autocannon(
      { url: `http://127.0.0.1:${PORT}${path}`, connections: CONNECTIONS, duration: DURATION },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0 || result.errors > 0)
          console.warn(`non-2xx ${result.non2xx}, errors ${result.errors}`);
        resolve({ rps: result.requests.total / DURATION, ...summary(ms) });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => ms.push(responseTime));
  });
}

await ensureDatabase();
const onePool = new pg.Pool({ connectionString: dbUrl, max: 1 });
const fiftyPool = new pg.Pool({ connectionString: dbUrl, max: CONNECTIONS });
const results = {};
try {
  for (const cache of [false, true]) {
    const gateway = await startGateway(cache);
    try {
      // Both answer the same hotels in the same order.
      const viaGateway = await get(path);
      const direct = await bare(onePool);
      const gIds = viaGateway.data.hotel_list.map((h) => h.hotel_id).join(',');
      const bIds = direct.rows.map((r) => r.id).join(',');
      if (gIds !== bIds || viaGateway.data.total !== direct.total)
        throw new Error('gateway and bare query disagree');
      if (!cache) {
        const soldOut = viaGateway.data.hotel_list.filter((h) => h.price_min === null).length;
        console.log(
          `\n${HOTELS} hotels x ${ROOM_TYPES} room types x ${DAYS} days; city ${CITY}: ${direct.total} hotels ` +
            `(${soldOut} sold out on page 1), ${NIGHTS} nights from ${startDay}; gateway pool ${POOL}\n`,
        );
        results.bare1 = await oneClient(() => bare(onePool));
        await bareAt50(fiftyPool); // warm the 50 connections
        results.bare50 = await bareAt50(fiftyPool);
      }
      const key = cache ? 'cached' : 'uncached';
      results[`${key}1`] = await oneClient(() => get(path));
      results[`${key}50`] = await gatewayAt50();
    } finally {
      gateway.kill('SIGTERM');
      agent.destroy();
      await new Promise((r) => gateway.once('exit', r));
    }
  }
  const { bare1, bare50, uncached1, uncached50, cached1, cached50 } = results;
  const rows = [
    ['one client', 'p50 ms', 'p95 ms', 'p99 ms'],
    ['  gateway', fmt(uncached1.p50), fmt(uncached1.p95), fmt(uncached1.p99)],
    ['  gateway+cache', fmt(cached1.p50), fmt(cached1.p95), fmt(cached1.p99)],
    ['  bare query', fmt(bare1.p50), fmt(bare1.p95), fmt(bare1.p99)],
    ['50 connections', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'],
    [
      '  gateway',
      uncached50.rps.toFixed(0),
      fmt(uncached50.p50),
      fmt(uncached50.p95),
      fmt(uncached50.p99),
    ],
    [
      '  gateway+cache',
      cached50.rps.toFixed(0),
      fmt(cached50.p50),
      fmt(cached50.p95),
      fmt(cached50.p99),
    ],
    ['  bare query', bare50.rps.toFixed(0), fmt(bare50.p50), fmt(bare50.p95), fmt(bare50.p99)],
  ];
  for (const r of rows)
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(16) : c.padStart(9))).join(''));
  console.log(
    `\nratio gateway p50 / bare p50 (one client):       ${(uncached1.p50 / bare1.p50).toFixed(2)}  (cache: ${(cached1.p50 / bare1.p50).toFixed(2)}; aim <= 2)`,
  );
  console.log(
    `ratio gateway req/s / bare req/s (50 clients):   ${(uncached50.rps / bare50.rps).toFixed(2)}  (cache: ${(cached50.rps / bare50.rps).toFixed(2)}; aim >= 0.5)`,
  );
  console.log(
    JSON.stringify({ hotels: HOTELS, roomTypes: ROOM_TYPES, days: DAYS, city: CITY, ...results }),
  );
} finally {
  await onePool.end();
  await fiftyPool.end();
}
