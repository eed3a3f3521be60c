import { staffAuditQuery } from '../schemas/staff';
import {
  type DataOf,
  endpoint,
  Flag,
  Id,
  Int,
  List,
  Nullable,
  Obj,
  Seconds,
  type Static,
  Str,
  Type,
} from './define';
import { adminsOnly, anyStaff, StaffProfileData, staffTags as tags } from './staff-base';

/**
 * Staff sessions, the hotels a staff member works for and the audit log of what staff changed.
 */

export const StaffSignInBody = Obj({
  email: Type.String({ description: 'E-mail address', maxLength: 254 }),
  password: Type.String({
    description: 'Lowercase hex SHA-256 of the typed password',
    pattern: '^[0-9a-f]{64}$',
  }),
  otp: Type.Optional(
    Type.String({
      description: "The authenticator's 6 digits; left out only to enrol",
      pattern: '^[0-9]{6}$',
    }),
  ),
});

export const StaffSignInData = Obj({
  token: Type.Optional(Str('The session: send it as the `token` header of staff calls')),
  staff: Type.Optional(StaffProfileData),
  enrol: Type.Optional(
    Obj(
      { otpauth_uri: Str('The TOTP key URI for an authenticator app (shown as a QR code)') },
      'Only while not enrolled: no session yet; sign in again with a code of this secret',
    ),
  ),
});

export const StaffRoomTypeData = Obj({
  hotel_room_type_id: Id('Room type id'),
  name_cn: Str(),
  name_en: Str(),
  rooms: Int('Physical rooms of this type in service (the rooms check-in assigns)'),
});

export const StaffHotelData = Obj({
  hotel_id: Id('Hotel id'),
  name_cn: Str(),
  name_en: Str(),
  city_id: Int('Region id of the city'),
  published: Flag('1 listed and bookable, 0 hidden'),
  room_types: List(StaffRoomTypeData),
});

export const StaffHotelsData = Obj({ hotel_list: List(StaffHotelData) });

export const StaffAuditQuery = Type.Object({
  page: Type.Optional(Int('From 1')),
  nums: Type.Optional(Int('Per page, 1-100 (default 20)')),
  staff_id: Type.Optional(Id('Only what this staff member did')),
  target: Type.Optional(
    Str(
      'Only entries about this target: `order:AB12CD34` exactly, the id alone (`AB12CD34`) ' +
        'or a kind (`order` or `order:`; `room_type`, `lead`, `staff`, `partner`, ' +
        '`exchange_rate`, `ota_import`)',
    ),
  ),
});

export const StaffAuditEntryData = Obj({
  time: Seconds('When'),
  staff_id: Nullable(Id('Staff id'), 'Who; null for the command line (`staff:add`)'),
  action: Str('What was done: `calendar.write`, `order.cancel`, `lead.update`, ...'),
  target: Str('What it was done to, `kind:id`'),
  before: Type.Unknown({
    description: 'The target before, as far as the write changed it; null for a creation',
  }),
  after: Type.Unknown({ description: 'The target after; null when nothing remains' }),
  ip: Str('The client address the call came from'),
});

export const StaffAuditData = Obj({
  entry_list: List(StaffAuditEntryData, 'Newest first'),
  total: Int('Entries matching the filters'),
});

export const staffSessionEndpoints = {
  staffSignIn: endpoint({
    method: 'POST',
    audience: 'public',
    path: '/session/',
    summary: 'Sign a staff member in',
    description:
      'With the password and a current TOTP code: `token` and `staff`. An account not yet ' +
      'enrolled that sends its password without `otp` gets `enrol.otpauth_uri` and no session. ' +
      'A wrong e-mail, password or code, a code already used, a missing code and a disabled ' +
      'account all answer rec 3 `account:staff_sign_in_failed`; past the failures allowed per ' +
      'e-mail or per address, rec 7 with `retry_after`.',
    tags,
    body: StaffSignInBody,
    data: StaffSignInData,
  }),

  staffWhoAmI: endpoint({
    method: 'GET',
    audience: anyStaff,
    path: '/session/',
    summary: 'The signed-in staff member',
    description:
      "The profile of the `token` header's session (the back office's header and its checks of " +
      'role and hotels read it on every page); like any staff call it keeps the session from ' +
      'going idle. An ended session answers rec 3.',
    tags,
    data: Obj({ staff: StaffProfileData }),
  }),

  staffSignOut: endpoint({
    method: 'DELETE',
    audience: anyStaff,
    path: '/session/',
    summary: 'Sign a staff member out',
    description: 'Ends the session of the `token` header.',
    tags,
    data: Type.Null(),
  }),

  staffHotels: endpoint({
    method: 'GET',
    audience: anyStaff,
    path: '/hotels/',
    summary: 'The hotels a staff member works for, with their room types',
    description:
      "Every hotel of the group for an admin; a manager's or a desk's own hotels otherwise, " +
      'published or not, each with its room types and their rooms.',
    tags,
    data: StaffHotelsData,
  }),

  staffAudit: endpoint({
    method: 'GET',
    audience: adminsOnly,
    path: '/audit/',
    summary: 'What staff changed',
    description:
      'Every staff write, newest first: who, what, the target, before and after, the client ' +
      'address. Entries are written in the same transaction as the change and never edited.',
    tags,
    query: StaffAuditQuery,
    rules: { query: staffAuditQuery },
    data: StaffAuditData,
  }),
};

export type StaffProfile = Static<typeof StaffProfileData>;
export type StaffSignIn = DataOf<typeof staffSessionEndpoints.staffSignIn>;
export type StaffHotel = Static<typeof StaffHotelData>;
export type StaffAuditEntry = Static<typeof StaffAuditEntryData>;
