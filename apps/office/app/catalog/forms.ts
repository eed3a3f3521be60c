import type {
  StaffHotelDetail,
  StaffRoom,
  StaffRoomTypeDetail,
} from '@bookdirect/gateway-sdk/staff';

/**
 * What the catalogue pages' forms hold and what their posts become: every control is a
 * string (or a list of ticked keys), and the gateway's bodies are numbers and flags. The
 * same mapping runs in the browser (Formik checks the body with the shared schema) and in
 * the action (which checks it again and sends it), so both judge exactly what is sent.
 */

/** The hotel form: the texts of both languages, contact, times, facilities and location. */
export interface HotelFormValues {
  [field: string]: string | string[];
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
  coord_x: string;
  coord_y: string;
}

/** The hotel's texts that come in a Chinese and an English version, in the page's order. */
export const HOTEL_TEXTS = ['name', 'address', 'description', 'policy'] as const;

const HOTEL_STRINGS = [
  'name_cn',
  'name_en',
  'address_cn',
  'address_en',
  'description_cn',
  'description_en',
  'policy_cn',
  'policy_en',
  'mobile',
  'email',
  'check_in_time',
  'check_out_time',
] as const;

/** A coordinate as the field shows it: as stored, no trailing zeros. */
const coordText = (value: number) => String(value);

export function hotelFormValues(hotel: StaffHotelDetail): HotelFormValues {
  return {
    name_cn: hotel.name_cn,
    name_en: hotel.name_en,
    address_cn: hotel.address_cn,
    address_en: hotel.address_en,
    description_cn: hotel.description_cn,
    description_en: hotel.description_en,
    policy_cn: hotel.policy_cn,
    policy_en: hotel.policy_en,
    mobile: hotel.mobile,
    email: hotel.email,
    check_in_time: hotel.check_in_time,
    check_out_time: hotel.check_out_time,
    facilities: [...hotel.facilities],
    coord_x: coordText(hotel.coord_x),
    coord_y: coordText(hotel.coord_y),
  };
}

/**
 * A number field as the schema should judge it: blank stays a string, so the schema answers
 * `validation:invalid` under it rather than the gateway storing 0.
 */
function numberOrText(value: string): number | string {
  const trimmed = value.trim();
  if (trimmed === '') return trimmed;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** `PUT /v1/s/hotels/{id}/`'s body from the form: every fact, so what the page shows is saved. */
export function hotelWriteBody(values: HotelFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of HOTEL_STRINGS) body[field] = String(values[field] ?? '').trim();
  body.facilities = [...new Set(values.facilities)];
  body.coord_x = numberOrText(values.coord_x);
  body.coord_y = numberOrText(values.coord_y);
  return body;
}

/** The hotel form as posted: texts by name, facilities as one `facilities` entry per tick. */
export function hotelFormFromPost(form: FormData): HotelFormValues {
  const values = { facilities: form.getAll('facilities').filter(isString) } as HotelFormValues;
  for (const field of [...HOTEL_STRINGS, 'coord_x', 'coord_y'] as const) {
    values[field] = text(form, field);
  }
  return values;
}

/** The three groups of a room type's facilities, `{ key: 0 | 1 }` each. */
export const FACILITY_GROUPS = ['basic_facility', 'bathroom_facility', 'kitchen_facility'] as const;
export type FacilityGroup = (typeof FACILITY_GROUPS)[number];

/** The room type form. Facilities: the keys ticked in each group, `group.key` per tick. */
export interface RoomTypeFormValues {
  [field: string]: string | string[];
  name_cn: string;
  name_en: string;
  room_type_cn: string;
  room_type_en: string;
  bedroom_nums: string;
  big_beds: string;
  adult_nums: string;
  area: string;
  /** '1' shown to travellers, '' hidden (a checkbox). */
  status: string;
  facilities: string[];
}

const ROOM_TYPE_STRINGS = ['name_cn', 'name_en', 'room_type_cn', 'room_type_en'] as const;
const ROOM_TYPE_NUMBERS = ['bedroom_nums', 'big_beds', 'adult_nums', 'area'] as const;

/** A new room type's form: one big bed, 2 adults, shown (what the gateway defaults to). */
export const NEW_ROOM_TYPE: RoomTypeFormValues = {
  name_cn: '',
  name_en: '',
  room_type_cn: '',
  room_type_en: '',
  bedroom_nums: '1',
  big_beds: '1',
  adult_nums: '2',
  area: '0',
  status: '1',
  facilities: [],
};

