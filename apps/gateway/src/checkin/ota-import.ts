import { addDays, daysBetween, INT32_MAX, isoDay, OTA, parsePhone } from '@bookdirect/gateway-sdk';
import type { OtaImportData, OtaImportLine } from '@bookdirect/gateway-sdk/contract';
import { EMAIL_PATTERN, isStorableText, isValidDay } from '@bookdirect/gateway-sdk/schemas';
import { inArray, sql } from 'drizzle-orm';
import { insufficientStock, readNightPrices } from '../catalog/stock';
import { parseCsv } from '../catalog/tooling/import';
import { type Database, rows } from '../db';
import { withRetry } from '../db/retry';
import { BusinessError } from '../http/envelope';
import { newOrderId } from '../orders/ids';
import { importPaidOrder } from '../orders/lifecycle';
import { orderSnapshot, type SnapshotColumns, soldRatePlanJoin } from '../orders/quote';
import { orders } from '../orders/schema';
import { otas } from './schema';
import { normaliseOtaOrderNo } from './service';

/**
 * Travel-platform reservations, imported as paid orders that hold their rooms' stock (the
 * platform took the money): from the `import:ota` command or `POST /v1/s/checkin/ota-orders/`, as
 * JSON or CSV. Once per platform order number (a unique index backs it, so two imports at
 * once still make one order); each reservation in its own transaction (a savepoint when the
 * import is given the call's transaction), so a bad one is refused with its line and reason
 * while the good ones are imported.
 */

/** A reservation as a file or a call gives it; every value may come as text. */
export type RawReservation = Record<string, unknown>;

export interface NumberedReservation {
  /** 1-based position in a JSON list; the file line in a CSV. */
  line: number;
  value: RawReservation;
}

