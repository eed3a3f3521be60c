#!/usr/bin/env node
/**
 * SSR results page benchmark: the built booking app's `/hotel/search` (Remix loader -> gateway
 * search -> server render) under 50 connections, over loopback.
 *
 *   node bench/ssr-results.mjs [--booking http://127.0.0.1:3000] [--gateway http://127.0.0.1:4000]
 *     [--city Athens] [--duration 10] [--connections 50] [--warmup 3]
 *
 * The stack must already run built (`pnpm start`, or `node scripts/start.mjs --no-build` with
 * its *_PORT variables). The city id comes from the gateway's hot-city list; the stay is 3
 * nights from today+30. Prints requests/s, p50, p95, p99, errors and non-2xx answers.
 */
import http from 'node:http';
import { args, fromGateway, ipv4Url } from './lib.mjs';

const autocannon = fromGateway('autocannon');

const BOOKING = new URL(args.booking ?? process.env.BOOKING_URL ?? 'http://127.0.0.1:3000');
const GATEWAY = new URL(args.gateway ?? process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000');
const CITY = String(args.city ?? 'Athens');
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 50);
const WARMUP = Number(args.warmup ?? 3);
const NIGHTS = 3;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
for (const u of [BOOKING, GATEWAY]) {
  if (!LOOPBACK.has(u.hostname)) {
    console.error(`refusing ${u.origin}: this benchmark runs over loopback only`);
    process.exit(2);
  }
}
BOOKING.hostname = ipv4Url(BOOKING).hostname;
GATEWAY.hostname = ipv4Url(GATEWAY).hostname;

function get(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode, body, ms: performance.now() - started }),
        );
      })
      .on('error', reject);
  });
}

const ymd = (d) => d.toISOString().slice(0, 10).replaceAll('-', '');
const enter = new Date();
enter.setUTCDate(enter.getUTCDate() + 30);
const leave = new Date(enter);
leave.setUTCDate(leave.getUTCDate() + NIGHTS);

const hot = await get(new URL('/v1/u/app/hotelhotcity/?nums=100', GATEWAY));
if (hot.status !== 200) {
  console.error(`gateway hot cities: HTTP ${hot.status} from ${GATEWAY.origin}`);
  process.exit(1);
}
const city = JSON.parse(hot.body).data.region_list.find(
  (r) => r.name_en === CITY || String(r.region_id) === CITY,
);
if (!city) {
  console.error(`no hot city "${CITY}" at ${GATEWAY.origin}`);
  process.exit(1);
}
const path =
  `/hotel/search?city_id=${city.region_id}&enterDate=${ymd(enter)}&leaveDate=${ymd(leave)}` +
  `&region_name=${encodeURIComponent(city.name_en)}`;
const url = new URL(path, BOOKING).toString();

// Check that the page really renders results (not an error page) and warm the caches.
let first;
for (let i = 0; i < Math.max(1, WARMUP); i++) first = await get(url);
const hotels = new Set(first.body.match(/hotelId=\d+/g) ?? []).size;
if (first.status !== 200 || hotels === 0) {
  console.error(`GET ${url}: HTTP ${first.status}, ${hotels} hotel links; not benchmarking`);
  process.exit(1);
}
console.log(`GET ${url}`);
console.log(
  `  ${first.body.length} bytes of HTML, ${hotels} hotels (${city.name_en}, city_id ${city.region_id}, ` +
    `${city.hotel_nums} in catalogue); one warm request ${first.ms.toFixed(1)} ms`,
);

function pct(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');

function at(connections, duration) {
  return new Promise((resolve, reject) => {
    const ms = [];
    const instance = autocannon({ url, connections, duration }, (err, result) => {
      if (err) return reject(err);
      const s = ms.sort((a, b) => a - b);
      resolve({
        connections,
        seconds: duration,
        requests: result.requests.total,
        rps: result.requests.total / duration,
        p50: pct(s, 50),
        p95: pct(s, 95),
        p99: pct(s, 99),
        max: s.at(-1),
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        kibPerResponse: result.requests.total
          ? result.throughput.total / result.requests.total / 1024
          : 0,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => ms.push(responseTime));
  });
}

await at(CONNECTIONS, Math.min(3, DURATION)); // warm the 50 connections and the JIT
const r = await at(CONNECTIONS, DURATION);
console.log(
  `${'connections'.padEnd(12)}${['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx'].map((h) => h.padStart(9)).join('')}`,
);
console.log(
  `${String(r.connections).padEnd(12)}${[r.rps.toFixed(1), fmt(r.p50), fmt(r.p95), fmt(r.p99), fmt(r.max), String(r.errors + r.timeouts), String(r.non2xx)].map((c) => c.padStart(9)).join('')}`,
);
if (r.errors + r.timeouts + r.non2xx > 0)
  console.warn('some requests failed: the figures above do not measure the page alone');
console.log(JSON.stringify({ url: path, ...r }));
