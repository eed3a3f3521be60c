#!/usr/bin/env node
/**
 * The search cache under bookings: 50 connections search 20 cities (page 1, recommended
 * order, 3-night stays starting anywhere in the next 60 days) while a steady 10 orders/s book
 * 3-night stays across the same cities. Prints the hit rate (the gateway's `X-Cache` header),
 * search req/s and p50/p95/p99, and the orders/s achieved, for each build with the cache on
 * and off, one after the other in one run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/search-mixed.mjs \
 *     [--gateway-dist apps/gateway/dist,/tmp/gateway-dist-before-cache] [--hotels 2000]
 *     [--days 90] [--cities 20] [--window 60] [--orders 10] [--duration 20] [--warmup 5]
 *     [--connections 50] [--port 4980] [--reseed]
 *
 * `--gateway-dist` takes one or more built gateways (`dist/` folders, comma-separated). Each
 * runs from a staging folder (its server.js beside the gateway's node_modules and drizzle
 * folder). A build from before the search versions (its bundle reads `catalog_version`) runs
 * on a copy of the database converted back to that schema (migrations 0003-0004), so both
 * builds answer the same catalogue.
 *
 * Databases: `bench_cache_{hotels}_{days}` (seeded once with the gateway's seed) and
 * `bench_cache_{hotels}_{days}_global` (the copy). Bookings stay unpaid and hold their rooms:
 * every run takes a few hundred room-nights of the thousands there are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  apiOn,
  DEMO,
  dayAt,
  ensureSeeded,
  gatewayDists,
  load,
  query,
  saveBenchGuest,
  serverUrl,
  sha256,
  stage,
  startGateway as start,
  stats,
  stop,
  toGlobalVersionRow,
  urlOf,
} from './gateway-bench.mjs';
import { args, fromGateway, root } from './lib.mjs';

const autocannon = fromGateway('autocannon');

const DISTS = gatewayDists();
const HOTELS = Number(args.hotels ?? 2000);
const DAYS = Number(args.days ?? 90);
const CITIES = Number(args.cities ?? 20);
const WINDOW = Number(args.window ?? 60);
const NIGHTS = 3;
const ORDERS_PER_S = Number(args.orders ?? 10);
const DURATION = Number(args.duration ?? 20);
const WARMUP = Number(args.warmup ?? 5);
const CONNECTIONS = Number(args.connections ?? 50);
const PORT = Number(args.port ?? 4980);
const dbName = `bench_cache_${HOTELS}_${DAYS}`;
// Stays start tomorrow at the earliest, clear of "today" in any hotel's time zone.
const FIRST = 1;
const compact = (iso) => iso.replaceAll('-', '');

async function ensureDatabase() {
  if (await ensureSeeded(dbName, HOTELS, DAYS)) {
    await query(serverUrl(), `drop database if exists "${dbName}_global"`);
  }
}

/** A copy of the database with the search versions replaced by the global version row. */
async function ensureGlobalDatabase() {
  const name = `${dbName}_global`;
  const [exists] = await query(serverUrl(), 'select 1 as one from pg_database where datname = $1', [
    name,
  ]);
  if (exists) return name;
  console.log(`copying ${dbName} to ${name} (global version row) ...`);
  await query(serverUrl(), `create database "${name}" template "${dbName}"`);
  await toGlobalVersionRow(urlOf(name));
  return name;
}

const startGateway = (dir, dbUrl, cache) =>
  start(dir, PORT, { DATABASE_URL: dbUrl, SEARCH_CACHE: cache ? '1' : '0' });

const api = apiOn(PORT);

/** The demo member (created by the gateway at start) with one saved guest. */
async function booker() {
  const { token } = await api('POST', '/user/login/', {
    body: { email: DEMO.email, password: sha256(DEMO.password) },
  });
  return { token, guest: await saveBenchGuest(api, token) };
}

