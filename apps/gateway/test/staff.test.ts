import { Rec } from '@bookdirect/gateway-sdk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/accounts/passwords';
import { hashToken } from '../src/accounts/sessions';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db';
import { BusinessError } from '../src/http/envelope';
import { staff, staffAudit, staffSessions } from '../src/staff/schema';
import {
  type AddedStaff,
  addStaff,
  disableStaff,
  passwordDigest,
  resetSecondFactor,
  STAFF_EMAIL_TAKEN,
  STAFF_HOTEL_UNKNOWN,
  STAFF_SIGN_IN_REFUSED,
  type StaffProfile,
  type StaffSignInOutcome,
  signIn,
  signOut,
  staffOf,
  totpCode,
  totpStep,
} from '../src/staff/service';
import { DEFAULT_STAFF_SETTINGS, type StaffSettings } from '../src/staff/settings';
import { FIXTURE, insertFixture } from './support/catalog-fixture';
import { describeEachBackend } from './support/gateway';

const run = Date.now().toString(36);
/** The test clock: 10 s into a 30 s step. */
const T = new Date('2026-03-02T08:00:10Z');
const at = (seconds: number) => new Date(T.getTime() + seconds * 1000);
const settings: StaffSettings = DEFAULT_STAFF_SETTINGS;

let counter = 0;
/** An e-mail and a client address no other test uses: limits never cross tests. */
function fresh(label: string): { email: string; address: string } {
  counter += 1;
  return { email: `${label}-${run}-${counter}@staff.example`, address: `10.9.${counter}.1` };
}

/** The refusal thrown, as a caller would see it; fails when the call succeeded. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BusinessError);
  const { rec, key, data, values } = error as BusinessError;
  return { rec, key, data, values };
}

const SIGN_IN_REFUSED = {
  rec: Rec.sessionExpired,
  key: STAFF_SIGN_IN_REFUSED,
  data: null,
  values: {},
};

function signedIn(outcome: StaffSignInOutcome): { token: string; staff: StaffProfile } {
  if (!('token' in outcome)) throw new Error(`not signed in: ${JSON.stringify(outcome)}`);
  return outcome;
}

/** The secret of an otpauth URI. */
function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}

describe('staff settings', () => {
  it('default to 12 h sessions ending after 30 idle minutes, read through loadConfig', () => {
    const config = loadConfig({});
    expect(config.staff).toEqual(DEFAULT_STAFF_SETTINGS);
    expect(config.staff.sessionMaxSeconds).toBe(43_200);
    expect(config.staff.sessionIdleSeconds).toBe(1_800);
    const changed = loadConfig({
      STAFF_SESSION_MAX_S: '3600',
      STAFF_SESSION_IDLE_S: '600',
      STAFF_LOGIN_FAILURES_PER_EMAIL: '3',
      STAFF_LOGIN_FAILURES_PER_ADDRESS: '9',
      STAFF_LOGIN_FAILURE_WINDOW_S: '60',
      STAFF_TOTP_ISSUER: 'Harbour Hotels',
    }).staff;
    expect(changed).toEqual({
      signInFailuresPerEmail: { max: 3, windowSeconds: 60 },
      signInFailuresPerAddress: { max: 9, windowSeconds: 60 },
      sessionMaxSeconds: 3600,
      sessionIdleSeconds: 600,
      totpIssuer: 'Harbour Hotels',
    });
    expect(() => loadConfig({ STAFF_SESSION_IDLE_S: '30m' })).toThrow(/STAFF_SESSION_IDLE_S/);
  });
});

