import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Rec, recKeys } from '@bookdirect/gateway-sdk/contract';
import { EMAIL_PATTERN } from '@bookdirect/gateway-sdk/schemas';
import {
  STAFF_ADMIN_NO_HOTELS,
  STAFF_HOTELS_REQUIRED,
  STAFF_NAME_MAX,
} from '@bookdirect/gateway-sdk/staff';
import { and, asc, count, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { hashPasswordForStorage, verifyAgainstDummy, verifyPassword } from '../accounts/passwords';
import { normalizeEmail } from '../accounts/service';
import { hashToken } from '../accounts/sessions';
import { hotels } from '../catalog/schema';
import type { Database } from '../db';
import { BusinessError, type FailureRec } from '../http/envelope';
import { assertUnderLimit, clearRateLimit, countHit } from '../http/rate-limit';
import { type AuditActor, auditTarget, recordAudit } from './audit';
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
 * are random tokens kept as their SHA-256, ended by a maximum age and by idleness. Admins
 * add, change, disable, enable and reset accounts; the command line (`staff:add`) adds them
 * through the same code, and every account write adds its audit entry in its transaction.
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

/** An e-mail another account has (rec 6). */
export const STAFF_EMAIL_TAKEN = 'account:staff_email_taken';
/** Disabling or demoting the last enabled admin (rec 6): nobody could administer the group. */
export const STAFF_LAST_ADMIN = 'account:staff_last_admin';
/** Disabling or resetting one's own account (rec 6): another admin does it. */
export const STAFF_NOT_YOURSELF = 'account:staff_not_yourself';
/** A hotel id of no hotel (rec 2, `errors.hotel_ids`). */
export const STAFF_HOTEL_UNKNOWN = 'account:staff_hotel_unknown';

/**
 * A refused staff operation: a message for the person at the command line, and the rec and
 * key (and data) an API caller is answered.
 */
export class StaffError extends BusinessError {
  constructor(rec: FailureRec, message: string, key?: string, data?: Record<string, unknown>) {
    super(rec, key ?? recKeys[rec], data);
    this.message = message;
  }
}

/** Rec 2 naming the field and its problem's key. */
function invalidField(field: string, key: string, message: string): StaffError {
  return new StaffError(Rec.validation, message, recKeys[Rec.validation], {
    errors: { [field]: key },
  });
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

/** A new account as the command line or an admin gives it; checked by `checkStaffInput`. */
export interface AddStaffInput {
  email: string;
  role: string;
  hotelIds: readonly number[];
  name?: string;
  lang?: string;
}

/** An account as admins see it: the profile, whether it is enrolled, disabled, and since when. */
export interface StaffAccount extends StaffProfile {
  enrolled: 0 | 1;
  disabled: 0 | 1;
  /** Seconds since the epoch. */
  create_time: number;
}

/** An account and its new password in clear, answered once. */
export interface StaffWithPassword {
  staff: StaffAccount;
  password: string;
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

const EMAIL_MAX = 254;

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
    throw invalidField(
      'role',
      'validation:invalid',
      `Unknown role "${role}": use one of ${STAFF_ROLES.join(', ')}`,
    );
  }
  return found;
}

function parseLang(lang: string): StaffLang {
  const found = STAFF_LANGS.find((l) => l === lang.trim().toLowerCase());
  if (!found) {
    throw invalidField(
      'lang',
      'validation:invalid',
      `Unknown language "${lang}": use one of ${STAFF_LANGS.join(', ')}`,
    );
  }
  return found;
}

function parseName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length > STAFF_NAME_MAX) {
    throw invalidField(
      'name',
      'validation:invalid',
      `The name is longer than ${STAFF_NAME_MAX} characters`,
    );
  }
  return trimmed;
}

function parseHotelIds(hotelIds: readonly number[]): number[] {
  const unique = [...new Set(hotelIds)].sort((a, b) => a - b);
  const badId = unique.find((id) => !Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1);
  if (badId !== undefined) {
    throw invalidField('hotel_ids', 'validation:invalid', `"${badId}" is not a hotel id`);
  }
  return unique;
}

