#!/usr/bin/env node
/**
 * Order creation under load: `POST /v1/u/orders/main/` at 50 connections against a running
 * gateway. Starts nothing itself.
 *
 *   node bench/orders.mjs --gateway http://127.0.0.1:4000 [--members 10] [--duration 10]
 *     [--connections 50] [--hotels 10] [--from 60] [--nights 120]
 *
 * Members come through the public API: the seeded demo member signs in, and `--members N`
 * registers N-1 more through the dev mailbox (`/dev/mailbox.json`: a gateway started with
 * DEV_ROUTES=1, no SMTP_URL, reached over loopback). Each saves
 * one guest. Targets are (room type, night) pairs with rooms left, from the hot-city list,
 * `--from` days ahead over `--nights` nights; each booking is one room for one night, spread
 * round-robin so no single night runs dry. Bookings stay unpaid and hold their rooms for the
 * hold time (30 min): run it against a throwaway database.
 * Prints orders/s (rec 0), attempts/s, p50/p95/p99 latency and the refusals by key.
 */
import { createHash } from 'node:crypto';
import { args, fromGateway, ipv4Url } from './lib.mjs';

const autocannon = fromGateway('autocannon');

const GATEWAY = ipv4Url(args.gateway ?? process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000');
const MEMBERS = Math.max(1, Number(args.members ?? 10));
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 50);
const HOTELS = Number(args.hotels ?? 10);
const FROM = Number(args.from ?? 60);
const NIGHTS = Math.min(90, Number(args.nights ?? 90));
const DEMO = { email: 'demo@bookdirect.example', password: 'Bookdirect2026!' };

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const dayAt = (n) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + n);
  return Number(d.toISOString().slice(0, 10).replaceAll('-', ''));
};

async function api(method, path, { token, body } = {}) {
  const res = await fetch(new URL(`/v1/u${path}`, GATEWAY), {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { token } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.rec !== 0) throw new Error(`${method} ${path}: rec ${json.rec} ${json.key} ${json.msg}`);
  return json.data;
}

async function codeFor(email) {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(new URL(`/dev/mailbox.json?to=${encodeURIComponent(email)}`, GATEWAY));
    if (res.status === 404) {
      throw new Error(
        'no dev mailbox: start the gateway with DEV_ROUTES=1 (and no SMTP_URL) and reach it over loopback',
      );
    }
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

async function members() {
  const list = [];
  const demo = await api('POST', '/user/login/', {
    body: { email: DEMO.email, password: sha256(DEMO.password) },
  });
  list.push(demo.token);
  const run = Date.now().toString(36);
  for (let i = 1; i < MEMBERS; i++) {
    const email = `bench-${run}-${i}@example.com`;
    await api('POST', '/user/regemail/', { body: { email } });
    const code = await codeFor(email);
    const session = await api('PUT', '/user/regemail/', {
      body: { email, password: sha256(`bench-${run}`), code },
    });
    list.push(session.token);
  }
  const out = [];
  for (const token of list) {
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
    out.push({ token, guest: user_folks_id });
  }
  return out;
}

async function targets() {
  const start = dayAt(FROM);
  const { region_list } = await api('GET', '/app/hotelhotcity/?nums=100');
  const list = [];
  for (const city of region_list) {
    const { hotel_list } = await api(
      'GET',
      `/hotel/main/?city_id=${city.region_id}&start_day=${start}&days=1&page=1&nums=100`,
    );
    for (const hotel of hotel_list.slice(0, HOTELS)) {
      const { hotel_room_type_list } = await api(
        'GET',
        `/hotel/roomtype/?hotel_id=${hotel.hotel_id}&start_day=${start}&days=1&nums=150`,
      );
      for (const rt of hotel_room_type_list) {
        const { hotel_room_type_day_price_list } = await api(
          'GET',
          `/hotel/roomtypeprice/${rt.hotel_room_type_id}/?start_day=${start}&days=${NIGHTS}`,
        );
        for (const night of hotel_room_type_day_price_list) {
          if (night.rest_nums > 0) {
            list.push({
              hotel_id: hotel.hotel_id,
              hotel_room_type_id: rt.hotel_room_type_id,
              start_day: night.day,
              amount: Math.floor(night.price),
              rest: night.rest_nums,
            });
          }
        }
      }
    }
    if (list.length > 0) break;
  }
  if (list.length === 0) throw new Error('no room type with rooms left: seed the demo catalogue');
  return list;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const people = await members();
const pool = await targets();
const capacity = pool.reduce((sum, t) => sum + t.rest, 0);
console.log(
  `${people.length} members, ${pool.length} room-nights with ${capacity} rooms left; ` +
    `${CONNECTIONS} connections for ${DURATION} s against ${GATEWAY.origin}`,
);

let next = 0;
let who = 0;
const outcomes = new Map();
let booked = 0;
const latencies = [];

const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url: new URL('/v1/u/orders/main/', GATEWAY).href,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: 'POST',
          setupRequest(req, context) {
            let target = pool[next++ % pool.length];
            for (let i = 0; i < pool.length && target.rest <= 0; i++)
              target = pool[next++ % pool.length];
            const person = people[who++ % people.length];
            context.target = target;
            return {
              ...req,
              headers: { 'content-type': 'application/json', token: person.token },
              body: JSON.stringify({
                source: 1,
                content: JSON.stringify({
                  start_day: target.start_day,
                  days: 1,
                  hotel_id: target.hotel_id,
                  hotel_room_type_id: target.hotel_room_type_id,
                  nums: 1,
                  user_folks: [person.guest],
                }),
                amount: target.amount,
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
            if (key === 'ok') booked++;
            else if (key === 'errors:insufficient_room_stock' && context.target)
              context.target.rest = 0;
            outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          },
        },
      ],
    },
    (err, res) => (err ? reject(err) : resolve(res)),
  );
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
});

latencies.sort((a, b) => a - b);
const attempts = latencies.length;
console.log(`orders/s    ${(booked / DURATION).toFixed(1)}  (${booked} booked)`);
console.log(`attempts/s  ${(attempts / DURATION).toFixed(1)}  (${attempts} answered)`);
console.log(
  `latency ms  p50 ${percentile(latencies, 0.5).toFixed(1)}  p95 ${percentile(latencies, 0.95).toFixed(1)}  ` +
    `p99 ${percentile(latencies, 0.99).toFixed(1)}  max ${(latencies.at(-1) ?? 0).toFixed(1)}`,
);
console.log('outcomes   ', Object.fromEntries(outcomes));
if (result.errors > 0 || result.timeouts > 0) {
  console.log(`transport errors ${result.errors}, timeouts ${result.timeouts}`);
}
