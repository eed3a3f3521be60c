import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from '../src/db';
import { lockPathFor } from '../src/db/lock';
import { STAFF_SOCKET_NAME } from '../src/staff/local-socket';
import { staff, staffAudit } from '../src/staff/schema';
import {
  passwordDigest,
  STAFF_SIGN_IN_REFUSED,
  type StaffProfile,
  signIn,
  staffOf,
  totpCode,
} from '../src/staff/service';
import { DEFAULT_STAFF_SETTINGS } from '../src/staff/settings';
import { FIXTURE, insertFixture } from './support/catalog-fixture';
import { describeOnPostgresServer, pgliteTemplate } from './support/gateway';
import { createScratchDatabase, type ScratchDatabase } from './support/postgres';
import { listeningAddress, logged, startServer } from './support/server-process';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = Date.now().toString(36);

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `staff:add` as a process of its own, with only the environment given (never the test run's
 * DATABASE_URL): through `pnpm staff:add` (the package script) or straight with tsx.
 */
function staffAdd(
  args: string[],
  env: Record<string, string>,
  via: 'pnpm' | 'tsx' = 'tsx',
): Promise<CliRun> {
  const [command, prefix] =
    via === 'pnpm'
      ? ['pnpm', ['--silent', 'staff:add']]
      : [process.execPath, ['--import', 'tsx', 'src/staff/add-cli.ts']];
  const child = spawn(command, [...prefix, ...args], {
    cwd: appDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

interface Printed {
  email: string;
  password: string;
  totp_secret: string;
  otpauth_uri: string;
}

/** The one JSON line a successful run prints, and nothing else. */
function printed(result: CliRun): Printed {
  expect(result.code, result.stderr).toBe(0);
  const lines = result.stdout.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  const value = JSON.parse(lines[0] as string) as Printed;
  expect(Object.keys(value)).toEqual(['email', 'password', 'totp_secret', 'otpauth_uri']);
  expect(new URL(value.otpauth_uri).searchParams.get('secret')).toBe(value.totp_secret);
  return value;
}

/** A refused run: exit code 1, nothing printed, the reason on stderr. */
async function expectRefused(
  args: readonly string[],
  env: Record<string, string>,
  message: string,
): Promise<void> {
  const result = await staffAdd([...args], env);
  expect(result.code, result.stderr).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain(message);
}

/**
 * The account's one audit entry: `staff.add` by the command line (no staff member, address
 * `cli`), holding neither the password nor the secret it printed.
 */
async function expectAddedByCommandLine(db: Database, account: Printed): Promise<void> {
  const [row] = await db.select().from(staff).where(eq(staff.email, account.email));
  const entries = await db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.target, `staff:${row?.id}`));
  expect(entries.map((e) => [e.action, e.staffId, e.clientAddress])).toEqual([
    ['staff.add', null, 'cli'],
  ]);
  expect(entries[0]?.after).toMatchObject({ email: account.email, enrolled: 1 });
  const written = JSON.stringify(entries);
  for (const secret of [account.password, account.totp_secret, row?.passwordHash ?? '']) {
    expect(written).not.toContain(secret);
  }
}

/** Signs in with what was printed: the password typed, a code the app shows now. */
async function signsIn(db: Database, account: Printed): Promise<StaffProfile> {
  const now = new Date();
  const outcome = await signIn(
    db,
    {
      email: account.email,
      password: passwordDigest(account.password),
      otp: totpCode(account.totp_secret, now),
    },
    { now, settings: DEFAULT_STAFF_SETTINGS, clientAddress: `10.8.${run.length}.1` },
  );
  if (!('token' in outcome)) throw new Error('expected a session');
  expect(await staffOf(db, outcome.token, { now, settings: DEFAULT_STAFF_SETTINGS })).toEqual(
    outcome.staff,
  );
  return outcome.staff;
}

describe('staff:add on an embedded database no gateway holds', () => {
  const root = mkdtempSync(join(tmpdir(), 'staff-add-'));
  const dataDir = join(root, 'data');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('opens the directory itself, and the account signs in with what it printed', async () => {
    const result = await staffAdd(
      [`First.Admin-${run}@example.com`, 'admin'],
      { DATA_DIR: dataDir },
      'pnpm',
    );
    const account = printed(result);
    expect(account.email).toBe(`first.admin-${run}@example.com`);
    // It let go of the directory.
    expect(existsSync(lockPathFor(join(dataDir, 'pglite')))).toBe(false);

    const env = { DATA_DIR: dataDir };
    await expectRefused(
      [account.email.toUpperCase(), 'admin'],
      env,
      `A staff account for ${account.email} already exists`,
    );
    // Refused before any database: the three runs at once.
    await Promise.all(
      (
        [
          [['someone@example.com', 'chef'], 'Unknown role "chef"'],
          [['someone@example.com', 'desk'], 'A desk needs at least one hotel'],
          [['someone@example.com', 'desk', '--hotel', 'lobby'], '--hotel must be a hotel id'],
        ] as const
      ).map(([args, message]) => expectRefused(args, env, message)),
    );

    const handle = await createDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    try {
      const who = await signsIn(handle.db, account);
      expect(who).toMatchObject({ email: account.email, role: 'admin', hotel_ids: [] });
      await expectAddedByCommandLine(handle.db, account);
    } finally {
      await handle.close();
    }
  }, 180_000);
});

describe('staff:add on an embedded database a gateway holds', () => {
  const root = mkdtempSync(join(tmpdir(), 'staff-add-held-'));
  const dataDir = join(root, 'data');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('asks that gateway through its 0600 socket, and the account signs in with what it printed', async () => {
    // The run's migrated database, loaded into the directory (an empty one is the case above).
    await (
      await createDatabase(
        { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
        { pgliteTemplate: pgliteTemplate() },
      )
    ).close();
    const server = startServer(dataDir, { SEED_DEMO: '0' });
    let account: Printed;
    try {
      const base = await listeningAddress(server);
      await logged(server, /staff:add socket listening/);
      const socket = lstatSync(join(dataDir, STAFF_SOCKET_NAME));
      expect(socket.isSocket()).toBe(true);
      expect(socket.mode & 0o777).toBe(0o600);

      account = printed(
        await staffAdd([`desk.lead-${run}@example.com`, 'admin', '--name', 'Desk Lead'], {
          DATA_DIR: dataDir,
        }),
      );
      await logged(server, /staff account added through the local socket/);
      await Promise.all(
        (
          [
            [[account.email, 'admin'], `A staff account for ${account.email} already exists`],
            [['other@example.com', 'manager', '--hotel', '424242'], 'No hotel with id 424242'],
          ] as const
        ).map(([args, message]) => expectRefused(args, { DATA_DIR: dataDir }, message)),
      );
      // The gateway keeps serving.
      expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok', db: 'ok' });

      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
    expect(existsSync(join(dataDir, STAFF_SOCKET_NAME))).toBe(false);

    const handle = await createDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    try {
      const who = await signsIn(handle.db, account);
      expect(who).toMatchObject({ email: account.email, name: 'Desk Lead', role: 'admin' });
      await expectAddedByCommandLine(handle.db, account);
      // A code from another secret is refused like any wrong one.
      await expect(
        signIn(
          handle.db,
          { email: account.email, password: passwordDigest(account.password), otp: '12345' },
          { now: new Date(), settings: DEFAULT_STAFF_SETTINGS, clientAddress: '10.8.0.9' },
        ),
      ).rejects.toMatchObject({ rec: Rec.sessionExpired, key: STAFF_SIGN_IN_REFUSED });
    } finally {
      await handle.close();
    }
  }, 180_000);
});

describeOnPostgresServer('staff:add on PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  let hotelIds: number[] = [];
  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_URL is required (REQUIRE_POSTGRES=1 or CI)');
    scratch = await createScratchDatabase(serverUrl, 'staff_add', {
      template: inject('postgresTemplate') ?? undefined,
    });
    handle = await createDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    await handle.migrate();
    const fixture = await insertFixture(handle.db, FIXTURE.slice(0, 2));
    hotelIds = Object.values(fixture.hotel).sort((a, b) => a - b);
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it('adds a manager of two hotels through DATABASE_URL, who signs in with what it printed', async () => {
    const url = scratch?.url as string;
    const db = handle?.db as Database;
    const args = [`manager-${run}@example.com`, 'manager', '--lang', 'en'];
    for (const id of hotelIds) args.push('--hotel', String(id));
    const account = printed(await staffAdd(args, { DATABASE_URL: url }));
    const who = await signsIn(db, account);
    expect(who).toMatchObject({ role: 'manager', hotel_ids: hotelIds, lang: 'en' });
    await expectAddedByCommandLine(db, account);

    await expectRefused(args, { DATABASE_URL: url }, 'already exists');
  }, 120_000);
});
