import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { hashPasswordForStorage, verifyAgainstDummy, verifyPassword } from '../accounts/passwords';
import { normalizeEmail } from '../accounts/service';
import { hashToken } from '../accounts/sessions';
import { hotels } from '../catalog/schema';
import type { Database } from '../db';
import { BusinessError, type FailureRec } from '../http/envelope';
import { assertUnderLimit, clearRateLimit, countHit } from '../http/rate-limit';
import {
  STAFF_LANGS,
  STAFF_ROLES,
  type StaffLang,
  type StaffRole,
  type StaffRow,
  staff,
  staffHotels,
  staffSessions,
} from './schema';
import { DEFAULT_STAFF_SETTINGS, type StaffSettings } from './settings';

/**
 * Staff accounts of the back office: a password as members have one (the browser sends its
 * SHA-256 hex, scrypt of that is stored) and a TOTP second factor (RFC 6238: SHA-1, 30 s
 * steps, 6 digits, one step of drift either way), each code good for one sign-in. Sessions
 * are random tokens kept as their SHA-256, ended by a maximum age and by idleness.
 */

/** The one answer to a wrong e-mail, password or code, a disabled account or a missing code. */
export const STAFF_SIGN_IN_REFUSED = 'account:staff_sign_in_failed';

const TOTP_ALGORITHM = 'SHA1';
const TOTP_DIGITS = 6;
const TOTP_PERIOD_S = 30;
/** Codes of this many steps before and after the current one are accepted too. */
const TOTP_WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for SHA-1. */
const TOTP_SECRET_BYTES = 20;

/** A refused staff operation, with a message for the person at the command line. */
export class StaffError extends BusinessError {
  constructor(rec: FailureRec, message: string) {
    super(rec);
    this.message = message;
  }
}

/** Who a session or a sign-in belongs to. */
export interface StaffProfile {
  staff_id: number;
  email: string;
  name: string;
  role: StaffRole;
  hotel_ids: number[];
  lang: StaffLang;
}

export interface AddStaffInput {
  email: string;
  role: string;
  hotelIds: readonly number[];
  name?: string;
  lang?: string;
}

/** What `addStaff` hands over once: the password in clear and the secret for the app. */
export interface AddedStaff {
  email: string;
  password: string;
  totp_secret: string;
  otpauth_uri: string;
}

export interface StaffSignInInput {
  email: string;
  /** SHA-256 hex of the typed password, as the browser sends it. */
  password: string;
  /** The authenticator's 6 digits; left out only to enrol. */
  otp?: string;
}

export interface StaffContext {
  now: Date;
  settings: StaffSettings;
}

export interface StaffSignInContext extends StaffContext {
  /** The caller's address, for the per-address limit (as for members). */
  clientAddress: string;
}

export type StaffSignInOutcome =
  | { enrol: { otpauth_uri: string } }
  | { token: string; expire_time: number; staff: StaffProfile };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
const NAME_MAX = 100;

/** Letters and digits that cannot be mistaken for one another when read off a screen. */
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PASSWORD_GROUPS = 4;
const PASSWORD_GROUP_LENGTH = 6;

/**
 * A password to type: four groups of six (about 140 bits), with a lower-case letter, a
 * capital and a digit so any password rule a form applies accepts it.
 */
export function generateStaffPassword(): string {
  for (;;) {
    const groups = Array.from({ length: PASSWORD_GROUPS }, () =>
      Array.from(
        { length: PASSWORD_GROUP_LENGTH },
        () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
      ).join(''),
    );
    const password = groups.join('-');
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** What the browser sends for a typed password. */
export function passwordDigest(password: string): string {
  return createHash('sha256').update(password).digest('hex');
}

export function newTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

/** The key URI authenticator apps read (as a QR code or pasted). */
export function otpauthUri(secret: string, email: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  }).toString();
}

/** The code of `secret` at `at`: what the authenticator app shows then. */
export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    timestamp: at.getTime(),
  });
}

