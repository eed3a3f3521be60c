#!/usr/bin/env node
/**
 * Order creation under load, the gateway (`POST /v1/u/orders/main/`) side by side with a bare
 * `pg` transaction doing the same writes, in two cases:
 * - `hotels`: 50 connections, each booking its own hotel (50 different hotels, spread over
 *   the cities), one room for one night, walking its hotel's room-nights;
 * - `same`: 50 connections booking one room type of one hotel, all on the same night until
 *   its last room is gone, then the next night (the last-room race).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/orders.mjs \
 *     [--gateway-dist apps/gateway/dist,/tmp/gateway-dist-before] [--hotels 2000] [--days 90]
 *     [--duration 10] [--warmup 3] [--connections 50] [--members 10] [--rooms 3] [--pool N]
 *     [--workers N] [--port 4981] [--cpu-prof DIR]
 *
 * Makes (once) `bench_orders_{hotels}_{days}` with the gateway's seed, then for every build of
 * `--gateway-dist` (comma-separated `dist/` folders) a fresh copy `bench_orders_run` of it,
 * so every build starts from the same stock. A build from before the search versions (its
 * bundle reads `catalog_version`) gets its copy converted back to that schema (migrations
 * 0003-0004): the global version row its trigger bumps is part of what it measured. Each build
 * runs from a staging folder (its server.js beside the gateway's node_modules and drizzle).
 *
 * The bare side is, per order, what the gateway's order transaction writes (orders/service.ts:
 * the order row, its nights, the conditional stock update, last) on a 50-connection pool; it
 * skips what the gateway reads before (session, quote, guests). Members register through the
 * dev mailbox (the gateway starts with DEV_ROUTES=1). Bookings stay unpaid and hold their rooms.
 * Prints orders/s, attempts/s, p50/p95/p99 per case and side, and the ratio gateway / bare.
 */
import { randomInt } from 'node:crypto';
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
  stage as stageIn,
  startGateway as start,
  stats,
  stop,
  toGlobalVersionRow,
  urlOf,
} from './gateway-bench.mjs';
import { args, fromGateway, root } from './lib.mjs';

const pg = fromGateway('pg');
const autocannon = fromGateway('autocannon');

const DISTS = gatewayDists();
const HOTELS = Number(args.hotels ?? 2000);
const DAYS = Number(args.days ?? 90);
const DURATION = Number(args.duration ?? 10);
// Unmeasured seconds of the same case first (JIT, pools, caches), on other room-nights.
const WARMUP = Number(args.warmup ?? 3);
const CONNECTIONS = Number(args.connections ?? 50);
const MEMBERS = Math.max(1, Number(args.members ?? 10));
// Rooms of the contended room type on each night of the `same` case.
const ROOMS = Number(args.rooms ?? 3);
const PORT = Number(args.port ?? 4981);
// The gateway's DATABASE_POOL_SIZE; unset: its default (10), the bare side always has 50.
const POOL = args.pool === undefined ? undefined : String(args.pool);
// The gateway's GATEWAY_WORKERS: processes sharing its port, each with its own pool.
const WORKERS = Number(args.workers ?? 1);
// --cpu-prof DIR: a V8 CPU profile of each gateway process, written to DIR when it stops
// (read it with bench/cpuprofile-report.mjs).
const NODE_ARGS = args['cpu-prof']
  ? ['--cpu-prof', `--cpu-prof-dir=${String(args['cpu-prof'])}`]
  : [];
// Nights from day +FROM, clear of "today" in any time zone, within the seeded days.
const FROM = 2;
const NIGHTS = Math.min(80, DAYS - FROM - 1);
const seedDb = `bench_orders_${HOTELS}_${DAYS}`;
const runDb = 'bench_orders_run';

const ensureSeed = () => ensureSeeded(seedDb, HOTELS, DAYS);

/** A fresh copy of the seeded database; with `global`, back on the one version row. */
async function freshCopy(global) {
  await query(serverUrl(), `drop database if exists "${runDb}" with (force)`);
  await query(serverUrl(), `create database "${runDb}" template "${seedDb}"`);
  if (global) await toGlobalVersionRow(urlOf(runDb));
}

const stage = (dist) => stageIn(dist, 'orders-bench-');

const base = `http://127.0.0.1:${PORT}`;

function startGateway(dir) {
  // The dev mailbox answers only without SMTP.
  return start(
    dir,
    PORT,
    {
      SMTP_URL: '',
      DATABASE_URL: urlOf(runDb),
      LOG_LEVEL: 'error',
      DEV_ROUTES: '1',
      ...(POOL ? { DATABASE_POOL_SIZE: POOL } : {}),
      GATEWAY_WORKERS: String(WORKERS),
    },
    NODE_ARGS,
  );
}

