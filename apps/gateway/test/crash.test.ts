import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db';
import { orders } from '../src/orders/schema';
import { seedReferenceData } from '../src/seed';
import { describeOnPostgresServer } from './support/gateway';
import { ledgerViolations, takeStockBaseline } from './support/ledgers';
import {
  createGuest,
  createMember,
  flooredTotal,
  grantPoints,
  insertOrderHotel,
  type Member,
  type OrderHotel,
  stay,
} from './support/orders';
import { EUR_NIGHTS } from './support/payments';
import { createScratchDatabase, type ScratchDatabase } from './support/postgres';
import { prng } from './support/random';
import { sized } from './support/size';

/**
 * The gateway killed with -9, twenty times, in the middle of booking bursts and of captures
 * (PostgreSQL; the server process is `src/server.ts`, as deployed). Clients retry what got no
 * answer with the same Idempotency-Key, as a real client would. After a restart and one round
 * of the jobs (hold sweep and reconciliation), the ledgers of ledgers.sql hold: every captured
 * payment pays its order or is refunded, every acknowledged order exists once, rooms and
 * points add up.
 */

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Even rounds kill a booking burst, odd ones a burst of captures: both at least twice. */
const KILLS = sized(4, 20);
const WORKERS = 10;
const HOLD_S = 30 * 60;

interface Gateway {
  child: ChildProcess;
  base: string;
  exit: Promise<unknown>;
  lines: string[];
}

async function startGateway(databaseUrl: string): Promise<Gateway> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '8',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      DEV_ROUTES: '1',
      SEED_DEMO: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    for (const line of lines) {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) {
        // A first call opens the pool's connections, so a burst measures the calls, not that.
        await fetch(`${match[1]}/v1/u/checkin/ota/`).catch(() => undefined);
        return { child, base: match[1], exit, lines };
      }
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`gateway did not start:\n${lines.slice(-30).join('\n')}`);
}

interface Worker {
  member: Member;
  guest: number;
  /** Idempotency keys of bookings sent, and the order each was answered with. */
  answered: Map<string, string>;
  unanswered: { key: string; offset: number; credits: number }[];
  /** Orders answered but not yet paid in this worker's flow. */
  toPay: string[];
}