/** The CSV form: a header row naming the fields of `OtaReservation`, one reservation a line. */
export function parseOtaCsv(text: string): NumberedReservation[] {
  const [header, ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return [];
  const names = header.map((h) => h.trim().toLowerCase());
  return lines.map((fields, n) => ({
    line: n + 2,
    value: Object.fromEntries(names.map((name, i) => [name, fields[i]?.trim() ?? ''])),
  }));
}

/** JSON: a list of reservations, or `{ reservations: [...] }`. */
export function parseOtaJson(value: unknown): NumberedReservation[] {
  const list =
    value && typeof value === 'object' && 'reservations' in value
      ? (value as { reservations: unknown }).reservations
      : value;
  if (!Array.isArray(list)) throw new Error('expected a list of reservations');
  return list.map((item, n) => ({
    line: n + 1,
    value: item && typeof item === 'object' ? (item as RawReservation) : {},
  }));
}

class Refused extends Error {}

const text = (value: unknown) =>
  value === undefined || value === null ? '' : String(value).trim();

function day(value: unknown, field: string): number {
  const digits = text(value).replaceAll('-', '');
  const n = Number(digits);
  if (!/^\d{8}$/.test(digits) || !isValidDay(n)) throw new Refused(`${field} is not a date`);
  return n;
}

interface Target extends SnapshotColumns {
  hotel_id: number;
  seller_id: number;
  store_id: string;
  currency_id: number;
  minor_unit: number;
  room_type_id: number;
}

/** Digits that can be an `integer` id; longer ones can only be an `external_id`. */
const isId = (value: string) => /^\d{1,10}$/.test(value) && Number(value) <= INT32_MAX;

async function findTarget(db: Database, hotel: string, roomType: string): Promise<Target> {
  const hotelById = isId(hotel);
  const typeById = isId(roomType);
  const [found] = await rows<Target>(
    db,
    sql`select h.id as hotel_id, h.seller_id, h.name_cn as hotel_cn, h.name_en as hotel_en,
          h.address_cn, h.address_en, h.time_zone, h.check_in_time, h.check_out_time,
          h.store_id, h.currency_id, cur.minor_unit,
          rt.id as room_type_id, rt.name_cn as room_cn, rt.name_en as room_en, rt.adult_nums,
          rt.image_key, rp.id as rate_id, rp.name_cn as rate_cn, rp.name_en as rate_en,
          rp.is_standard as rate_standard
        from hotels h
        join currencies cur on cur.id = h.currency_id
        join room_types rt on rt.hotel_id = h.id
        ${soldRatePlanJoin}
        where ${hotelById ? sql`h.id = ${Number(hotel)}::int` : sql`h.external_id = ${hotel}`}
          and ${typeById ? sql`rt.id = ${Number(roomType)}::int` : sql`rt.external_id = ${roomType}`}
        limit 1`,
  );
  if (!found) throw new Refused(`no room type ${roomType} at hotel ${hotel}`);
  return found;
}

/** One room's price per night summing to `total`, the first night taking the remainder. */
function spread(total: number, nights: string[]): { day: string; price: number }[] {
  const base = Math.floor(total / nights.length);
  return nights.map((d, n) => ({
    day: d,
    price: n === 0 ? total - base * (nights.length - 1) : base,
  }));
}

type Outcome = Pick<OtaImportLine, 'outcome' | 'order_id' | 'reason'>;

/** A reservation that passed every check: what its order is made of. */
interface Ready {
  otaId: number;
  number: string;
  target: Target;
  start: number;
  end: number;
  days: number;
  nights: string[];
  nums: number;
  amount: number | undefined;
  email: string;
  phone: { e164: string; prefix: string };
  firstName: string;
  lastName: string;
}

/** The hotels and room types a file names, looked up once each. */
type TargetCache = Map<string, Promise<Target>>;

/** Checks a reservation: `exists` when imported before, else what its order needs. */
async function prepareOne(
  db: Database,
  raw: RawReservation,
  platforms: Map<string, number>,
  targets: TargetCache,
  known?: Map<string, string>,
): Promise<Outcome | Ready> {
  // A file or a call may hold anything; what no text column can keep is refused with its line.
  for (const [field, value] of Object.entries(raw)) {
    if (typeof value === 'string' && !isStorableText(value)) {
      throw new Refused(`${field} holds a NUL or half of a surrogate pair`);
    }
  }
  const platformText = text(raw.platform);
  const otaId = platforms.get(platformText.toLowerCase()) ?? platforms.get(platformText);
  if (otaId === undefined) throw new Refused(`unknown platform "${platformText}"`);
  if (otaId === OTA.direct) throw new Refused('platform must be a travel platform, not this site');
  const number = normaliseOtaOrderNo(text(raw.platform_order_no));
  if (!number || number.length > 64) throw new Refused('platform_order_no is empty or too long');
  const existing = known
    ? known.get(`${otaId}:${number}`)
    : (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(sql`${orders.otaId} = ${otaId} and ${orders.otaOrderId} = ${number}`)
      )[0]?.id;
  if (existing) return { outcome: 'exists', order_id: existing, reason: '' };

  const hotel = text(raw.hotel ?? raw.hotel_id);
  const roomType = text(raw.room_type ?? raw.room_type_id);
  if (!hotel || !roomType) throw new Refused('hotel and room_type are required');
  const start = day(raw.check_in, 'check_in');
  const end = day(raw.check_out, 'check_out');
  const days = daysBetween(start, end);
  if (!(days >= 1 && days <= 90))
    throw new Refused('check_out must be 1 to 90 nights after check_in');
  const guestName = text(raw.guest_name);
  if (!guestName || guestName.length > 128) throw new Refused('guest_name is required');
  const email = text(raw.email).toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254)
    throw new Refused('email is not an address');
  const phone = parsePhone(text(raw.phone), text(raw.tel_prefix) || undefined);
  if (!phone) throw new Refused('phone is not a phone number (give it with + or a tel_prefix)');
  const nums = text(raw.rooms) === '' ? 1 : Number(text(raw.rooms));
  if (!Number.isInteger(nums) || nums < 1 || nums > 9) throw new Refused('rooms must be 1 to 9');
  const amountText = text(raw.amount);
  const amount = amountText === '' ? undefined : Number(amountText);
  if (amount !== undefined && !(Number.isFinite(amount) && amount >= 0)) {
    throw new Refused('amount must be a positive number');
  }

  const key = `${hotel}\u0000${roomType}`;
  let found = targets.get(key);
  if (!found) {
    found = findTarget(db, hotel, roomType);
    targets.set(key, found);
  }
  const target = await found;
  // Kept in minor units in a bigint column, and added up in JavaScript numbers.
  if (
    amount !== undefined &&
    !Number.isSafeInteger(Math.round(amount * 10 ** Number(target.minor_unit)))
  ) {
    throw new Refused('amount is too large');
  }
  const nights = Array.from({ length: days }, (_, n) => isoDay(addDays(start, n)));
  const parts = guestName.split(/\s+/);
  const lastName = parts.length > 1 ? (parts.pop() as string) : guestName;
  const firstName = parts.length > 0 && lastName !== guestName ? parts.join(' ') : '';
  return {
    otaId,
    number,
    target,
    start,
    end,
    days,
    nights,
    nums,
    amount,
    email,
    phone,
    firstName,
    lastName,
  };
}