describeEachBackend(
  'staff accounts',
  (gateway) => {
    const db = (): Database => gateway().db;
    let hotelIds: number[] = [];

    beforeAll(async () => {
      const fixture = await insertFixture(db(), FIXTURE.slice(0, 2));
      hotelIds = Object.values(fixture.hotel).sort((a, b) => a - b);
    });

    const add = (email: string, role = 'admin', hotels: number[] = []) =>
      addStaff(db(), { email, role, hotelIds: hotels, name: 'Ana Lima', lang: 'en' });

    const attempt = (
      added: Pick<AddedStaff, 'email' | 'password'>,
      address: string,
      now: Date,
      otp?: string,
      overrides: Partial<StaffSettings> = {},
    ) =>
      signIn(
        db(),
        { email: added.email, password: passwordDigest(added.password), otp },
        { now, settings: { ...settings, ...overrides }, clientAddress: address },
      );

    it('adds an enrolled account whose password is stored as members’ are', async () => {
      const { email } = fresh('add');
      const added = await add(email.toUpperCase(), 'manager', hotelIds);
      expect(added.email).toBe(email);
      expect(added.password).toMatch(/^[A-Za-z0-9]{6}(-[A-Za-z0-9]{6}){3}$/);
      expect(added.totp_secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(added.otpauth_uri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(uri.searchParams.get('secret')).toBe(added.totp_secret);
      expect(uri.searchParams.get('issuer')).toBe('Bookdirect');
      expect(uri.searchParams.get('algorithm')).toBe('SHA1');
      expect(uri.searchParams.get('digits')).toBe('6');
      expect(uri.searchParams.get('period')).toBe('30');

      const [row] = await db().select().from(staff).where(eq(staff.email, email));
      expect(row).toMatchObject({ role: 'manager', lang: 'en', name: 'Ana Lima' });
      expect(row?.totpEnrolled).toBe(true);
      expect(row?.totpSecret).toBe(added.totp_secret);
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
      expect(await verifyPassword(passwordDigest(added.password), row?.passwordHash ?? '')).toBe(
        true,
      );
      expect(row?.passwordHash).not.toContain(added.password);
    });

    it('refuses a duplicate e-mail whatever its case, a bad role, and hotels that do not fit the role', async () => {
      const { email } = fresh('rules');
      await add(email);
      expect(await refusal(add(email.replace(/^./, (c) => c.toUpperCase())))).toMatchObject({
        rec: Rec.conflict,
        key: STAFF_EMAIL_TAKEN,
      });
      const invalid = (field: string, key: string) => ({
        rec: Rec.validation,
        data: { errors: { [field]: key } },
      });
      expect(await refusal(add(fresh('rules').email, 'chef'))).toMatchObject(
        invalid('role', 'validation:invalid'),
      );
      expect(await refusal(add(fresh('rules').email, 'desk'))).toMatchObject(
        invalid('hotel_ids', 'account:staff_hotels_required'),
      );
      expect(await refusal(add(fresh('rules').email, 'admin', hotelIds))).toMatchObject(
        invalid('hotel_ids', 'account:staff_admin_no_hotels'),
      );
      const unknown = fresh('rules').email;
      expect(await refusal(add(unknown, 'desk', [2_000_000_000]))).toMatchObject(
        invalid('hotel_ids', STAFF_HOTEL_UNKNOWN),
      );
      expect(await db().select().from(staff).where(eq(staff.email, unknown))).toEqual([]);
      // The command line shows the message.
      await expect(add(unknown, 'desk', [2_000_000_000])).rejects.toThrow(
        'No hotel with id 2000000000',
      );
    });

    it('records each addition in the audit log as the command line’s, without a password or secret', async () => {
      const { email } = fresh('audited');
      const added = await add(email, 'desk', [hotelIds[0] as number]);
      const [row] = await db().select().from(staff).where(eq(staff.email, email));
      const entries = await db()
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.target, `staff:${row?.id}`));
      expect(entries).toEqual([
        {
          id: expect.any(Number),
          at: row?.createdAt,
          staffId: null,
          action: 'staff.add',
          target: `staff:${row?.id}`,
          before: null,
          after: {
            email,
            name: 'Ana Lima',
            role: 'desk',
            hotel_ids: [hotelIds[0]],
            lang: 'en',
            enrolled: 1,
            disabled: 0,
          },
          clientAddress: 'cli',
        },
      ]);
      const written = JSON.stringify(entries);
      for (const secret of [added.password, added.totp_secret, row?.passwordHash ?? '']) {
        expect(written).not.toContain(secret);
      }
    });

    it('signs in with the password and a code, and answers who signed in', async () => {
      const { email, address } = fresh('signin');
      const added = await add(email, 'desk', [hotelIds[1] as number, hotelIds[0] as number]);
      const outcome = signedIn(await attempt(added, address, T, totpCode(added.totp_secret, T)));
      expect(outcome.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(outcome).toMatchObject({
        expire_time: Math.floor(T.getTime() / 1000) + 43_200,
        staff: { email, name: 'Ana Lima', role: 'desk', hotel_ids: hotelIds, lang: 'en' },
      });
      const [session] = await db()
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.tokenHash, hashToken(outcome.token)));
      expect(session?.staffId).toBe(outcome.staff.staff_id);
      // Only the token's hash is stored.
      const all = await db().select().from(staffSessions);
      expect(JSON.stringify(all)).not.toContain(outcome.token);
      expect(await staffOf(db(), outcome.token, { now: at(60), settings })).toEqual(outcome.staff);
    });

    it('accepts the codes of the step before and after, refuses two steps away', async () => {
      const far = await add(fresh('window').email);
      const { address } = fresh('window');
      for (const seconds of [-60, 60, -90, 90]) {
        expect(
          await refusal(attempt(far, address, T, totpCode(far.totp_secret, at(seconds)))),
        ).toEqual(SIGN_IN_REFUSED);
      }
      const before = await add(fresh('window').email);
      signedIn(await attempt(before, address, T, totpCode(before.totp_secret, at(-30))));
      const after = await add(fresh('window').email);
      signedIn(await attempt(after, address, T, totpCode(after.totp_secret, at(30))));
      // The refused attempts used nothing up: the current code still signs in.
      signedIn(await attempt(far, address, T, totpCode(far.totp_secret, T)));
    });

    it('never accepts a code twice, nor one of an earlier step than the last sign-in', async () => {
      const { email, address } = fresh('replay');
      const added = await add(email);
      const code = totpCode(added.totp_secret, T);
      signedIn(await attempt(added, address, T, code));
      expect(await refusal(attempt(added, address, T, code))).toEqual(SIGN_IN_REFUSED);
      // 30 s on, the same code is still in the window, and still used.
      expect(await refusal(attempt(added, address, at(30), code))).toEqual(SIGN_IN_REFUSED);
      // So is the one before it.
      expect(
        await refusal(attempt(added, address, at(30), totpCode(added.totp_secret, at(-30)))),
      ).toEqual(SIGN_IN_REFUSED);
      const [row] = await db().select().from(staff).where(eq(staff.email, email));
      expect(row?.totpLastStep).toBe(totpStep(T));
      // The next step's code signs in, and moves the last step on.
      signedIn(await attempt(added, address, at(30), totpCode(added.totp_secret, at(30))));
      const [later] = await db().select().from(staff).where(eq(staff.email, email));
      expect(later?.totpLastStep).toBe(totpStep(T) + 1);
    });

    it('keeps a code good after an attempt with the wrong password', async () => {
      const { email, address } = fresh('unused');
      const added = await add(email);
      const code = totpCode(added.totp_secret, T);
      expect(
        await refusal(attempt({ ...added, password: `${added.password}x` }, address, T, code)),
      ).toEqual(SIGN_IN_REFUSED);
      const [row] = await db().select().from(staff).where(eq(staff.email, email));
      expect(row?.totpLastStep).toBeNull();
      signedIn(await attempt(added, address, T, code));
    });

    it('answers a wrong e-mail, password or code, and a missing code, the same way', async () => {
      const { email, address } = fresh('same');
      const added = await add(email);
      const code = totpCode(added.totp_secret, T);
      const wrongEmail = await refusal(
        attempt({ ...added, email: `nobody-${run}@staff.example` }, address, T, code),
      );
      const wrongPassword = await refusal(
        attempt({ ...added, password: 'not-it' }, address, T, code),
      );
      const wrongCode = await refusal(
        attempt(added, address, T, code === '000000' ? '000001' : '000000'),
      );
      const malformedCode = await refusal(attempt(added, address, T, 'abc'));
      const noCode = await refusal(attempt(added, address, T));
      for (const answer of [wrongEmail, wrongPassword, wrongCode, malformedCode, noCode]) {
        expect(answer).toEqual(SIGN_IN_REFUSED);
      }
    });

    it('refuses a disabled account the same way, and ends its sessions', async () => {
      const { email, address } = fresh('disabled');
      const added = await add(email);
      const { token, staff: who } = signedIn(
        await attempt(added, address, T, totpCode(added.totp_secret, T)),
      );
      await disableStaff(db(), who.staff_id);
      expect(await refusal(staffOf(db(), token, { now: at(1), settings }))).toMatchObject({
        rec: Rec.sessionExpired,
      });
      expect(
        await refusal(attempt(added, address, at(30), totpCode(added.totp_secret, at(30)))),
      ).toEqual(SIGN_IN_REFUSED);
      // Not even the enrolment answer after a reset.
      await resetSecondFactor(db(), who.staff_id);
      expect(await refusal(attempt(added, address, at(60)))).toEqual(SIGN_IN_REFUSED);
    });

    it('ends a session after 30 idle minutes, each call moving the last seen time', async () => {
      const { email, address } = fresh('idle');
      const added = await add(email);
      const { token } = signedIn(await attempt(added, address, T, totpCode(added.totp_secret, T)));
      const context = (seconds: number) => ({ now: at(seconds), settings });
      await staffOf(db(), token, context(25 * 60));
      await staffOf(db(), token, context(50 * 60));
      const [session] = await db()
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.tokenHash, hashToken(token)));
      expect(session?.lastSeenAt.toISOString()).toBe(at(50 * 60).toISOString());
      expect(await refusal(staffOf(db(), token, context(80 * 60)))).toMatchObject({
        rec: Rec.sessionExpired,
        key: 'errors:session_expired',
      });
      // A refused call does not bring it back.
      const [after] = await db()
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.tokenHash, hashToken(token)));
      expect(after?.lastSeenAt.toISOString()).toBe(at(50 * 60).toISOString());
      expect(await refusal(staffOf(db(), token, context(80 * 60 + 1)))).toMatchObject({
        rec: Rec.sessionExpired,
      });
    });

    it('ends a session 12 hours after sign-in however busy', async () => {
      const { email, address } = fresh('max');
      const added = await add(email);
      const { token } = signedIn(await attempt(added, address, T, totpCode(added.totp_secret, T)));
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        await staffOf(db(), token, { now: at(minutes * 60), settings });
      }
      await staffOf(db(), token, { now: at(12 * 3600 - 1), settings });
      expect(await refusal(staffOf(db(), token, { now: at(12 * 3600), settings }))).toMatchObject({
        rec: Rec.sessionExpired,
      });
    }, 60_000);

    it('signs out, and answers rec 3 to unknown or absent tokens', async () => {
      const { email, address } = fresh('out');
      const added = await add(email);
      const { token } = signedIn(await attempt(added, address, T, totpCode(added.totp_secret, T)));
      await signOut(db(), token);
      for (const wrong of [token, undefined, '', 'x'.repeat(500)]) {
        expect(await refusal(staffOf(db(), wrong, { now: at(1), settings }))).toMatchObject({
          rec: Rec.sessionExpired,
        });
      }
    });

    it('enrols again after a reset: a new secret for the password alone, then a code signs in', async () => {
      const { email, address } = fresh('enrol');
      const added = await add(email);
      const first = signedIn(await attempt(added, address, T, totpCode(added.totp_secret, T)));
      await resetSecondFactor(db(), first.staff.staff_id);
      // The reset ends the sessions and forgets the old secret and its last step.
      expect(await refusal(staffOf(db(), first.token, { now: at(1), settings }))).toMatchObject({
        rec: Rec.sessionExpired,
      });
      expect(
        await refusal(attempt(added, address, at(30), totpCode(added.totp_secret, at(30)))),
      ).toEqual(SIGN_IN_REFUSED);

      const enrol = await attempt(added, address, at(30));
      if (!('enrol' in enrol)) throw new Error('expected the enrolment answer');
      expect(enrol).toEqual({
        enrol: { otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\//) },
      });
      const secret = secretOf(enrol.enrol.otpauth_uri);
      expect(secret).not.toBe(added.totp_secret);
      // Asking again answers the same secret, still without a session.
      expect(await attempt(added, address, at(40))).toEqual(enrol);
      const [pending] = await db().select().from(staff).where(eq(staff.email, email));
      expect(pending).toMatchObject({ totpEnrolled: false, totpSecret: secret });
      expect(
        await db()
          .select()
          .from(staffSessions)
          .where(eq(staffSessions.staffId, first.staff.staff_id)),
      ).toEqual([]);
      // The wrong password gets no secret.
      expect(await refusal(attempt({ ...added, password: 'not-it' }, address, at(40)))).toEqual(
        SIGN_IN_REFUSED,
      );

      const second = signedIn(await attempt(added, address, at(45), totpCode(secret, at(45))));
      expect(second.staff.staff_id).toBe(first.staff.staff_id);
      const [enrolled] = await db().select().from(staff).where(eq(staff.email, email));
      expect(enrolled?.totpEnrolled).toBe(true);
      // Enrolled: the password alone is refused like a wrong one.
      expect(await refusal(attempt(added, address, at(90)))).toEqual(SIGN_IN_REFUSED);
    });

    it('makes a secret at enrolment for an account that has none', async () => {
      const { email, address } = fresh('nosecret');
      const added = await add(email);
      await db()
        .update(staff)
        .set({ totpSecret: null, totpEnrolled: false })
        .where(eq(staff.email, email));
      // A code cannot be checked before there is a secret.
      expect(await refusal(attempt(added, address, T, '123456'))).toEqual(SIGN_IN_REFUSED);
      const enrol = await attempt(added, address, T);
      if (!('enrol' in enrol)) throw new Error('expected the enrolment answer');
      const secret = secretOf(enrol.enrol.otpauth_uri);
      const [row] = await db().select().from(staff).where(eq(staff.email, email));
      expect(row?.totpSecret).toBe(secret);
      signedIn(await attempt(added, address, T, totpCode(secret, T)));
    });

    it('limits failed attempts per account and per address (rec 7), the right answer included', async () => {
      const limits: Partial<StaffSettings> = {
        signInFailuresPerEmail: { max: 3, windowSeconds: 900 },
        signInFailuresPerAddress: { max: 5, windowSeconds: 900 },
      };
      const { email, address } = fresh('limit');
      const added = await add(email);
      for (let i = 0; i < 3; i++) {
        expect(
          await refusal(attempt({ ...added, password: 'wrong' }, address, T, '000000', limits)),
        ).toEqual(SIGN_IN_REFUSED);
      }
      const locked = await refusal(
        attempt(added, fresh('limit').address, T, totpCode(added.totp_secret, T), limits),
      );
      expect(locked).toMatchObject({ rec: Rec.tooManyAttempts });
      expect((locked.data as { retry_after: number }).retry_after).toBeGreaterThan(800);
      // The locked-out attempt did not use the code either.
      const [row] = await db().select().from(staff).where(eq(staff.email, email));
      expect(row?.totpLastStep).toBeNull();

      // Per address: other accounts from the same address, whatever the e-mail.
      const other = await add(fresh('limit').email);
      for (let i = 0; i < 2; i++) {
        expect(
          await refusal(attempt({ ...other, password: 'wrong' }, address, T, undefined, limits)),
        ).toEqual(SIGN_IN_REFUSED);
      }
      expect(
        await refusal(attempt(other, address, T, totpCode(other.totp_secret, T), limits)),
      ).toMatchObject({ rec: Rec.tooManyAttempts });
      // The same account from another address still signs in.
      signedIn(
        await attempt(other, fresh('limit').address, T, totpCode(other.totp_secret, T), limits),
      );
    });
  },
  { databases: 'both' },
);
