import * as yup from 'yup';
import { INT32_MAX, SMALLINT_MAX } from '../constants';
import { EMAIL_PATTERN, int32, text } from './common';

/**
 * The back office's catalogue forms (`/v1/s/hotels/{id}/`, `/v1/s/room-types/`): a hotel's
 * facts in both languages, its room types and their physical rooms. A field left out of a
 * write stays as it is. Messages are locales keys.
 */

/** Names of hotels and room types, in each language. */
export const STAFF_NAME_TEXT_MAX = 100;
/** Addresses, in each language. */
export const STAFF_ADDRESS_MAX = 300;
/** Descriptions and policies, in each language. */
export const STAFF_LONG_TEXT_MAX = 5000;
/** The hotel's phone as shown to travellers. */
export const STAFF_MOBILE_MAX = 40;
/** Facility keys of a hotel, or of one group of a room type. */
export const STAFF_FACILITIES_MAX = 50;
/** A physical room's number. */
export const STAFF_ROOM_NO_MAX = 10;
/** Physical rooms of one room type. */
export const STAFF_ROOMS_MAX = 1000;
/** Guests a room type sleeps. */
export const STAFF_ADULTS_MAX = 10;
/** A room type's area, square metres. */
export const STAFF_AREA_MAX = 1000;
/** Beds of a room type. */
export const STAFF_BEDS_MAX = 20;

/** 1 one big bed, 2 twin beds, 3 several beds. */
export const STAFF_BEDROOM_KINDS = [1, 2, 3] as const;

/** `HH:MM`, 00:00 to 23:59. */
export const HOTEL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A facility key as stored: lower-case letters, digits and `_`. */
export const FACILITY_KEY_PATTERN = /^[a-z0-9_]{1,40}$/;

const name = () =>
  text().min(1, 'validation:required').max(STAFF_NAME_TEXT_MAX, 'validation:invalid');
const bounded = (max: number) => text().max(max, 'validation:invalid');
const time = () => text().matches(HOTEL_TIME_PATTERN, 'validation:invalid');
const number = (min: number, max: number) =>
  yup
    .number()
    .typeError('validation:invalid')
    .min(min, 'validation:invalid')
    .max(max, 'validation:invalid');
const whole = (min: number, max: number) => number(min, max).integer('validation:invalid');
/** One of a few whole numbers, typed as those. */
const oneOf = <const V extends readonly number[]>(values: V) =>
  yup.number().typeError('validation:invalid').oneOf(values, 'validation:invalid');

/** A list of facility keys (a hotel's), each once. */
const facilityKeys = () =>
  yup
    .array()
    .of(text().required('validation:invalid').matches(FACILITY_KEY_PATTERN, 'validation:invalid'))
    .max(STAFF_FACILITIES_MAX, 'validation:invalid')
    .test('unique', 'validation:invalid', (keys) => !keys || new Set(keys).size === keys.length);

/** `{ key: 0 | 1 }`, a room type's group of facilities as stored. */
const facilityFlags = () =>
  yup.mixed<Record<string, 0 | 1>>().test('flags', 'validation:invalid', (value) => {
    if (value === undefined) return true;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const entries = Object.entries(value);
    return (
      entries.length <= STAFF_FACILITIES_MAX &&
      entries.every(([key, flag]) => FACILITY_KEY_PATTERN.test(key) && (flag === 0 || flag === 1))
    );
  });

/** `PUT /v1/s/hotels/{id}/`: any of the hotel's facts; those left out stay as they are. */
export const staffHotelWrite = yup.object({
  name_cn: name().optional(),
  name_en: name().optional(),
  address_cn: bounded(STAFF_ADDRESS_MAX).optional(),
  address_en: bounded(STAFF_ADDRESS_MAX).optional(),
  description_cn: bounded(STAFF_LONG_TEXT_MAX).optional(),
  description_en: bounded(STAFF_LONG_TEXT_MAX).optional(),
  policy_cn: bounded(STAFF_LONG_TEXT_MAX).optional(),
  policy_en: bounded(STAFF_LONG_TEXT_MAX).optional(),
  mobile: bounded(STAFF_MOBILE_MAX).optional(),
  /** '' when the hotel shows none. */
  email: text()
    .max(254, 'validation:email_address_error')
    .test('email', 'validation:email_address_error', (value) => !value || EMAIL_PATTERN.test(value))
    .optional(),
  check_in_time: time().optional(),
  check_out_time: time().optional(),
  facilities: facilityKeys().optional(),
  /** Longitude. */
  coord_x: number(-180, 180).optional(),
  /** Latitude. */
  coord_y: number(-90, 90).optional(),
});

export type StaffHotelWrite = yup.InferType<typeof staffHotelWrite>;

/** `PUT /v1/s/room-types/{id}/`: any of the room type's fields. */
export const staffRoomTypeWrite = yup.object({
  name_cn: name().optional(),
  name_en: name().optional(),
  /** 1 shown to travellers, 0 hidden. */
  status: oneOf([0, 1]).optional(),
  bedroom_nums: oneOf(STAFF_BEDROOM_KINDS).optional(),
  big_beds: whole(0, STAFF_BEDS_MAX).optional(),
  adult_nums: whole(1, STAFF_ADULTS_MAX).optional(),
  area: whole(0, STAFF_AREA_MAX).optional(),
  room_type_cn: bounded(STAFF_LONG_TEXT_MAX).optional(),
  room_type_en: bounded(STAFF_LONG_TEXT_MAX).optional(),
  basic_facility: facilityFlags().optional(),
  bathroom_facility: facilityFlags().optional(),
  kitchen_facility: facilityFlags().optional(),
  sort: whole(0, INT32_MAX).optional(),
});

export type StaffRoomTypeWrite = yup.InferType<typeof staffRoomTypeWrite>;

/** `POST /v1/s/room-types/`: the hotel and the names, the other fields as they default. */
export const staffRoomTypeCreate = staffRoomTypeWrite.shape({
  hotel_id: int32().typeError('validation:invalid').required('validation:required'),
  name_cn: name().required('validation:required'),
  name_en: name().required('validation:required'),
});

export type StaffRoomTypeCreate = yup.InferType<typeof staffRoomTypeCreate>;

/**
 * `PUT /v1/s/room-types/{id}/rooms/`: every physical room of the room type, by number (each
 * once; whether another room type of the hotel has it is the gateway's to say).
 */
export const staffRoomsWrite = yup.object({
  rooms: yup
    .array()
    .of(
      yup.object({
        no: text().required('validation:required').max(STAFF_ROOM_NO_MAX, 'validation:invalid'),
        floor: whole(-SMALLINT_MAX, SMALLINT_MAX).optional(),
      }),
    )
    .required('validation:required')
    .max(STAFF_ROOMS_MAX, 'validation:invalid')
    .test('unique', 'validation:room_no_taken', (list, context) => {
      const seen = new Set<string>();
      for (const [index, room] of (list ?? []).entries()) {
        const no = room?.no;
        if (typeof no !== 'string' || no === '') continue;
        if (seen.has(no)) {
          return context.createError({
            path: `rooms[${index}].no`,
            message: 'validation:room_no_taken',
          });
        }
        seen.add(no);
      }
      return true;
    }),
});

export type StaffRoomsWrite = yup.InferType<typeof staffRoomsWrite>;

/** `PUT /v1/s/hotels/{id}/publish/`. */
export const staffPublishWrite = yup.object({
  published: oneOf([0, 1]).required('validation:required'),
});
