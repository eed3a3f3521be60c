import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../src/config';
import { createDatabase, type Database, type DatabaseHandle, rows } from '../src/db';
import {
  dispatchMail,
  MAIL_CLAIM_LEASE_MS,
  MAIL_DISPATCH_INTERVAL_MS,
  MAIL_GIVE_UP_AFTER_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_OUTAGE_RETRY_MS,
  retryDelayMs,
} from '../src/mail/dispatcher';
import { enqueueMail, type MailMessage } from '../src/mail/outbox';
import { devMailbox, mailOutbox } from '../src/mail/schema';
import {
  classifySendFailure,
  devMailboxTransport,
  type MailTransport,
  outboxMessageId,
  SMTP_TIMEOUT_MS,
  smtpTransport,
} from '../src/mail/transports';
import { describeEachBackend, pgliteTemplate } from './support/gateway';
import { createScratchDatabase } from './support/postgres';
import {
  type Received,
  refusingSmtpUrl,
  startSilentSmtp,
  startSmtp,
  type TestSmtpServer,
} from './support/smtp';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

let seq = 0;
const message = (kind = 'order_confirmed'): MailMessage => {
  seq++;
  const tag = `outbox-${Date.now()}-${seq}`;
  return {
    kind,
    to: `${tag}@example.com`,
    subject: `Subject ${tag}`,
    text: `Plain ${tag}`,
    html: `<p>HTML ${tag}</p>`,
  };
};

/**
 * A `now` for the round: the database stamps microseconds, a Date only milliseconds, so a
 * `now` taken in the millisecond of the insert could precede it.
 */
const soon = () => new Date(Date.now() + 1_000);
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Waits for something another party does (a connection, a delivery); the test's time limit bounds it. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

async function enqueueAll(db: Database, messages: MailMessage[]): Promise<number[]> {
  const ids: number[] = [];
  for (const m of messages) ids.push(await enqueueMail(db, m));
  return ids;
}

async function outboxRows(db: Database, ids: number[]) {
  const found = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  return new Map(found.map((r) => [r.id, r]));
}

