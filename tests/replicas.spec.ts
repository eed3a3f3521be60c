import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '@bookdirect/gateway-sdk';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { replicaPorts } from './ports';
import { type Answer, guestBody, ymd } from './stays';

/**
 * Two gateways and two booking sites, separate processes, against one PostgreSQL database:
 * what a load balancer in front of replicas would see. Nothing is shared between the
 * processes but the database, so the last room, the rate limits, the search cache and the
 * member's session must all hold across them.
 *
 * Needs a PostgreSQL server (DATABASE_URL): CI always has one (`.ci/run`), and there a
 * missing one fails the run; a laptop without one skips this file.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
const required = Boolean(process.env.CI) || process.env.REQUIRE_POSTGRES === '1';

interface PgClient {
  connect(): Promise<void>;
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}
const { Client } = createRequire(join(root, 'apps/gateway/package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

const gateways = replicaPorts.gateways.map((port) => `http://127.0.0.1:${port}`);
const sites = replicaPorts.bookings.map((port) => `http://localhost:${port}`);
const secret = randomBytes(18).toString('base64url');

async function sql<R>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

function start(command: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const [bin = 'node', ...args] = command;
  const child = spawn(bin, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code) console.error(`${command.join(' ')} on ${env.PORT} exited ${code}:\n${errors}`);
  });
  return child;
}

async function healthy(url: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function call<T>(
  request: APIRequestContext,
  gateway: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; data?: unknown } = {},
): Promise<Answer<T>> {
  const response = await request.fetch(`${gateway}/v1/u${path}`, {
    method,
    headers: options.token ? { token: options.token } : {},
    ...(options.data === undefined ? {} : { data: options.data }),
  });
  return (await response.json()) as Answer<T>;
}

async function get<T>(request: APIRequestContext, gateway: string, path: string): Promise<T> {
  const answer = await call<T>(request, gateway, 'GET', path);
  expect(answer.rec, `GET ${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

interface Member {
  email: string;
  password: string;
  token: string;
  guest: number;
}

/** Joins through `gateway`, the code read from the other one's dev mailbox (one outbox). */
async function join_(
  request: APIRequestContext,
  gateway: string,
  mailbox: string,
  label: string,
): Promise<Member> {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Replica2026!';
  expect((await call(request, gateway, 'POST', '/user/regemail/', { data: { email } })).rec).toBe(
    0,
  );
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const box = await request.get(
          `${mailbox}/dev/mailbox.json?to=${encodeURIComponent(email)}`,
        );
        const { messages } = (await box.json()) as { messages: { text: string }[] };
        code = /\b\d{6}\b/.exec(messages[0]?.text ?? '')?.[0];
        return code;
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBeTruthy();
  const joined = await call<{ token: string }>(request, gateway, 'PUT', '/user/regemail/', {
    data: { email, password: await hashPassword(password), code, marketing_consent: 0 },
  });
  expect(joined.rec, joined.msg).toBe(0);
  const token = joined.data.token;
  const saved = await call<{ user_folks_id: number }>(request, gateway, 'POST', '/user/folks/', {
    token,
    data: guestBody('Replica'),
  });
  expect(saved.rec, saved.msg).toBe(0);
  return { email, password, token, guest: saved.data.user_folks_id };
}

/** The night `ahead` days from today, as the API and the database write it. */
function night(ahead: number) {
  const date = new Date();
  date.setDate(date.getDate() + ahead);
  const day = ymd(date);
  const iso = `${String(day).slice(0, 4)}-${String(day).slice(4, 6)}-${String(day).slice(6)}`;
  const next = new Date(date);
  next.setDate(next.getDate() + 1);
  return { day, iso, leave: ymd(next) };
}

/** Books one room for one night through `gateway`, at the price the gateway quotes. */
async function book(
  request: APIRequestContext,
  gateway: string,
  member: Member,
  stay: { hotelId: number; roomTypeId: number; day: number },
) {
  const content = {
    start_day: stay.day,
    days: 1,
    hotel_id: stay.hotelId,
    hotel_room_type_id: stay.roomTypeId,
    nums: 1,
  };
  const quote = await call<{ order: { amount: number } }>(
    request,
    gateway,
    'POST',
    '/orders/check/',
    {
      token: member.token,
      data: { seller_id: 1, source: 1, content, amount: 0, credits: 0 },
    },
  );
  expect(quote.key).toBe('orders:price_changed');
  return { content, amount: quote.data.order.amount };
}

