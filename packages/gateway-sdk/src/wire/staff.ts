import {
  type Audience,
  type DataOf,
  endpoint,
  Flag,
  Id,
  Int,
  List,
  Obj,
  type StaffRole,
  type Static,
  Str,
  Type,
} from './define';

/**
 * The back office's calls, under `/v1/s`: staff members sign in with a password and a TOTP
 * code, and their session's `token` header (never a member's) admits them to the calls their
 * role may make. Served from `@bookdirect/gateway-sdk/staff` only, so the entries partners and
 * the booking sites load never carry them.
 */

/** Where the staff calls live; a declaration's `path` is under it. */
export const STAFF_API_PREFIX = '/v1/s';

export type { StaffRole };

/** The roles, widest first. */
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'manager', 'desk'];

/** Any signed-in staff member. */
export const anyStaff = 'staff' satisfies Audience;

const tags = ['staff'] as const;

export const StaffProfileData = Obj({
  staff_id: Id('Staff id'),
  email: Str('E-mail address, lower-cased'),
  name: Str(),
  role: Type.Unsafe<StaffRole>({
    type: 'string',
    enum: [...STAFF_ROLES],
    description: "admin: the whole group; manager: their hotels; desk: their hotels' front desk",
  }),
  hotel_ids: List(Id('Hotel id'), 'The hotels a manager or desk works for; none for an admin'),
  lang: Type.Unsafe<'zh' | 'en'>({
    type: 'string',
    enum: ['zh', 'en'],
    description: 'The language of the back office for them',
  }),
});

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
  rooms: Int('Physical rooms of this type'),
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

export const staffEndpoints = {
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
};

export type StaffEndpointKey = keyof typeof staffEndpoints;
export type StaffProfile = Static<typeof StaffProfileData>;
export type StaffSignIn = DataOf<typeof staffEndpoints.staffSignIn>;
export type StaffHotel = Static<typeof StaffHotelData>;
