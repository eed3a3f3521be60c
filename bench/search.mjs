#!/usr/bin/env node
/**
 * Search benchmark: a city search for a 3-night stay with price_min over the stay, at the
 * gateway over loopback vs the fastest bare statement for the same answer through the same
 * driver (node-postgres), with the search cache off (`SEARCH_CACHE=0`).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/search.mjs \
 *     [--scales 2000x365,20000x120] [--hotels 2000 --days 365] [--room-types 6] [--city 1101]
 *     [--gateway-dist /tmp/gateway-dist-before] [--duration 10] [--samples 400] [--reseed]
 *     [--workers N]
 *
 * For each scale (hotels x days) it creates (once) a database `bench_search_{hotels}_{days}`
 * on that server, seeds it with the gateway's seed at that scale, and starts the built
 * gateway (apps/gateway/dist) on it; with `--gateway-dist` also that build ("before"), side
 * by side. All answers are checked to be the same hotels in the same order with the same
 * total, then: one client, every variant's requests interleaved (p50/p95/p99); 50
 * connections, each variant in turn (req/s, p50/p95/p99). With two scales, the ratio of the
 * gateway's one-client p50 between them (a city of 1,000 hotels against one of 100).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { ensureSeeded, gatewayDir, load, serverUrl, stage, urlOf } from './gateway-bench.mjs';
import { args, fromGateway, root } from './lib.mjs';

const pg = fromGateway('pg');
const autocannon = fromGateway('autocannon');

const SCALES = String(args.scales ?? `${args.hotels ?? 2000}x${args.days ?? 365}`)
  .split(',')
  .map((s) => s.split('x').map(Number))
  .map(([hotels, days]) => ({ hotels, days }));
const ROOM_TYPES = Number(args['room-types'] ?? 6);
const CITY = Number(args.city ?? 1101);
const NIGHTS = 3;
const NUMS = 100;
const DURATION = Number(args.duration ?? 10);
const SAMPLES = Number(args.samples ?? 400);
const CONNECTIONS = 50;
const PORT = Number(args.port ?? 4990);
// GATEWAY_WORKERS of the measured gateways: processes sharing the port (1: one process).
const WORKERS = Number(args.workers ?? 1);
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const BEFORE_DIST = args['gateway-dist'] ? resolve(String(args['gateway-dist'])) : undefined;

serverUrl();

const startDate = new Date();
startDate.setUTCDate(startDate.getUTCDate() + 30);
const startIso = startDate.toISOString().slice(0, 10);
const startDay = Number(startIso.replaceAll('-', ''));
const pathFor = (orderBy) =>
  `/v1/u/hotel/main/?city_id=${CITY}&start_day=${startDay}&days=${NIGHTS}&page=1&nums=${NUMS}&order_by=${orderBy}&seq=asc`;

/**
 * The gateway's own statement for page 1 in the `rcmd` order (catalog/hotels.ts:
 * searchWalkSql), rendered from the gateway's source with the same text, name and values the
 * gateway sends (bench/search-statement.mts), and sent named, so it is planned once per
 * connection as in the gateway: the fastest single statement found for the answer (see
 * docs/performance). It walks the city's hotels in score order (`hotels_city_idx`), prices
 * each with one aggregate per room type over the primary key of `room_type_days`, and stops at
 * the page's `offset + nums`-th available hotel; the sold-out tail, the count of the city's
 * hotels and (`version`) the search version the facets' cache compares ride on it.
 */
