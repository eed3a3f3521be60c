// What the gateway benchmarks that start their own gateways share (search-mixed.mjs,
// orders.mjs): the PostgreSQL server of DATABASE_URL, a seeded database per scale, the old
// one-row catalogue version for builds from before the search versions, a built gateway
// staged and started, its API, and the figures they print.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { args, fromGateway, root } from './lib.mjs';

const pg = fromGateway('pg');

export const gatewayDir = join(root, 'apps/gateway');

/** The seeded demo member (the gateway creates it at start). */
export const DEMO = { email: 'demo@bookdirect.example', password: 'Bookdirect2026!' };

export const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The PostgreSQL server of DATABASE_URL, or the process ends saying it is needed. */
export function serverUrl() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'Set DATABASE_URL to a PostgreSQL server (the benchmark makes its databases there).',
    );
    process.exit(2);
  }
  return url;
}

/** The URL of database `name` on the server of DATABASE_URL. */
export function urlOf(name) {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** `YYYY-MM-DD`, `n` days from today (UTC). */
export function dayAt(n) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The built gateways of `--gateway-dist a,b` (the current build by default). */
export function gatewayDists() {
  return String(args['gateway-dist'] ?? join(gatewayDir, 'dist'))
    .split(',')
    .filter(Boolean)
    .map((d) => (isAbsolute(d) ? d : resolve(root, d)));
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** p50, p95 and p99 of a list of milliseconds. */
export function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: percentile(s, 0.5), p95: percentile(s, 0.95), p99: percentile(s, 0.99) };
}

/** The load average, 1, 5 and 15 minutes. */
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Database `name`, seeded once with the gateway's own seed at `hotels` x `days` (with
 * `roomTypes` per hotel when given; again with `--reseed`), then vacuumed and analysed as
 * autovacuum would leave it after a bulk load. Answers whether it was seeded now.
 */
export async function ensureSeeded(name, hotels, days, roomTypes) {
  const server = serverUrl();
  const [exists] = await query(server, 'select 1 as one from pg_database where datname = $1', [
    name,
  ]);
  if (!exists) await query(server, `create database "${name}"`);
  let count = 0;
  try {
    count = (await query(urlOf(name), 'select count(*)::int as n from hotels'))[0].n;
  } catch {
    count = 0;
  }
  if (count === hotels && !args.reseed) return false;
  console.log(
    `seeding ${name}: ${hotels} hotels${roomTypes ? ` x ${roomTypes} room types` : ''} x ${days} days ...`,
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
      String(hotels),
      ...(roomTypes ? ['--room-types', String(roomTypes)] : []),
      '--days',
      String(days),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: urlOf(name), LOG_LEVEL: 'warn' },
    },
  );
  if (seed.status !== 0) throw new Error('seed failed');
  await query(urlOf(name), 'vacuum analyze');
  return true;
}

/**
 * Puts database `url` back on the one global `catalog_version` row (migrations 0003-0004), so
 * a build from before the search versions answers the same catalogue as the current one.
 */
export async function toGlobalVersionRow(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    for (const fn of [
      'bump_search_days()',
      'bump_search_hotels()',
      'bump_search_room_types()',
      'bump_search_regions()',
      'bump_search_currencies()',
      'bump_search_exchange_rates()',
      'bump_search_all()',
      'bump_search_cities(integer[])',
    ]) {
      await client.query(`drop function if exists ${fn} cascade`);
    }
    await client.query('drop table if exists search_day_versions, search_city_versions');
    const statements = [
      '0003_catalogue_version.sql',
      '0004_catalogue_version_triggers.sql',
    ].flatMap((file) =>
      readFileSync(join(gatewayDir, 'drizzle', file), 'utf8').split('--> statement-breakpoint'),
    );
    for (const statement of statements) await client.query(statement);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** server.js of a build beside the gateway's node_modules and migrations, as it runs in place. */
export function stage(dist, prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dir, 'dist'));
  // server.js and the chunks it shares with worker.js.
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    copyFileSync(join(dist, file), join(dir, 'dist', file));
  }
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
  symlinkSync(join(gatewayDir, 'node_modules'), join(dir, 'node_modules'));
  symlinkSync(join(gatewayDir, 'drizzle'), join(dir, 'drizzle'));
  mkdirSync(join(dir, 'data'));
  return dir;
}

/**
 * Starts the staged gateway in `dir` on `port` with `env`, once it answers. `nodeArgs` are
 * Node flags for the gateway alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile
 * of the measured process (written when it stops).
 */
export async function startGateway(dir, port, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server.js'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(dir, 'data'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/u/util/currency/`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('gateway did not start');
}

export async function stop(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The `/v1/u` API of the gateway on `port`: answers `data`, throws on any other rec. */
export function apiOn(port) {
  return async function api(method, path, { token, body } = {}) {
    const res = await fetch(`http://127.0.0.1:${port}/v1/u${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { token } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (json.rec !== 0) {
      throw new Error(`${method} ${path}: rec ${json.rec} ${json.key} ${json.msg ?? ''}`);
    }
    return json.data;
  };
}

/** Saves the benchmarks' guest for the member of `token`; answers its id. */
export async function saveBenchGuest(api, token) {
  const { user_folks_id } = await api('POST', '/user/folks/', {
    token,
    body: {
      first_name: 'Bench',
      last_name: 'Guest',
      gender: 1,
      birthday: 19900101,
      iso_country_coden: 'GR',
      tel_prefix: '+30',
      phone: '2100000000',
      email: 'bench@example.com',
      id_type: 2,
      passport_no: 'B0000000',
    },
  });
  return user_folks_id;
}