/** The 30 s step `at` falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_S);
}

/**
 * The earliest step within the window around `now`, later than `lastStep`, whose code is
 * `code`; undefined when there is none.
 */
function matchingStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const given = Buffer.from(code);
  const current = totpStep(now);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(totpCode(secret, new Date(step * TOTP_PERIOD_S * 1000)));
    if (timingSafeEqual(expected, given)) return step;
  }
  return undefined;
}

function parseRole(role: string): StaffRole {
  const wanted = role.trim().toLowerCase();
  const found = STAFF_ROLES.find((r) => r === wanted);
  if (!found) {
    throw new StaffError(
      Rec.validation,
      `Unknown role "${role}": use one of ${STAFF_ROLES.join(', ')}`,
    );
  }
  return found;
}

function parseLang(lang: string | undefined): StaffLang {
  if (lang === undefined) return 'zh';
  const found = STAFF_LANGS.find((l) => l === lang.trim().toLowerCase());
  if (!found) {
    throw new StaffError(
      Rec.validation,
      `Unknown language "${lang}": use one of ${STAFF_LANGS.join(', ')}`,
    );
  }
  return found;
}

/** An account's fields as `addStaff` stores them. */
export interface CheckedStaffInput {
  email: string;
  role: StaffRole;
  lang: StaffLang;
  name: string;
  hotelIds: number[];
}

/**
 * The checks of `addStaff` that need no database: an e-mail, a known role and language, and
 * hotels for a manager or a desk but none for an admin. Refusals are StaffErrors (rec 2).
 */
export function checkStaffInput(input: AddStaffInput): CheckedStaffInput {
  const email = normalizeEmail(input.email);
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) {
    throw new StaffError(Rec.validation, `"${input.email}" is not an e-mail address`);
  }
  const role = parseRole(input.role);
  const lang = parseLang(input.lang);
  const name = (input.name ?? '').trim();
  if (name.length > NAME_MAX) {
    throw new StaffError(Rec.validation, `The name is longer than ${NAME_MAX} characters`);
  }
  const hotelIds = [...new Set(input.hotelIds)];
  const badId = hotelIds.find((id) => !Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1);
  if (badId !== undefined) {
    throw new StaffError(Rec.validation, `"${badId}" is not a hotel id`);
  }
  if (role === 'admin' && hotelIds.length > 0) {
    throw new StaffError(
      Rec.validation,
      'An admin works for the whole group: give no --hotel for an admin',
    );
  }
  if (role !== 'admin' && hotelIds.length === 0) {
    throw new StaffError(Rec.validation, `A ${role} needs at least one hotel (--hotel <id>)`);
  }
  return { email, role, lang, name, hotelIds };
}

/**
 * Creates a staff account, already enrolled with a new TOTP secret, and answers its password
 * and secret, which are shown once and never again. A manager or a desk works for at least
 * one existing hotel; an admin for none (the whole group). An e-mail already taken is refused.
 */
export async function addStaff(
  db: Database,
  input: AddStaffInput,
  options: { issuer?: string } = {},
): Promise<AddedStaff> {
  const { email, role, lang, name, hotelIds } = checkStaffInput(input);
  const password = generateStaffPassword();
  // scrypt before the transaction: tens of milliseconds of CPU, no lock needed for it.
  const passwordHash = await hashPasswordForStorage(passwordDigest(password));
  const secret = newTotpSecret();

  await db.transaction(async (tx) => {
    if (hotelIds.length > 0) {
      const known = await tx
        .select({ id: hotels.id })
        .from(hotels)
        .where(inArray(hotels.id, hotelIds));
      const knownIds = new Set(known.map((row) => row.id));
      const unknown = hotelIds.filter((id) => !knownIds.has(id));
      if (unknown.length > 0) {
        throw new StaffError(Rec.notFound, `No hotel with id ${unknown.join(', ')}`);
      }
    }
    const [created] = await tx
      .insert(staff)
      .values({ email, name, role, lang, passwordHash, totpSecret: secret, totpEnrolled: true })
      .onConflictDoNothing({ target: staff.email })
      .returning({ id: staff.id });
    if (!created) {
      throw new StaffError(Rec.conflict, `A staff account for ${email} already exists`);
    }
    if (hotelIds.length > 0) {
      await tx
        .insert(staffHotels)
        .values(hotelIds.map((hotelId) => ({ staffId: created.id, hotelId })));
    }
  });

  return {
    email,
    password,
    totp_secret: secret,
    otpauth_uri: otpauthUri(secret, email, options.issuer ?? DEFAULT_STAFF_SETTINGS.totpIssuer),
  };
}

