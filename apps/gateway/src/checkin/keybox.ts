import { randomInt } from 'node:crypto';
import { isoDay, KEYBOX_PASSWORD_LENGTH } from '@bookdirect/gateway-sdk';
import { isLanguage, type Language, translate } from '@bookdirect/locales';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { rooms } from '../catalog/schema';
import { type Database, rows, type Transaction } from '../db';
import { escapeHtml, type MailMessage } from '../mail/outbox';
import { closingTime } from '../orders/checkin-window';
import type { OrderRow } from '../orders/schema';
import type { RoomRun } from './rooms';
import { keyboxPasswords } from './schema';

/**
 * Key-box passwords: 4 random digits per assigned room (per run of nights in one room),
 * issued at check-in, valid until 11:00 hotel time on the morning that room is left, then
 * retired by the job with a reset task for the hotel. They are answered and mailed, never
 * logged: nothing here hands one to a logger.
 */

export function newKeyboxPassword(): string {
  return String(randomInt(0, 10 ** KEYBOX_PASSWORD_LENGTH)).padStart(KEYBOX_PASSWORD_LENGTH, '0');
}

/** Issues a password for each run that has none; the ones issued before stay. */
export async function issuePasswords(
  tx: Transaction,
  order: Pick<OrderRow, 'id' | 'snapshot'>,
  runs: RoomRun[],
  now: Date,
): Promise<void> {
  if (runs.length === 0) return;
  await tx
    .insert(keyboxPasswords)
    .values(
      runs.map((run) => ({
        orderId: order.id,
        roomId: run.roomId,
        groupNo: run.groupNo,
        startDay: isoDay(run.startDay),
        endDay: isoDay(run.endDay),
        password: newKeyboxPassword(),
        validUntil: closingTime(run.endDay, order.snapshot.time_zone),
        issuedAt: now,
      })),
    )
    .onConflictDoNothing();
}

export interface LivePassword {
  no: string;
  password: string;
  validUntil: Date;
}

/** The order's passwords still valid at `now`, by room of the order and date. */
export async function livePasswords(
  db: Database | Transaction,
  orderId: string,
  now: Date,
): Promise<LivePassword[]> {
  return db
    .select({
      no: rooms.roomNo,
      password: keyboxPasswords.password,
      validUntil: keyboxPasswords.validUntil,
    })
    .from(keyboxPasswords)
    .innerJoin(rooms, eq(rooms.id, keyboxPasswords.roomId))
    .where(
      and(
        eq(keyboxPasswords.orderId, orderId),
        isNull(keyboxPasswords.retiredAt),
        gt(keyboxPasswords.validUntil, now),
      ),
    )
    .orderBy(asc(keyboxPasswords.groupNo), asc(keyboxPasswords.startDay));
}

/**
 * Retires every password whose room was left (11:00 on its last morning) and records the
 * hotel's reset task for each, in one statement: a password is retired once and has one task,
 * whichever gateways run the job. Answers how many were retired.
 */
export async function retireKeyboxPasswords(db: Database, now: Date, limit = 500): Promise<number> {
  const at = now.toISOString();
  const retired = await rows<{ id: number }>(
    db,
    sql`with due as (
          select id from keybox_passwords
          where retired_at is null and valid_until <= ${at}::timestamptz
          order by valid_until
          limit ${limit}
          for update skip locked
        ), retired as (
          update keybox_passwords p set retired_at = ${at}::timestamptz
          from due where p.id = due.id
          returning p.id, p.room_id, p.order_id, p.valid_until
        ), tasks as (
          insert into keybox_reset_tasks (hotel_id, room_id, password_id, order_id, due_at, created_at)
          select r.hotel_id, retired.room_id, retired.id, retired.order_id, retired.valid_until, ${at}::timestamptz
          from retired join rooms r on r.id = retired.room_id
          on conflict (password_id) do nothing
          returning id
        )
        select id from retired`,
  );
  return retired.length;
}

/**
 * Retires these passwords now, before their time (a reset, a room change, an early
 * departure), each with the hotel's reset task due at once, as the job does at check-out.
 * Answers the ones retired; one already retired is left as it was.
 */
export async function retirePasswordsNow(
  tx: Transaction,
  ids: readonly number[],
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const at = now.toISOString();
  const retired = await rows<{ id: number }>(
    tx,
    sql`with retired as (
          update keybox_passwords p set retired_at = ${at}::timestamptz
          where p.id = any(${`{${ids.join(',')}}`}::int[]) and p.retired_at is null
          returning p.id, p.room_id, p.order_id
        ), tasks as (
          insert into keybox_reset_tasks (hotel_id, room_id, password_id, order_id, due_at, created_at)
          select r.hotel_id, retired.room_id, retired.id, retired.order_id, ${at}::timestamptz, ${at}::timestamptz
          from retired join rooms r on r.id = retired.room_id
          on conflict (password_id) do nothing
          returning id
        )
        select id from retired`,
  );
  return retired.map((r) => Number(r.id));
}

/** The order's live passwords (not retired, not expired) as rows, to retire or replace. */
export async function livePasswordRows(tx: Transaction, orderId: string, now: Date) {
  return tx
    .select()
    .from(keyboxPasswords)
    .where(
      and(
        eq(keyboxPasswords.orderId, orderId),
        isNull(keyboxPasswords.retiredAt),
        gt(keyboxPasswords.validUntil, now),
      ),
    )
    .orderBy(asc(keyboxPasswords.groupNo), asc(keyboxPasswords.startDay));
}

function localTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** The passwords mail, in the booking's language, to the booking's e-mail. */
export function passwordsMail(
  order: Pick<OrderRow, 'id' | 'email' | 'lang' | 'snapshot'>,
  passwords: LivePassword[],
  bookingUrl: string,
): MailMessage {
  const lang: Language = isLanguage(order.lang) ? order.lang : 'en';
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `checkin:${key}`, values);
  const s = order.snapshot;
  const hotel = lang === 'zh' ? s.hotel.name_cn : s.hotel.name_en;
  const intro = t('mail_intro', {
    hotel,
    start: isoDay(s.start_day),
    end: isoDay(s.end_day),
  });
  const lines = passwords.map((p) =>
    t('mail_room', {
      no: p.no,
      password: p.password,
      until: localTime(p.validUntil, s.time_zone || 'UTC'),
    }),
  );
  const outro = t('mail_outro');
  const link = `${bookingUrl}/order/detail?orderId=${encodeURIComponent(order.id)}`;
  const text = [intro, lines.join('\n'), outro, link].join('\n\n');
  const html =
    `<p>${escapeHtml(intro)}</p><ul>` +
    lines.map((line) => `<li style="font-size:18px">${escapeHtml(line)}</li>`).join('') +
    `</ul><p>${escapeHtml(outro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return {
    kind: 'checkin_passwords',
    to: order.email,
    subject: t('mail_subject', { hotel }),
    text: `${text}\n`,
    html: `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#1b2528;max-width:560px">${html}</body></html>`,
  };
}
