import {
  STAFF_ADDRESS_MAX,
  STAFF_ADULTS_MAX,
  STAFF_AREA_MAX,
  STAFF_BEDROOM_KINDS,
  STAFF_FACILITIES_MAX,
  STAFF_LONG_TEXT_MAX,
  STAFF_MOBILE_MAX,
  STAFF_NAME_TEXT_MAX,
  STAFF_ROOM_NO_MAX,
  STAFF_ROOMS_MAX,
  staffHotelWrite,
  staffPublishWrite,
  staffRoomsWrite,
  staffRoomTypeCreate,
  staffRoomTypeWrite,
} from '../schemas/staff-catalog';
import { CurrencyId } from './catalog';
import {
  type DataOf,
  endpoint,
  Flag,
  Id,
  IdParams,
  Int,
  IntEnum,
  List,
  Num,
  Obj,
  RuledBody,
  type Static,
  Str,
  Type,
} from './define';
import { managers, staffTags as tags } from './staff-base';

/**
 * The catalogue as the back office edits it, for admins and a hotel's managers: a hotel's
 * facts in both languages, whether travellers see it, its room types and their physical
 * rooms. Every write adds one audit entry in its own transaction.
 */

export {
  STAFF_ADDRESS_MAX,
  STAFF_ADULTS_MAX,
  STAFF_AREA_MAX,
  STAFF_BEDROOM_KINDS,
  STAFF_FACILITIES_MAX,
  STAFF_LONG_TEXT_MAX,
  STAFF_MOBILE_MAX,
  STAFF_NAME_TEXT_MAX,
  STAFF_ROOM_NO_MAX,
  STAFF_ROOMS_MAX,
  staffHotelWrite,
  staffPublishWrite,
  staffRoomsWrite,
  staffRoomTypeCreate,
  staffRoomTypeWrite,
};

/** `{ key: 0 | 1 }`: a group of a room type's facilities as stored. */
const FacilityFlagsData = (description: string) =>
  Type.Record(Type.String(), Flag(), { description });

export const StaffRoomData = Obj({
  hotel_room_id: Id('Physical room id'),
  no: Str('Room number, unique within the hotel'),
  floor: Int(),
});

const roomTypeFields = {
  name_cn: Str(`1-${STAFF_NAME_TEXT_MAX} characters`),
  name_en: Str(`1-${STAFF_NAME_TEXT_MAX} characters`),
  status: Flag('1 shown to travellers, 0 hidden'),
  bedroom_nums: IntEnum(STAFF_BEDROOM_KINDS, 'Beds: 1 one big bed, 2 twin beds, 3 several beds'),
  big_beds: Int('How many beds'),
  adult_nums: Int(`Guests it sleeps, 1-${STAFF_ADULTS_MAX}`),
  area: Int(`Square metres, 0-${STAFF_AREA_MAX}`),
  room_type_cn: Str(`Description, at most ${STAFF_LONG_TEXT_MAX} characters`),
  room_type_en: Str(`Description, at most ${STAFF_LONG_TEXT_MAX} characters`),
  basic_facility: FacilityFlagsData('Basic facilities, `{ key: 0 | 1 }`'),
  bathroom_facility: FacilityFlagsData('Bathroom facilities, `{ key: 0 | 1 }`'),
  kitchen_facility: FacilityFlagsData('Kitchen facilities, `{ key: 0 | 1 }`'),
  sort: Int("Order among the hotel's room types, smallest first"),
};

export const StaffRoomTypeDetailData = Obj({
  hotel_room_type_id: Id('Room type id'),
  hotel_id: Id('Hotel id'),
  ...roomTypeFields,
  rooms: List(StaffRoomData, 'Physical rooms in service (what check-in assigns), by number'),
});

export const StaffFacilityChoiceData = Obj({
  key: Str(),
  name_cn: Str(),
  name_en: Str(),
});