const noRoomLeft = (ready: Pick<Ready, 'start' | 'end'>) =>
  new Refused(`no room left on every night from ${isoDay(ready.start)} to ${isoDay(ready.end)}`);

/** Writes a checked reservation's order, holding its rooms' stock. */
async function writeOne(db: Database, ready: Ready, now: Date): Promise<Outcome> {
  const { otaId, number, target, start, days, nights, nums, amount, email, phone } = ready;
  const { firstName, lastName } = ready;
  const orderId = newOrderId();
  try {
    const inserted = await withRetry(() =>
      db.transaction(async (tx) => {
        const prices = await readNightPrices(tx, {
          roomTypeId: Number(target.room_type_id),
          start: nights[0] as string,
          days,
        });
        if (prices.length !== days) throw insufficientStock();
        const perRoom =
          amount === undefined
            ? prices
            : spread(Math.round((amount * 10 ** Number(target.minor_unit)) / nums), nights);
        return importPaidOrder(
          tx,
          {
            id: orderId,
            userId: null,
            sellerId: Number(target.seller_id),
            source: 1,
            hotelId: Number(target.hotel_id),
            hotelRoomTypeId: Number(target.room_type_id),
            ratePlanId: target.rate_id === null ? null : Number(target.rate_id),
            startDay: nights[0] as string,
            days,
            nums,
            currencyId: Number(target.currency_id),
            mobile: phone.e164,
            telPrefix: phone.prefix,
            email,
            storeId: target.store_id,
            lang: 'en',
            snapshot: orderSnapshot(target, start, days),
            guests: [{ user_folks_id: 0, first_name: firstName, last_name: lastName }],
            paidAt: now,
            paySource: 0,
            payRef: `ota:${otaId}:${number}`,
            otaId,
            otaOrderId: number,
            createdAt: now,
          },
          perRoom,
        );
      }),
    );
    if (!inserted) {
      const [other] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(sql`${orders.otaId} = ${otaId} and ${orders.otaOrderId} = ${number}`);
      return { outcome: 'exists', order_id: other?.id ?? '', reason: '' };
    }
    return { outcome: 'imported', order_id: orderId, reason: '' };
  } catch (error) {
    if (error instanceof BusinessError && error.key === 'errors:insufficient_room_stock') {
      throw noRoomLeft(ready);
    }
    throw error;
  }
}

/**
 * What a dry run knows of the stock: each room type's rooms left per night (`YYYY-MM-DD`),
 * read once and lowered by the reservations before it in the file, as importing them would.
 */
class StockPreview {
  private readonly left = new Map<number, Map<string, number>>();

  constructor(private readonly db: Database) {}