/** The cities with the most hotels, and up to 10 room types per city with their prices. */
async function catalogue(dbUrl) {
  const cities = (
    await query(
      dbUrl,
      `select city_id from hotels where status = 1 group by city_id
       order by count(*) desc, city_id limit $1::int`,
      [CITIES],
    )
  ).map((r) => r.city_id);
  const rooms = await query(
    dbUrl,
    `select h.city_id, h.id as hotel_id, rt.id as room_type_id, cur.minor_unit,
       array_agg(d.price order by d.day) as prices
     from (select h.*, row_number() over (partition by h.city_id order by h.id) as n
           from hotels h where h.status = 1 and h.city_id = any($1::int[])) h
     join currencies cur on cur.id = h.currency_id
     join room_types rt on rt.hotel_id = h.id and rt.status = 1
     join room_type_days d on d.room_type_id = rt.id
       and d.day >= $2::date and d.day < $2::date + $3::int
     where h.n <= 5
     group by 1, 2, 3, 4
     having count(*) = $3::int`,
    [cities, dayAt(FIRST), WINDOW + NIGHTS - 1],
  );
  return { cities, rooms };
}

/**
 * Index and table scans of `regions` so far. Every computed search page joins its hotels'
 * city rows and nothing else the load does reads that table, so its growth per request of
 * the cache-off run tells how many searches a cache-on run computed: the hit rate of a build
 * without the X-Cache header, checked against the header on the builds that send it.
 */
async function regionScans(dbUrl) {
  const [row] = await query(
    dbUrl,
    `select coalesce(idx_scan, 0) + coalesce(seq_scan, 0) as n from pg_stat_user_tables
     where relname = 'regions'`,
  );
  return Number(row?.n ?? 0);
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const searchPath = (city, offset) =>
  `/v1/u/hotel/main/?city_id=${city}&start_day=${compact(dayAt(FIRST + offset))}&days=${NIGHTS}&page=1&nums=100`;

async function fill(cities) {
  const keys = cities.flatMap((city) =>
    Array.from({ length: WINDOW }, (_, o) => searchPath(city, o)),
  );
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let key = keys.pop(); key; key = keys.pop()) {
        await (await fetch(`http://127.0.0.1:${PORT}${key}`)).arrayBuffer();
      }
    }),
  );
}

