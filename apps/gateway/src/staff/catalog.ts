import { dayOfIso, isoDay, todayIn } from '@bookdirect/gateway-sdk';
import { type CurrencyId, Rec } from '@bookdirect/gateway-sdk/contract';
import type {
  StaffHotelDetail,
  StaffRoom,
  StaffRooms,
  StaffRoomsBelowSold,
  StaffRoomTypeDetail,
} from '@bookdirect/gateway-sdk/staff';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { FACILITIES } from '../catalog/facilities';
import { type FacilityFlags, hotels, rooms, roomTypes } from '../catalog/schema';
import { refreshHasHotels } from '../catalog/service';
import { lockNightsFrom, lowerNights } from '../catalog/stock';
import { TAG_LABELS, tagPairs } from '../catalog/tags';
import { type Database, rows, type Transaction } from '../db';
import { withRetry } from '../db/retry';
import { BusinessError, validationFailed } from '../http/envelope';
import { type AuditActor, auditTarget, recordAudit } from './audit';
import { heldSql } from './calendar';
import { assertWorksFor } from './scope';
import type { StaffProfile } from './service';

/**
 * The catalogue as the back office edits it: a hotel's facts, whether travellers see it, its
 * room types and their physical rooms. The rows are the catalogue's (catalog/schema.ts); the
 * search versions move with them (migration 0018's triggers), so search, the home page and
 * the hotel page show a change on their next request. Each write locks what it changes, then
 * writes it with its audit entry in one transaction.
 *
 * A hotel's facilities are its tag keys (`hotel_tag`, `key:label;...`, English labels, and
 * `hotel_tag_cn` the Chinese ones): what the traveller's pages show under its name. Staff
 * choose keys; the labels are the hotel's own where it has them (an import's words), else
 * the known keys' (catalog/tags.ts).
 *
 * Physical rooms are taken out of service (status 0), never deleted: check-in's assignments
 * and key-box passwords name them. The rooms in service must cover the rooms orders hold on
 * every night from the hotel's today on, and the rooms left to sell are lowered where the
 * rooms sold plus rooms left would exceed them: the nights are locked first, in day order as
 * bookings meet them (catalog/stock.ts), so a booking either committed before the count or
 * waits and then meets the lowered `rest_nums`.
 */

type HotelRow = typeof hotels.$inferSelect;
type RoomTypeRow = typeof roomTypes.$inferSelect;

/** The hotel's facts as the wire names them, those `PUT` may change. */
interface HotelFacts {
  name_cn: string;
  name_en: string;
  address_cn: string;
  address_en: string;
  description_cn: string;
  description_en: string;
  policy_cn: string;
  policy_en: string;
  mobile: string;
  email: string;
  check_in_time: string;
  check_out_time: string;
  facilities: string[];
  coord_x: number;
  coord_y: number;
}

export type HotelWrite = Partial<HotelFacts>;

/** The room type's fields as the wire names them. */
interface RoomTypeFields {
  name_cn: string;
  name_en: string;
  status: 0 | 1;
  bedroom_nums: 1 | 2 | 3;
  big_beds: number;
  adult_nums: number;
  area: number;
  room_type_cn: string;
  room_type_en: string;
  basic_facility: FacilityFlags;
  bathroom_facility: FacilityFlags;
  kitchen_facility: FacilityFlags;
  sort: number;
}

/** What a write may send: the rules bound `status` and `bedroom_nums`, their types do not. */
export type RoomTypeWrite = Partial<
  Omit<RoomTypeFields, 'status' | 'bedroom_nums'> & { status: number; bedroom_nums: number }
>;

export interface RoomListed {
  no: string;
  floor?: number;
}

const notFound = () => new BusinessError(Rec.notFound);

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** `1 | 2 | 3` as stored: 1 one big bed, 2 twin, anything else several. */
const bedKind = (value: number): 1 | 2 | 3 => (value === 1 || value === 2 ? value : 3);

function hotelFacts(row: HotelRow): HotelFacts {
  return {
    name_cn: row.nameCn,
    name_en: row.nameEn,
    address_cn: row.addressCn,
    address_en: row.addressEn,
    description_cn: row.descriptionCn,
    description_en: row.descriptionEn,
    policy_cn: row.policyCn,
    policy_en: row.policyEn,
    mobile: row.mobile,
    email: row.email,
    check_in_time: row.checkInTime,
    check_out_time: row.checkOutTime,
    facilities: tagPairs(row.hotelTag).map(([key]) => key),
    coord_x: Number(row.coordX),
    coord_y: Number(row.coordY),
  };
}

