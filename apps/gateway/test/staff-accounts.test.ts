import { Rec } from '@bookdirect/gateway-sdk/contract';
import {
  STAFF_API_PREFIX,
  type StaffAccount,
  type StaffAuditEntry,
  type StaffProfile,
} from '@bookdirect/gateway-sdk/staff';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock';
import { staff, staffAudit } from '../src/staff/schema';
import {
  disableStaff,
  passwordDigest,
  STAFF_SIGN_IN_REFUSED,
  totpCode,
} from '../src/staff/service';
import { FIXTURE, insertFixture } from './support/catalog-fixture';
import { type Answer, call, describeEachBackend } from './support/gateway';
import { createMember } from './support/orders';
import { freshStaffEmail, type StaffSession, staffCall, staffSession } from './support/staff';

/** What an account's answer holds: the account, and a password only when one was made. */
interface AccountAnswer {
  staff: StaffAccount;
  password?: string;
}

interface SignInAnswer {
  token?: string;
  staff?: StaffProfile;
  enrol?: { otpauth_uri: string };
}

/** A generated staff password: four groups of six. */
const PASSWORD = /^[A-Za-z0-9]{6}(-[A-Za-z0-9]{6}){3}$/;

/**
 * The gateway's clock moves a TOTP step (30 s) before every sign-in, so an account signs in
 * again with the code of the moment, as a person would a little later. Failed sign-ins are
 * allowed in number from the one test address.
 */
function suiteOptions() {
  const clock = movableClock();
  return {
    clock,
    env: { STAFF_LOGIN_FAILURES_PER_ADDRESS: '1000' },
  };
}

/** The calls of this suite and what each does to an account. */
function accountCalls(app: () => FastifyInstance, clock: ReturnType<typeof movableClock>) {
  const nextStep = () => {
    clock.setOffsetMs(clock.offsetMs() + 30_000);
    return app().clock();
  };

  /** Signs in with a typed password and, when a secret is given, its code of the next step. */
  const signIn = (email: string, password: string, secret?: string) =>
    call<SignInAnswer>(app(), {
      method: 'POST',
      url: `${STAFF_API_PREFIX}/session/`,
      payload: {
        email,
        password: passwordDigest(password),
        ...(secret ? { otp: totpCode(secret, nextStep()) } : {}),
      },
    });

  /** Enrols with the password alone, then signs in with the new secret's code. */
  const enrol = async (email: string, password: string) => {
    const first = await signIn(email, password);
    expect(first.body.rec, JSON.stringify(first.body)).toBe(Rec.ok);
    expect(first.body.data.token).toBeUndefined();
    const uri = first.body.data.enrol?.otpauth_uri ?? '';
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const second = await signIn(email, password, secret);
    expect(second.body.rec, JSON.stringify(second.body)).toBe(Rec.ok);
    return { token: second.body.data.token as string, secret };
  };

  /** Whether the session still admits its holder to a staff call. */
  const sessionLives = async (token: string) => {
    const answer = await staffCall(app(), { token }, 'GET', '/hotels/');
    if (answer.body.rec === Rec.ok) return true;
    expect(answer.body.rec).toBe(Rec.sessionExpired);
    return false;
  };

  const audit = async (admin: StaffSession, staffId: number) => {
    const answer = await staffCall<{ entry_list: StaffAuditEntry[] }>(
      app(),
      admin,
      'GET',
      `/audit/?target=staff:${staffId}&nums=100`,
    );
    expect(answer.body.rec).toBe(Rec.ok);
    return answer.body.data.entry_list;
  };

  return { nextStep, signIn, enrol, sessionLives, audit };
}

const expectRefused = (answer: Answer, rec: number, key: string) =>
  expect([answer.body.rec, answer.body.key], JSON.stringify(answer.body)).toEqual([rec, key]);

const options = suiteOptions();

