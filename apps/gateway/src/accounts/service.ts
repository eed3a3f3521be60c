import { RESEND_COUNTDOWN_S } from '@bookdirect/gateway-sdk';
import {
  type CodeRequestData,
  Rec,
  type SessionData,
  type UserInfo,
  type UserInfoUpdate,
} from '@bookdirect/gateway-sdk/contract';
import type { Language } from '@bookdirect/locales';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db';
import { BusinessError } from '../http/envelope';
import { assertUnderLimit, clearRateLimit, countHit, hitRateLimit } from '../http/rate-limit';
import { enqueueMail } from '../mail/outbox';
import { type CodePurpose, codeRefused, issueCode, useCode } from './codes';
import { type CompletedNights, creditsBalance, memberStanding } from './credits';
import { codeMail } from './mail';
import { hashPasswordForStorage, verifyAgainstDummy, verifyPassword } from './passwords';
import { type UserRow, users } from './schema';
import { createSession, endAllSessions } from './sessions';
import type { AccountSettings } from './settings';

export interface AccountContext {
  lang: Language;
  clientAddress: string;
  settings: AccountSettings;
}

/** Addresses are compared and stored lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function findUser(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/**
 * Signs in. Failures are counted per e-mail and per client address (successes are not);
 * past either limit the answer is rec 7 even for the right password, until the window ends.
 * An unknown e-mail costs the same scrypt time as a wrong password.
 */
export async function login(
  db: Database,
  input: { email: string; password: string },
  context: AccountContext,
): Promise<SessionData> {
  const email = normalizeEmail(input.email);
  const { settings } = context;
  const emailKey = `login-email:${email}`;
  const addressKey = `login-address:${context.clientAddress}`;
  await assertUnderLimit(db, emailKey, settings.loginFailuresPerEmail);
  await assertUnderLimit(db, addressKey, settings.loginFailuresPerAddress);

  const user = await findUser(db, email);
  const good = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !good) {
    await countHit(db, emailKey, settings.loginFailuresPerEmail);
    await countHit(db, addressKey, settings.loginFailuresPerAddress);
    throw new BusinessError(Rec.failed, 'account:login_failed');
  }
  await clearRateLimit(db, emailKey);
  return createSession(db, user.id);
}

/**
 * Mails a code. The answer is the same whether or not the address has an account: a
 * registration code to a member says so and points to reset; a reset code to a stranger is
 * stored (so a second request within 59 s is refused alike) but never mailed.
 */
export async function requestCode(
  db: Database,
  purpose: CodePurpose,
  rawEmail: string,
  context: AccountContext,
): Promise<CodeRequestData> {
  const { settings } = context;
  await hitRateLimit(db, `code-request:${context.clientAddress}`, settings.codeRequestsPerAddress);
  const email = normalizeEmail(rawEmail);
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, email, purpose);
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const kind =
      purpose === 'reset'
        ? member
          ? 'reset'
          : undefined
        : member
          ? 'register_existing'
          : 'register';
    if (!kind) return;
    await enqueueMail(
      tx,
      codeMail(kind, { to: email, code, lang: context.lang, bookingUrl: settings.bookingUrl }),
    );
  });
  return { resend_after: RESEND_COUNTDOWN_S };
}

/** Runs `useCode` behind the per-address limit on refused codes, and turns a refusal into rec 2. */
async function withCode<T>(
  db: Database,
  purpose: CodePurpose,
  email: string,
  code: string,
  context: AccountContext,
  onValid: Parameters<typeof useCode<T>>[4],
): Promise<T> {
  const key = `code-failure:${context.clientAddress}`;
  const limit = context.settings.codeFailuresPerAddress;
  await assertUnderLimit(db, key, limit);
  const outcome = await useCode(db, email, purpose, code, onValid);
  if (!outcome.ok) {
    await countHit(db, key, limit);
    throw codeRefused(outcome.refusal);
  }
  return outcome.value;
}

/**
 * Completes a registration and signs in. A valid code for an address that has an account
 * answers rec 6 and changes nothing (the code stays unused).
 */
export async function register(
  db: Database,
  input: { email: string; password: string; code: string; marketing_consent?: number },
  context: AccountContext,
): Promise<SessionData> {
  const email = normalizeEmail(input.email);
  // Hashed before the transaction: scrypt takes tens of milliseconds of CPU, no lock needed.
  const passwordHash = await hashPasswordForStorage(input.password);
  return withCode(db, 'register', email, input.code, context, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, marketingConsent: input.marketing_consent === 1 })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw new BusinessError(Rec.conflict, 'account:user_exists');
    return createSession(tx, created.id);
  });
}

/** Sets a new password with a reset code and ends every session of the member. */
export async function resetPassword(
  db: Database,
  input: { email: string; password: string; code: string },
  context: AccountContext,
): Promise<void> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPasswordForStorage(input.password);
  const done = await withCode(db, 'reset', email, input.code, context, async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) return false;
    await endAllSessions(tx, user.id);
    return true;
  });
  // A code for an address without an account is never mailed, so this is unreachable in
  // practice; the account may have gone since.
  if (!done) throw codeRefused('account:code_expired');
}

/** What a member's level is read from: the orders domain's nights, at the gateway's time. */
export interface StandingSource {
  completedNights: CompletedNights;
  clock: Clock;
}

export async function userInfo(
  db: Database,
  userId: number,
  standing: StandingSource,
): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new BusinessError(Rec.sessionExpired);
  const now = standing.clock();
  const [credits, { level, nights }] = await Promise.all([
    creditsBalance(db, userId, now),
    memberStanding(db, userId, standing.completedNights, now),
  ]);
  return {
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    birthday: user.birthday,
    gender: user.gender as UserInfo['gender'],
    edu_id: user.eduId,
    industery_id: user.industryId,
    credits,
    level,
    nights,
    marketing_consent: user.marketingConsent ? 1 : 0,
  };
}

/** Saves the given profile fields; omitted ones stay as they are. */
export async function updateUserInfo(
  db: Database,
  userId: number,
  input: UserInfoUpdate,
  standing: StandingSource,
): Promise<UserInfo> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.mobile !== undefined) set.mobile = input.mobile;
  if (input.birthday !== undefined) set.birthday = input.birthday;
  if (input.gender !== undefined) set.gender = input.gender;
  if (input.edu_id !== undefined) set.eduId = input.edu_id;
  if (input.industery_id !== undefined) set.industryId = input.industery_id;
  if (input.marketing_consent !== undefined) set.marketingConsent = input.marketing_consent === 1;
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, userId));
  return userInfo(db, userId, standing);
}