/** Hotels for a manager or a desk, none for an admin (who works for the whole group). */
function checkHotelsFitRole(role: StaffRole, hotelIds: readonly number[]): void {
  if (role === 'admin' && hotelIds.length > 0) {
    throw invalidField(
      'hotel_ids',
      STAFF_ADMIN_NO_HOTELS,
      'An admin works for the whole group: give no --hotel for an admin',
    );
  }
  if (role !== 'admin' && hotelIds.length === 0) {
    throw invalidField(
      'hotel_ids',
      STAFF_HOTELS_REQUIRED,
      `A ${role} needs at least one hotel (--hotel <id>)`,
    );
  }
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
 * The checks of a new account that need no database: an e-mail, a known role and language,
 * and hotels for a manager or a desk but none for an admin. Refusals are StaffErrors (rec 2,
 * naming the field).
 */
export function checkStaffInput(input: AddStaffInput): CheckedStaffInput {
  const email = normalizeEmail(input.email);
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) {
    throw invalidField(
      'email',
      'validation:email_address_error',
      `"${input.email}" is not an e-mail address`,
    );
  }
  const role = parseRole(input.role);
  const lang = input.lang === undefined ? 'zh' : parseLang(input.lang);
  const name = parseName(input.name ?? '');
  const hotelIds = parseHotelIds(input.hotelIds);
  checkHotelsFitRole(role, hotelIds);
  return { email, role, lang, name, hotelIds };
}

/** Rec 2 on `hotel_ids` unless every id is a hotel's. */
async function assertHotelsExist(db: Database, hotelIds: readonly number[]): Promise<void> {
  if (hotelIds.length === 0) return;
  const known = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(inArray(hotels.id, [...hotelIds]));
  const knownIds = new Set(known.map((row) => row.id));
  const unknown = hotelIds.filter((id) => !knownIds.has(id));
  if (unknown.length > 0) {
    throw invalidField('hotel_ids', STAFF_HOTEL_UNKNOWN, `No hotel with id ${unknown.join(', ')}`);
  }
}

/** Who acts from the command line (`staff:add`): nobody signed in, from no address. */
export function commandLineActor(at: Date = new Date()): AuditActor {
  return { staffId: null, clientAddress: 'cli', at };
}

/**
 * What an audit entry keeps of an account: its profile and state, never its password, hash
 * or secret (the account answer holds none of them).
 */
function audited(account: StaffAccount): Omit<StaffAccount, 'staff_id' | 'create_time'> {
  const { staff_id: _id, create_time: _created, ...shown } = account;
  return shown;
}