async function placeOrder(
  request: APIRequestContext,
  gateway: string,
  member: Member,
  prepared: Awaited<ReturnType<typeof book>>,
) {
  return call<{ order_id: string }>(request, gateway, 'POST', '/orders/main/', {
    token: member.token,
    data: {
      source: 1,
      content: JSON.stringify({ ...prepared.content, user_folks: [member.guest] }),
      amount: prepared.amount,
      mobile: '6912345678',
      tel_prefix: '+30',
      email: member.email,
      credits: 0,
      store_id: '',
      needLogin: 1,
    },
  });
}

test.describe('two gateways and two booking sites on one PostgreSQL', () => {
  test.skip(!serverUrl && !required, 'needs a PostgreSQL server: set DATABASE_URL');
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  const processes: ChildProcess[] = [];
  let databaseUrl = '';
  let databaseName = '';
  let members: Member[] = [];
  let city: { region_id: number; name: string };
  let hotels: { hotel_id: number; name: string }[] = [];

  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    if (!serverUrl) throw new Error('DATABASE_URL is required in CI');
    databaseName = `e2e_replicas_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    await sql(serverUrl, `CREATE DATABASE "${databaseName}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();

    // The first gateway migrates and seeds the demo catalogue; the second joins a ready database,
    // as a rolling start would.
    replicaPorts.gateways.forEach((port, i) => {
      if (i === 1) return;
      processes.push(gatewayProcess(port));
    });
    await healthy(`${gateways[0]}/health`);
    processes.push(gatewayProcess(replicaPorts.gateways[1] as number));
    replicaPorts.bookings.forEach((port, i) => {
      processes.push(
        start(['node', 'server.mjs'], join(root, 'apps/booking'), {
          PORT: String(port),
          NODE_ENV: 'production',
          GATEWAY_URL: gateways[i] as string,
          GATEWAY_PUBLIC_URL: gateways[i] as string,
          BOOKING_URL: sites[i] as string,
          SITE_SECRET: secret,
        }),
      );
    });
    await Promise.all([
      healthy(`${gateways[1]}/health`),
      ...sites.map((site) => healthy(`${site}/healthz`)),
    ]);

    // Eight members, each joining through one gateway with the code the other one shows.
    members = [];
    for (let i = 0; i < 8; i++) {
      members.push(
        await join_(request, gateways[i % 2] as string, gateways[(i + 1) % 2] as string, `r${i}`),
      );
    }
    const { region_list } = await get<{ region_list: { region_id: number; name: string }[] }>(
      request,
      gateways[0] as string,
      '/app/hotelhotcity/?nums=5',
    );
    city = region_list[0] as typeof city;
    const stay = night(45);
    ({ hotel_list: hotels } = await get<{ hotel_list: typeof hotels }>(
      request,
      gateways[0] as string,
      `/hotel/main/?city_id=${city.region_id}&start_day=${stay.day}&days=1&nums=10`,
    ));
    expect(hotels.length).toBeGreaterThanOrEqual(2);

    function gatewayProcess(port: number) {
      return start(['node', 'apps/gateway/dist/server.js'], root, {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: '',
        LOG_LEVEL: 'warn',
        DEV_ROUTES: '1',
        SITE_SECRET: secret,
        GATEWAY_PUBLIC_URL: `http://127.0.0.1:${port}`,
        BOOKING_URL: sites[0] as string,
      });
    }
  });

  test.afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(
      processes.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) resolve(undefined);
            else child.once('exit', resolve);
          }),
      ),
    );
    if (serverUrl && databaseName) {
      await sql(serverUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    }
  });

  /** Leaves one room of one room type on the night, none of the hotel's others. */
  async function lastRoom(hotelId: number, iso: string): Promise<number> {
    const [kept] = await sql<{ id: number }>(
      databaseUrl,
      `select rt.id from room_types rt join room_type_days d on d.room_type_id = rt.id
        where rt.hotel_id = $1 and rt.status = 1 and d.day = $2::date and d.price > 0
        order by rt.id limit 1`,
      [hotelId, iso],
    );
    expect(kept, 'a room type with a price on the night').toBeDefined();
    await sql(
      databaseUrl,
      `update room_type_days set rest_nums = case when room_type_id = $3 then 1 else 0 end
        where day = $2::date and room_type_id in (select id from room_types where hotel_id = $1)`,
      [hotelId, iso, kept?.id],
    );
    return kept?.id as number;
  }

  test('the last room goes to exactly one of eight bookings spread over both gateways, every round', async ({
    request,
  }) => {
    const hotel = hotels[1] as (typeof hotels)[number];
    for (let round = 0; round < 6; round++) {
      const stay = night(60 + round);
      const roomTypeId = await lastRoom(hotel.hotel_id, stay.iso);
      const target = { hotelId: hotel.hotel_id, roomTypeId, day: stay.day };
      const prepared = await Promise.all(
        members.map((member, i) => book(request, gateways[i % 2] as string, member, target)),
      );
      const answers = await Promise.all(
        members.map((member, i) =>
          placeOrder(request, gateways[i % 2] as string, member, prepared[i] as never),
        ),
      );
      const won = answers.filter((answer) => answer.rec === 0);
      expect(won, `round ${round}: one winner`).toHaveLength(1);
      for (const lost of answers.filter((answer) => answer.rec !== 0)) {
        expect(lost.key).toBe('errors:insufficient_room_stock');
      }
      const [left] = await sql<{ rest_nums: number }>(
        databaseUrl,
        'select rest_nums from room_type_days where room_type_id = $1 and day = $2::date',
        [roomTypeId, stay.iso],
      );
      expect(left?.rest_nums).toBe(0);
    }
  });

  test('failed sign-ins count once across both gateways: the sixth is refused on either', async ({
    request,
  }) => {
    const member = members[7] as Member;
    const wrong = await hashPassword('not-the-password');
    // DEFAULT_ACCOUNT_LIMITS.loginFailuresPerEmail: 5 failures per e-mail in the window.
    for (let i = 0; i < 5; i++) {
      const answer = await call(request, gateways[i % 2] as string, 'POST', '/user/login/', {
        data: { email: member.email, password: wrong },
      });
      expect(answer.rec, `failure ${i + 1}`).not.toBe(0);
      expect(answer.rec).not.toBe(Rec.tooManyAttempts);
    }
    for (const gateway of gateways) {
      const answer = await call(request, gateway, 'POST', '/user/login/', {
        data: { email: member.email, password: await hashPassword(member.password) },
      });
      expect(answer.rec, gateway).toBe(Rec.tooManyAttempts);
    }
  });

  test('a booking through one gateway is in the next search answer of the other, and on the other site', async ({
    page,
    request,
  }) => {
    const hotel = hotels[0] as (typeof hotels)[number];
    const stay = night(50);
    const roomTypeId = await lastRoom(hotel.hotel_id, stay.iso);
    const search = `/hotel/main/?city_id=${city.region_id}&start_day=${stay.day}&days=1&nums=10`;
    const priced = async (gateway: string) => {
      const response = await request.get(`${gateway}/v1/u${search}`);
      const { data } = (await response.json()) as Answer<{
        hotel_list: { hotel_id: number; sold_out: boolean }[];
      }>;
      return {
        soldOut: data.hotel_list.find((h) => h.hotel_id === hotel.hotel_id)?.sold_out,
        cache: response.headers()['x-cache'],
      };
    };
    // Asked twice on the second gateway: the answer is cached there before the booking.
    expect(await priced(gateways[1] as string)).toMatchObject({ soldOut: false });
    expect(await priced(gateways[1] as string)).toEqual({ soldOut: false, cache: 'HIT' });
    const results = `/hotel/search?city_id=${city.region_id}&enterDate=${stay.day}&leaveDate=${stay.leave}&region_name=${encodeURIComponent(city.name)}`;
    await page.goto(`${sites[1]}${results}`);
    const card = page.getByRole('article').filter({ hasText: hotel.name });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText(/Sold out|已售罄|售罄/);

    const member = members[0] as Member;
    const target = { hotelId: hotel.hotel_id, roomTypeId, day: stay.day };
    const placed = await placeOrder(
      request,
      gateways[0] as string,
      member,
      await book(request, gateways[0] as string, member, target),
    );
    expect(placed.rec, placed.msg).toBe(0);

    expect(await priced(gateways[1] as string)).toEqual({ soldOut: true, cache: 'MISS' });
    await page.reload();
    await expect(card).toContainText(/Sold out|售罄/);

    // The member's session from the first site's gateway is good on the second site, and the
    // order booked through the first gateway is in its trips there.
    const site = new URL(sites[1] as string);
    await page.context().addCookies([
      { name: 'token', value: encodeURIComponent(member.token), domain: site.hostname, path: '/' },
      { name: 'login', value: '1', domain: site.hostname, path: '/' },
    ]);
    await page.goto(`${sites[1]}/order_list`);
    await expect(page.getByText(hotel.name).first()).toBeVisible();
  });
});