function roomTypeFields(row: RoomTypeRow): RoomTypeFields {
  return {
    name_cn: row.nameCn,
    name_en: row.nameEn,
    status: flag(row.status),
    bedroom_nums: bedKind(row.bedroomNums),
    big_beds: row.bigBeds,
    adult_nums: row.adultNums,
    area: row.area,
    room_type_cn: row.roomTypeCn,
    room_type_en: row.roomTypeEn,
    basic_facility: row.basicFacility,
    bathroom_facility: row.bathroomFacility,
    kitchen_facility: row.kitchenFacility,
    sort: row.sort,
  };
}

/** The fields of `write` that differ from `current`, before and after. */
function changedFields<T extends object, W extends { [K in keyof T]?: unknown }>(
  current: T,
  write: W,
): { before: Partial<T>; after: W } {
  const before: Partial<T> = {};
  const after = {} as W;
  for (const key of Object.keys(write) as (keyof T)[]) {
    const value = write[key];
    if (value === undefined) continue;
    if (JSON.stringify(value) === JSON.stringify(current[key])) continue;
    before[key] = current[key];
    after[key as keyof W] = value as W[keyof W];
  }
  return { before, after };
}

/** Labels of the keys the hotel may hold: the known ones, then its own, in its order. */
function facilityChoices(row: Pick<HotelRow, 'hotelTag' | 'hotelTagCn'>) {
  const ownCn = new Map(tagPairs(row.hotelTagCn));
  const choices = new Map<string, { key: string; name_cn: string; name_en: string }>();
  for (const [key, [cn, en]] of Object.entries(TAG_LABELS)) {
    choices.set(key, { key, name_cn: cn, name_en: en });
  }
  for (const [key, en] of tagPairs(row.hotelTag)) {
    choices.set(key, { key, name_cn: ownCn.get(key) ?? TAG_LABELS[key]?.[0] ?? en, name_en: en });
  }
  return [...choices.values()];
}

/** A room facility group of the dictionary, by the name its column has on the wire. */
const ROOM_FACILITY_GROUPS = {
  basic_facility: ['basic', 'basicFacility'],
  bathroom_facility: ['bathroom', 'bathroomFacility'],
  kitchen_facility: ['kitchen', 'kitchenFacility'],
} as const;

/**
 * Labels of the keys each group of a room type may hold: the catalogue's dictionary, then any
 * other key a room type of the hotel holds (an import's own), labelled by its words.
 */
function roomFacilityChoices(types: readonly (typeof roomTypes.$inferSelect)[]) {
  const answer = {} as Record<
    keyof typeof ROOM_FACILITY_GROUPS,
    { key: string; name_cn: string; name_en: string }[]
  >;
  for (const [wire, [group, column]] of Object.entries(ROOM_FACILITY_GROUPS) as [
    keyof typeof ROOM_FACILITY_GROUPS,
    (typeof ROOM_FACILITY_GROUPS)[keyof typeof ROOM_FACILITY_GROUPS],
  ][]) {
    const choices = new Map<string, { key: string; name_cn: string; name_en: string }>();
    for (const [key, [cn, en]] of Object.entries(FACILITIES[group])) {
      choices.set(key, { key, name_cn: cn, name_en: en });
    }
    for (const type of types) {
      for (const key of Object.keys(type[column] ?? {})) {
        const words = key.replace(/_/g, ' ');
        if (!choices.has(key)) choices.set(key, { key, name_cn: words, name_en: words });
      }
    }
    answer[wire] = [...choices.values()];
  }
  return answer;
}

/**
 * `hotel_tag` and `hotel_tag_cn` of the keys, in order; rec 2 at `facilities` for a key
 * neither known nor the hotel's own.
 */
function tagsOf(
  keys: readonly string[],
  row: Pick<HotelRow, 'hotelTag' | 'hotelTagCn'>,
): { hotelTag: string; hotelTagCn: string } {
  const choices = new Map(facilityChoices(row).map((choice) => [choice.key, choice]));
  const picked = keys.map((key) => choices.get(key));
  if (picked.some((choice) => choice === undefined)) {
    throw validationFailed({ facilities: 'validation:invalid' });
  }
  const chosen = picked.filter((choice) => choice !== undefined);
  return {
    hotelTag: chosen.map((c) => `${c.key}:${c.name_en}`).join(';'),
    hotelTagCn: chosen.map((c) => `${c.key}:${c.name_cn}`).join(';'),
  };
}

