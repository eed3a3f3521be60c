import { orThrowResponse } from '@bookdirect/app-shell/server';
import {
  addDays,
  dayNumber,
  type GatewayClient,
  HOT_CITIES_SIZE,
  imageDisplayKey,
  isDayNumber,
  pickerRegions,
  stayNights,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { MAX_STAY_NIGHTS } from '@bookdirect/gateway-sdk/schemas';
import type { Stay } from './stay';

/** Search destinations live with the contract, for the site and the partner embed alike. */
export {
  defaultCity,
  findHotCity as findCity,
  pickerCity,
  pickerRegions,
} from '@bookdirect/gateway-sdk';

/** Where browsers load the gateway's images from (GATEWAY_PUBLIC_URL). */
export const gatewayPublicUrl = (
  process.env.GATEWAY_PUBLIC_URL?.trim() ||
  process.env.GATEWAY_URL?.trim() ||
  'http://127.0.0.1:4000'
).replace(/\/+$/, '');

/** The display (`_3`) variant's URL of an image key, or undefined when there is none. */
export function imageUrl(key: string | null | undefined): string | undefined {
  return key ? `${gatewayPublicUrl}/images/${imageDisplayKey(key)}` : undefined;
}

export const googleMapsApiKey = process.env.GOOGLE_MAPS_API_KEY?.trim() || undefined;

/**
 * Reads `enterDate` and `leaveDate` and corrects what cannot stand: garbage or missing dates
 * become today and one night (the spec's default), a past check-in becomes today, a
 * check-out on or before check-in becomes the next day, a stay longer than the gateway
 * accepts is shortened. `corrected` says whether the URL should be rewritten.
 *
 * "Today" is the visitor's local date (the contract), which the server does not know: a
 * visitor west of UTC can still be on the server's yesterday, so that day is not past here.
 */
export function readStay(url: URL): { stay: Stay; corrected: boolean } {
  const start = dayNumber(new Date());
  const earliest = addDays(start, -1);
  const rawIn = url.searchParams.get('enterDate');
  const rawOut = url.searchParams.get('leaveDate');
  let enterDate = isDayNumber(rawIn) ? Number(rawIn) : start;
  if (enterDate < earliest) enterDate = start;
  let leaveDate = isDayNumber(rawOut) ? Number(rawOut) : undefined;
  if (!leaveDate || leaveDate <= enterDate) leaveDate = addDays(enterDate, 1);
  if (stayNights(enterDate, leaveDate) > MAX_STAY_NIGHTS) {
    leaveDate = addDays(enterDate, MAX_STAY_NIGHTS);
  }
  const stay = { enterDate, leaveDate, nights: stayNights(enterDate, leaveDate) };
  const corrected = rawIn !== String(stay.enterDate) || rawOut !== String(stay.leaveDate);
  return { stay, corrected };
}

/*
 * Countries and cities with hotels change when a hotel opens in a new city, not per visitor:
 * one copy per language, refreshed after a minute (as the currency table), saves two of the
 * results page's three gateway calls. Visitors arriving together share the one call; each
 * gets its own error Response if it fails (a Response body can be read only once).
 */
const DESTINATIONS_TTL_MS = 60_000;
type Destinations = Awaited<ReturnType<typeof fetchDestinations>>;
const destinations = new Map<string, { value: Promise<Destinations>; at: number }>();

async function fetchDestinations(gateway: GatewayClient) {
  const [countries, hot] = await Promise.all([
    gateway.call(endpoints.regions, { query: { level: 1 } }),
    gateway.call(endpoints.hotCities, { query: { nums: HOT_CITIES_SIZE } }),
  ]);
  return {
    regions: pickerRegions(countries.region_list, hot.region_list),
    cities: hot.region_list,
  };
}

/** Countries and the cities with hotels: what the destination picker offers. */
export function loadDestinations(gateway: GatewayClient): Promise<Destinations> {
  const lang = gateway.options.lang ?? '';
  const cached = destinations.get(lang);
  if (cached && Date.now() - cached.at < DESTINATIONS_TTL_MS) return orThrowResponse(cached.value);
  const value = fetchDestinations(gateway);
  destinations.set(lang, { value, at: Date.now() });
  // A failure is not kept: the next page asks again.
  value.catch(() => {
    if (destinations.get(lang)?.value === value) destinations.delete(lang);
  });
  return orThrowResponse(value);
}
