/**
 * The booking site's public addresses: the routes and query names of the spec, written once
 * for the booking app, the component library and the partner embed. Every builder returns
 * a path with its query; `siteUrl` puts a site's base (a partner page's absolute booking
 * URL, or '' on the booking site itself) and the partner code on it.
 */

import { type Party, partyParams } from './party';
import { filterParams, type ResultFilters } from './result-filters';

/** The contract's partner attribution: a `partner` query parameter of 1-32 of these. */
export const PARTNER_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
/** The query parameter that carries the partner code on any booking-site URL. */
export const PARTNER_PARAM = 'partner';
/** The first-party cookie that keeps it (last click wins). */
export const PARTNER_COOKIE = 'bd_partner';
/** How long the cookie keeps a partner code: 30 days, in seconds. */
export const PARTNER_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** A partner code as given, or null when it is not one the contract accepts. */
export function partnerCode(value: unknown): string | null {
  return typeof value === 'string' && PARTNER_CODE_PATTERN.test(value) ? value : null;
}

/**
 * Results for a city and a stay (`enterDate`/`leaveDate` as `YYYYMMDD`), with the party
 * (`rooms`, `adults`, `children`; left out for the default 1 room, 2 adults so older links stay
 * as they were) and the filters that are set.
 */
export function searchPath(params: {
  cityId: number;
  regionName: string;
  enterDate: number;
  leaveDate: number;
  party?: Party;
  filters?: ResultFilters;
}): string {
  return `/hotel/search?${new URLSearchParams({
    enterDate: String(params.enterDate),
    leaveDate: String(params.leaveDate),
    city_id: String(params.cityId),
    region_name: params.regionName,
    ...(params.party ? partyParams(params.party, true) : {}),
    ...(params.filters ? filterParams(params.filters) : {}),
  })}`;
}

/** A hotel's page for a stay, with the party when it is not the default. */
export function hotelPath(
  hotel: { hotel_id: number; coord_x: number; coord_y: number },
  stay: { enterDate: number; leaveDate: number; party?: Party },
): string {
  return `/hotel/detail?${new URLSearchParams({
    hotelId: String(hotel.hotel_id),
    x: String(hotel.coord_x),
    y: String(hotel.coord_y),
    enterDate: String(stay.enterDate),
    leaveDate: String(stay.leaveDate),
    ...(stay.party ? partyParams(stay.party, true) : {}),
  })}`;
}

/** The booking site's pages that components link to by name. */
export const SITE_PAGES = {
  home: '/',
  search: '/hotel/search',
  login: '/login',
  register: '/register',
  resetPassword: '/reset_pwd',
  logout: '/logout',
  terms: '/terms',
  privacy: '/privacy',
  userCenter: '/user_center',
  orders: '/order_list',
  credits: '/user_credits',
  favorites: '/user_favorite',
  downloadApp: '/download_app',
} as const;

export type SitePage = keyof typeof SITE_PAGES;

/**
 * A booking-site path made absolute on `base` (no trailing slash needed; '' keeps it
 * relative), with the partner code added when there is one.
 */
export function siteUrl(path: string, base = '', partner?: string | null): string {
  const code = partnerCode(partner);
  const joined = `${base.replace(/\/+$/, '')}${path}`;
  if (!code) return joined;
  const hashAt = joined.indexOf('#');
  const head = hashAt === -1 ? joined : joined.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : joined.slice(hashAt);
  const separator = head.includes('?') ? '&' : '?';
  return `${head}${separator}${PARTNER_PARAM}=${encodeURIComponent(code)}${hash}`;
}