const hotelFields = {
  name_cn: Str(`1-${STAFF_NAME_TEXT_MAX} characters`),
  name_en: Str(`1-${STAFF_NAME_TEXT_MAX} characters`),
  address_cn: Str(`At most ${STAFF_ADDRESS_MAX} characters`),
  address_en: Str(`At most ${STAFF_ADDRESS_MAX} characters`),
  description_cn: Str(`At most ${STAFF_LONG_TEXT_MAX} characters`),
  description_en: Str(`At most ${STAFF_LONG_TEXT_MAX} characters`),
  policy_cn: Str(`House rules shown with the check-in times, at most ${STAFF_LONG_TEXT_MAX}`),
  policy_en: Str(`House rules shown with the check-in times, at most ${STAFF_LONG_TEXT_MAX}`),
  mobile: Str(`Phone shown to travellers, at most ${STAFF_MOBILE_MAX} characters`),
  email: Str("E-mail address shown to travellers; '' for none"),
  check_in_time: Str('`HH:MM`, hotel local time'),
  check_out_time: Str('`HH:MM`, hotel local time'),
  facilities: List(
    Str(),
    "The hotel's tag keys (`hotel_tag`, what the traveller's pages show under its name), in " +
      `order, at most ${STAFF_FACILITIES_MAX}`,
  ),
  coord_x: Num('Longitude, -180 to 180'),
  coord_y: Num('Latitude, -90 to 90'),
};

export const StaffHotelDetailData = Obj({
  hotel_id: Id('Hotel id'),
  published: Flag('1 listed and bookable, 0 hidden from travellers'),
  ...hotelFields,
  facility_choices: List(
    StaffFacilityChoiceData,
    'The keys `facilities` may hold, with their labels: the known ones, then any of its own',
  ),
  room_facility_choices: Obj(
    {
      basic_facility: List(StaffFacilityChoiceData),
      bathroom_facility: List(StaffFacilityChoiceData),
      kitchen_facility: List(StaffFacilityChoiceData),
    },
    "The keys each facility group of a room type may hold, with their labels: the catalogue's " +
      "dictionary, then any other key one of the hotel's room types holds (labelled by its words)",
  ),
  city_id: Id('City region_id'),
  currency_id: CurrencyId,
  time_zone: Str('IANA time zone'),
  room_types: List(StaffRoomTypeDetailData, 'By `sort`, then id; hidden ones too'),
});

export const StaffHotelWriteBody = Type.Partial(Obj(hotelFields));

export const StaffRoomTypeWriteBody = Type.Partial(Obj(roomTypeFields));

export const StaffRoomTypeCreateBody = Obj({
  hotel_id: Id('Hotel id'),
  ...roomTypeFields,
});

export const StaffRoomsWriteBody = Obj({
  rooms: List(
    Obj({
      no: Str(`Room number, 1-${STAFF_ROOM_NO_MAX} characters`),
      floor: Type.Optional(Int('Floor (1 when absent)')),
    }),
    `Every physical room the room type has in service, at most ${STAFF_ROOMS_MAX}`,
  ),
});

export const StaffRoomsData = Obj({
  hotel_room_type_id: Id('Room type id'),
  rooms: List(StaffRoomData, 'Physical rooms in service, by number'),
});

export const StaffPublishBody = Obj({
  published: Flag('1 to list the hotel for travellers, 0 to hide it'),
});

const scope =
  'A hotel or room type the caller does not work for answers rec 5, as a missing one does.';