async function run(label, dir, dbUrl, cache, { cities, rooms }) {
  const child = await startGateway(dir, dbUrl, cache);
  try {
    const person = await booker();
    // Every (city, start) asked once first, so the measured part shows the steady state of a
    // busy site rather than the cache filling up.
    if (cache) await fill(cities);
    const loadBefore = load();
    const measureFrom = performance.now() + WARMUP * 1000;
    const measured = () => performance.now() >= measureFrom;
    const scansAtStart = new Promise((r) => setTimeout(r, WARMUP * 1000)).then(() =>
      regionScans(dbUrl),
    );
    const searchMs = [];
    const verdicts = { HIT: 0, MISS: 0, none: 0 };
    let searchErrors = 0;

    // Bookings: one every 1/ORDERS_PER_S s, not waiting for the previous one.
    const orderMs = [];
    const outcomes = new Map();
    const pending = new Set();
    const fire = () => {
      const room = pick(rooms);
      const offset = Math.floor(Math.random() * WINDOW);
      const minor = room.prices.slice(offset, offset + NIGHTS).reduce((a, b) => a + Number(b), 0);
      const counted = measured();
      const t = performance.now();
      const p = api('POST', '/orders/main/', {
        token: person.token,
        body: {
          source: 1,
          content: JSON.stringify({
            start_day: Number(compact(dayAt(FIRST + offset))),
            days: NIGHTS,
            hotel_id: room.hotel_id,
            hotel_room_type_id: room.room_type_id,
            nums: 1,
            user_folks: [person.guest],
          }),
          amount: Math.floor(minor / 10 ** room.minor_unit),
          mobile: '2100000000',
          tel_prefix: '+30',
          email: 'bench@example.com',
          credits: 0,
          store_id: '',
          needLogin: 1,
        },
      })
        .then(
          () => 'ok',
          (e) => String(e.message).split(': ').at(-1),
        )
        .then((key) => {
          if (!counted) return;
          orderMs.push(performance.now() - t);
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        })
        .finally(() => pending.delete(p));
      pending.add(p);
    };
    const timer = setInterval(fire, 1000 / ORDERS_PER_S);

    await new Promise((resolvePromise, reject) => {
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${PORT}/v1/u/hotel/main/`,
          connections: CONNECTIONS,
          duration: WARMUP + DURATION,
          requests: [
            {
              method: 'GET',
              setupRequest(req) {
                return {
                  ...req,
                  path: searchPath(pick(cities), Math.floor(Math.random() * WINDOW)),
                };
              },
              onResponse(status, _body, _context, headers) {
                if (!measured()) return;
                if (status !== 200) searchErrors++;
                const verdict = headers?.['x-cache'] ?? headers?.['X-Cache'];
                verdicts[verdict === 'HIT' || verdict === 'MISS' ? verdict : 'none']++;
              },
            },
          ],
        },
        (err, result) => {
          if (err) return reject(err);
          searchErrors += result.errors + result.timeouts;
          resolvePromise(result);
        },
      );
      instance.on('response', (_client, _status, _bytes, ms) => {
        if (measured()) searchMs.push(ms);
      });
    });
    clearInterval(timer);
    await Promise.all(pending);
    // Read once the gateway's connections have closed (a backend flushes its counters then).
    await stop(child);
    const scans = (await regionScans(dbUrl)) - (await scansAtStart);

    const answered = verdicts.HIT + verdicts.MISS;
    const orders = outcomes.get('ok') ?? 0;
    return {
      label,
      cache,
      load: `${loadBefore} / ${load()}`,
      hitRate: answered > 0 ? verdicts.HIT / answered : null,
      rps: searchMs.length / DURATION,
      search: stats(searchMs),
      searchErrors,
      ordersPerS: orders / DURATION,
      order: stats(orderMs),
      outcomes: Object.fromEntries(outcomes),
      scans,
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) await stop(child);
  }
}

await ensureDatabase();
const builds = [];
for (const dist of DISTS) {
  if (!existsSync(join(dist, 'server.js'))) throw new Error(`no server.js in ${dist}`);
  const global = readFileSync(join(dist, 'server.js'), 'utf8').includes('catalog_version');
  const db = global ? await ensureGlobalDatabase() : dbName;
  builds.push({
    label: `${dist.startsWith(root) ? relative(root, dist) : dist}${global ? ' (global version row)' : ''}`,
    dir: stage(dist, 'search-mixed-'),
    dbUrl: urlOf(db),
  });
}
const shape = await catalogue(urlOf(dbName));
console.log(
  `${HOTELS} hotels x ${DAYS} days; ${shape.cities.length} cities, ${shape.rooms.length} room types booked; ` +
    `searches: ${CONNECTIONS} connections, ${NIGHTS} nights from day +${FIRST}..+${FIRST + WINDOW - 1}, ` +
    `page 1 (100), recommended order; bookings: ${ORDERS_PER_S}/s, ${NIGHTS} nights, 1 room; ` +
    `${WARMUP} s warm-up, ${DURATION} s measured. Started ${new Date().toISOString()}`,
);

const results = [];
for (const build of builds) {
  for (const cache of [true, false]) {
    const result = await run(build.label, build.dir, build.dbUrl, cache, shape);
    results.push(result);
    console.log(JSON.stringify(result));
  }
}

const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const pct = (n) => (n === null || !Number.isFinite(n) ? '-' : `${(n * 100).toFixed(1)} %`);
/** 1 - computed / answered, computed from the scans per request of the same build uncached. */
function estimatedHitRate(r) {
  const off = results.find((o) => o.label === r.label && !o.cache);
  if (!r.cache || !off?.scans || off.rps === 0) return null;
  const perSearch = off.scans / (off.rps * DURATION);
  return Math.max(0, 1 - r.scans / perSearch / (r.rps * DURATION));
}
console.log(
  '\n| build | cache | load avg (1/5/15 min, before / after) | hit rate (X-Cache) | hit rate (estimated) | search req/s | p50 ms | p95 ms | p99 ms | orders/s | order p50 ms | order p99 ms |',
);
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.cache ? 'on' : 'off'} | ${r.load} | ${pct(r.hitRate)} | ${pct(estimatedHitRate(r))} | ` +
      `${f1(r.rps)} | ${f1(r.search.p50)} | ${f1(r.search.p95)} | ${f1(r.search.p99)} | ${f1(r.ordersPerS)} | ` +
      `${f1(r.order.p50)} | ${f1(r.order.p99)} |`,
  );
}
for (const r of results) {
  if (r.searchErrors > 0)
    console.log(`${r.label} cache ${r.cache ? 'on' : 'off'}: ${r.searchErrors} search errors`);
  console.log(
    `${r.label} cache ${r.cache ? 'on' : 'off'} order outcomes: ${JSON.stringify(r.outcomes)}`,
  );
}