function gatewayStatement({ nums = NUMS, version = true } = {}) {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/search-statement.mts',
      '--city',
      String(CITY),
      '--start',
      startIso,
      '--nights',
      String(NIGHTS),
      '--nums',
      String(nums),
      ...(version ? [] : ['--no-version']),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`search-statement.mts failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}
const STATEMENT = gatewayStatement();
// The same without the version columns: the answer alone.
const ANSWER_ONLY = gatewayStatement({ version: false });
// Every hotel of the city, to count the available ones.
const EVERY_HOTEL = gatewayStatement({ nums: 1_000_000, version: false });

/**
 * The statements of the search before the walk, unnamed, as the "before" gateway sent them:
 * every hotel of the city priced, sold-out ones sorted last, then the page cut; the count
 * beside it.
 */
const WHOLE_CITY_SQL = `select h.id, h.name_cn, h.name_en, h.address_cn, h.address_en, h.score10,
  h.currency_id, cur.symbol, cur.minor_unit, h.coord_x, h.coord_y, h.image_key, h.hotel_tag,
  h.hotel_tag_cn, h.city_id, c.name_cn as city_cn, c.name_en as city_en, p.price_min
  from hotels h
  join regions c on c.region_id = h.city_id
  join currencies cur on cur.id = h.currency_id
  left join exchange_rates fx on fx.currency_id = h.currency_id
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
const wholeCityParams = [startIso, startIso, NIGHTS, NIGHTS, CITY, NUMS, 0];

async function bareStatement(pool, statement = STATEMENT) {
  const { rows } = await pool.query(statement);
  const page = rows.filter((r) => r.id !== null);
  return { rows: page, ids: page.map((r) => r.id), total: rows[0].total };
}
const bareAnswerOnly = (pool) => bareStatement(pool, ANSWER_ONLY);

async function bareWholeCity(pool) {
  const [list, count] = await Promise.all([
    pool.query(WHOLE_CITY_SQL, wholeCityParams),
    pool.query(COUNT_SQL, [CITY]),
  ]);
  return { ids: list.rows.map((r) => r.id), total: count.rows[0].n };
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
const stamp = () => new Date().toISOString().slice(11, 19);

async function ensureDatabase({ hotels, days }) {
  const dbName = `bench_search_${hotels}_${days}`;
  await ensureSeeded(dbName, hotels, days, ROOM_TYPES);
  return urlOf(dbName);
}

const stageBuild = (dist, label) => stage(dist, `bench-search-${label}-`);

async function startGateway(dir, dbUrl, port) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: dir,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      SEARCH_CACHE: '0',
      GATEWAY_WORKERS: String(WORKERS),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path) =>
    new Promise((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString()));
          } catch (error) {
            reject(error);
          }
        });
      });
      req.on('error', reject);
    });
  const stop = async () => {
    agent.destroy();
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  };
  for (let i = 0; i < 100; i++) {
    try {
      await get('/v1/u/util/currency/');
      return { port, get, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await stop();
  throw new Error(`gateway on ${port} did not start`);
}

/** One client: each variant in turn per round, so a change of machine load hits all alike. */
async function oneClient(variants) {
  const ms = variants.map(() => []);
  for (let i = 0; i < 30 + SAMPLES; i++) {
    for (const [k, v] of variants.entries()) {
      const t = performance.now();
      await v.fn();
      if (i >= 30) ms[k].push(performance.now() - t);
    }
  }
  return ms.map(summary);
}

async function bareAt50(pool, fn) {
  const ms = [];
  const end = performance.now() + DURATION * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await fn(pool);
        ms.push(performance.now() - t);
        done++;
      }
    }),
  );
  return { rps: done / DURATION, ...summary(ms) };
}

