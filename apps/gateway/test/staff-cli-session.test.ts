import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, CURRENCY_CODES, dayIn } from '@bookdirect/gateway-sdk';
import type { StaffAuditEntry } from '@bookdirect/gateway-sdk/staff';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USD_PER_UNIT } from '../src/catalog/tooling/demo-data';
import { franchiseApplications } from '../src/franchise/schema';
import { orders } from '../src/orders/schema';
import { type Ask, staffCredentials } from '../src/staff/cli-session';
import { staff, staffSessions } from '../src/staff/schema';
import { type AddedStaff, addStaff, passwordDigest, totpCode } from '../src/staff/service';
import { type CheckinHotel, insertCheckinHotel } from './support/checkin';
import { describeEachBackend } from './support/gateway';
import { freshStaffEmail, type StaffSession, staffCall, staffSession } from './support/staff';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * One of the command-line tools as a process of its own, with only the environment given
 * (no terminal: stdin is closed).
 */
function tool(script: string, args: string[], env: Record<string, string>): Promise<ToolRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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

describe('staffCredentials', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const at = new Date('2026-03-02T08:00:00Z');
  const noQuestions: Ask = async (question) => {
    throw new Error(`asked ${question}`);
  };

  it('takes the e-mail, the password and the code from the environment', async () => {
    const credentials = await staffCredentials(
      { STAFF_EMAIL: ' ana@example.com ', STAFF_PASSWORD: 'pass word', STAFF_OTP: '123456' },
      noQuestions,
    );
    expect(credentials).toEqual({
      email: 'ana@example.com',
      password: passwordDigest('pass word'),
      otp: '123456',
    });
  });

  it('computes the code of now from STAFF_TOTP_SECRET, unless STAFF_OTP is given', async () => {
    const env = { STAFF_EMAIL: 'ana@example.com', STAFF_PASSWORD: 'pw', STAFF_TOTP_SECRET: secret };
    expect((await staffCredentials(env, noQuestions, () => at)).otp).toBe(totpCode(secret, at));
    expect(
      (await staffCredentials({ ...env, STAFF_OTP: '654321' }, noQuestions, () => at)).otp,
    ).toBe('654321');
  });

  it('asks for what the environment leaves out, the password without echo', async () => {
    const asked: [string, boolean][] = [];
    const answers: Record<string, string> = {
      'Staff e-mail: ': 'bo@example.com ',
      'Password: ': 'typed secret',
      'Authenticator code: ': ' 112233',
    };
    const ask: Ask = async (question, hidden) => {
      asked.push([question, hidden]);
      return answers[question] ?? '';
    };
    expect(await staffCredentials({}, ask)).toEqual({
      email: 'bo@example.com',
      password: passwordDigest('typed secret'),
      otp: '112233',
    });
    expect(asked).toEqual([
      ['Staff e-mail: ', false],
      ['Password: ', true],
      ['Authenticator code: ', false],
    ]);
  });
});