/** The room types' rooms in service, by number. */
async function roomsInService(
  db: Database | Transaction,
  roomTypeIds: readonly number[],
): Promise<Map<number, StaffRoom[]>> {
  const byType = new Map<number, StaffRoom[]>(roomTypeIds.map((id) => [id, []]));
  if (roomTypeIds.length === 0) return byType;
  const list = await db
    .select({ id: rooms.id, roomTypeId: rooms.roomTypeId, no: rooms.roomNo, floor: rooms.floor })
    .from(rooms)
    .where(and(inArray(rooms.roomTypeId, [...roomTypeIds]), eq(rooms.status, 1)))
    .orderBy(asc(rooms.roomNo), asc(rooms.id));
  for (const room of list) {
    byType.get(room.roomTypeId)?.push({ hotel_room_id: room.id, no: room.no, floor: room.floor });
  }
  return byType;
}

function roomTypeDetail(row: RoomTypeRow, roomList: StaffRoom[]): StaffRoomTypeDetail {
  return {
    hotel_room_type_id: row.id,
    hotel_id: row.hotelId,
    ...roomTypeFields(row),
    rooms: roomList,
  };
}

/** The hotel's row, or rec 5 unless the staff member works for it. */
async function hotelRow(
  db: Database | Transaction,
  member: StaffProfile,
  hotelId: number,
  lock = false,
): Promise<HotelRow> {
  const query = db.select().from(hotels).where(eq(hotels.id, hotelId));
  const [row] = await (lock ? query.for('no key update') : query);
  assertWorksFor(member, row?.id);
  if (!row) throw notFound();
  return row;
}

/** The room type's row, or rec 5 unless the staff member works for its hotel. */
async function roomTypeRow(
  db: Database | Transaction,
  member: StaffProfile,
  roomTypeId: number,
  lock = false,
): Promise<RoomTypeRow> {
  const query = db.select().from(roomTypes).where(eq(roomTypes.id, roomTypeId));
  const [row] = await (lock ? query.for('no key update') : query);
  assertWorksFor(member, row?.hotelId);
  if (!row) throw notFound();
  return row;
}

/** Every editable fact of the hotel, its room types (hidden ones too) and their rooms. */
export async function readHotel(
  db: Database | Transaction,
  member: StaffProfile,
  hotelId: number,
): Promise<StaffHotelDetail> {
  const row = await hotelRow(db, member, hotelId);
  const types = await db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.sort), asc(roomTypes.id));
  const roomLists = await roomsInService(
    db,
    types.map((type) => type.id),
  );
  return {
    hotel_id: row.id,
    published: flag(row.status),
    ...hotelFacts(row),
    facility_choices: facilityChoices(row),
    room_facility_choices: roomFacilityChoices(types),
    city_id: row.cityId,
    currency_id: row.currencyId as CurrencyId,
    time_zone: row.timeZone,
    room_types: types.map((type) => roomTypeDetail(type, roomLists.get(type.id) ?? [])),
  };
}

/**
 * Writes the facts given, those that differ, with one `hotel.update` audit entry of their
 * values before and after; answers the hotel as `readHotel` does.
 */
export async function writeHotel(
  db: Database,
  member: StaffProfile,
  hotelId: number,
  write: HotelWrite,
  actor: AuditActor,
): Promise<StaffHotelDetail> {
  await hotelRow(db, member, hotelId);
  return db.transaction(async (tx) => {
    const row = await hotelRow(tx, member, hotelId, true);
    const { before, after } = changedFields(hotelFacts(row), write);
    if (Object.keys(after).length > 0) {
      await tx
        .update(hotels)
        .set({
          nameCn: after.name_cn,
          nameEn: after.name_en,
          addressCn: after.address_cn,
          addressEn: after.address_en,
          descriptionCn: after.description_cn,
          descriptionEn: after.description_en,
          policyCn: after.policy_cn,
          policyEn: after.policy_en,
          mobile: after.mobile,
          email: after.email,
          checkInTime: after.check_in_time,
          checkOutTime: after.check_out_time,
          coordX: after.coord_x,
          coordY: after.coord_y,
          ...(after.facilities ? tagsOf(after.facilities, row) : {}),
        })
        .where(eq(hotels.id, hotelId));
      await recordAudit(tx, actor, {
        action: 'hotel.update',
        target: auditTarget('hotel', hotelId),
        before,
        after,
      });
    }
    return readHotel(tx, member, hotelId);
  });
}

