import {
  DESK_GROUP_NO_MAX,
  staffDepartBody,
  staffKeyboxResetBody,
  staffRoomChangeBody,
} from '../schemas/staff-desk';
import {
  type DataOf,
  Day,
  endpoint,
  Id,
  Int,
  List,
  Obj,
  RuledBody,
  RuledId,
  type Static,
  Str,
  Type,
} from './define';
import { frontDesk, staffTags as tags } from './staff-base';
import { StaffOrderCheckin } from './staff-orders';

/**
 * The front desk's changes to a stay: its physical rooms, its key-box passwords and an early
 * departure. An order of a hotel the caller does not work for answers rec 5
 * `orders:order_not_found`, exactly like a missing one, and nothing is written.
 */

const orderIdField = Str('`order_id`');

export const StaffRoomChangeBody = Type.Object({
  order_id: orderIdField,
  group_no: Int(`Which of the order's rooms, 1 to its \`nums\` (at most ${DESK_GROUP_NO_MAX})`),
  hotel_room_id: RuledId("The physical room, in service, of the order's room type"),
  from: Type.Optional(
    Type.Union([Day(), Type.String()], {
      description:
        'The first night in the new room, `YYYYMMDD` (`2026-03-05` is read too); by default ' +
        'the first night of the stay not yet past (hotel time)',
    }),
  ),
});
export type StaffRoomChangeBody = Static<typeof StaffRoomChangeBody>;

export const StaffRoomChangeData = Obj({
  order_id: Str(),
  rooms: StaffOrderCheckin.properties.rooms,
});

/** The rec 6 `checkin:room_taken` `data`: who holds the room, and on which night first. */
export const StaffRoomTakenData = Obj({
  order_id: Str('The order holding the room'),
  day: Day('The first night of the change it holds it'),
});
export type StaffRoomTaken = Static<typeof StaffRoomTakenData>;

export const StaffKeyboxResetBody = Type.Object({
  order_id: orderIdField,
  hotel_room_id: RuledId('The physical room of the order whose password is replaced'),
});
export type StaffKeyboxResetBody = Static<typeof StaffKeyboxResetBody>;

export const StaffKeyboxResetData = Obj({
  order_id: Str(),
  hotel_room_id: Id('Physical room id'),
  no: Str('Room number'),
  mailed_to: Str("The booking's e-mail address the new password was sent to"),
});

export const StaffDepartBody = Type.Object({ order_id: orderIdField });
export type StaffDepartBody = Static<typeof StaffDepartBody>;

export const StaffDepartData = Obj({
  order_id: Str(),
  hotel_status: Int('5: checked out'),
  released_days: List(Day(), 'The nights given back, tonight first'),
});

export const staffDeskEndpoints = {
  staffRoomChange: endpoint({
    method: 'PUT',
    audience: frontDesk,
    path: '/checkin/rooms/',
    summary: "Move one of an order's rooms to another physical room",
    description:
      "Room `group_no` of the order sleeps in `hotel_room_id` (in service, of the order's " +
      'room type, else rec 6 `checkin:room_unsuitable`) from `from` (by default the first ' +
      'night of the stay not yet past, hotel time) to the end of the stay; an order whose ' +
      'rooms were not assigned yet has its other rooms assigned as check-in does. Only a paid ' +
      'or completed stay with nights left: else rec 6 `checkin:stay_not_open`. A room another ' +
      'order holds on one of those nights answers rec 6 `checkin:room_taken` with `data` ' +
      '`{order_id, day}` (the holder, its first such night), and nothing is written; changes ' +
      'to one room type wait for each other, so a room never goes to two orders on a night. ' +
      "When the moved room had a live key-box password, it is retired and the new room's " +
      "password is issued and mailed to the guest. Answers the order's check-in rooms (as " +
      '`GET /orders/{id}/` `checkin.rooms`). Audit `checkin.rooms`, `order:<id>`, the rooms ' +
      'before and after.',
    tags,
    body: RuledBody(StaffRoomChangeBody),
    rules: { body: staffRoomChangeBody },
    data: StaffRoomChangeData,
  }),

  staffKeyboxReset: endpoint({
    method: 'POST',
    audience: frontDesk,
    path: '/checkin/keybox/reset/',
    summary: "Replace a room's key-box password",
    description:
      'A new password for that room of that order: the old one is refused at once (the ' +
      "guest's passwords show only the new one) and the new one is mailed to the booking's " +
      'address. Only a room with a live password of the order: else rec 6 ' +
      '`checkin:keybox_not_live`. Audit `keybox.reset`, `order:<id>`, the room (never a ' +
      'password).',
    tags,
    body: RuledBody(StaffKeyboxResetBody),
    rules: { body: staffKeyboxResetBody },
    data: StaffKeyboxResetData,
  }),

  staffDepart: endpoint({
    method: 'POST',
    audience: frontDesk,
    path: '/checkin/depart/',
    summary: 'Mark an early departure',
    description:
      'The guests leave today (hotel time): the nights from tonight on are given back (their ' +
      "rooms free, the room type's rooms left rise again, in one transaction), the key-box " +
      'passwords are retired with their reset tasks as at check-out, and the board shows the ' +
      'order as departed (`hotel_status` 5) and no longer in house. Money and points are left ' +
      'as booked: no refund, and the stay completes on its own date. Only a paid or completed ' +
      'order in house today (arrived, not yet checked out): else rec 6 `checkin:not_in_house`. ' +
      'Audit `checkin.depart`, `order:<id>`, the nights given back.',
    tags,
    body: RuledBody(StaffDepartBody),
    rules: { body: staffDepartBody },
    data: StaffDepartData,
  }),
};

export type StaffRoomChanged = DataOf<typeof staffDeskEndpoints.staffRoomChange>;
export type StaffKeyboxReset = DataOf<typeof staffDeskEndpoints.staffKeyboxReset>;
export type StaffDeparted = DataOf<typeof staffDeskEndpoints.staffDepart>;