describeEachBackend(
  'staff accounts through the API',
  (gateway) => {
    const app = () => gateway().app;
    const { signIn, enrol, sessionLives, audit } = accountCalls(app, options.clock);
    let admin: StaffSession;
    let hotelIds: number[] = [];
    let h1 = 0;
    let h2 = 0;
    const run = Date.now().toString(36);

    beforeAll(async () => {
      const { db } = gateway();
      const fixture = await insertFixture(db, FIXTURE.slice(0, 2));
      hotelIds = Object.values(fixture.hotel).sort((a, b) => a - b);
      [h1, h2] = hotelIds as [number, number];
      admin = await staffSession(app(), db, 'admin', [], 'Ada Admin');
    });

    const create = (body: Record<string, unknown>) =>
      staffCall<AccountAnswer>(app(), admin, 'POST', '/staff/', body);
    const write = (method: 'PUT' | 'POST', path: string, body?: Record<string, unknown>) =>
      staffCall<AccountAnswer>(app(), admin, method, path, body);
    /** An account made through the API, signed in once (enrolled). */
    const enrolledAccount = async (role: string, hotels: number[] = []) => {
      const made = await create({
        email: freshStaffEmail(role),
        name: 'Bo Desk',
        role,
        hotel_ids: hotels,
      });
      expect(made.body.rec, JSON.stringify(made.body)).toBe(Rec.ok);
      const { staff: account, password } = made.body.data;
      const { token, secret } = await enrol(account.email, password as string);
      return { account, password: password as string, token, secret };
    };

    it('adds an account not enrolled; its first sign-in enrols the person’s own authenticator', async () => {
      const email = `New.Desk-${run}@Staff.Example`;
      const sent = Math.floor(app().clock().getTime() / 1000);
      const made = await create({
        email,
        name: '  Bo Desk ',
        role: 'desk',
        hotel_ids: [h1],
        lang: 'en',
      });
      expect(made.body.rec, JSON.stringify(made.body)).toBe(Rec.ok);
      // The account and its password, nothing of a second factor.
      expect(Object.keys(made.body.data).sort()).toEqual(['password', 'staff']);
      const { staff: account, password } = made.body.data;
      expect(password).toMatch(PASSWORD);
      expect(account).toEqual({
        staff_id: expect.any(Number),
        email: email.toLowerCase(),
        name: 'Bo Desk',
        role: 'desk',
        hotel_ids: [h1],
        lang: 'en',
        enrolled: 0,
        disabled: 0,
        create_time: expect.any(Number),
      });
      // The gateway's clock when it was made.
      expect(account.create_time).toBeGreaterThanOrEqual(sent);
      expect(account.create_time).toBeLessThanOrEqual(app().clock().getTime() / 1000);

      const { token } = await enrol(account.email, password as string);
      expect(await sessionLives(token)).toBe(true);
      const listed = await staffCall<{ staff_list: StaffAccount[]; total: number }>(
        app(),
        admin,
        'GET',
        `/staff/?q=${encodeURIComponent(`new.desk-${run}`)}`,
      );
      expect(listed.body.data).toEqual({ staff_list: [{ ...account, enrolled: 1 }], total: 1 });

      expect(await audit(admin, account.staff_id)).toEqual([
        {
          time: account.create_time,
          staff_id: admin.staff.staff_id,
          action: 'staff.add',
          target: `staff:${account.staff_id}`,
          before: null,
          after: {
            email: account.email,
            name: 'Bo Desk',
            role: 'desk',
            hotel_ids: [h1],
            lang: 'en',
            enrolled: 0,
            disabled: 0,
          },
          ip: '127.0.0.1',
        },
      ]);
    });

    it('takes hotel ids as an array or as one text, and the language by default zh', async () => {
      const asText = await create({
        email: freshStaffEmail('text'),
        name: 'Cy Manager',
        role: 'Manager',
        hotel_ids: `${h2}, ${h1}`,
      });
      expect(asText.body.rec, JSON.stringify(asText.body)).toBe(Rec.ok);
      expect(asText.body.data.staff).toMatchObject({
        role: 'manager',
        hotel_ids: [h1, h2],
        lang: 'zh',
      });
      const admins = await create({
        email: freshStaffEmail('adm'),
        name: 'Di Admin',
        role: 'admin',
      });
      expect(admins.body.data.staff).toMatchObject({ role: 'admin', hotel_ids: [] });
    });

    it('refuses a taken e-mail (rec 6), hotels that do not fit the role or do not exist, bad fields (rec 2)', async () => {
      const email = freshStaffEmail('taken');
      expect((await create({ email, name: 'Ed', role: 'admin' })).body.rec).toBe(Rec.ok);
      expectRefused(
        await create({ email: email.toUpperCase(), name: 'Ed', role: 'desk', hotel_ids: [h1] }),
        Rec.conflict,
        'account:staff_email_taken',
      );

      const fresh = freshStaffEmail('refused');
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ role: 'manager' }, { hotel_ids: 'account:staff_hotels_required' }],
        [{ role: 'desk', hotel_ids: [] }, { hotel_ids: 'account:staff_hotels_required' }],
        [{ role: 'admin', hotel_ids: [h1] }, { hotel_ids: 'account:staff_admin_no_hotels' }],
        [
          { role: 'desk', hotel_ids: [h1, 2_000_000_000] },
          { hotel_ids: 'account:staff_hotel_unknown' },
        ],
        [{ role: 'chef' }, { role: 'validation:invalid' }],
        [{ role: 'admin', lang: 'fr' }, { lang: 'validation:invalid' }],
        [{ role: 'admin', email: 'not-an-address' }, { email: 'validation:email_address_error' }],
        [{ role: 'admin', name: undefined }, { name: 'validation:required' }],
      ];
      for (const [fields, errors] of cases) {
        const answer = await create({ email: fresh, name: 'Flo', ...fields });
        expect(answer.body.rec, JSON.stringify(fields)).toBe(Rec.validation);
        expect(answer.body.data, JSON.stringify(fields)).toEqual({ errors });
      }
      const [row] = await gateway().db.select().from(staff).where(eq(staff.email, fresh));
      expect(row).toBeUndefined();
    });

    it('lists accounts by role and by a part of the e-mail or name, paged', async () => {
      const tag = `lst${run}`;
      const made: StaffAccount[] = [];
      for (const [role, hotels, name] of [
        ['desk', [h1], `Gil ${tag}`],
        ['manager', [h2], 'Hal'],
        ['admin', [], `Ivy ${tag.toUpperCase()}`],
      ] as const) {
        const email = role === 'manager' ? `${tag}-${role}@staff.example` : freshStaffEmail(role);
        const answer = await create({ email, name, role, hotel_ids: [...hotels] });
        made.push(answer.body.data.staff);
      }
      const list = (query: string) =>
        staffCall<{ staff_list: StaffAccount[]; total: number }>(
          app(),
          admin,
          'GET',
          `/staff/${query}`,
        );

      // Any case; an empty role is no filter.
      const all = await list(`?q=${tag.toUpperCase()}&role=`);
      expect(all.body.data).toEqual({ staff_list: made, total: 3 });
      const desks = await list(`?q=${tag}&role=desk`);
      expect(desks.body.data).toEqual({ staff_list: [made[0]], total: 1 });
      const second = await list(`?q=${tag}&nums=1&page=2`);
      expect(second.body.data).toEqual({ staff_list: [made[1]], total: 3 });
      const everyone = await list('?nums=100');
      expect(everyone.body.data.total).toBeGreaterThanOrEqual(4);
      expect(everyone.body.data.staff_list.map((a) => a.staff_id)).toContain(admin.staff.staff_id);

      for (const wrong of ['?role=chef', '?nums=101', '?page=0']) {
        expect((await list(wrong)).body.rec, wrong).toBe(Rec.validation);
      }
    });

    it('changes the name, role, hotels and language; a narrower reach ends the sessions, a wider one keeps them', async () => {
      const { account, token } = await enrolledAccount('manager', [h1, h2]);
      const path = `/staff/${account.staff_id}/`;

      const renamed = await write('PUT', path, { name: 'Jo Manager', lang: 'en' });
      expect(renamed.body.rec, JSON.stringify(renamed.body)).toBe(Rec.ok);
      expect(renamed.body.data.staff).toEqual({
        ...account,
        name: 'Jo Manager',
        lang: 'en',
        enrolled: 1,
      });
      expect(await sessionLives(token)).toBe(true);

      // The values it has already: nothing changes, no entry is written.
      const same = await write('PUT', path, { hotel_ids: [h2, h1], role: 'manager' });
      expect(same.body.data.staff).toEqual(renamed.body.data.staff);

      const widened = await write('PUT', path, { role: 'admin' });
      expect(widened.body.data.staff).toMatchObject({ role: 'admin', hotel_ids: [] });
      expect(await sessionLives(token)).toBe(true);

      // An admin made a desk needs hotels: it has none to keep.
      const noHotels = await write('PUT', path, { role: 'desk' });
      expect([noHotels.body.rec, noHotels.body.data]).toEqual([
        Rec.validation,
        { errors: { hotel_ids: 'account:staff_hotels_required' } },
      ]);
      const narrowed = await write('PUT', path, { role: 'desk', hotel_ids: [h1] });
      expect(narrowed.body.data.staff).toMatchObject({ role: 'desk', hotel_ids: [h1] });
      expect(await sessionLives(token)).toBe(false);

      expect(await audit(admin, account.staff_id)).toEqual([
        expect.objectContaining({
          action: 'staff.change',
          staff_id: admin.staff.staff_id,
          before: { role: 'admin', hotel_ids: [] },
          after: { role: 'desk', hotel_ids: [h1] },
        }),
        expect.objectContaining({
          action: 'staff.change',
          before: { role: 'manager', hotel_ids: [h1, h2] },
          after: { role: 'admin', hotel_ids: [] },
        }),
        expect.objectContaining({
          action: 'staff.change',
          before: { name: 'Bo Desk', lang: 'zh' },
          after: { name: 'Jo Manager', lang: 'en' },
        }),
        expect.objectContaining({ action: 'staff.add' }),
      ]);
    });

    it('ends the sessions when a hotel is taken away, not when one is added', async () => {
      const { account, token } = await enrolledAccount('desk', [h1]);
      const path = `/staff/${account.staff_id}/`;
      await write('PUT', path, { hotel_ids: [h1, h2] });
      expect(await sessionLives(token)).toBe(true);
      await write('PUT', path, { hotel_ids: [h2] });
      expect(await sessionLives(token)).toBe(false);
    });

    it('refuses a change of nothing (rec 2), an unknown hotel (rec 2) and an unknown account (rec 5)', async () => {
      const { account } = await enrolledAccount('desk', [h1]);
      const nothing = await write('PUT', `/staff/${account.staff_id}/`, {});
      expect([nothing.body.rec, nothing.body.data]).toEqual([
        Rec.validation,
        { errors: { body: 'account:staff_nothing_to_change' } },
      ]);
      const unknownHotel = await write('PUT', `/staff/${account.staff_id}/`, {
        hotel_ids: [2_000_000_000],
      });
      expect(unknownHotel.body.data).toEqual({
        errors: { hotel_ids: 'account:staff_hotel_unknown' },
      });
      for (const [method, path, body] of [
        ['PUT', '/staff/2000000000/', { name: 'Nobody' }],
        ['POST', '/staff/2000000000/disable/', undefined],
        ['POST', '/staff/2000000000/enable/', undefined],
        ['POST', '/staff/2000000000/reset-otp/', undefined],
        ['POST', '/staff/2000000000/reset-password/', undefined],
      ] as const) {
        expectRefused(await write(method, path, body), Rec.notFound, 'errors:not_found');
      }
    });

    it('disables an account: its session ends and it cannot sign in; enabled, it signs in again', async () => {
      const { account, password, token, secret } = await enrolledAccount('desk', [h1]);
      const disabled = await write('POST', `/staff/${account.staff_id}/disable/`);
      expect(disabled.body.data.staff).toMatchObject({ disabled: 1 });
      expect(await sessionLives(token)).toBe(false);
      expectRefused(
        await signIn(account.email, password, secret),
        Rec.sessionExpired,
        STAFF_SIGN_IN_REFUSED,
      );
      // Again: nothing more happens.
      const again = await write('POST', `/staff/${account.staff_id}/disable/`);
      expect(again.body.data.staff).toMatchObject({ disabled: 1 });

      const enabled = await write('POST', `/staff/${account.staff_id}/enable/`);
      expect(enabled.body.data.staff).toMatchObject({ disabled: 0 });
      const back = await signIn(account.email, password, secret);
      expect(back.body.rec, JSON.stringify(back.body)).toBe(Rec.ok);
      expect(await sessionLives(back.body.data.token as string)).toBe(true);

      const actions = (await audit(admin, account.staff_id)).map((e) => [
        e.action,
        e.before,
        e.after,
      ]);
      expect(actions).toEqual([
        ['staff.enable', { disabled: 1 }, { disabled: 0 }],
        ['staff.disable', { disabled: 0 }, { disabled: 1 }],
        ['staff.add', null, expect.any(Object)],
      ]);
    });

    it('sends an account back to enrolment: sessions end, the old secret is refused, a new one enrols', async () => {
      const { account, password, token, secret } = await enrolledAccount('desk', [h1]);
      const reset = await write('POST', `/staff/${account.staff_id}/reset-otp/`);
      expect(reset.body.data.staff).toMatchObject({ enrolled: 0 });
      expect(await sessionLives(token)).toBe(false);
      expectRefused(
        await signIn(account.email, password, secret),
        Rec.sessionExpired,
        STAFF_SIGN_IN_REFUSED,
      );
      const again = await enrol(account.email, password);
      expect(again.secret).not.toBe(secret);
      expect(await sessionLives(again.token)).toBe(true);
      const [entry] = await audit(admin, account.staff_id);
      expect(entry).toMatchObject({
        action: 'staff.reset_otp',
        before: { enrolled: 1 },
        after: { enrolled: 0 },
      });
    });

    it('gives an account a new password: sessions end, the old password fails, the new one signs in', async () => {
      const { account, password, token, secret } = await enrolledAccount('desk', [h1]);
      const reset = await write('POST', `/staff/${account.staff_id}/reset-password/`);
      expect(reset.body.rec).toBe(Rec.ok);
      const fresh = reset.body.data.password as string;
      expect(fresh).toMatch(PASSWORD);
      expect(fresh).not.toBe(password);
      expect(reset.body.data.staff).toMatchObject({ staff_id: account.staff_id, enrolled: 1 });
      expect(await sessionLives(token)).toBe(false);
      expectRefused(
        await signIn(account.email, password, secret),
        Rec.sessionExpired,
        STAFF_SIGN_IN_REFUSED,
      );
      const back = await signIn(account.email, fresh, secret);
      expect(back.body.rec, JSON.stringify(back.body)).toBe(Rec.ok);
      const [entry] = await audit(admin, account.staff_id);
      expect(entry).toMatchObject({ action: 'staff.reset_password', before: {}, after: {} });
    });

    it('keeps an admin from disabling or resetting their own account (rec 6)', async () => {
      const self = `/staff/${admin.staff.staff_id}`;
      for (const path of [`${self}/disable/`, `${self}/reset-otp/`, `${self}/reset-password/`]) {
        expectRefused(await write('POST', path), Rec.conflict, 'account:staff_not_yourself');
      }
      expect(await sessionLives(admin.token)).toBe(true);
      // Their name and language are theirs to change.
      const renamed = await write('PUT', `${self}/`, { name: 'Ada A.' });
      expect(renamed.body.data.staff).toMatchObject({ name: 'Ada A.', role: 'admin' });
    });

    it('never writes a password, a hash or a secret into the audit log', async () => {
      const { db } = gateway();
      const made = await create({ email: freshStaffEmail('kit'), name: 'Kit', role: 'admin' });
      const id = made.body.data.staff.staff_id;
      const { token: _token, secret } = await enrol(
        made.body.data.staff.email,
        made.body.data.password as string,
      );
      const reset = await write('POST', `/staff/${id}/reset-password/`);
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      const entries = JSON.stringify(
        (await db.select().from(staffAudit)).map(({ before, after }) => ({ before, after })),
      );
      for (const value of [
        made.body.data.password as string,
        passwordDigest(made.body.data.password as string),
        reset.body.data.password as string,
        passwordDigest(reset.body.data.password as string),
        row?.passwordHash as string,
        secret,
        admin.added.password,
        admin.added.totp_secret,
      ]) {
        expect(value.length).toBeGreaterThan(10);
        expect(entries).not.toContain(value);
      }
      expect(entries).not.toMatch(/scrypt\$|password|totp|secret|otpauth/i);
    });

    it('is for admins only: a manager or a desk gets rec 4, a member’s token or none rec 3', async () => {
      const { db } = gateway();
      const manager = await staffSession(app(), db, 'manager', [h1]);
      const desk = await staffSession(app(), db, 'desk', [h1]);
      const member = await createMember(db, 'staff-accounts');
      const target = admin.staff.staff_id;
      const calls = [
        ['GET', '/staff/', undefined],
        ['POST', '/staff/', { email: freshStaffEmail('no'), name: 'No', role: 'admin' }],
        ['PUT', `/staff/${target}/`, { name: 'Taken Over' }],
        ['POST', `/staff/${target}/disable/`, undefined],
        ['POST', `/staff/${target}/enable/`, undefined],
        ['POST', `/staff/${target}/reset-otp/`, undefined],
        ['POST', `/staff/${target}/reset-password/`, undefined],
      ] as const;
      const before = await db.select().from(staffAudit);
      for (const [method, path, body] of calls) {
        for (const session of [manager, desk]) {
          expectRefused(
            await staffCall(app(), session, method, path, body),
            Rec.forbidden,
            'errors:forbidden',
          );
        }
        for (const token of [member.token, undefined]) {
          const answer = await staffCall(app(), token ? { token } : undefined, method, path, body);
          expect(answer.body.rec, `${method} ${path}`).toBe(Rec.sessionExpired);
        }
      }
      expect(await db.select().from(staffAudit)).toHaveLength(before.length);
      expect(await sessionLives(admin.token)).toBe(true);
    });
  },
  options,
);

