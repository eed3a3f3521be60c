#!/usr/bin/env node
// Lighthouse on the booking app's pages: home, results and detail, and with --signed-in then
// booking and pay as the seeded demo member (a second bench/lighthouse.mjs run with its cookie).
// Usage: node bench/lighthouse-booking.mjs [--booking http://localhost:3000]
//          [--gateway http://127.0.0.1:4000] [--city Athens] [--runs 3] [--json out.json]
//          [--signed-in]
// The city id comes from the gateway's hot cities, the hotel from that city's search, the room
// from the hotel's page; the stay is 3 nights from today+30. The stack must run built
// (`pnpm start` or scripts/start.mjs).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '@bookdirect/gateway-sdk';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2).filter((a) => a !== '--');
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const booking = opt('booking', process.env.BOOKING_URL ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
);
const gateway = opt('gateway', process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000').replace(
  /\/$/,
  '',
);
const cityName = opt('city', 'Athens');
const runs = opt('runs', '3');
const json = opt('json');

const ymd = (d) => d.toISOString().slice(0, 10).replaceAll('-', '');
const enter = new Date();
enter.setUTCDate(enter.getUTCDate() + 30);
const leave = new Date(enter);
leave.setUTCDate(leave.getUTCDate() + 3);
const stay = `enterDate=${ymd(enter)}&leaveDate=${ymd(leave)}`;

const hot = await (await fetch(`${gateway}/v1/u/app/hotelhotcity/?nums=100`)).json();
const city = hot.data.region_list.find(
  (r) => r.name_en === cityName || String(r.region_id) === cityName,
);
if (!city) throw new Error(`no hot city "${cityName}" at ${gateway}`);
const start = ymd(enter);
const search = await (
  await fetch(
    `${gateway}/v1/u/hotel/main/?city_id=${city.region_id}&start_day=${start}&days=3&page=1&nums=20`,
  )
).json();
const hotelId = search.data.hotel_list[0]?.hotel_id;
if (!hotelId) throw new Error(`no hotel in ${city.name_en} for ${stay}`);

const urls = [
  `${booking}/`,
  `${booking}/hotel/search?city_id=${city.region_id}&${stay}&region_name=${encodeURIComponent(city.name_en)}`,
  `${booking}/hotel/detail?hotelId=${hotelId}&${stay}`,
];
let cookie;
const signedIn = [];
if (argv.includes('--signed-in')) {
  // The demo member (SEED_DEMO) signs in through the gateway, as tests/fixtures.ts does.
  const login = await (
    await fetch(`${gateway}/v1/u/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'demo@bookdirect.example',
        password: await hashPassword('Bookdirect2026!'),
      }),
    })
  ).json();
  if (login.rec !== 0) throw new Error(`demo sign-in failed: ${login.msg}`);
  cookie = `token=${encodeURIComponent(login.data.token)}; login=1`;
  const detail = await (await fetch(urls[2])).text();
  const room = detail.match(/roomTypeId=(\d+)/)?.[1];
  if (!room) throw new Error(`no bookable room on ${urls[2]}`);
  const target = `hotelId=${hotelId}&roomTypeId=${room}&${stay}`;
  signedIn.push(`${booking}/hotel/booking?${target}`, `${booking}/hotel/pay?${target}`);
}
for (const u of [...urls, ...signedIn]) console.log(u);

function measure(pages, out, extra = []) {
  const r = spawnSync(
    process.execPath,
    [join(here, 'lighthouse.mjs'), ...pages, runs, ...(out ? ['--json', out] : []), ...extra],
    { stdio: 'inherit' },
  );
  return r.status ?? 1;
}
let status = measure(urls, json);
if (signedIn.length > 0) {
  status ||= measure(signedIn, json?.replace(/(\.json)?$/, '-signed-in.json'), [
    '--cookie',
    cookie,
  ]);
}
process.exit(status);