async function outboxRow(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** What the relay received of one outbox row: how many times, under which Message-IDs. */
function deliveriesOf(inbox: Received[], id: number) {
  const copies = inbox.filter((r) => r.outboxId === id);
  return { count: copies.length, messageIds: new Set(copies.map((r) => r.messageId)) };
}

/** A transport that waits at the door until let go, then does what `then` says. */
function gatedTransport(then: MailTransport['send']) {
  const started = deferred<number>();
  const gate = deferred();
  const transport: MailTransport = {
    name: 'smtp',
    async send(m, db) {
      started.resolve(m.outboxId);
      await gate.promise;
      await then(m, db);
    },
  };
  return { transport, started: started.promise, release: () => gate.resolve() };
}

/**
 * A dispatcher as its own process, on the database of `config`: killed with SIGKILL, it
 * leaves what a crashed gateway leaves (committed statements, and nothing of an open one).
 */
const DISPATCHER_PROCESS = `
const src = process.env.GATEWAY_SRC;
const { createDatabase } = await import(src + '/db/index.ts');
const { dispatchMail } = await import(src + '/mail/dispatcher.ts');
const { smtpTransport } = await import(src + '/mail/transports.ts');
const handle = await createDatabase(JSON.parse(process.env.DISPATCH_DATABASE));
await dispatchMail(handle.db, smtpTransport(process.env.DISPATCH_SMTP_URL), {
  now: new Date(process.env.DISPATCH_NOW),
});
`;

function startDispatcherProcess(config: DatabaseConfig, smtpUrl: string, now: Date) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', DISPATCHER_PROCESS],
    {
      cwd: appDir,
      env: {
        PATH: process.env.PATH,
        GATEWAY_SRC: pathToFileURL(join(appDir, 'src')).href,
        DISPATCH_DATABASE: JSON.stringify(config),
        DISPATCH_SMTP_URL: smtpUrl,
        DISPATCH_NOW: now.toISOString(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, output: () => output };
}

/**
 * A database a child process can open too: PGlite in a directory (in memory it would be the
 * test's own), or a scratch database on the PostgreSQL server.
 */
async function sharedDatabase(backend: 'pglite' | 'postgres') {
  if (backend === 'pglite') {
    const root = mkdtempSync(join(tmpdir(), 'gateway-mail-crash-'));
    const config: DatabaseConfig = { kind: 'pglite', dataDir: join(root, 'pglite') };
    let first = true;
    return {
      config,
      async open(): Promise<DatabaseHandle> {
        // The run's migrated template, loaded into the empty directory the first time only.
        const handle = await createDatabase(
          config,
          first ? { pgliteTemplate: pgliteTemplate() } : {},
        );
        first = false;
        return handle;
      },
      async drop() {
        rmSync(root, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('No PostgreSQL server for this run (DATABASE_URL unset)');
  const scratch = await createScratchDatabase(serverUrl, 'mail_crash');
  const config: DatabaseConfig = { kind: 'postgres', url: scratch.url, poolSize: 2 };
  let first = true;
  return {
    config,
    async open(): Promise<DatabaseHandle> {
      const handle = await createDatabase(config);
      if (first) await handle.migrate();
      first = false;
      return handle;
    },
    drop: () => scratch.drop(),
  };
}

describeEachBackend(
  'mail outbox under crashes and outages',
  (gateway, backend) => {
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startSmtp();
    });
    afterAll(async () => {
      await smtp.close();
    });
    // The file's own database: each test sees only its own mail.
    beforeEach(async () => {
      await gateway().db.delete(mailOutbox);
      await gateway().db.delete(devMailbox);
    });

    it('after a crash mid-batch every message is delivered, and only the one in flight twice', async () => {
      const shared = await sharedDatabase(backend);
      // The relay takes the ninth message, then never answers it: the dispatcher is killed
      // while that send is in flight, after eight were sent and answered.
      let received = 0;
      const inFlight = deferred<Received>();
      const relay = await startSmtp({
        beforeAnswer(r) {
          received++;
          if (received !== 9) return;
          inFlight.resolve(r);
          return new Promise<void>(() => undefined);
        },
      });
      let handle = await shared.open();
      let dispatcher: ReturnType<typeof startDispatcherProcess> | undefined;
      try {
        const ids = await enqueueAll(
          handle.db,
          Array.from({ length: 20 }, () => message()),
        );
        // One process owns a PGlite directory: the dispatcher's, until it dies.
        if (backend === 'pglite') await handle.close();

        const now = soon();
        dispatcher = startDispatcherProcess(shared.config, relay.url, now);
        const running = dispatcher;
        const stalled = await Promise.race([
          inFlight.promise,
          running.exit.then((code) => {
            throw new Error(
              `the dispatcher ended (${code}) before the crash:\n${running.output()}`,
            );
          }),
        ]);
        running.child.kill('SIGKILL');
        await running.exit;
        if (backend === 'pglite') handle = await shared.open();
        const db = handle.db;
        const inFlightId = stalled.outboxId;
        if (inFlightId === undefined) throw new Error('no X-Bookdirect-Outbox-Id header');

        // What was recorded before the crash stays: eight sent.
        const atCrash = await outboxRows(db, ids);
        expect([...atCrash.values()].filter((r) => r.status === 'sent')).toHaveLength(8);

        const transport = smtpTransport(relay.url);
        try {
          // Restarted at once: the messages never claimed go out; the one in flight waits
          // for the end of its claim.
          await dispatchMail(db, transport, { now: later(now, 1_000) });
          expect(await outboxRow(db, inFlightId)).toMatchObject({ status: 'pending' });
          await dispatchMail(db, transport, { now: later(now, MAIL_CLAIM_LEASE_MS + 1_000) });
        } finally {
          transport.close?.();
        }

        const after = await outboxRows(db, ids);
        for (const id of ids) {
          expect(after.get(id)).toMatchObject({
            status: 'sent',
            attempts: id === inFlightId ? 2 : 1,
          });
          const { count, messageIds } = deliveriesOf(relay.inbox, id);
          expect(count, `deliveries of outbox row ${id}`).toBe(id === inFlightId ? 2 : 1);
          // A second copy is the same message to the receiving side.
          expect(messageIds.size).toBe(1);
          expect([...messageIds][0]).toMatch(new RegExp(`^<outbox-${id}\\.[0-9a-f]{16}@`));
        }
      } finally {
        dispatcher?.child.kill('SIGKILL');
        await dispatcher?.exit;
        await handle.close();
        await relay.close();
        await shared.drop();
      }
    }, 90_000);

    it('a relay that never answers ends the round at the time limit with no transaction open, and a code queued during the outage goes out within a minute of its return', async () => {
      const db = gateway().db;
      const backlog = await enqueueAll(db, [message(), message(), message()]);
      const start = soon();

      const silent = await startSilentSmtp();
      const hanging = smtpTransport(silent.url, undefined, { timeoutMs: 300 });
      let stalledId: number;
      try {
        const round = dispatchMail(db, hanging, { now: start });
        await until(() => silent.connections > 0);
        // The send hangs. No session of this database waits inside a transaction...
        if (backend === 'postgres') {
          const [idle] = await rows<{ n: number }>(
            db,
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and state like 'idle in transaction%'`,
          );
          expect(idle?.n).toBe(0);
        }
        // ...and the claimed row takes another writer's update at once.
        const claimed = await db
          .update(mailOutbox)
          .set({ subject: sql`${mailOutbox.subject}` })
          .where(and(inArray(mailOutbox.id, backlog), eq(mailOutbox.attempts, 1)))
          .returning({ id: mailOutbox.id });
        expect(claimed).toHaveLength(1);
        stalledId = claimed[0]?.id as number;

        // The round gives up on the relay at its time limit, without trying the other two.
        expect(await round).toEqual({ sent: 0, retried: 1, failed: 0 });
        expect(silent.connections).toBe(1);
      } finally {
        hanging.close?.();
        await silent.close();
      }
      const stalled = await outboxRow(db, stalledId);
      expect(stalled).toMatchObject({ status: 'pending', attempts: 0 });
      expect(stalled.lastError).toMatch(/greeting|timeout/i);
      expect(stalled.nextAttemptAt.getTime()).toBe(start.getTime() + MAIL_OUTAGE_RETRY_MS);

      // Ten minutes of outage, a round every 5 s, the relay refusing connections; a
      // verification code is asked for meanwhile.
      const code = await enqueueMail(db, message('account_code_register'));
      const ids = [...backlog, code];
      const refused = smtpTransport(await refusingSmtpUrl());
      const back = later(start, 10 * 60_000);
      try {
        for (
          let t = start.getTime() + MAIL_DISPATCH_INTERVAL_MS;
          t < back.getTime();
          t += MAIL_DISPATCH_INTERVAL_MS
        ) {
          await dispatchMail(db, refused, { now: new Date(t) });
        }
      } finally {
        refused.close?.();
      }
      // An outage spends none of a message's attempts: nothing is near `failed`.
      for (const row of (await outboxRows(db, ids)).values()) {
        expect(row).toMatchObject({ status: 'pending', attempts: 0 });
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(
          back.getTime() + MAIL_OUTAGE_RETRY_MS,
        );
      }

      // The relay is back: within a minute of the clock, at the usual round interval, every
      // message has gone.
      const transport = smtpTransport(smtp.url);
      try {
        for (let t = back.getTime(); t <= back.getTime() + 60_000; t += MAIL_DISPATCH_INTERVAL_MS) {
          await dispatchMail(db, transport, { now: new Date(t) });
        }
      } finally {
        transport.close?.();
      }
      for (const row of (await outboxRows(db, ids)).values()) {
        expect(row).toMatchObject({ status: 'sent', attempts: 1 });
        expect(deliveriesOf(smtp.inbox, row.id).count).toBe(1);
      }
    }, 60_000);

    it('two dispatchers at once: one stuck on a message holds only that one, and no message goes out twice', async () => {
      const db = gateway().db;
      const ids = await enqueueAll(db, [message(), message(), message(), message(), message()]);
      const now = soon();
      const real = smtpTransport(smtp.url);
      const a = gatedTransport((m, tx) => real.send(m, tx));
      try {
        const first = dispatchMail(db, a.transport, { now });
        const stuckOn = await a.started;
        // A second gateway at the same moment sends everything but the first one's claim.
        expect(await dispatchMail(db, real, { now })).toEqual({ sent: 4, retried: 0, failed: 0 });
        expect(deliveriesOf(smtp.inbox, stuckOn).count).toBe(0);
        a.release();
        expect(await first).toEqual({ sent: 1, retried: 0, failed: 0 });
      } finally {
        a.release();
        real.close?.();
      }
      for (const row of (await outboxRows(db, ids)).values()) {
        expect(row).toMatchObject({ status: 'sent', attempts: 1 });
        expect(deliveriesOf(smtp.inbox, row.id).count).toBe(1);
      }

      // And a crowd of them over a larger batch.
      const many = await enqueueAll(
        db,
        Array.from({ length: 30 }, () => message()),
      );
      const crowd = smtpTransport(smtp.url);
      try {
        const at = soon();
        await Promise.all(Array.from({ length: 4 }, () => dispatchMail(db, crowd, { now: at })));
      } finally {
        crowd.close?.();
      }
      for (const row of (await outboxRows(db, many)).values()) {
        expect(row).toMatchObject({ status: 'sent', attempts: 1 });
        expect(deliveriesOf(smtp.inbox, row.id).count).toBe(1);
      }
    }, 30_000);

    it('a dispatcher that outlived its claim cannot overwrite the outcome of the next one', async () => {
      const db = gateway().db;
      const id = await enqueueMail(db, message());
      const now = soon();
      const warnings: string[] = [];
      const logger = {
        warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))),
        error: () => undefined,
      };
      const a = gatedTransport(async () => {
        throw Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' });
      });
      const real = smtpTransport(smtp.url);
      try {
        const first = dispatchMail(db, a.transport, { now, logger });
        await a.started;
        // Past the lease, another dispatcher takes the message and sends it.
        expect(
          await dispatchMail(db, real, { now: later(now, MAIL_CLAIM_LEASE_MS + 1_000) }),
        ).toMatchObject({ sent: 1 });
        a.release();
        await first;
      } finally {
        a.release();
        real.close?.();
      }
      expect(await outboxRow(db, id)).toMatchObject({
        status: 'sent',
        attempts: 2,
        lastError: null,
      });
      expect(deliveriesOf(smtp.inbox, id).count).toBe(1);
      expect(warnings.some((w) => /lease/.test(w))).toBe(true);
    });

    it('sends code and check-in mail before the rest of a backlog', async () => {
      const db = gateway().db;
      const orders = await enqueueAll(db, [message(), message(), message()]);
      const code = await enqueueMail(db, message('account_code_reset'));
      const passwords = await enqueueMail(db, message('checkin_passwords'));
      const transport = smtpTransport(smtp.url);
      try {
        expect(await dispatchMail(db, transport, { now: soon(), limit: 2 })).toMatchObject({
          sent: 2,
        });
        const sent = await outboxRows(db, [...orders, code, passwords]);
        expect([code, passwords].map((id) => sent.get(id)?.status)).toEqual(['sent', 'sent']);
        expect(orders.map((id) => sent.get(id)?.status)).toEqual(['pending', 'pending', 'pending']);
      } finally {
        transport.close?.();
      }
    });

    it('keeps backing off a refused message and goes on with the next; an outage never uses up attempts', async () => {
      const db = gateway().db;
      const relay = await startSmtp({ rejectRecipient: (to) => to.startsWith('refused-') });
      const transport = smtpTransport(relay.url);
      try {
        const refusedMail = { ...message(), to: `refused-${seq}@example.com` };
        const refused = await enqueueMail(db, refusedMail);
        const fine = await enqueueMail(db, message());
        const now = soon();
        expect(await dispatchMail(db, transport, { now })).toEqual({
          sent: 1,
          retried: 1,
          failed: 0,
        });
        const first = await outboxRow(db, refused);
        expect(first).toMatchObject({ status: 'pending', attempts: 1 });
        expect(first.lastError).toMatch(/550/);
        expect(first.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
        expect(await outboxRow(db, fine)).toMatchObject({ status: 'sent' });

        await db
          .update(mailOutbox)
          .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
          .where(eq(mailOutbox.id, refused));
        await dispatchMail(db, transport, { now: later(now, MAIL_RETRY_MAX_MS_PLUS) });
        expect(await outboxRow(db, refused)).toMatchObject({
          status: 'failed',
          attempts: MAIL_MAX_ATTEMPTS,
        });
      } finally {
        transport.close?.();
        await relay.close();
      }

      // The same last attempt against a relay that is down: still pending, nothing spent.
      const waiting = await enqueueMail(db, message());
      await db
        .update(mailOutbox)
        .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
        .where(eq(mailOutbox.id, waiting));
      const down = smtpTransport(await refusingSmtpUrl());
      try {
        const now = soon();
        expect(await dispatchMail(db, down, { now })).toEqual({ sent: 0, retried: 1, failed: 0 });
        expect(await outboxRow(db, waiting)).toMatchObject({
          status: 'pending',
          attempts: MAIL_MAX_ATTEMPTS - 1,
        });
        // Still unsent days after it was queued, it is left for a person.
        await dispatchMail(db, down, { now: later(now, MAIL_GIVE_UP_AFTER_MS) });
        expect(await outboxRow(db, waiting)).toMatchObject({ status: 'failed' });
      } finally {
        down.close?.();
      }
    });

    it('fails a message claimed more often than it may be tried, without sending it again', async () => {
      const db = gateway().db;
      const id = await enqueueMail(db, message());
      // Every earlier claim ended with its process: no outcome was ever recorded.
      await db.update(mailOutbox).set({ attempts: MAIL_MAX_ATTEMPTS }).where(eq(mailOutbox.id, id));
      const transport = smtpTransport(smtp.url);
      try {
        expect(await dispatchMail(db, transport, { now: soon() })).toEqual({
          sent: 0,
          retried: 0,
          failed: 1,
        });
      } finally {
        transport.close?.();
      }
      expect(await outboxRow(db, id)).toMatchObject({ status: 'failed' });
      expect(deliveriesOf(smtp.inbox, id).count).toBe(0);
    });

    it('writes one dev mailbox row for an outbox row sent twice', async () => {
      const db = gateway().db;
      const m = message();
      const id = await enqueueMail(db, m);
      const transport = devMailboxTransport();
      const outgoing = { ...m, outboxId: id, queuedAt: new Date() };
      await transport.send(outgoing, db);
      await transport.send(outgoing, db);
      const stored = await db.select().from(devMailbox).where(eq(devMailbox.outboxId, id));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ toAddress: m.to, subject: m.subject });
    });
  },
  { databases: 'both' },
);

/** Far enough past any backoff for the message to be due again. */
const MAIL_RETRY_MAX_MS_PLUS = 2 * 60 * 60 * 1000;

describe('mail outbox rules', () => {
  it('names a message by its outbox row, the same on every send, at the sender’s domain', () => {
    const queuedAt = new Date('2025-03-01T10:00:00.123Z');
    const one = { outboxId: 41, queuedAt, to: 'guest@example.com' };
    const id = outboxMessageId(one, 'Shop <mail@shop.example>');
    expect(id).toMatch(/^<outbox-41\.[0-9a-f]{16}@shop\.example>$/);
    expect(outboxMessageId({ ...one }, 'Shop <mail@shop.example>')).toBe(id);
    // The same id in another database (another queue time) is another message.
    expect(outboxMessageId({ ...one, queuedAt: new Date(0) }, 'Shop <mail@shop.example>')).not.toBe(
      id,
    );
    expect(outboxMessageId(one)).toMatch(/@bookdirect\.example>$/);
  });

  it('tells an unreachable relay from a refused message', () => {
    const error = (fields: object) => Object.assign(new Error('x'), fields);
    for (const code of [
      'ECONNECTION',
      'ETIMEDOUT',
      'ESOCKET',
      'ECONNREFUSED',
      'ECONNRESET',
      'EDNS',
    ]) {
      expect(classifySendFailure(error({ code })), code).toBe('unreachable');
    }
    expect(classifySendFailure(error({ code: 'EENVELOPE', responseCode: 421 }))).toBe(
      'unreachable',
    );
    expect(classifySendFailure(error({ code: 'EENVELOPE', responseCode: 550 }))).toBe('rejected');
    expect(classifySendFailure(error({ code: 'EAUTH', responseCode: 535 }))).toBe('rejected');
    expect(classifySendFailure(error({ code: 'EENVELOPE', responseCode: 451 }))).toBe('other');
    expect(classifySendFailure(new Error('connection refused'))).toBe('other');
  });

  it('keeps a code mail within a minute of the relay’s return, and a send inside its claim', () => {
    // A send that runs into the time limits (connect, greeting, an answer) ends in its lease.
    expect(MAIL_CLAIM_LEASE_MS).toBeGreaterThan(3 * SMTP_TIMEOUT_MS);
    // After an outage, or after a crash mid-send, the next try comes inside a minute.
    expect(MAIL_OUTAGE_RETRY_MS + MAIL_DISPATCH_INTERVAL_MS).toBeLessThan(60_000);
    expect(MAIL_CLAIM_LEASE_MS + MAIL_DISPATCH_INTERVAL_MS).toBeLessThan(60_000);
  });
});
