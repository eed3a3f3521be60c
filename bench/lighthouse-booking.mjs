#!/usr/bin/env node
// Lighthouse on the booking app's three pages: home, results and detail (via bench/lighthouse.mjs).
// Usage: node bench/lighthouse-booking.mjs [--booking http://localhost:3000]
//          [--gateway http://127.0.0.1:4000] [--city Athens] [--runs 3] [--json out.json]
// The city id comes from the gateway's hot cities, the hotel from that city's search; the stay
// is 3 nights from today+30. The stack must run built (`pnpm start` or scripts/start.mjs).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
for (const u of urls) console.log(u);
const r = spawnSync(
  process.execPath,
  [join(here, 'lighthouse.mjs'), ...urls, runs, ...(json ? ['--json', json] : [])],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