async function profileOf(db: Database, row: StaffRow): Promise<StaffProfile> {
  const hotelRows = await db
    .select({ hotelId: staffHotels.hotelId })
    .from(staffHotels)
    .where(eq(staffHotels.staffId, row.id))
    .orderBy(asc(staffHotels.hotelId));
  return {
    staff_id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    hotel_ids: hotelRows.map((h) => h.hotelId),
    lang: row.lang,
  };
}

/** The account's secret, made now when it has none (the first step of enrolment). */
async function secretFor(db: Database, row: StaffRow): Promise<string> {
  if (row.totpSecret) return row.totpSecret;
  const [made] = await db
    .update(staff)
    .set({ totpSecret: newTotpSecret(), updatedAt: sql`now()` })
    .where(and(eq(staff.id, row.id), isNull(staff.totpSecret)))
    .returning({ secret: staff.totpSecret });
  if (made?.secret) return made.secret;
  // Another sign-in made it first: both answer that one.
  const [current] = await db
    .select({ secret: staff.totpSecret })
    .from(staff)
    .where(eq(staff.id, row.id));
  if (!current?.secret) throw new BusinessError(Rec.sessionExpired, STAFF_SIGN_IN_REFUSED);
  return current.secret;
}

/**
 * Signs a staff member in. A wrong e-mail, password or code, a disabled account, a code
 * already used and a missing code after enrolment all answer the same rec 3, each counted
 * against the e-mail and the client address; past either limit every attempt is rec 7, the
 * right one too, until the window ends. An unknown e-mail costs the same scrypt time.
 *
 * Enrolment: an account not enrolled that gives the right password without `otp` is answered
 * the secret's `otpauth_uri` and no session; its next sign-in with a valid code enrols it.
 * A code is accepted for the step of `now` and one either side, once: the step of the code
 * that signs in is stored, and a later sign-in needs a later step. A refused attempt stores
 * nothing, so its code stays good.
 */
export async function signIn(
  db: Database,
  input: StaffSignInInput,
  context: StaffSignInContext,
): Promise<StaffSignInOutcome> {
  const { now, settings } = context;
  const email = normalizeEmail(input.email);
  const emailKey = `staff-login-email:${email}`;
  const addressKey = `staff-login-address:${context.clientAddress}`;
  await assertUnderLimit(db, emailKey, settings.signInFailuresPerEmail);
  await assertUnderLimit(db, addressKey, settings.signInFailuresPerAddress);

  const refuse = async (): Promise<never> => {
    await countHit(db, emailKey, settings.signInFailuresPerEmail);
    await countHit(db, addressKey, settings.signInFailuresPerAddress);
    throw new BusinessError(Rec.sessionExpired, STAFF_SIGN_IN_REFUSED);
  };

  const [row] = await db.select().from(staff).where(eq(staff.email, email));
  const good = row
    ? await verifyPassword(input.password, row.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!row || !good || row.disabledAt !== null) return refuse();

  const otp = input.otp?.trim();
  if (!otp) {
    if (row.totpEnrolled) return refuse();
    const secret = await secretFor(db, row);
    return { enrol: { otpauth_uri: otpauthUri(secret, row.email, settings.totpIssuer) } };
  }
  const secret = row.totpSecret;
  const step = secret ? matchingStep(secret, otp, now, row.totpLastStep) : undefined;
  if (!secret || step === undefined) return refuse();

  const session = await db.transaction(async (tx) => {
    // The step is claimed only if no sign-in took it or a later one meanwhile, and only for
    // the secret the code was checked against (a reset in between ends it).
    const [claimed] = await tx
      .update(staff)
      .set({ totpLastStep: step, totpEnrolled: true, updatedAt: now })
      .where(
        and(
          eq(staff.id, row.id),
          eq(staff.totpSecret, secret),
          isNull(staff.disabledAt),
          or(isNull(staff.totpLastStep), sql`${staff.totpLastStep} < ${step}`),
        ),
      )
      .returning({ id: staff.id });
    if (!claimed) return undefined;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + settings.sessionMaxSeconds * 1000);
    await tx.insert(staffSessions).values({
      tokenHash: hashToken(token),
      staffId: row.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    // Ended sessions of this person go as a new one starts: no job needed to keep it small.
    await tx
      .delete(staffSessions)
      .where(
        and(
          eq(staffSessions.staffId, row.id),
          or(
            lte(staffSessions.expiresAt, now),
            lte(staffSessions.lastSeenAt, idleCutoff(now, settings)),
          ),
        ),
      );
    return { token, expiresAt };
  });
  if (!session) return refuse();
  await clearRateLimit(db, emailKey);
  return {
    token: session.token,
    expire_time: Math.floor(session.expiresAt.getTime() / 1000),
    staff: await profileOf(db, { ...row, totpEnrolled: true }),
  };
}

function idleCutoff(now: Date, settings: StaffSettings): Date {
  return new Date(now.getTime() - settings.sessionIdleSeconds * 1000);
}

/** A token far from the 43 characters of ours is not looked up. */
function plausibleToken(token: string | undefined): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= 128;
}