function accountOf(row: StaffRow, hotelIds: number[]): StaffAccount {
  return {
    staff_id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    hotel_ids: hotelIds,
    lang: row.lang,
    enrolled: row.totpEnrolled ? 1 : 0,
    disabled: row.disabledAt === null ? 0 : 1,
    create_time: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** The hotels of each account, by hotel id. */
async function hotelsOfAccounts(
  db: Database,
  staffIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byStaff = new Map<number, number[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return byStaff;
  const rows = await db
    .select({ staffId: staffHotels.staffId, hotelId: staffHotels.hotelId })
    .from(staffHotels)
    .where(inArray(staffHotels.staffId, [...staffIds]))
    .orderBy(asc(staffHotels.staffId), asc(staffHotels.hotelId));
  for (const row of rows) byStaff.get(row.staffId)?.push(row.hotelId);
  return byStaff;
}

/**
 * Adds an account in one transaction with its `staff.add` audit entry: enrolled now with a
 * new secret (`enrolNow`, the command line, whose operator hands both over), or left to enrol
 * at its first sign-in (the API: no admin ever sees the secret).
 */
async function insertAccount(
  db: Database,
  input: AddStaffInput,
  actor: AuditActor,
  enrolNow: boolean,
): Promise<{ account: StaffAccount; password: string; secret: string | null }> {
  const { email, role, lang, name, hotelIds } = checkStaffInput(input);
  const password = generateStaffPassword();
  // scrypt before the transaction: tens of milliseconds of CPU, no lock needed for it.
  const passwordHash = await hashPasswordForStorage(passwordDigest(password));
  const secret = enrolNow ? newTotpSecret() : null;

  const account = await db.transaction(async (tx) => {
    await assertHotelsExist(tx, hotelIds);
    const [created] = await tx
      .insert(staff)
      .values({
        email,
        name,
        role,
        lang,
        passwordHash,
        totpSecret: secret,
        totpEnrolled: enrolNow,
        createdAt: actor.at,
        updatedAt: actor.at,
      })
      .onConflictDoNothing({ target: staff.email })
      .returning();
    if (!created) {
      throw new StaffError(
        Rec.conflict,
        `A staff account for ${email} already exists`,
        STAFF_EMAIL_TAKEN,
      );
    }
    if (hotelIds.length > 0) {
      await tx
        .insert(staffHotels)
        .values(hotelIds.map((hotelId) => ({ staffId: created.id, hotelId })));
    }
    const added = accountOf(created, hotelIds);
    await recordAudit(tx, actor, {
      action: 'staff.add',
      target: auditTarget('staff', created.id),
      before: null,
      after: audited(added),
    });
    return added;
  });
  return { account, password, secret };
}

/**
 * Creates a staff account, already enrolled with a new TOTP secret, and answers its password
 * and secret, which are shown once and never again: the command line's way (`staff:add`),
 * whose operator hands both over; its audit entry names the command line unless `actor` says
 * otherwise. A manager or a desk works for at least one existing hotel; an admin for none
 * (the whole group). An e-mail already taken is refused.
 */
export async function addStaff(
  db: Database,
  input: AddStaffInput,
  options: { issuer?: string; actor?: AuditActor } = {},
): Promise<AddedStaff> {
  const { account, password, secret } = await insertAccount(
    db,
    input,
    options.actor ?? commandLineActor(),
    true,
  );
  const totpSecret = secret as string;
  return {
    email: account.email,
    password,
    totp_secret: totpSecret,
    otpauth_uri: otpauthUri(
      totpSecret,
      account.email,
      options.issuer ?? DEFAULT_STAFF_SETTINGS.totpIssuer,
    ),
  };
}

/**
 * Creates a staff account for an admin (`POST /v1/s/staff/`): the same checks as `addStaff`,
 * but not enrolled, so its first sign-in with the password answered here enrols the person's
 * own authenticator and the admin never sees the secret.
 */
export async function createStaff(
  db: Database,
  input: AddStaffInput,
  actor: AuditActor,
): Promise<StaffWithPassword> {
  const { account, password } = await insertAccount(db, input, actor, false);
  return { staff: account, password };
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
  const emailKey = signInEmailKey(email);
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

/** The counter of failed sign-ins against an e-mail. */
function signInEmailKey(email: string): string {
  return `staff-login-email:${email}`;
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

/* --- Administration: the admins' calls, each write with its audit entry ------------------ */

/** `GET /v1/s/staff/`'s page and filters. */
export interface StaffListFilter {
  page: number;
  nums: number;
  role?: StaffRole;
  /** A part of the e-mail or the name, any case. */
  q?: string;
}

/** Accounts oldest first, disabled ones included, with the count of all that match. */
export async function listStaff(
  db: Database,
  filter: StaffListFilter,
): Promise<{ rows: StaffAccount[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(staff.role, filter.role));
  const q = filter.q?.trim();
  if (q) {
    const either = or(
      sql`strpos(lower(${staff.email}), lower(${q})) > 0`,
      sql`strpos(lower(${staff.name}), lower(${q})) > 0`,
    );
    if (either) conditions.push(either);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(staff)
      .where(where)
      .orderBy(asc(staff.id))
      .limit(filter.nums)
      .offset((filter.page - 1) * filter.nums),
    db.select({ total: count() }).from(staff).where(where),
  ]);
  const hotelIds = await hotelsOfAccounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => accountOf(row, hotelIds.get(row.id) ?? [])),
    total: Number(counted?.total ?? 0),
  };
}

/**
 * The account `staffId` and every enabled admin, locked in id order for the rest of the
 * transaction: two writes that could each leave the group without an admin (disabling or
 * demoting two admins at once) take their turns, and the second counts what the first left.
 * Rec 5 when there is no such account.
 */
async function lockAccount(
  tx: Database,
  staffId: number,
): Promise<{ row: StaffRow; hotelIds: number[]; enabledAdmins: number }> {
  const rows = await tx
    .select()
    .from(staff)
    .where(or(eq(staff.id, staffId), and(eq(staff.role, 'admin'), isNull(staff.disabledAt))))
    .orderBy(asc(staff.id))
    .for('update');
  const row = rows.find((r) => r.id === staffId);
  if (!row) throw new StaffError(Rec.notFound, `No staff account ${staffId}`);
  const enabledAdmins = rows.filter((r) => r.role === 'admin' && r.disabledAt === null).length;
  const hotelIds = (await hotelsOfAccounts(tx, [staffId])).get(staffId) ?? [];
  return { row, hotelIds, enabledAdmins };
}

/** Rec 6 when the account is the only enabled admin: nobody would be left to administer. */
function refuseLastAdmin(row: StaffRow, enabledAdmins: number): void {
  if (row.role === 'admin' && row.disabledAt === null && enabledAdmins <= 1) {
    throw new StaffError(
      Rec.conflict,
      `${row.email} is the last enabled admin: it cannot be disabled or given another role`,
      STAFF_LAST_ADMIN,
    );
  }
}

/** Rec 6 when an admin would disable or reset their own account. */
function refuseOnYourself(actor: AuditActor, staffId: number, what: string): void {
  if (actor.staffId === staffId) {
    throw new StaffError(
      Rec.conflict,
      `You cannot ${what} your own account: another admin can`,
      STAFF_NOT_YOURSELF,
    );
  }
}

/** How much a role may do, to tell a narrower role from a wider one. */
const ROLE_REACH: Record<StaffRole, number> = { admin: 3, manager: 2, desk: 1 };

/** Whether the person may do less after: a lower role, or a hotel taken away. */
function narrows(
  before: { role: StaffRole; hotelIds: readonly number[] },
  after: { role: StaffRole; hotelIds: readonly number[] },
): boolean {
  if (ROLE_REACH[after.role] < ROLE_REACH[before.role]) return true;
  if (after.role === 'admin') return false;
  return before.hotelIds.some((id) => !after.hotelIds.includes(id));
}

/** What `changeStaff` may change; a field left out keeps its value. */
export interface StaffChanges {
  name?: string;
  role?: string;
  hotelIds?: readonly number[];
  lang?: string;
}

/**
 * Changes an account's name, role, hotels or language (`PUT /v1/s/staff/{id}/`). The role and
 * the hotels must fit as at creation, the one not given read from the account; an account
 * made admin loses its hotels. When the change narrows what the person may do, their sessions
 * end. The last enabled admin keeps the role. Fields given with the values they have change
 * nothing and write no audit entry; the others are the entry's before and after.
 */
export async function changeStaff(
  db: Database,
  staffId: number,
  changes: StaffChanges,
  actor: AuditActor,
): Promise<StaffAccount> {
  const role = changes.role === undefined ? undefined : parseRole(changes.role);
  const lang = changes.lang === undefined ? undefined : parseLang(changes.lang);
  const name = changes.name === undefined ? undefined : parseName(changes.name);
  const givenHotels = changes.hotelIds === undefined ? undefined : parseHotelIds(changes.hotelIds);

  return db.transaction(async (tx) => {
    const { row, hotelIds, enabledAdmins } = await lockAccount(tx, staffId);
    const nextRole = role ?? row.role;
    const nextHotels = givenHotels ?? (nextRole === 'admin' ? [] : hotelIds);
    checkHotelsFitRole(nextRole, nextHotels);
    if (nextRole !== 'admin') refuseLastAdmin(row, enabledAdmins);

    const current = accountOf(row, hotelIds);
    const next: StaffAccount = {
      ...current,
      name: name ?? row.name,
      role: nextRole,
      hotel_ids: nextHotels,
      lang: lang ?? row.lang,
    };
    const fields = (['name', 'role', 'hotel_ids', 'lang'] as const).filter(
      (field) => JSON.stringify(current[field]) !== JSON.stringify(next[field]),
    );
    if (fields.length === 0) return current;

    const added = nextHotels.filter((id) => !hotelIds.includes(id));
    const removed = hotelIds.filter((id) => !nextHotels.includes(id));
    await assertHotelsExist(tx, added);
    await tx
      .update(staff)
      .set({ name: next.name, role: next.role, lang: next.lang, updatedAt: actor.at })
      .where(eq(staff.id, staffId));
    if (removed.length > 0) {
      await tx
        .delete(staffHotels)
        .where(and(eq(staffHotels.staffId, staffId), inArray(staffHotels.hotelId, removed)));
    }
    if (added.length > 0) {
      await tx.insert(staffHotels).values(added.map((hotelId) => ({ staffId, hotelId })));
    }
    if (narrows({ role: row.role, hotelIds }, { role: nextRole, hotelIds: nextHotels })) {
      await endStaffSessions(tx, staffId);
    }
    await recordAudit(tx, actor, {
      action: 'staff.change',
      target: auditTarget('staff', staffId),
      before: Object.fromEntries(fields.map((field) => [field, current[field]])),
      after: Object.fromEntries(fields.map((field) => [field, next[field]])),
    });
    return next;
  });
}

/**
 * Disables an account: it can no longer sign in, and its sessions end. Not one's own, nor
 * the last enabled admin (rec 6); an account already disabled is answered as it is. Without
 * `actor`, the command line does it.
 */
export async function disableStaff(
  db: Database,
  staffId: number,
  actor: AuditActor = commandLineActor(),
): Promise<StaffAccount> {
  refuseOnYourself(actor, staffId, 'disable');
  return db.transaction(async (tx) => {
    const { row, hotelIds, enabledAdmins } = await lockAccount(tx, staffId);
    if (row.disabledAt !== null) return accountOf(row, hotelIds);
    refuseLastAdmin(row, enabledAdmins);
    const [updated] = await tx
      .update(staff)
      .set({ disabledAt: actor.at, updatedAt: actor.at })
      .where(eq(staff.id, staffId))
      .returning();
    await endStaffSessions(tx, staffId);
    await recordAudit(tx, actor, {
      action: 'staff.disable',
      target: auditTarget('staff', staffId),
      before: { disabled: 0 },
      after: { disabled: 1 },
    });
    return accountOf(updated ?? row, hotelIds);
  });
}

/**
 * Enables a disabled account: it signs in again with its password and authenticator. An
 * enabled one is answered as it is.
 */
export async function enableStaff(
  db: Database,
  staffId: number,
  actor: AuditActor,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const { row, hotelIds } = await lockAccount(tx, staffId);
    if (row.disabledAt === null) return accountOf(row, hotelIds);
    const [updated] = await tx
      .update(staff)
      .set({ disabledAt: null, updatedAt: actor.at })
      .where(eq(staff.id, staffId))
      .returning();
    await recordAudit(tx, actor, {
      action: 'staff.enable',
      target: auditTarget('staff', staffId),
      before: { disabled: 1 },
      after: { disabled: 0 },
    });
    return accountOf(updated ?? row, hotelIds);
  });
}