describeOnPostgresServer('kill -9 during payments and bookings (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;
  let hotel: OrderHotel;
  const workers: Worker[] = [];
  const random = prng(20261124);

  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_URL is required (REQUIRE_POSTGRES=1 or CI)');
    scratch = await createScratchDatabase(serverUrl, 'crash');
    handle = await createDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
    await handle.migrate();
    await seedReferenceData(handle.db);
    hotel = await insertOrderHotel(handle.db, { nights: EUR_NIGHTS });
    for (let i = 0; i < WORKERS; i++) {
      const member = await createMember(handle.db, `crash${i}`);
      // Half of them pay part with points, so the points ledger moves too.
      if (i % 2 === 0) await grantPoints(handle.db, member.userId, 10_000);
      const guest = await createGuest(handle.db, member.userId);
      workers.push({ member, guest, answered: new Map(), unanswered: [], toPay: [] });
    }
    await takeStockBaseline(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it(`keeps every ledger through ${KILLS} kills`, { timeout: 540_000 }, async () => {
    let gateway = await startGateway(scratch.url);
    const stats = { kills: 0, requests: 0, lost: 0, captures: 0 };

    const post = async (path: string, token: string, body: unknown, key?: string) => {
      stats.requests += 1;
      const response = await fetch(`${gateway.base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          token,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { rec: number; data: Record<string, unknown> };
    };

    const book = async (w: Worker, key: string, offset: number, credits: number) => {
      const answer = await post(
        '/v1/u/orders/main/',
        w.member.token,
        {
          source: 1,
          content: JSON.stringify({ ...stay(hotel, offset, 1, 1), user_folks: [w.guest] }),
          amount: flooredTotal(hotel, offset, 1, 1),
          mobile: '912345678',
          tel_prefix: '+351',
          email: w.member.email,
          credits,
          store_id: 'S-ORD',
          needLogin: 1,
        },
        key,
      );
      if (answer.rec !== 0) throw new Error(`booking refused: ${JSON.stringify(answer)}`);
      const orderId = String(answer.data.order_id);
      const before = w.answered.get(key);
      if (before && before !== orderId) throw new Error(`key ${key} answered two orders`);
      w.answered.set(key, orderId);
      w.toPay.push(orderId);
    };

    /** Starts paying the worker's oldest unpaid order: the checkout's path, if it started. */
    const startPay = async (w: Worker): Promise<string | undefined> => {
      const orderId = w.toPay.shift();
      if (!orderId) return undefined;
      const started = await post(
        '/v1/u/orders/pay/',
        w.member.token,
        { pay_source: 11, order_id: orderId },
        `pay-${orderId}`,
      );
      return started.rec === 0 ? new URL(String(started.data.href)).pathname : undefined;
    };

    /** The payer presses Pay on the sandbox checkout: the capture. */
    const capture = async (path: string) => {
      stats.captures += 1;
      await fetch(`${gateway.base}${path}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
    };

    /**
     * Runs the burst, kills the gateway `delayMs` after `from` (the start, or the burst's first
     * answer) and counts what got no answer.
     */
    const burstWithKill = async (
      burst: () => Promise<unknown>[],
      delayMs: number,
      from: 'start' | 'first answer' = 'start',
    ) => {
      const running = burst();
      if (from === 'first answer') await Promise.any(running).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      gateway.child.kill('SIGKILL');
      stats.kills += 1;
      const settled = await Promise.allSettled(running);
      stats.lost += settled.filter((s) => s.status === 'rejected').length;
      await gateway.exit;
      gateway = await startGateway(scratch.url);
    };

    for (let round = 0; round < KILLS; round++) {
      // What got no answer is sent again, with its key, before anything new.
      for (const w of workers) {
        const retries = w.unanswered.splice(0);
        for (const r of retries) await book(w, r.key, r.offset, r.credits);
      }
      const offset = round % EUR_NIGHTS.length;
      const bookBurst = () =>
        workers.map((w, i) => {
          const key = `crash-${round}-${i}`;
          const credits = i % 2 === 0 ? 100 : 0;
          return book(w, key, offset, credits).catch((err) => {
            w.unanswered.push({ key, offset, credits });
            throw err;
          });
        });
      if (round % 2 === 0) {
        // Killed during a booking burst.
        await burstWithKill(bookBurst, 10 + random() * 120);
      } else {
        await Promise.all(bookBurst());
        const paths = (await Promise.all(workers.map(startPay))).filter(
          (path): path is string => path !== undefined,
        );
        // Killed during the captures of every worker's oldest unpaid order, once the first of
        // them has paid its order: however slow the machine, each round pays and is cut short.
        await burstWithKill(() => paths.map(capture), random() * 30, 'first answer');
      }
    }

    // Restarted after the last kill: every booking still unanswered is asked again.
    for (const w of workers) {
      for (const r of w.unanswered.splice(0)) await book(w, r.key, r.offset, r.credits);
    }
    // One round of the jobs with the holds over: the sweep asks about payments in flight,
    // the reconciliation settles what the kills left.
    const jobs = await fetch(`${gateway.base}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: HOLD_S + 120 }),
    }).then((r) => r.json() as Promise<{ data: { jobs: Record<string, unknown> } }>);
    gateway.child.kill('SIGTERM');
    await gateway.exit;
    const holds = jobs.data.jobs.holds as { expired: string[] };

    const violations = await ledgerViolations(handle.db);
    const acknowledged = workers.flatMap((w) => [...w.answered.values()]);
    const stored = await handle.db
      .select({ id: orders.id, userId: orders.userId, status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          workers.map((w) => w.member.userId),
        ),
      );
    const paid = stored.filter((o) => o.status === 2).length;
    console.log(
      `crash: ${stats.kills} kills, ${stats.requests} requests (${stats.lost} without an answer), ` +
        `${stats.captures} captures sent, ${acknowledged.length} orders acknowledged, ` +
        `${paid} paid; after restart the sweep ended ${holds.expired.length} holds and ` +
        `reconciliation did ${JSON.stringify(jobs.data.jobs.reconcile)}`,
    );

    expect(stats.kills).toBe(KILLS);
    expect(violations).toEqual({});
    // Every acknowledged order exists, and no member has an order nobody was answered with.
    expect(new Set(stored.map((o) => o.id))).toEqual(new Set(acknowledged));
    expect(acknowledged.length).toBe(new Set(acknowledged).size);
    expect(paid).toBeGreaterThan(0);
  });
});
