import {
  type CreditsNote,
  CreditsOperate,
  hashPassword,
  type SessionData,
  type UserInfo,
} from '@bookdirect/gateway-sdk';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendCredits, creditsBalance, levelForNights } from '../src/accounts/credits';
import { verifyAgainstDummy } from '../src/accounts/passwords';
import { sessions, userCreditsNotes, users, verificationCodes } from '../src/accounts/schema';
import { DEMO_MEMBER, seedDemoMember } from '../src/accounts/seed';
import { rateLimits } from '../src/http/rate-limit-table';
import { dispatchMail } from '../src/mail/dispatcher';
import type { DevMailboxMessage } from '../src/mail/routes';
import { mailOutbox } from '../src/mail/schema';
import { devMailboxTransport, smtpTransport } from '../src/mail/transports';
import { type Answer, call, describeEachBackend, viaGateway } from './support/gateway';
import { startSmtp } from './support/smtp';

let seq = 0;
const run = Date.now().toString(36);
const newEmail = (label: string) => `${label}-${run}-${++seq}@example.com`;
let lastOctet = 0;
/** Each test calls from its own address, so one test's limits never reach another's. */
const newAddress = () => {
  lastOctet++;
  return `203.0.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
};

const PASSWORD = 'correct horse 1';
const NEW_PASSWORD = 'battery staple 2';

describe('levelForNights', () => {
  it('gives silver under 5 nights, gold from 5, platinum from 15, diamond from 30', () => {
    expect([0, 4, 5, 14, 15, 29, 30, 120].map(levelForNights)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe('passwords', () => {
  it('checks an unknown address against a dummy hash and never matches', async () => {
    expect(await verifyAgainstDummy(await hashPassword(PASSWORD))).toBe(false);
  });
});

describeEachBackend(
  'accounts',
  (gateway) => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
    });
    afterAll(async () => {
      await smtp.close();
    });

    const api = <T = Record<string, unknown>>(
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      init: { body?: object; token?: string; address?: string; lang?: string } = {},
    ): Promise<Answer<T>> => {
      const options: InjectOptions = {
        method,
        url: `/v1/u${path}${init.lang ? `?lang=${init.lang}` : ''}`,
        remoteAddress: init.address ?? '198.51.100.1',
        headers: init.token ? { token: init.token } : {},
      };
      if (init.body) options.payload = init.body;
      return call<T>(gateway().app, options);
    };

    /** Sends every queued mail through the SMTP server; answers the newest one to `to`. */
    const deliver = async (to: string): Promise<string | undefined> => {
      const transport = smtpTransport(smtp.url);
      try {
        // The outbox stamps microseconds; a `now` of the same millisecond could precede it.
        await dispatchMail(gateway().db, transport, { now: new Date(Date.now() + 1_000) });
      } finally {
        transport.close?.();
      }
      return smtp.inbox.filter((m) => m.to.includes(to)).at(-1)?.raw;
    };

    /** The code of the newest mail to `to`, read as a person would: the digits on their own line. */
    const codeIn = (raw: string | undefined): string => {
      const code = raw?.match(/^ {4}(\d{6})\r?$/m)?.[1];
      if (!code) throw new Error(`no code in mail:\n${raw}`);
      return code;
    };

    const askCode = (
      kind: 'regemail' | 'passwordemail',
      email: string,
      address = newAddress(),
      lang?: string,
    ) =>
      api<{ resend_after: number; retry_after: number }>('POST', `/user/${kind}/`, {
        body: { email },
        address,
        lang,
      });

    const register = async (email: string, password = PASSWORD, address = newAddress()) => {
      expect((await askCode('regemail', email, address)).body.rec).toBe(0);
      const code = codeIn(await deliver(email));
      const answer = await api<SessionData>('PUT', '/user/regemail/', {
        body: { email, password: await hashPassword(password), code },
        address,
      });
      expect(answer.body).toMatchObject({ rec: 0, key: 'account:registered' });
      return answer.body.data.token;
    };

    const login = async (email: string, password = PASSWORD, address = newAddress()) =>
      api<SessionData & { retry_after: number }>('POST', '/user/login/', {
        body: { email, password: await hashPassword(password) },
        address,
      });

    const info = (token: string) => api<{ user_info: UserInfo }>('GET', '/user/info/', { token });

    const userId = async (email: string) => {
      const [row] = await gateway().db.select().from(users).where(eq(users.email, email));
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    };

    describe('registration', () => {
      it('mails a code through SMTP, registers with it and signs the member in', async () => {
        const email = newEmail('join');
        const address = newAddress();
        const asked = await askCode('regemail', email, address);
        expect(asked.body).toEqual({
          rec: 0,
          key: 'account:code_sent',
          msg: 'We sent a verification code to your email, please check it',
          data: { resend_after: 59 },
        });
        const raw = await deliver(email);
        expect(raw).toContain('text/plain');
        expect(raw).toContain('text/html');
        const code = codeIn(raw);
        // In the plain text and in the HTML part.
        expect(raw?.split(code).length).toBeGreaterThanOrEqual(3);
        expect(raw).toContain('http://localhost:3000/register');

        const joined = await api<SessionData>('PUT', '/user/regemail/', {
          body: {
            email: email.toUpperCase(),
            password: await hashPassword(PASSWORD),
            code: `${code.slice(0, 3)} ${code.slice(3)}`,
            marketing_consent: 1,
          },
          address,
        });
        expect(joined.body.rec).toBe(0);
        expect(joined.body.data.token).toMatch(/^[\w-]{43}$/);
        const days = (joined.body.data.expire_time - Date.now() / 1000) / 86_400;
        expect(days).toBeGreaterThan(4.49);
        expect(days).toBeLessThan(4.51);

        const me = await info(joined.body.data.token);
        expect(me.body.data.user_info).toEqual({
          name: '',
          email,
          mobile: '',
          birthday: 0,
          gender: 0,
          edu_id: 0,
          industery_id: 0,
          credits: 0,
          level: 1,
          nights: 0,
          marketing_consent: 1,
        });
        const signedIn = await login(email);
        expect(signedIn.body).toMatchObject({ rec: 0, key: 'account:login_successfully' });
        expect(signedIn.body.data.token).not.toBe(joined.body.data.token);
      });

      it('mails the code in the language of the request', async () => {
        const email = newEmail('zh');
        await askCode('regemail', email, newAddress(), 'cn');
        expect(await deliver(email)).toMatch(/Subject: =\?UTF-8\?/i);
        const [row] = await gateway()
          .db.select()
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, email));
        expect(row?.subject).toBe('您的 Bookdirect 验证码');
        expect(row?.textBody).toContain('验证码');
        expect(codeIn(row?.textBody)).toMatch(/^\d{6}$/);
        expect(row?.htmlBody).toContain('lang="zh"');
      });

      it('refuses a wrong code, and still accepts the right one', async () => {
        const email = newEmail('wrong');
        const address = newAddress();
        await askCode('regemail', email, address);
        const code = codeIn(await deliver(email));
        const wrong = code === '000000' ? '111111' : '000000';
        const refused = await api('PUT', '/user/regemail/', {
          body: { email, password: await hashPassword(PASSWORD), code: wrong },
          address,
        });
        expect(refused.body).toEqual({
          rec: 2,
          key: 'account:code_incorrect',
          msg: 'The verification code is incorrect.',
          data: { errors: { code: 'account:code_incorrect' } },
        });
        const accepted = await api('PUT', '/user/regemail/', {
          body: { email, password: await hashPassword(PASSWORD), code },
          address,
        });
        expect(accepted.body.rec).toBe(0);
      });

      it('refuses an expired code', async () => {
        const email = newEmail('expired');
        await askCode('regemail', email);
        const code = codeIn(await deliver(email));
        await gateway()
          .db.update(verificationCodes)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(verificationCodes.email, email));
        const { body } = await api('PUT', '/user/regemail/', {
          body: { email, password: await hashPassword(PASSWORD), code },
        });
        expect(body).toMatchObject({ rec: 2, key: 'account:code_expired' });
        expect(await gateway().db.select().from(users).where(eq(users.email, email))).toEqual([]);
      });

      it('refuses a code used once already', async () => {
        const email = newEmail('reused');
        await askCode('regemail', email);
        const code = codeIn(await deliver(email));
        const body = { email, password: await hashPassword(PASSWORD), code };
        expect((await api('PUT', '/user/regemail/', { body })).body.rec).toBe(0);
        const again = await api('PUT', '/user/regemail/', { body });
        expect(again.body).toMatchObject({ rec: 2, key: 'account:code_used' });
      });

      it('burns the code at the fifth wrong try: the sixth is refused even when right', async () => {
        const email = newEmail('tries');
        const address = newAddress();
        await askCode('regemail', email, address);
        const code = codeIn(await deliver(email));
        const wrong = code === '999999' ? '888888' : '999999';
        const password = await hashPassword(PASSWORD);
        for (let i = 0; i < 5; i++) {
          const { body } = await api('PUT', '/user/regemail/', {
            body: { email, password, code: wrong },
            address,
          });
          expect(body.key).toBe('account:code_incorrect');
        }
        const sixth = await api('PUT', '/user/regemail/', {
          body: { email, password, code },
          address,
        });
        expect(sixth.body).toMatchObject({ rec: 2, key: 'account:code_too_many_tries' });
      });

      it('answers rec 7 to a second request within 59 s; a later code replaces the first', async () => {
        const email = newEmail('resend');
        const address = newAddress();
        await askCode('regemail', email, address);
        const first = codeIn(await deliver(email));
        const early = await askCode('regemail', email, address);
        expect(early.body.rec).toBe(7);
        expect(early.body.data.retry_after).toBeGreaterThan(0);
        expect(early.body.data.retry_after).toBeLessThanOrEqual(59);

        await gateway()
          .db.update(verificationCodes)
          .set({ createdAt: sql`now() - interval '60 seconds'` })
          .where(eq(verificationCodes.email, email));
        expect((await askCode('regemail', email, address)).body.rec).toBe(0);
        const second = codeIn(await deliver(email));
        const password = await hashPassword(PASSWORD);
        if (first !== second) {
          const old = await api('PUT', '/user/regemail/', {
            body: { email, password, code: first },
            address,
          });
          expect(old.body.key).toBe('account:code_incorrect');
        }
        const ok = await api('PUT', '/user/regemail/', {
          body: { email, password, code: second },
          address,
        });
        expect(ok.body.rec).toBe(0);
      });

      it('never tells a stranger an address has an account; a valid code then answers rec 6 and changes nothing', async () => {
        const email = newEmail('taken');
        await register(email);
        const before = await gateway().db.select().from(users).where(eq(users.email, email));
        await gateway()
          .db.update(verificationCodes)
          .set({ createdAt: sql`now() - interval '60 seconds'` })
          .where(eq(verificationCodes.email, email));

        const stranger = newEmail('free');
        const forFree = await askCode('regemail', stranger);
        const forTaken = await askCode('regemail', email);
        expect(forTaken.body).toEqual(forFree.body);

        const raw = await deliver(email);
        expect(raw).toContain('already has a Bookdirect account');
        expect(raw).toContain('http://localhost:3000/reset_pwd');
        const code = codeIn(raw);
        const dup = await api('PUT', '/user/regemail/', {
          body: { email, password: await hashPassword('someone else 9'), code },
        });
        expect(dup.body).toMatchObject({
          rec: 6,
          key: 'account:user_exists',
          msg: 'The user name you input already exists.',
        });
        expect(await gateway().db.select().from(users).where(eq(users.email, email))).toEqual(
          before,
        );
        expect((await login(email)).body.rec).toBe(0);
        expect((await login(email, 'someone else 9')).body.rec).toBe(1);
      });

      it('names each wrong field with the shared schema keys', async () => {
        const { body } = await api<{ errors: Record<string, string> }>('PUT', '/user/regemail/', {
          body: { email: 'not-an-address', password: 'plain text', code: '12' },
        });
        expect(body.rec).toBe(2);
        expect(body.data.errors).toEqual({
          email: 'validation:email_address_error',
          password: 'validation:password_not_hashed',
          code: 'validation:code_format',
        });
      });
    });

    describe('sign in', () => {
      it('answers a wrong password and an unknown address alike', async () => {
        const email = newEmail('signin');
        await register(email);
        const wrong = await login(email, 'not my password');
        const unknown = await login(newEmail('nobody'));
        expect(wrong.body).toEqual({
          rec: 1,
          key: 'account:login_failed',
          msg: 'Incorrect username or password',
          data: null,
        });
        expect(unknown.body).toEqual(wrong.body);
      });

      it('locks an address after 5 failures, even for the right password, until the window ends', async () => {
        const email = newEmail('lockout');
        await register(email);
        // A success in between does not count, and clears the failures before it.
        for (let i = 0; i < 4; i++) expect((await login(email, 'guess')).body.rec).toBe(1);
        expect((await login(email)).body.rec).toBe(0);
        for (let i = 0; i < 5; i++) expect((await login(email, 'guess')).body.rec).toBe(1);

        const locked = await login(email);
        expect(locked.body.rec).toBe(7);
        expect(locked.body.key).toBe('errors:too_many_attempts');
        expect(locked.body.data.retry_after).toBeGreaterThan(800);
        expect(locked.body.data.retry_after).toBeLessThanOrEqual(900);

        await gateway()
          .db.update(rateLimits)
          .set({ windowStart: sql`now() - interval '16 minutes'` })
          .where(eq(rateLimits.key, `login-email:${email}`));
        expect((await login(email)).body.rec).toBe(0);
      });

      it('limits failures per client address across e-mails', async () => {
        const address = newAddress();
        for (let i = 0; i < 8; i++) {
          expect((await login(newEmail('spray'), 'guess', address)).body.rec).toBe(1);
        }
        const email = newEmail('spray-real');
        await register(email);
        expect((await login(email, PASSWORD, address)).body.rec).toBe(7);
        expect((await login(email, PASSWORD, newAddress())).body.rec).toBe(0);
      });
    });

    describe('sessions', () => {
      it('answers rec 3 without a token, with an unknown one and with an expired one', async () => {
        expect((await api('GET', '/user/info/')).body).toMatchObject({
          rec: 3,
          key: 'errors:session_expired',
        });
        expect((await info('no-such-token')).body.rec).toBe(3);

        const email = newEmail('expiry');
        const token = await register(email);
        expect((await info(token)).body.rec).toBe(0);
        await gateway()
          .db.update(sessions)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(sessions.userId, await userId(email)));
        expect((await info(token)).body.rec).toBe(3);
        expect((await api('GET', '/user/credits/', { token })).body.rec).toBe(3);
      });

      it('signs out the one session of the token; the others stay', async () => {
        const email = newEmail('logout');
        const first = await register(email);
        const second = (await login(email)).body.data.token;
        const out = await api('GET', '/user/logout/', { token: first });
        expect(out.body).toMatchObject({ rec: 0, key: 'account:logged_out', data: null });
        expect((await info(first)).body.rec).toBe(3);
        expect((await api('GET', '/user/logout/', { token: first })).body.rec).toBe(3);
        expect((await info(second)).body.rec).toBe(0);
      });

      it('works through /gateway with the token header', async () => {
        const email = newEmail('viagw');
        const token = await register(email);
        const answer = await viaGateway(gateway().app, 'GET', '/v1/u/user/info/', {
          headers: { token },
        });
        expect(answer.body).toMatchObject({ rec: 0, data: { user_info: { email } } });
      });

      it('keeps only a hash of the token', async () => {
        const email = newEmail('hashed');
        const token = await register(email);
        const rows = await gateway()
          .db.select()
          .from(sessions)
          .where(eq(sessions.userId, await userId(email)));
        expect(rows).toHaveLength(1);
        expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
        expect(rows[0]?.tokenHash).not.toContain(token);
      });
    });

    describe('password reset', () => {
      it('sets the new password with a mailed code and ends every old session', async () => {
        const email = newEmail('reset');
        const token = await register(email);
        const other = (await login(email)).body.data.token;
        const address = newAddress();
        expect((await askCode('passwordemail', email, address)).body).toMatchObject({
          rec: 0,
          key: 'account:code_sent',
        });
        const raw = await deliver(email);
        expect(raw).toContain('http://localhost:3000/reset_pwd');
        const code = codeIn(raw);
        const reset = await api('PUT', '/user/passwordemail/', {
          body: { email, password: await hashPassword(NEW_PASSWORD), code },
          address,
        });
        expect(reset.body).toEqual({
          rec: 0,
          key: 'account:password_reset',
          msg: 'Password has been reset, please log in again',
          data: null,
        });
        expect((await info(token)).body.rec).toBe(3);
        expect((await info(other)).body.rec).toBe(3);
        expect((await login(email)).body.rec).toBe(1);
        expect((await login(email, NEW_PASSWORD)).body.rec).toBe(0);
      });

      it('answers an unknown address exactly like a member and mails nothing', async () => {
        const member = newEmail('known');
        await register(member);
        const unknown = newEmail('unknown');
        const known = await askCode('passwordemail', member);
        const stranger = await askCode('passwordemail', unknown);
        expect(stranger.status).toBe(known.status);
        expect(stranger.body).toEqual(known.body);
        // And the same again within 59 s.
        const knownAgain = await askCode('passwordemail', member);
        const strangerAgain = await askCode('passwordemail', unknown);
        expect(knownAgain.body.rec).toBe(7);
        expect(strangerAgain.body.rec).toBe(7);
        expect(Object.keys(strangerAgain.body.data)).toEqual(Object.keys(knownAgain.body.data));
        expect(strangerAgain.body.msg.replace(/\d+/, 'N')).toBe(
          knownAgain.body.msg.replace(/\d+/, 'N'),
        );

        await deliver(unknown);
        expect(smtp.inbox.some((m) => m.to.includes(unknown))).toBe(false);
        expect(
          await gateway().db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, unknown)),
        ).toEqual([]);
        const guess = await api('PUT', '/user/passwordemail/', {
          body: { email: unknown, password: await hashPassword(NEW_PASSWORD), code: '123456' },
        });
        expect(guess.body).toMatchObject({ rec: 2, key: 'account:code_incorrect' });
      });
    });

    describe('profile', () => {
      it('saves the profile with the shared rules and answers it', async () => {
        const email = newEmail('profile');
        const token = await register(email);
        const saved = await api<{ user_info: UserInfo }>('PUT', '/user/info/', {
          token,
          body: { name: '  Mei Lin ', gender: 2, birthday: 19880214, edu_id: 4, industery_id: '' },
        });
        expect(saved.body).toMatchObject({
          rec: 0,
          key: 'account:saved_successful',
          msg: 'Saved successfully',
          data: {
            user_info: {
              name: 'Mei Lin',
              gender: 2,
              birthday: 19880214,
              edu_id: 4,
              industery_id: 0,
              email,
            },
          },
        });
        expect((await info(token)).body.data.user_info.name).toBe('Mei Lin');

        const bad = await api<{ errors: Record<string, string> }>('PUT', '/user/info/', {
          token,
          body: { birthday: 20991231, edu_id: 42 },
        });
        expect(bad.body.rec).toBe(2);
        expect(bad.body.data.errors).toEqual({
          birthday: 'validation:birthday_invalid',
          edu_id: 'validation:invalid',
        });
        expect((await api('PUT', '/user/info/', { body: { name: 'x' } })).body.rec).toBe(3);
      });

      it('keeps the phone as E.164: with its own +, beside tel_prefix, or beside +86', async () => {
        const token = await register(newEmail('phone'));
        const save = (body: Record<string, unknown>) =>
          api<{ user_info: UserInfo; errors?: Record<string, string> }>('PUT', '/user/info/', {
            token,
            body,
          });
        expect((await save({ mobile: '+30 210 555 0142' })).body.data.user_info?.mobile).toBe(
          '+302105550142',
        );
        expect(
          (await save({ mobile: '07911 123456', tel_prefix: '44' })).body.data.user_info?.mobile,
        ).toBe('+447911123456');
        expect((await save({ mobile: '138 0013 8000' })).body.data.user_info?.mobile).toBe(
          '+8613800138000',
        );
        const bad = await save({ mobile: '12' });
        expect(bad.body).toMatchObject({
          rec: 2,
          data: { errors: { mobile: 'validation:phone_format' } },
        });
        expect((await info(token)).body.data.user_info.mobile).toBe('+8613800138000');
        expect((await save({ mobile: '' })).body.data.user_info?.mobile).toBe('');
      });
    });

    describe('points', () => {
      it('answers the balance as the sum of the ledger, newest first, by page', async () => {
        const email = newEmail('points');
        const token = await register(email);
        const id = await userId(email);
        const entries = [
          { operate: CreditsOperate.earn, credits: 1500, daysAgo: 40 },
          { operate: CreditsOperate.spend, credits: -300, daysAgo: 30 },
          { operate: CreditsOperate.refund, credits: 300, daysAgo: 29 },
          { operate: CreditsOperate.spend, credits: -200, daysAgo: 10 },
        ] as const;
        await gateway().db.transaction(async (tx) => {
          for (const e of entries) {
            await appendCredits(tx, {
              userId: id,
              operate: e.operate,
              credits: e.credits,
              orderId: `order-${e.daysAgo}`,
              createdAt: new Date(Date.now() - e.daysAgo * 86_400_000),
            });
          }
        });
        type Credits = {
          credits: number;
          level: number;
          total: number;
          user_credits_list: CreditsNote[];
        };
        const page1 = await api<Credits>('GET', '/user/credits/?page=1&nums=3', { token });
        expect(page1.body.rec).toBe(0);
        expect(page1.body.data).toMatchObject({ credits: 1300, level: 1, total: 4 });
        expect(page1.body.data.user_credits_list.map((n) => n.credits)).toEqual([-200, 300, -300]);
        expect(page1.body.data.user_credits_list[0]).toMatchObject({
          operate: 2,
          order_id: 'order-10',
        });
        const page2 = await api<Credits>('GET', '/user/credits/?page=2&nums=3', { token });
        expect(page2.body.data.user_credits_list.map((n) => n.credits)).toEqual([1500]);
        expect((await info(token)).body.data.user_info.credits).toBe(1300);
      });

      it('refuses a spend beyond the balance and writes nothing', async () => {
        const email = newEmail('overspend');
        await register(email);
        const id = await userId(email);
        await gateway().db.transaction((tx) =>
          appendCredits(tx, { userId: id, operate: CreditsOperate.earn, credits: 500 }),
        );
        await expect(
          gateway().db.transaction((tx) =>
            appendCredits(tx, { userId: id, operate: CreditsOperate.spend, credits: -600 }),
          ),
        ).rejects.toMatchObject({
          rec: 6,
          key: 'account:credits_insufficient',
          data: { credits: 500 },
        });
        expect(await creditsBalance(gateway().db, id, new Date())).toBe(500);
        await expect(
          gateway().db.transaction((tx) =>
            appendCredits(tx, { userId: id, operate: CreditsOperate.spend, credits: 100 }),
          ),
        ).rejects.toThrow(/negative/);
      });

      it('lets only one of two concurrent spends through when both would not fit', async () => {
        const email = newEmail('race');
        await register(email);
        const id = await userId(email);
        await gateway().db.transaction((tx) =>
          appendCredits(tx, { userId: id, operate: CreditsOperate.earn, credits: 1000 }),
        );
        const spend = () =>
          gateway().db.transaction((tx) =>
            appendCredits(tx, { userId: id, operate: CreditsOperate.spend, credits: -600 }),
          );
        const results = await Promise.allSettled([spend(), spend(), spend()]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(await creditsBalance(gateway().db, id, new Date())).toBe(400);
      });

      it('keeps the ledger append-only', async () => {
        await expect(
          gateway().db.update(userCreditsNotes).set({ credits: 1_000_000 }),
        ).rejects.toThrow();
        await expect(gateway().db.delete(userCreditsNotes)).rejects.toThrow();
      });
    });

    describe('demo member', () => {
      it('is seeded once and signs in with the documented password', async () => {
        // Its trips and their points need the demo catalogue: orders-demo-seed.test.ts.
        expect(await seedDemoMember(gateway().db)).toEqual({ seeded: true });
        expect(await seedDemoMember(gateway().db)).toEqual({ seeded: false });
        const signedIn = await login(DEMO_MEMBER.email, DEMO_MEMBER.password);
        expect(signedIn.body.rec).toBe(0);
      });
    });

    describe('dev mailbox', () => {
      it('lists a recipient’s mail as JSON, newest first, the code the only 6 digits', async () => {
        const email = newEmail('mailbox');
        await askCode('regemail', email);
        await dispatchMail(gateway().db, devMailboxTransport(), {
          now: new Date(Date.now() + 1_000),
        });
        const response = await gateway().app.inject({
          method: 'GET',
          url: `/dev/mailbox.json?to=${encodeURIComponent(email.toUpperCase())}`,
        });
        expect(response.statusCode).toBe(200);
        const { messages } = response.json() as { messages: DevMailboxMessage[] };
        expect(messages).toHaveLength(1);
        expect(messages[0]).toMatchObject({
          to: email,
          subject: 'Your Bookdirect verification code',
        });
        expect(messages[0]?.text.match(/\b\d{6}\b/g)).toHaveLength(1);
        expect(messages[0]?.html).toContain(messages[0]?.text.match(/\b\d{6}\b/)?.[0]);
        expect(Date.parse(messages[0]?.created_at ?? '')).not.toBeNaN();
      });
    });
  },
  // The dev mailbox suite reads codes at /dev/mailbox.json.
  // A small per-address limit so one test can reach it.
  { env: { DEV_ROUTES: '1', LOGIN_FAILURES_PER_ADDRESS: '8' } },
);