describeEachBackend(
  'the last enabled admin',
  (gateway, backend) => {
    const app = () => gateway().app;
    let first: StaffSession;
    let second: StaffSession;
    let hotel = 0;

    beforeAll(async () => {
      const { db } = gateway();
      const fixture = await insertFixture(db, FIXTURE.slice(0, 1));
      hotel = Object.values(fixture.hotel)[0] as number;
      first = await staffSession(app(), db, 'admin');
      second = await staffSession(app(), db, 'admin');
    });

    const enabledAdmins = async (session: StaffSession) => {
      const answer = await staffCall<{ staff_list: StaffAccount[] }>(
        app(),
        session,
        'GET',
        '/staff/?role=admin&nums=100',
      );
      return answer.body.data.staff_list.filter((a) => a.disabled === 0).map((a) => a.staff_id);
    };

    it('is never demoted nor disabled (rec 6); with another admin it may step down', async () => {
      const { db } = gateway();
      // Every other admin disabled: `first` is the last.
      for (const id of await enabledAdmins(first)) {
        if (id === first.staff.staff_id) continue;
        const answer = await staffCall(app(), first, 'POST', `/staff/${id}/disable/`);
        expect(answer.body.rec).toBe(Rec.ok);
      }
      expect(await enabledAdmins(first)).toEqual([first.staff.staff_id]);
      const demote = await staffCall(app(), first, 'PUT', `/staff/${first.staff.staff_id}/`, {
        role: 'manager',
        hotel_ids: [hotel],
      });
      expectRefused(demote, Rec.conflict, 'account:staff_last_admin');
      // Nor from the command line.
      await expect(disableStaff(db, first.staff.staff_id)).rejects.toMatchObject({
        rec: Rec.conflict,
        key: 'account:staff_last_admin',
      });

      const enabled = await staffCall(
        app(),
        first,
        'POST',
        `/staff/${second.staff.staff_id}/enable/`,
      );
      expect(enabled.body.rec).toBe(Rec.ok);
      const stepDown = await staffCall<AccountAnswer>(
        app(),
        first,
        'PUT',
        `/staff/${first.staff.staff_id}/`,
        {
          role: 'manager',
          hotel_ids: [hotel],
        },
      );
      expect(stepDown.body.data.staff).toMatchObject({ role: 'manager', hotel_ids: [hotel] });
      // A narrower role: their session ended with it.
      expect((await staffCall(app(), first, 'GET', '/hotels/')).body.rec).toBe(Rec.sessionExpired);
    });

    describe.runIf(backend === 'postgres')('on the server', () => {
      it('survives two admins disabling each other at once: one of them stays', async () => {
        const { db } = gateway();
        // `second` is the last admin, whose session its disabling ended: two new admins
        // retire it and are then the only two.
        const third = await staffSession(app(), db, 'admin');
        const fourth = await staffSession(app(), db, 'admin');
        const retired = await staffCall(
          app(),
          third,
          'POST',
          `/staff/${second.staff.staff_id}/disable/`,
        );
        expect(retired.body.rec).toBe(Rec.ok);
        const pair = [third.staff.staff_id, fourth.staff.staff_id].sort((a, b) => a - b);
        expect(await enabledAdmins(third)).toEqual(pair);

        const answers = await Promise.all([
          staffCall(app(), third, 'POST', `/staff/${fourth.staff.staff_id}/disable/`),
          staffCall(app(), fourth, 'POST', `/staff/${third.staff.staff_id}/disable/`),
        ]);
        const recs = answers.map((a) => a.body.rec).sort((a, b) => a - b);
        expect(recs[0]).toBe(Rec.ok);
        expect([Rec.sessionExpired, Rec.conflict]).toContain(recs[1]);
        const rows = await db.select().from(staff);
        const enabled = rows.filter((r) => r.role === 'admin' && r.disabledAt === null);
        expect(enabled).toHaveLength(1);
      });
    });
  },
  suiteOptions(),
);
