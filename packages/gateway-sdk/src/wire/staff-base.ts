import { type Audience, Id, List, Obj, type StaffRole, Str, Type } from './define';

/** Where the staff calls live; a declaration's `path` is under it. */
export const STAFF_API_PREFIX = '/v1/s';

export type { StaffRole };

/** The roles, widest first. */
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'manager', 'desk'];

/** Any signed-in staff member. */
export const anyStaff = 'staff' satisfies Audience;
/** Admins only: staff accounts, leads, partners, the audit log, exchange rates. */
export const adminsOnly = { staff: ['admin'] } as const satisfies Audience;
/** Prices, stock, the catalogue, imports, reports: admins, and managers for their hotels. */
export const managers = { staff: ['admin', 'manager'] } as const satisfies Audience;
/** Orders and the check-in board: every role, for its hotels. */
export const frontDesk = { staff: ['admin', 'manager', 'desk'] } as const satisfies Audience;

/** The reference's group for every staff call. */
export const staffTags = ['staff'] as const;

export const StaffRoleData = Type.Unsafe<StaffRole>({
  type: 'string',
  enum: [...STAFF_ROLES],
  description: "admin: the whole group; manager: their hotels; desk: their hotels' front desk",
});

export const StaffLangData = Type.Unsafe<'zh' | 'en'>({
  type: 'string',
  enum: ['zh', 'en'],
  description: 'The language of the back office for them',
});

export const StaffProfileData = Obj({
  staff_id: Id('Staff id'),
  email: Str('E-mail address, lower-cased'),
  name: Str(),
  role: StaffRoleData,
  hotel_ids: List(Id('Hotel id'), 'The hotels a manager or desk works for; none for an admin'),
  lang: StaffLangData,
});