describeEachBackend('the command-line tools sign in as a staff member', (gateway) => {
  let base: string;
  let hotel: CheckinHotel;
  let other: CheckinHotel;
  let reader: StaffSession;
  const root = mkdtempSync(join(tmpdir(), 'staff-cli-'));
  const today = dayIn(new Date(), 'UTC');

  beforeAll(async () => {
    const { app, db } = gateway();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    hotel = await insertCheckinHotel(db, { rooms: 3 });
    other = await insertCheckinHotel(db, { rooms: 3 });
    reader = await staffSession(app, db, 'admin');
    await db.insert(franchiseApplications).values({
      name: 'Wu Fang',
      mobile: '+8613800138001',
      countryId: 13,
      provinceId: 13100,
      cityId: 13101,
      willLevelId: 2,
      remark: '=A hotel near the lake',
      lang: 'zh',
      clientAddress: '198.51.100.30',
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** A new account, as `staff:add` prints it, with its id. */
  const account = async (role: 'admin' | 'manager', hotelIds: number[] = []) => {
    const { db } = gateway();
    const added = await addStaff(db, { email: freshStaffEmail(`cli-${role}`), role, hotelIds });
    const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, added.email));
    return { ...added, staff_id: row?.id as number };
  };
  /** The environment a tool signs in with: the e-mail, the password and a code of now. */
  const signedWith = (added: AddedStaff, code: 'otp' | 'secret'): Record<string, string> => ({
    GATEWAY_URL: base,
    STAFF_EMAIL: added.email,
    STAFF_PASSWORD: added.password,
    ...(code === 'otp'
      ? { STAFF_OTP: totpCode(added.totp_secret, new Date()) }
      : { STAFF_TOTP_SECRET: added.totp_secret }),
  });
  const sessionsOf = (staffId: number) =>
    gateway().db.select().from(staffSessions).where(eq(staffSessions.staffId, staffId));
  const auditBy = async (staffId: number) => {
    const answer = await staffCall<{ entry_list: StaffAuditEntry[] }>(
      gateway().app,
      reader,
      'GET',
      `/audit/?staff_id=${staffId}`,
    );
    return answer.body.data.entry_list;
  };

  it('export:franchise signs in from STAFF_OTP, writes the CSV and signs out', async () => {
    const admin = await account('admin');
    const run = await tool('src/franchise/export-cli.ts', [], {
      ...signedWith(admin, 'otp'),
      EXPORT_LANG: 'en',
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.startsWith('\uFEFFkind,id,create_time,name,mobile,contact,')).toBe(true);
    const line = run.stdout.split('\r\n').find((row) => row.includes('Wu Fang'));
    // Formula-safe, region names in English.
    expect(line).toContain(",'=A hotel near the lake");
    expect(line).toContain('China');
    expect(await sessionsOf(admin.staff_id)).toEqual([]);
  }, 60_000);

  it('update:rates signs in from STAFF_TOTP_SECRET, for a scheduled run; the log names the admin', async () => {
    const admin = await account('admin');
    const file = join(root, 'rates.json');
    writeFileSync(
      file,
      JSON.stringify({
        date: '2026-11-24',
        rates: Object.fromEntries(
          Object.entries(CURRENCY_CODES).map(([id, code]) => [
            code,
            Number(SEED_USD_PER_UNIT[Number(id)]),
          ]),
        ),
      }),
    );
    const run = await tool('src/staff/rates-cli.ts', [file], signedWith(admin, 'secret'));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('rates of 2026-11-24 from rates.json saved');
    expect(await auditBy(admin.staff_id)).toMatchObject([
      { action: 'exchange_rate.update', target: 'exchange_rate:2026-11-24' },
    ]);
    expect(await sessionsOf(admin.staff_id)).toEqual([]);
  }, 60_000);

  it("import:ota imports a manager's own hotel's reservations, and is refused another's", async () => {
    const csv = (target: CheckinHotel, number: string) =>
      [
        'platform,platform_order_no,hotel,room_type,check_in,check_out,guest_name,email,phone',
        `Agoda,${number},${target.hotelId},${target.roomTypeId},${today},${addDays(today, 1)},Mei Chen,mei@example.com,+351912345678`,
      ].join('\n');
    const ownFile = join(root, 'own.csv');
    const otherFile = join(root, 'other.csv');
    writeFileSync(ownFile, csv(hotel, 'CLI-OWN-1'));
    writeFileSync(otherFile, csv(other, 'CLI-OTHER-1'));

    const manager = await account('manager', [hotel.hotelId]);
    const own = await tool('src/checkin/ota-import-cli.ts', [ownFile], signedWith(manager, 'otp'));
    expect(own.code, own.stderr).toBe(0);
    expect(own.stdout).toMatch(/line 2 CLI-OWN-1: imported \w+/);
    expect(own.stdout).toContain('1 imported, 0 already there, 0 refused');

    const again = await account('manager', [hotel.hotelId]);
    const refused = await tool(
      'src/checkin/ota-import-cli.ts',
      [otherFile],
      signedWith(again, 'secret'),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The gateway refused: rec 5');
    const imported = await gateway()
      .db.select({ number: orders.otaOrderId })
      .from(orders)
      .where(inArray(orders.otaOrderId, ['CLI-OWN-1', 'CLI-OTHER-1']));
    expect(imported).toEqual([{ number: 'CLI-OWN-1' }]);
    expect(await sessionsOf(manager.staff_id)).toEqual([]);
    expect(await sessionsOf(again.staff_id)).toEqual([]);
  }, 60_000);

  it("prints the gateway's message and exits 1 when the sign-in is refused", async () => {
    const admin = await account('admin');
    const run = await tool('src/franchise/export-cli.ts', [], {
      ...signedWith(admin, 'otp'),
      STAFF_PASSWORD: 'not the password',
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'Sign-in refused: Incorrect e-mail, password or authenticator code.',
    );
  }, 60_000);

  it('exits 2 naming the variables when one is missing and there is no terminal to ask', async () => {
    const run = await tool('src/franchise/export-cli.ts', [], { GATEWAY_URL: base });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'set STAFF_EMAIL, STAFF_PASSWORD and STAFF_OTP (or STAFF_TOTP_SECRET)',
    );
  }, 60_000);
});