const api = apiOn(PORT);

async function codeFor(email) {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    if (res.ok) {
      const body = await res.json();
      const list = Array.isArray(body) ? body : (body.messages ?? body.data ?? []);
      const code = list.map((m) => /\b(\d{6})\b/.exec(m.text ?? '')?.[1]).find(Boolean);
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${email} in the dev mailbox after 10 s`);
}

/** The demo member and MEMBERS-1 new ones, each with one saved guest. */
async function members() {
  const tokens = [
    (
      await api('POST', '/user/login/', {
        body: { email: DEMO.email, password: sha256(DEMO.password) },
      })
    ).token,
  ];
  const run = Date.now().toString(36);
  for (let i = 1; i < MEMBERS; i++) {
    const email = `bench-${run}-${i}@example.com`;
    await api('POST', '/user/regemail/', { body: { email } });
    const code = await codeFor(email);
    const session = await api('PUT', '/user/regemail/', {
      body: { email, password: sha256(`bench-${run}`), code },
    });
    tokens.push(session.token);
  }
  const out = [];
  for (const token of tokens) out.push({ token, guest: await saveBenchGuest(api, token) });
  return out;
}

/**
 * Room-nights to book, with what the bare side writes for them: for `hotels`, three sets of
 * 50 hotels (gateway, bare, warm-up), each hotel in the next city round; for `same`, three
 * room types (gateway, bare, warm-up) with ROOMS rooms on every night.
 */
async function targets(dbUrl) {
  const hotels = await query(
    dbUrl,
    `select h.id, h.seller_id, h.currency_id, h.store_id, h.name_cn, h.name_en, h.address_cn,
       h.address_en, h.time_zone, h.check_in_time, h.check_out_time, cur.minor_unit
     from (select h.*, row_number() over (partition by city_id order by id) as n
           from hotels h where status = 1) h
     join currencies cur on cur.id = h.currency_id
     order by h.n, h.city_id limit $1::int`,
    [3 * CONNECTIONS + 3],
  );
  const nights = await query(
    dbUrl,
    `select rt.hotel_id, rt.id as room_type_id, rt.name_cn, rt.name_en, rt.adult_nums, rt.image_key,
       d.day::text as day, d.price, d.rest_nums
     from room_types rt join room_type_days d on d.room_type_id = rt.id
     where rt.hotel_id = any($1::int[]) and rt.status = 1
       and d.day >= $2::date and d.day < $2::date + $3::int and d.rest_nums > 0
     order by d.day, rt.id`,
    [hotels.map((h) => h.id), dayAt(FROM), NIGHTS],
  );
  const plans = await query(
    dbUrl,
    `select distinct on (hotel_id) hotel_id, id, name_cn, name_en, is_standard from rate_plans
     where hotel_id = any($1::int[]) order by hotel_id, is_standard desc, sort, id`,
    [hotels.map((h) => h.id)],
  );
  const plan = new Map(plans.map((p) => [p.hotel_id, p]));
  const byHotel = new Map(hotels.map((h) => [h.id, { hotel: h, nights: [] }]));
  for (const n of nights) {
    const h = byHotel.get(n.hotel_id).hotel;
    const p = plan.get(h.id);
    byHotel.get(n.hotel_id).nights.push({
      hotel: h,
      roomTypeId: n.room_type_id,
      day: n.day,
      price: Number(n.price),
      rest: n.rest_nums,
      ratePlanId: p?.id ?? null,
      // The order's snapshot as the gateway writes it (orders/quote.ts: orderSnapshot).
      snapshot: JSON.stringify({
        hotel: {
          name_cn: h.name_cn,
          name_en: h.name_en,
          address_cn: h.address_cn,
          address_en: h.address_en,
        },
        room_type: {
          name_cn: n.name_cn,
          name_en: n.name_en,
          adult_nums: n.adult_nums,
          image_key: n.image_key,
        },
        start_day: Number(n.day.replaceAll('-', '')),
        end_day: Number(n.day.replaceAll('-', '')) + 1,
        time_zone: h.time_zone,
        check_in_policy: { check_in_time: h.check_in_time, check_out_time: h.check_out_time },
        rate_plan: p
          ? { id: p.id, name_cn: p.name_cn, name_en: p.name_en, is_standard: p.is_standard }
          : null,
      }),
    });
  }
  const sets = [...byHotel.values()].filter((h) => h.nights.length > 0);
  const contended = [sets.at(-1), sets.at(-2), sets.at(-3)].map((h) => {
    const roomTypeId = h.nights[0].roomTypeId;
    return h.nights.filter((n) => n.roomTypeId === roomTypeId).map((n) => ({ ...n, rest: ROOMS }));
  });
  await query(
    dbUrl,
    `update room_type_days set rest_nums = $2::int where room_type_id = any($1::int[])`,
    [contended.map((c) => c[0].roomTypeId), ROOMS],
  );
  return {
    hotels: [0, 1, 2].map((k) =>
      sets.slice(k * CONNECTIONS, (k + 1) * CONNECTIONS).map((h) => h.nights),
    ),
    same: contended,
  };
}

/**
 * How a case hands out room-nights: `hotels` gives connection i the next night of its own
 * hotel; `same` gives everyone the earliest night with rooms left.
 */
function chooser(kind, lists) {
  if (kind === 'hotels') {
    const next = lists.map(() => 0);
    return {
      take(slot) {
        const list = lists[slot % lists.length];
        const i = slot % lists.length;
        for (let k = 0; k < list.length; k++) {
          const night = list[next[i]++ % list.length];
          if (night.rest > 0) return night;
        }
        return list[0];
      },
    };
  }
  const [list] = lists;
  return {
    take() {
      return list.find((n) => n.rest > 0) ?? list[0];
    },
  };
}

const outcomeOf = (outcomes, key) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

function gatewaySide(kind, lists, people, duration = DURATION) {
  const choose = chooser(kind, lists);
  let slots = 0;
  let who = 0;
  const outcomes = new Map();
  const latencies = [];
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon(
      {
        url: `${base}/v1/u/orders/main/`,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: 'POST',
            setupRequest(req, context) {
              context.slot ??= slots++;
              const night = choose.take(context.slot);
              const person = people[who++ % people.length];
              context.night = night;
              return {
                ...req,
                headers: { 'content-type': 'application/json', token: person.token },
                body: JSON.stringify({
                  source: 1,
                  content: JSON.stringify({
                    start_day: Number(night.day.replaceAll('-', '')),
                    days: 1,
                    hotel_id: night.hotel.id,
                    hotel_room_type_id: night.roomTypeId,
                    nums: 1,
                    user_folks: [person.guest],
                  }),
                  amount: Math.floor(night.price / 10 ** night.hotel.minor_unit),
                  mobile: '2100000000',
                  tel_prefix: '+30',
                  email: 'bench@example.com',
                  credits: 0,
                  store_id: '',
                  needLogin: 1,
                }),
              };
            },
            onResponse(status, body, context) {
              let key = `http ${status}`;
              try {
                const json = JSON.parse(body);
                key = json.rec === 0 ? 'ok' : json.key;
              } catch {}
              if (key === 'ok') context.night.rest--;
              else if (key === 'errors:insufficient_room_stock') context.night.rest = 0;
              outcomeOf(outcomes, key);
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        resolvePromise({ outcomes, latencies, errors: result.errors + result.timeouts });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const orderId = () =>
  Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The order transaction's writes through `pg`, one loop per connection. */
async function bareSide(kind, lists, userId, duration = DURATION) {
  const choose = chooser(kind, lists);
  const pool = new pg.Pool({ connectionString: urlOf(runDb), max: CONNECTIONS });
  const outcomes = new Map();
  const latencies = [];
  // Connections open before the clock starts, as the gateway's pool is warm.
  const opened = await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.connect()));
  for (const client of opened) client.release();
  const guests = JSON.stringify([{ user_folks_id: 0, first_name: 'Bench', last_name: 'Guest' }]);
  const end = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, slot) => {
      while (performance.now() < end) {
        const night = choose.take(slot);
        const h = night.hotel;
        const id = orderId();
        const now = new Date();
        const t = performance.now();
        const client = await pool.connect();
        let key = 'ok';
        try {
          await client.query('begin');
          await client.query(
            `insert into orders (id, user_id, status, seller_id, source, hotel_id, hotel_room_type_id,
               rate_plan_id, start_day, days, nums, currency_id, amount, credits_amount, pay_amount,
               pay_credits, credits_gain, mobile, tel_prefix, email, store_id, partner_code, lang,
               snapshot, guests, cancel_expire_at, hold_expires_at, paid_at, created_at)
             values ($1, $2, 1, $3, 1, $4, $5, $6, $7::date, 1, 1, $8, $9, 0, $9, 0, $10, '+302100000000',
               '+30', 'bench@example.com', $11, null, 'en', $12::jsonb, $13::jsonb, $14, $15, null, $16)
             returning *`,
            [
              id,
              userId,
              h.seller_id,
              h.id,
              night.roomTypeId,
              night.ratePlanId,
              night.day,
              h.currency_id,
              night.price,
              Math.floor(night.price / 100),
              h.store_id,
              night.snapshot,
              guests,
              now,
              new Date(now.getTime() + 30 * 60_000),
              now,
            ],
          );
          await client.query(
            'insert into order_nights (order_id, day, price) values ($1, $2::date, $3)',
            [id, night.day, night.price],
          );
          const taken = await client.query(
            `update room_type_days set rest_nums = rest_nums - 1
             where room_type_id = $1::int and day >= $2::date and day < $2::date + 1 and rest_nums >= 1
             returning day::text as day, price`,
            [night.roomTypeId, night.day],
          );
          if (taken.rowCount === 1) {
            await client.query('commit');
            night.rest--;
          } else {
            await client.query('rollback');
            night.rest = 0;
            key = 'errors:insufficient_room_stock';
          }
        } catch (error) {
          await client.query('rollback').catch(() => {});
          key = `error ${error.code ?? error.message}`;
        } finally {
          client.release();
        }
        latencies.push(performance.now() - t);
        outcomeOf(outcomes, key);
      }
    }),
  );
  await pool.end();
  return { outcomes, latencies, errors: 0 };
}

function summary(build, kind, side, result, loadBefore) {
  const booked = result.outcomes.get('ok') ?? 0;
  return {
    build,
    case: kind,
    side,
    load: `${loadBefore} / ${load()}`,
    ordersPerS: booked / DURATION,
    attemptsPerS: result.latencies.length / DURATION,
    ...stats(result.latencies),
    outcomes: Object.fromEntries(result.outcomes),
    errors: result.errors,
  };
}

await ensureSeed();
const results = [];
console.log(
  `${HOTELS} hotels x ${DAYS} days; ${CONNECTIONS} connections, ${DURATION} s per case; one room, one night per order, ` +
    `nights from day +${FROM}; same-hotel case: ${ROOMS} rooms a night; gateway pool ${POOL ?? 'default'} x ${WORKERS} process(es), bare pool ${CONNECTIONS}. Started ${new Date().toISOString()}`,
);
for (const dist of DISTS) {
  if (!existsSync(join(dist, 'server.js'))) throw new Error(`no server.js in ${dist}`);
  const global = readFileSync(join(dist, 'server.js'), 'utf8').includes('catalog_version');
  const build = `${dist.startsWith(root) ? relative(root, dist) : dist}${global ? ' (global version row)' : ''}`;
  await freshCopy(global);
  const plan = await targets(urlOf(runDb));
  const [demo] = await query(urlOf(runDb), 'select id from users where email = $1', [DEMO.email]);
  const dir = stage(dist);
  const child = await startGateway(dir);
  let bareUser = demo?.id;
  try {
    const people = await members();
    bareUser ??= (
      await query(urlOf(runDb), 'select id from users where email = $1', [DEMO.email])
    )[0].id;
    for (const kind of ['hotels', 'same']) {
      if (WARMUP > 0) {
        await gatewaySide(
          kind,
          kind === 'hotels' ? plan.hotels[2] : [plan.same[2]],
          people,
          WARMUP,
        );
        await bareSide(kind, kind === 'hotels' ? plan.hotels[2] : [plan.same[2]], bareUser, WARMUP);
      }
      let before = load();
      const viaGateway = await gatewaySide(
        kind,
        kind === 'hotels' ? plan.hotels[0] : [plan.same[0]],
        people,
      );
      results.push(summary(build, kind, 'gateway', viaGateway, before));
      console.log(JSON.stringify(results.at(-1)));
      before = load();
      const bare = await bareSide(
        kind,
        kind === 'hotels' ? plan.hotels[1] : [plan.same[1]],
        bareUser,
      );
      results.push(summary(build, kind, 'bare pg', bare, before));
      console.log(JSON.stringify(results.at(-1)));
    }
  } finally {
    await stop(child);
  }
}
await query(serverUrl(), `drop database if exists "${runDb}" with (force)`);

const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
console.log(
  '\n| build | case | side | load avg (before / after) | orders/s | attempts/s | p50 ms | p95 ms | p99 ms | gateway / bare orders/s |',
);
console.log('| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const bare = results.find(
    (b) => b.build === r.build && b.case === r.case && b.side === 'bare pg',
  );
  const ratio =
    r.side === 'gateway' && bare?.ordersPerS ? (r.ordersPerS / bare.ordersPerS).toFixed(2) : '';
  console.log(
    `| ${r.build} | ${r.case === 'hotels' ? '50 different hotels' : 'same hotel, last rooms'} | ${r.side} | ${r.load} | ` +
      `${f1(r.ordersPerS)} | ${f1(r.attemptsPerS)} | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${ratio} |`,
  );
}
for (const r of results)
  console.log(`${r.build} ${r.case} ${r.side}: ${JSON.stringify(r.outcomes)}`);
