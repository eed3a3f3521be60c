#!/usr/bin/env node
/**
 * The group-scale run: the search and order benches at 20,000 hotels x 120 days on a
 * PostgreSQL primary with a streaming replica, the gateway's catalogue reads on the replica.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *   DATABASE_READ_URL=postgres://postgres@127.0.0.1:5433/postgres \
 *     node bench/group-scale.mjs [--hotels 20000] [--days 120] [--duration 10] [--samples 200]
 *     [--skip-orders] [--skip-search]
 *
 * DATABASE_READ_URL names a standby of DATABASE_URL's server (docs/scaling.md says how to
 * make one with pg_basebackup); its database name is replaced by each bench's database. The
 * run checks that it is a standby streaming from that primary, then:
 * - `search.mjs` at the scale twice, side by side in one invocation: the gateway reading the
 *   primary, then the gateway reading the replica (the bare statement runs on the primary);
 * - `orders.mjs` at the scale with the replica configured (orders, checkout and members'
 *   pages stay on the primary; the replica replays every booking);
 * and samples the replica's replay lag (pg_stat_replication on the primary) every 500 ms
 * during each, printing its p50 and maximum, with the size of `room_type_days`, its partitions
 * and the load average.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { load, query, serverUrl, urlOf } from './gateway-bench.mjs';
import { args, root } from './lib.mjs';

const HOTELS = Number(args.hotels ?? 20000);
const DAYS = Number(args.days ?? 120);
const DURATION = String(args.duration ?? 10);
const SAMPLES = String(args.samples ?? 200);

const primary = serverUrl();
const readBase = process.env.DATABASE_READ_URL;
if (!readBase || readBase.includes(',')) {
  console.error('Set DATABASE_READ_URL to one standby of the DATABASE_URL server.');
  process.exit(2);
}
const readUrlOf = (name) => {
  const url = new URL(readBase);
  url.pathname = `/${name}`;
  return url.toString();
};

const [standby] = await query(readBase, 'select pg_is_in_recovery() as recovery');
if (!standby.recovery) {
  console.error(`DATABASE_READ_URL is not a standby (pg_is_in_recovery() is false).`);
  process.exit(2);
}
const senders = await query(
  primary,
  `select application_name, state, sync_state from pg_stat_replication`,
);
if (!senders.some((s) => s.state === 'streaming')) {
  console.error('The primary streams to no standby (pg_stat_replication is empty).');
  process.exit(2);
}
console.log(`primary ${primary}\nreplica ${readBase} (streaming: ${senders.length} standby)`);

/** Replay lag in ms, sampled from the primary while `run` runs. */
async function withLag(run) {
  const lags = [];
  let on = true;
  const sampler = (async () => {
    while (on) {
      const [row] = await query(
        primary,
        `select coalesce(max(extract(epoch from replay_lag)) * 1000, 0)::float8 as ms,
                coalesce(max(pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)), 0)::float8 as bytes
           from pg_stat_replication`,
      );
      lags.push(row);
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  try {
    await run();
  } finally {
    on = false;
    await sampler;
  }
  const ms = lags.map((l) => l.ms).sort((a, b) => a - b);
  const bytes = lags.map((l) => l.bytes).sort((a, b) => a - b);
  const at = (xs, q) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
  console.log(
    `\nreplica replay lag over ${lags.length} samples: p50 ${at(ms, 0.5).toFixed(1)} ms, max ${at(ms, 1).toFixed(1)} ms; WAL behind p50 ${Math.round(at(bytes, 0.5) / 1024)} KiB, max ${Math.round(at(bytes, 1) / 1024)} KiB`,
  );
}

function bench(script, extra, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'bench', script), ...extra], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited ${code}`)),
    );
  });
}

async function describeTable(name) {
  const [size] = await query(
    urlOf(name),
    `select pg_size_pretty(sum(pg_total_relation_size(c.oid))) as size,
            count(*) filter (where c.relkind = 'r')::int as partitions,
            (select count(*)::int from room_type_days) as rows
       from pg_class c
      where c.oid = 'room_type_days'::regclass
         or c.oid in (select inhrelid from pg_inherits where inhparent = 'room_type_days'::regclass)`,
  );
  console.log(
    `${name}: room_type_days ${size.rows} rows, ${size.size}, ${size.partitions} partitions`,
  );
}

const searchDb = `bench_search_${HOTELS}_${DAYS}`;
if (!args['skip-search']) {
  console.log(`\n== search at ${HOTELS} hotels x 6 room types x ${DAYS} days, load ${load()}`);
  for (const [label, env] of [
    ['gateway reading the primary', { DATABASE_READ_URL: '' }],
    ['gateway reading the replica', { DATABASE_READ_URL: readUrlOf(searchDb) }],
  ]) {
    console.log(`\n-- ${label}`);
    await withLag(() =>
      bench(
        'search.mjs',
        ['--scales', `${HOTELS}x${DAYS}`, '--duration', DURATION, '--samples', SAMPLES],
        env,
      ),
    );
  }
  await describeTable(searchDb);
}

if (!args['skip-orders']) {
  console.log(`\n== orders at ${HOTELS} hotels x ${DAYS} days, load ${load()}`);
  await withLag(() =>
    bench(
      'orders.mjs',
      ['--hotels', String(HOTELS), '--days', String(DAYS), '--duration', DURATION],
      {
        DATABASE_READ_URL: readUrlOf('bench_orders_run'),
      },
    ),
  );
  // orders.mjs drops its run copy when done: the seeded database has the same layout.
  await describeTable(`bench_orders_${HOTELS}_${DAYS}`);
}
console.log(`\nload at the end ${load()}`);