/**
 * Lists the hotel for travellers (1) or hides it (0), with a `hotel.publish` or
 * `hotel.unpublish` audit entry when it changes. Regions' `has_hotels` follows.
 */
export async function publishHotel(
  db: Database,
  member: StaffProfile,
  hotelId: number,
  published: 0 | 1,
  actor: AuditActor,
): Promise<StaffHotelDetail> {
  await hotelRow(db, member, hotelId);
  return db.transaction(async (tx) => {
    const row = await hotelRow(tx, member, hotelId, true);
    if (flag(row.status) !== published) {
      await tx.update(hotels).set({ status: published }).where(eq(hotels.id, hotelId));
      await refreshHasHotels(tx);
      await recordAudit(tx, actor, {
        action: published === 1 ? 'hotel.publish' : 'hotel.unpublish',
        target: auditTarget('hotel', hotelId),
        before: { published: flag(row.status) },
        after: { published },
      });
    }
    return readHotel(tx, member, hotelId);
  });
}

/** The columns of the wire fields given. */
function roomTypeColumns(write: RoomTypeWrite) {
  return {
    nameCn: write.name_cn,
    nameEn: write.name_en,
    status: write.status,
    bedroomNums: write.bedroom_nums,
    bigBeds: write.big_beds,
    adultNums: write.adult_nums,
    area: write.area,
    roomTypeCn: write.room_type_cn,
    roomTypeEn: write.room_type_en,
    basicFacility: write.basic_facility,
    bathroomFacility: write.bathroom_facility,
    kitchenFacility: write.kitchen_facility,
    sort: write.sort,
  };
}

/**
 * A new room type of the hotel, after its others unless `sort` is given, with no rooms and no
 * nights yet; one `room_type.create` audit entry.
 */
export async function createRoomType(
  db: Database,
  member: StaffProfile,
  hotelId: number,
  write: RoomTypeWrite & Pick<RoomTypeFields, 'name_cn' | 'name_en'>,
  actor: AuditActor,
): Promise<StaffRoomTypeDetail> {
  await hotelRow(db, member, hotelId);
  return db.transaction(async (tx) => {
    await hotelRow(tx, member, hotelId, true);
    const [last] = await tx
      .select({ sort: max(roomTypes.sort) })
      .from(roomTypes)
      .where(eq(roomTypes.hotelId, hotelId));
    const [created] = await tx
      .insert(roomTypes)
      .values({
        ...roomTypeColumns(write),
        nameCn: write.name_cn,
        nameEn: write.name_en,
        hotelId,
        sort: write.sort ?? (last?.sort ?? 0) + 1,
      })
      .returning();
    if (!created) throw new Error('room type not inserted');
    await recordAudit(tx, actor, {
      action: 'room_type.create',
      target: auditTarget('room_type', created.id),
      before: null,
      after: { hotel_id: hotelId, ...roomTypeFields(created) },
    });
    return roomTypeDetail(created, []);
  });
}

/** Writes the fields given that differ, with one `room_type.update` audit entry. */
export async function writeRoomType(
  db: Database,
  member: StaffProfile,
  roomTypeId: number,
  write: RoomTypeWrite,
  actor: AuditActor,
): Promise<StaffRoomTypeDetail> {
  await roomTypeRow(db, member, roomTypeId);
  return db.transaction(async (tx) => {
    const row = await roomTypeRow(tx, member, roomTypeId, true);
    const { before, after } = changedFields(roomTypeFields(row), write);
    let current = row;
    if (Object.keys(after).length > 0) {
      const [updated] = await tx
        .update(roomTypes)
        .set(roomTypeColumns(after))
        .where(eq(roomTypes.id, roomTypeId))
        .returning();
      if (updated) current = updated;
      await recordAudit(tx, actor, {
        action: 'room_type.update',
        target: auditTarget('room_type', roomTypeId),
        before,
        after,
      });
    }
    const roomLists = await roomsInService(tx, [roomTypeId]);
    return roomTypeDetail(current, roomLists.get(roomTypeId) ?? []);
  });
}

/**
 * Sets the room type's rooms in service to those listed (by number), all or nothing, with
 * one `room_type.rooms` audit entry. Rec 2 `validation:room_no_taken` at `rooms[i].no` for a
 * number another room type of the hotel has in service; rec 6 `errors:rooms_below_sold` for
 * the first night from the hotel's today on whose rooms held by orders exceed the rooms
 * listed. Nights whose rooms sold plus rooms left would exceed them get fewer rooms left.
 */