export const staffCatalogEndpoints = {
  staffHotel: endpoint({
    method: 'GET',
    audience: managers,
    path: '/hotels/{id}/',
    summary: "A hotel's facts and room types, to edit",
    description:
      'Every fact the back office edits, in both languages, with whether it is published, its ' +
      'room types (hidden ones too) and their rooms in service. ' +
      scope,
    tags,
    params: IdParams,
    data: StaffHotelDetailData,
  }),

  staffHotelWrite: endpoint({
    method: 'PUT',
    audience: managers,
    path: '/hotels/{id}/',
    summary: "Change a hotel's facts",
    description:
      'Any of the facts; those left out stay as they are. Names 1-100 characters, times ' +
      '`HH:MM`, coordinates in range, an e-mail address or nothing, facility keys the hotel ' +
      'may hold (`facility_choices`): else rec 2 naming each field. Answers the hotel as ' +
      "`GET` does. The traveller's pages and search show the change on their next request. " +
      'One audit entry (`hotel.update`, `hotel:<id>`, the changed fields before and after) ' +
      'when something changed. ' +
      scope,
    tags,
    params: IdParams,
    body: StaffHotelWriteBody,
    rules: { body: staffHotelWrite },
    data: StaffHotelDetailData,
  }),

  staffHotelPublish: endpoint({
    method: 'PUT',
    audience: managers,
    path: '/hotels/{id}/publish/',
    summary: 'Show a hotel to travellers, or hide it',
    description:
      '`published: 0` hides the hotel at the next request from search, the home page, ' +
      "members' saved hotels and the partner embed, and its page answers rec 5; orders made " +
      'keep showing what was booked. `published: 1` lists it again. Answers the hotel as ' +
      '`GET` does. One audit entry (`hotel.publish` or `hotel.unpublish`, `hotel:<id>`) when ' +
      'it changes. ' +
      scope,
    tags,
    params: IdParams,
    body: RuledBody(StaffPublishBody),
    rules: { body: staffPublishWrite },
    data: StaffHotelDetailData,
  }),

  staffRoomTypeCreate: endpoint({
    method: 'POST',
    audience: managers,
    path: '/room-types/',
    summary: 'Add a room type to a hotel',
    description:
      '`hotel_id` and the names; the other fields default (one big bed, 2 adults, no area, no ' +
      'facilities, shown, last). It has no rooms and no prices yet: set them with `PUT ' +
      '/v1/s/room-types/{id}/rooms/` and the calendar. One audit entry (`room_type.create`, ' +
      '`room_type:<id>`). ' +
      scope,
    tags,
    body: RuledBody(StaffRoomTypeCreateBody),
    rules: { body: staffRoomTypeCreate },
    data: StaffRoomTypeDetailData,
  }),

  staffRoomTypeWrite: endpoint({
    method: 'PUT',
    audience: managers,
    path: '/room-types/{id}/',
    summary: "Change a room type's fields",
    description:
      'Any of the fields; those left out stay as they are; out of range: rec 2 naming each ' +
      'field. One audit entry (`room_type.update`, `room_type:<id>`, the changed fields ' +
      'before and after) when something changed. ' +
      scope,
    tags,
    params: IdParams,
    body: StaffRoomTypeWriteBody,
    rules: { body: staffRoomTypeWrite },
    data: StaffRoomTypeDetailData,
  }),

  staffRoomsWrite: endpoint({
    method: 'PUT',
    audience: managers,
    path: '/room-types/{id}/rooms/',
    summary: "Set a room type's physical rooms",
    description:
      'Every room the room type has in service, by number: new numbers are added, listed ' +
      'ones kept (or brought back into service), the others taken out of service (never ' +
      'deleted: check-in history names them). A number listed twice, or in service in another ' +
      'room type of the hotel: rec 2 `validation:room_no_taken` at `rooms[i].no`. When fewer ' +
      'rooms would stay in service than orders hold on some night from today on: rec 6 ' +
      '`errors:rooms_below_sold` with `data` {day, rooms, sold} of the first such night, and ' +
      'nothing is written. Nights where rooms sold plus `rest_nums` would exceed the new ' +
      'rooms get `rest_nums` lowered to what is left, in the same transaction. Bookings made ' +
      'at the same time wait for the write or it for them, so no night is sold beyond its ' +
      'rooms. One audit entry (`room_type.rooms`, `room_type:<id>`, the room numbers before ' +
      'and after and the nights whose `rest_nums` were lowered). ' +
      scope,
    tags,
    params: IdParams,
    body: RuledBody(StaffRoomsWriteBody),
    rules: { body: staffRoomsWrite },
    data: StaffRoomsData,
  }),
};

export type StaffRoom = Static<typeof StaffRoomData>;
export type StaffRoomTypeDetail = Static<typeof StaffRoomTypeDetailData>;
export type StaffHotelDetail = DataOf<typeof staffCatalogEndpoints.staffHotel>;
export type StaffRooms = DataOf<typeof staffCatalogEndpoints.staffRoomsWrite>;

/** The rec 6 `data` of a rooms write that would leave fewer rooms than a night has sold. */
export interface StaffRoomsBelowSold {
  /** `YYYYMMDD` of the first such night. */
  day: number;
  /** Rooms in service the write asked for. */
  rooms: number;
  sold: number;
}
