import { staffAccountEndpoints } from './staff-accounts';
import { staffAdminEndpoints } from './staff-admin';
import { staffCalendarEndpoints } from './staff-calendar';
import { staffCatalogEndpoints } from './staff-catalog';
import { staffDeskEndpoints } from './staff-desk';
import { staffOrderEndpoints } from './staff-orders';
import { staffPartnersEndpoints } from './staff-partners';
import { staffPhotoEndpoints } from './staff-photos';
import { staffReportsEndpoints } from './staff-reports';
import { staffReviewsEndpoints } from './staff-reviews';
import { staffSessionEndpoints } from './staff-session';

/**
 * The back office's calls, under `/v1/s`: staff members sign in with a password and a TOTP
 * code, and their session's `token` header (never a member's) admits them to the calls their
 * role may make. Served from `@bookdirect/gateway-sdk/staff` only, so the entries partners and
 * the booking sites load never carry them.
 */
export * from './staff-accounts';
export * from './staff-admin';
export * from './staff-base';
export * from './staff-calendar';
export * from './staff-catalog';
export * from './staff-desk';
export * from './staff-orders';
export * from './staff-partners';
export * from './staff-photos';
export * from './staff-reports';
export * from './staff-reviews';
export * from './staff-session';

export const staffEndpoints = {
  ...staffSessionEndpoints,
  ...staffCalendarEndpoints,
  ...staffCatalogEndpoints,
  ...staffPhotoEndpoints,
  ...staffOrderEndpoints,
  ...staffDeskEndpoints,
  ...staffAdminEndpoints,
  ...staffAccountEndpoints,
  ...staffReviewsEndpoints,
  ...staffPartnersEndpoints,
  ...staffReportsEndpoints,
};

export type StaffEndpointKey = keyof typeof staffEndpoints;