export async function writeRooms(
  db: Database,
  member: StaffProfile,
  roomTypeId: number,
  listed: readonly RoomListed[],
  actor: AuditActor,
): Promise<StaffRooms> {
  const type = await roomTypeRow(db, member, roomTypeId);
  return withRetry(() =>
    db.transaction(async (tx) => {
      // The hotel row first: two writes of one hotel's rooms (numbers are unique in the hotel)
      // take turns here, before either locks a night.
      const hotel = await hotelRow(tx, member, type.hotelId, true);
      // Then the room type's row, which a calendar write holds shared while it counts the
      // rooms: it counts them before this change or after it, never in between.
      await roomTypeRow(tx, member, roomTypeId, true);
      const today = isoDay(todayIn(hotel.timeZone, actor.at));
      const nights = await lockNightsFrom(tx, roomTypeId, today);
      const hotelRooms = await tx.select().from(rooms).where(eq(rooms.hotelId, type.hotelId));
      const byNo = new Map(hotelRooms.map((room) => [room.roomNo, room]));
      const taken: Record<string, string> = {};
      for (const [index, room] of listed.entries()) {
        const found = byNo.get(room.no);
        if (found && found.roomTypeId !== roomTypeId && found.status === 1) {
          taken[`rooms[${index}].no`] = 'validation:room_no_taken';
        }
      }
      if (Object.keys(taken).length > 0) throw validationFailed(taken);

      const count = listed.length;
      const lastNight = [...nights.keys()].at(-1);
      const lowered: { day: string; restNums: number; was: number }[] = [];
      if (lastNight !== undefined) {
        const held = await rows<{ night: string; sold: number | string }>(
          tx,
          sql`select held.night::text as night, held.sold
              from (${heldSql(roomTypeId, today, lastNight, null)}) as held
              order by held.night`,
        );
        const sold = new Map(held.map((row) => [row.night, Number(row.sold)]));
        const short = held.find((row) => Number(row.sold) > count);
        if (short) belowSold(short.night, count, Number(short.sold));
        for (const night of nights.values()) {
          const most = count - (sold.get(night.day) ?? 0);
          if (night.restNums > most) {
            lowered.push({ day: night.day, restNums: most, was: night.restNums });
          }
        }
      }

      const before = hotelRooms
        .filter((room) => room.roomTypeId === roomTypeId && room.status === 1)
        .map((room) => room.roomNo)
        .sort();
      const kept = new Set(listed.map((room) => room.no));
      const retired = hotelRooms
        .filter(
          (room) => room.roomTypeId === roomTypeId && room.status === 1 && !kept.has(room.roomNo),
        )
        .map((room) => room.id);
      if (retired.length > 0) {
        await tx.update(rooms).set({ status: 0 }).where(inArray(rooms.id, retired));
      }
      for (const room of listed) {
        const found = byNo.get(room.no);
        if (!found) {
          await tx.insert(rooms).values({
            hotelId: type.hotelId,
            roomTypeId,
            roomNo: room.no,
            floor: room.floor ?? 1,
          });
          continue;
        }
        const floor = room.floor ?? found.floor;
        if (found.roomTypeId === roomTypeId && found.status === 1 && found.floor === floor) {
          continue;
        }
        // Back in service, or a room another room type took out of service moving here.
        await tx.update(rooms).set({ roomTypeId, status: 1, floor }).where(eq(rooms.id, found.id));
      }
      await lowerNights(tx, roomTypeId, lowered);
      await recordAudit(tx, actor, {
        action: 'room_type.rooms',
        target: auditTarget('room_type', roomTypeId),
        before: {
          rooms: before,
          nights: lowered.map((n) => ({ day: dayOfIso(n.day), rest_nums: n.was })),
        },
        after: {
          rooms: [...kept].sort(),
          nights: lowered.map((n) => ({ day: dayOfIso(n.day), rest_nums: n.restNums })),
        },
      });
      const roomLists = await roomsInService(tx, [roomTypeId]);
      return { hotel_room_type_id: roomTypeId, rooms: roomLists.get(roomTypeId) ?? [] };
    }),
  );
}

/** Rec 6 naming the first night whose rooms held by orders exceed the rooms asked for. */
function belowSold(night: string, rooms: number, sold: number): never {
  const data: StaffRoomsBelowSold = { day: dayOfIso(night), rooms, sold };
  throw new BusinessError(Rec.conflict, 'errors:rooms_below_sold', data, {
    day: night,
    rooms,
    sold,
  });
}