/**
 * Back to enrolment (a lost phone): the secret is cleared, the account is not enrolled and
 * its sessions end. Its next sign-in with the password answers a new secret to enrol. Not
 * one's own (rec 6). Without `actor`, the command line does it.
 */
export async function resetSecondFactor(
  db: Database,
  staffId: number,
  actor: AuditActor = commandLineActor(),
): Promise<StaffAccount> {
  refuseOnYourself(actor, staffId, 'reset the authenticator of');
  return db.transaction(async (tx) => {
    const { row, hotelIds } = await lockAccount(tx, staffId);
    const [updated] = await tx
      .update(staff)
      .set({ totpSecret: null, totpEnrolled: false, totpLastStep: null, updatedAt: actor.at })
      .where(eq(staff.id, staffId))
      .returning();
    await endStaffSessions(tx, staffId);
    await recordAudit(tx, actor, {
      action: 'staff.reset_otp',
      target: auditTarget('staff', staffId),
      before: { enrolled: row.totpEnrolled ? 1 : 0 },
      after: { enrolled: 0 },
    });
    return accountOf(updated ?? row, hotelIds);
  });
}

/**
 * A new generated password, answered once: the old one stops working, the sessions end, the
 * authenticator stays, and failed sign-ins counted against the e-mail are forgotten. Not
 * one's own (rec 6). The audit entry says it happened and holds nothing of either password.
 */
export async function resetStaffPassword(
  db: Database,
  staffId: number,
  actor: AuditActor,
): Promise<StaffWithPassword> {
  refuseOnYourself(actor, staffId, 'reset the password of');
  const password = generateStaffPassword();
  const passwordHash = await hashPasswordForStorage(passwordDigest(password));
  const account = await db.transaction(async (tx) => {
    const { row, hotelIds } = await lockAccount(tx, staffId);
    await tx.update(staff).set({ passwordHash, updatedAt: actor.at }).where(eq(staff.id, staffId));
    await endStaffSessions(tx, staffId);
    await clearRateLimit(tx, signInEmailKey(row.email));
    await recordAudit(tx, actor, {
      action: 'staff.reset_password',
      target: auditTarget('staff', staffId),
      before: {},
      after: {},
    });
    return accountOf(row, hotelIds);
  });
  return { staff: account, password };
}