  /** Takes the reservation's rooms from what is left, or refuses it as the import would. */
  async take(ready: Ready): Promise<void> {
    const roomTypeId = Number(ready.target.room_type_id);
    let nights = this.left.get(roomTypeId);
    if (!nights) {
      const found = await rows<{ day: string; rest_nums: number | string }>(
        this.db,
        sql`select day::text as day, rest_nums from room_type_days
            where room_type_id = ${roomTypeId}::int`,
      );
      nights = new Map(found.map((row) => [row.day, Number(row.rest_nums)]));
      this.left.set(roomTypeId, nights);
    }
    const rooms = nights;
    if (ready.nights.some((night) => (rooms.get(night) ?? -1) < ready.nums)) {
      throw noRoomLeft(ready);
    }
    for (const night of ready.nights) rooms.set(night, (rooms.get(night) ?? 0) - ready.nums);
  }
}

/**
 * The orders the file's platform numbers already have, `ota_id:number` -> order id, in one
 * read: what a preview answers `exists` for (an import checks each in its own transaction).
 */
async function importedBefore(
  db: Database,
  reservations: NumberedReservation[],
): Promise<Map<string, string>> {
  const numbers = [
    ...new Set(reservations.map(({ value }) => normaliseOtaOrderNo(text(value.platform_order_no)))),
  ].filter((number) => number !== '' && number.length <= 64);
  if (numbers.length === 0) return new Map();
  const found = await db
    .select({ id: orders.id, otaId: orders.otaId, number: orders.otaOrderId })
    .from(orders)
    .where(inArray(orders.otaOrderId, numbers));
  return new Map(found.map((row) => [`${row.otaId}:${row.number}`, row.id]));
}

export interface ImportMode {
  /** Write nothing: answer each reservation as the import would (`valid`, `exists`, `refused`). */
  dryRun?: boolean;
}

/** Imports the reservations one by one (or previews them); answers what became of each. */
export async function importOtaReservations(
  db: Database,
  reservations: NumberedReservation[],
  now: Date = new Date(),
  mode: ImportMode = {},
): Promise<OtaImportData> {
  const platformRows = await db.select().from(otas);
  const platforms = new Map<string, number>();
  for (const p of platformRows) {
    platforms.set(String(p.id), p.id);
    platforms.set(p.nameEn.toLowerCase(), p.id);
    platforms.set(p.nameEn.toLowerCase().replace(/\.com$/, ''), p.id);
  }
  const report: OtaImportLine[] = [];
  const targets: TargetCache = new Map();
  const stock = mode.dryRun ? new StockPreview(db) : undefined;
  const known = mode.dryRun ? await importedBefore(db, reservations) : undefined;
  const previewed = new Set<string>();
  for (const { line, value } of reservations) {
    const number = text(value.platform_order_no);
    try {
      const checked = await prepareOne(db, value, platforms, targets, known);
      let outcome: Outcome;
      if ('outcome' in checked) outcome = checked;
      else if (!stock) outcome = await writeOne(db, checked, now);
      else {
        const key = `${checked.otaId}:${checked.number}`;
        if (previewed.has(key)) outcome = { outcome: 'exists', order_id: '', reason: '' };
        else {
          await stock.take(checked);
          previewed.add(key);
          outcome = { outcome: 'valid', order_id: '', reason: '' };
        }
      }
      report.push({ line, platform_order_no: number, ...outcome });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      report.push({
        line,
        platform_order_no: number,
        outcome: 'refused',
        order_id: '',
        reason: error.message,
      });
    }
  }
  const count = (outcome: OtaImportLine['outcome']) =>
    report.filter((r) => r.outcome === outcome).length;
  return {
    imported: count('imported'),
    existing: count('exists'),
    refused: count('refused'),
    valid: count('valid'),
    skipped: count('skipped'),
    report,
  };
}

/** The answer of an all-or-none import that met a refused reservation: nothing imported. */
export function importedNothing(outcome: OtaImportData): OtaImportData {
  const report = outcome.report.map((line) =>
    line.outcome === 'imported' ? { ...line, outcome: 'skipped' as const, order_id: '' } : line,
  );
  return { ...outcome, imported: 0, skipped: outcome.imported, report };
}