export function roomTypeFormValues(room: StaffRoomTypeDetail): RoomTypeFormValues {
  return {
    name_cn: room.name_cn,
    name_en: room.name_en,
    room_type_cn: room.room_type_cn,
    room_type_en: room.room_type_en,
    bedroom_nums: String(room.bedroom_nums),
    big_beds: String(room.big_beds),
    adult_nums: String(room.adult_nums),
    area: String(room.area),
    status: room.status === 1 ? '1' : '',
    facilities: FACILITY_GROUPS.flatMap((group) =>
      Object.entries(room[group] ?? {})
        .filter(([, flag]) => flag === 1)
        .map(([key]) => `${group}.${key}`),
    ),
  };
}

/** A facility a room type may have, with its label in both languages. */
export interface FacilityChoice {
  key: string;
  name_cn: string;
  name_en: string;
}

/** What the hotel's answer offers for each group (`room_facility_choices`). */
export type FacilityChoices = Record<FacilityGroup, FacilityChoice[]>;

/**
 * The keys each group offers: the gateway's choices for the hotel, then any other key the room
 * type already has (ticked or not). A key unticked is sent as 0, never dropped, so the room
 * list keeps showing it as absent.
 */
export function facilityChoices(
  offered: FacilityChoices,
  room: StaffRoomTypeDetail | undefined,
): FacilityChoices {
  return Object.fromEntries(
    FACILITY_GROUPS.map((group) => {
      const choices = [...(offered[group] ?? [])];
      for (const key of Object.keys(room?.[group] ?? {})) {
        if (!choices.some((choice) => choice.key === key)) {
          const words = key.replace(/_/g, ' ');
          choices.push({ key, name_cn: words, name_en: words });
        }
      }
      return [group, choices];
    }),
  ) as FacilityChoices;
}

/** `PUT /v1/s/room-types/{id}/`'s (or, with `hotel_id`, the create's) body from the form. */
export function roomTypeWriteBody(
  values: RoomTypeFormValues,
  choices: FacilityChoices,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of ROOM_TYPE_STRINGS) body[field] = String(values[field] ?? '').trim();
  for (const field of ROOM_TYPE_NUMBERS) body[field] = numberOrText(String(values[field] ?? ''));
  body.status = values.status === '1' ? 1 : 0;
  const ticked = new Set(values.facilities);
  for (const group of FACILITY_GROUPS) {
    const keys = choices[group].map((choice) => choice.key);
    if (keys.length === 0) continue;
    body[group] = Object.fromEntries(
      keys.map((key) => [key, ticked.has(`${group}.${key}`) ? 1 : 0]),
    );
  }
  return body;
}

export function roomTypeFormFromPost(form: FormData): RoomTypeFormValues {
  const values = { facilities: form.getAll('facilities').filter(isString) } as RoomTypeFormValues;
  for (const field of [...ROOM_TYPE_STRINGS, ...ROOM_TYPE_NUMBERS, 'status'] as const) {
    values[field] = text(form, field);
  }
  return values;
}

/** One row of the rooms list as the form holds it. */
export interface RoomRow {
  no: string;
  floor: string;
}

export function roomRows(rooms: readonly StaffRoom[]): RoomRow[] {
  return rooms.map((room) => ({ no: room.no, floor: String(room.floor) }));
}

/** The rows posted (`room_no` and `room_floor`, one of each per row, in order). */
export function roomRowsFromPost(form: FormData): RoomRow[] {
  const floors = form.getAll('room_floor');
  return form
    .getAll('room_no')
    .map((no, index) => ({ no: isString(no) ? no : '', floor: String(floors[index] ?? '') }));
}

/**
 * `PUT /v1/s/room-types/{id}/rooms/`'s body: blank rows (added, never filled) are left out;
 * a blank floor is left to the gateway's default.
 */
export function roomsWriteBody(rows: readonly RoomRow[]): {
  rooms: { no: string; floor?: number | string }[];
} {
  return {
    rooms: rows
      .filter((row) => row.no.trim() !== '')
      .map((row) => {
        const floor = row.floor.trim();
        return floor === ''
          ? { no: row.no.trim() }
          : { no: row.no.trim(), floor: numberOrText(floor) };
      }),
  };
}

/**
 * Where a rooms field error (`rooms[i].no`, counted among the rows sent) belongs among the
 * rows shown, blank rows included.
 */
export function roomErrorRow(rows: readonly RoomRow[], sentIndex: number): number {
  let sent = -1;
  for (const [index, row] of rows.entries()) {
    if (row.no.trim() === '') continue;
    sent += 1;
    if (sent === sentIndex) return index;
  }
  return -1;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