/**
 * The staff member of a session, rec 3 `errors:session_expired` when the token is unknown,
 * past its maximum age, idle too long or of a disabled account. Each use moves `last_seen_at`.
 */
export async function staffOf(
  db: Database,
  token: string | undefined,
  context: StaffContext,
): Promise<StaffProfile> {
  const { now, settings } = context;
  if (!plausibleToken(token)) throw new BusinessError(Rec.sessionExpired);
  const [session] = await db
    .update(staffSessions)
    .set({
      lastSeenAt: sql`greatest(${staffSessions.lastSeenAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleCutoff(now, settings)),
        inArray(
          staffSessions.staffId,
          db.select({ id: staff.id }).from(staff).where(isNull(staff.disabledAt)),
        ),
      ),
    )
    .returning({ staffId: staffSessions.staffId });
  if (!session) throw new BusinessError(Rec.sessionExpired);
  const [row] = await db.select().from(staff).where(eq(staff.id, session.staffId));
  if (!row) throw new BusinessError(Rec.sessionExpired);
  return profileOf(db, row);
}

/** Ends the session of `token`; an unknown one is already ended. */
export async function signOut(db: Database, token: string | undefined): Promise<void> {
  if (!plausibleToken(token)) return;
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

async function endStaffSessions(db: Database, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/**
 * Back to enrolment (a lost phone): the secret is cleared, the account is not enrolled and
 * its sessions end. Its next sign-in with the password answers a new secret to enrol.
 */
export async function resetSecondFactor(db: Database, staffId: number): Promise<void> {
  const [row] = await db
    .update(staff)
    .set({ totpSecret: null, totpEnrolled: false, totpLastStep: null, updatedAt: sql`now()` })
    .where(eq(staff.id, staffId))
    .returning({ id: staff.id });
  if (!row) throw new StaffError(Rec.notFound, `No staff account ${staffId}`);
  await endStaffSessions(db, staffId);
}

/** Disables an account for good: it can no longer sign in, and its sessions end. */
export async function disableStaff(db: Database, staffId: number): Promise<void> {
  const [row] = await db
    .update(staff)
    .set({ disabledAt: sql`coalesce(${staff.disabledAt}, now())`, updatedAt: sql`now()` })
    .where(eq(staff.id, staffId))
    .returning({ id: staff.id });
  if (!row) throw new StaffError(Rec.notFound, `No staff account ${staffId}`);
  await endStaffSessions(db, staffId);
}