function gatewayAt50(port, path) {
  return new Promise((resolve, reject) => {
    const ms = [];
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: DURATION },
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

function table(title, head, rows) {
  console.log(`\n${title.padEnd(30)}${head.map((h) => h.padStart(9)).join('')}`);
  for (const [label, ...cells] of rows)
    console.log(`  ${label.padEnd(28)}${cells.map((c) => String(c).padStart(9)).join('')}`);
}

async function runScale(scale) {
  const dbUrl = await ensureDatabase(scale);
  const afterDir = stageBuild(join(gatewayDir, 'dist'), 'after');
  const beforeDir = BEFORE_DIST && stageBuild(BEFORE_DIST, 'before');
  const gateways = [];
  const onePool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  try {
    const after = await startGateway(afterDir, dbUrl, PORT);
    gateways.push(after);
    const before = beforeDir && (await startGateway(beforeDir, dbUrl, PORT + 1));
    if (before) gateways.push(before);

    // Every variant answers the same hotels in the same order, and the same total.
    const answer = (label, ids, total) => ({ label, key: `${total}:${ids.join(',')}` });
    const rcmd = pathFor('rcmd');
    const price = pathFor('price');
    const fromGatewayAnswer = async (label, gw, path) => {
      const { data } = await gw.get(path);
      return answer(
        label,
        data.hotel_list.map((h) => h.hotel_id),
        data.total,
      );
    };
    const walk = await bareStatement(onePool);
    const alone = await bareAnswerOnly(onePool);
    const whole = await bareWholeCity(onePool);
    const answers = [
      answer('bare statement', walk.ids, walk.total),
      answer('bare statement without the version', alone.ids, alone.total),
      answer('bare whole city', whole.ids, whole.total),
      await fromGatewayAnswer('gateway', after, rcmd),
      ...(before ? [await fromGatewayAnswer('gateway before', before, rcmd)] : []),
    ];
    for (const a of answers)
      if (a.key !== answers[0].key) throw new Error(`${a.label} and bare statement disagree`);
    const priceAfter = await fromGatewayAnswer('price', after, price);
    if (before) {
      const priceBefore = await fromGatewayAnswer('price before', before, price);
      if (priceAfter.key !== priceBefore.key)
        throw new Error('price order: gateway and gateway before disagree');
    }

    const everyHotel = await onePool.query(EVERY_HOTEL);
    const available = everyHotel.rows.filter((r) => r.id !== null && r.price_min !== null).length;
    const soldOut = walk.rows.filter((r) => r.price_min === null).length;
    console.log(
      `\n== ${scale.hotels} hotels x ${ROOM_TYPES} room types x ${scale.days} days; city ${CITY}: ` +
        `${walk.total} hotels, ${available} available (${soldOut} sold out on page 1), ` +
        `${NIGHTS} nights from ${startDay}, page 1 of ${NUMS}; gateway pool ${POOL}`,
    );

    const variants = [
      { label: 'bare statement (named)', fn: () => bareStatement(onePool) },
      { label: 'bare, answer alone (named)', fn: () => bareAnswerOnly(onePool) },
      { label: 'bare whole city (unnamed)', fn: () => bareWholeCity(onePool) },
      { label: 'gateway', fn: () => after.get(rcmd) },
      ...(before ? [{ label: 'gateway before', fn: () => before.get(rcmd) }] : []),
      { label: 'gateway, price order', fn: () => after.get(price) },
      ...(before ? [{ label: 'gateway before, price order', fn: () => before.get(price) }] : []),
    ];
    const load1 = `${stamp()} UTC, load ${load()}`;
    const one = await oneClient(variants);
    const oneBy = Object.fromEntries(variants.map((v, k) => [v.label, one[k]]));
    table(
      `one client (${load1})`,
      ['p50 ms', 'p95 ms', 'p99 ms'],
      [...variants.map((v, k) => [v.label, fmt(one[k].p50), fmt(one[k].p95), fmt(one[k].p99)])],
    );

    const load50 = `${stamp()} UTC, load ${load()}`;
    const fifty = {};
    const pool50 = new pg.Pool({ connectionString: dbUrl, max: CONNECTIONS });
    try {
      await bareAt50(pool50, bareStatement); // warm the 50 connections
      fifty['bare statement (named)'] = await bareAt50(pool50, bareStatement);
      fifty['bare whole city (unnamed)'] = await bareAt50(pool50, bareWholeCity);
    } finally {
      await pool50.end();
    }
    fifty.gateway = await gatewayAt50(after.port, rcmd);
    if (before) fifty['gateway before'] = await gatewayAt50(before.port, rcmd);
    table(
      `50 connections (${load50} .. ${load()})`,
      ['req/s', 'p50 ms', 'p95 ms', 'p99 ms'],
      Object.entries(fifty).map(([label, r]) => [
        label,
        r.rps.toFixed(0),
        fmt(r.p50),
        fmt(r.p95),
        fmt(r.p99),
      ]),
    );

    const bare1 = oneBy['bare statement (named)'].p50;
    const bare50 = fifty['bare statement (named)'].rps;
    console.log('\nratios against the bare statement (same run)');
    console.log(
      `  gateway p50 / bare p50, one client:     ${(oneBy.gateway.p50 / bare1).toFixed(2)}` +
        (before ? `  (before: ${(oneBy['gateway before'].p50 / bare1).toFixed(2)})` : '') +
        '  aim <= 2',
    );
    console.log(
      `  gateway req/s / bare req/s, 50 conns:   ${(fifty.gateway.rps / bare50).toFixed(2)}` +
        (before ? `  (before: ${(fifty['gateway before'].rps / bare50).toFixed(2)})` : '') +
        '  aim >= 0.5',
    );
    console.log(
      `  price order p50 / rcmd p50, gateway:    ${(oneBy['gateway, price order'].p50 / oneBy.gateway.p50).toFixed(2)}`,
    );
    return {
      ...scale,
      city: CITY,
      cityHotels: walk.total,
      available,
      one: oneBy,
      fifty,
    };
  } finally {
    await onePool.end();
    for (const gw of gateways) await gw.stop();
    for (const dir of [afterDir, beforeDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

if (!existsSync(join(gatewayDir, 'dist/server.js'))) {
  const build = spawnSync('pnpm', ['--filter', '@bookdirect/gateway', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
}
const results = [];
for (const scale of SCALES) results.push(await runScale(scale));
if (results.length > 1) {
  const [small, ...larger] = [...results].sort((a, b) => a.cityHotels - b.cityHotels);
  for (const big of larger) {
    console.log(
      `\ncity of ${big.cityHotels} hotels vs ${small.cityHotels}, one-client p50 ratio (aim < 1.5):`,
    );
    for (const label of Object.keys(big.one))
      console.log(
        `  ${label.padEnd(28)}${fmt(small.one[label].p50).padStart(9)}${fmt(big.one[label].p50).padStart(9)}` +
          `${(big.one[label].p50 / small.one[label].p50).toFixed(2).padStart(8)}x`,
      );
  }
}
console.log(`\n${JSON.stringify(results)}`);
