import { orThrowResponse } from '@bookdirect/app-shell/server';
import type { PickerRegion } from '@bookdirect/booking-ui';
import {
  DEFAULT_DESTINATION,
  type GatewayClient,
  HOME_REGION_IDS,
  HOT_CITIES_SIZE,
  type HotCity,
  imageDisplayKey,
  type Region,
} from '@bookdirect/gateway-sdk';
import { MAX_STAY_NIGHTS } from '@bookdirect/gateway-sdk/schemas';
import { fromYmd, nights, type Stay, ymd } from './stay';

/** Where browsers load the gateway's images from (GATEWAY_PUBLIC_URL). */
const gatewayPublicUrl = (
  process.env.GATEWAY_PUBLIC_URL?.trim() ||
  process.env.GATEWAY_URL?.trim() ||
  'http://127.0.0.1:4000'
).replace(/\/+$/, '');

/** The display (`_3`) variant's URL of an image key, or undefined when there is none. */
export function imageUrl(key: string | null | undefined): string | undefined {
  return key ? `${gatewayPublicUrl}/images/${imageDisplayKey(key)}` : undefined;
}

export const googleMapsApiKey = process.env.GOOGLE_MAPS_API_KEY?.trim() || undefined;

function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

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
  const start = today();
  const earliest = new Date(start.getFullYear(), start.getMonth(), start.getDate() - 1);
  const rawIn = url.searchParams.get('enterDate');
  const rawOut = url.searchParams.get('leaveDate');
  let checkIn = fromYmd(rawIn) ?? start;
  if (checkIn < earliest) checkIn = start;
  let checkOut = fromYmd(rawOut);
  if (!checkOut || checkOut <= checkIn) {
    checkOut = new Date(checkIn.getFullYear(), checkIn.getMonth(), checkIn.getDate() + 1);
  }
  if (nights(checkIn, checkOut) > MAX_STAY_NIGHTS) {
    checkOut = new Date(
      checkIn.getFullYear(),
      checkIn.getMonth(),
      checkIn.getDate() + MAX_STAY_NIGHTS,
    );
  }
  const stay = {
    enterDate: ymd(checkIn),
    leaveDate: ymd(checkOut),
    nights: nights(checkIn, checkOut),
  };
  const corrected = rawIn !== String(stay.enterDate) || rawOut !== String(stay.leaveDate);
  return { stay, corrected };
}

const homeOrder = Object.values(HOME_REGION_IDS) as number[];

/** Countries (home order, Greece first) with their cities that have hotels, for the picker. */
export function pickerRegions(countries: Region[], cities: HotCity[]): PickerRegion[] {
  const sorted = [...countries].sort((a, b) => {
    const ia = homeOrder.indexOf(a.region_id);
    const ib = homeOrder.indexOf(b.region_id);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  return sorted
    .map((country) => ({
      id: country.region_id,
      nameCn: country.name_cn,
      nameEn: country.name_en,
      cities: cities
        .filter((city) => city.country_id === country.region_id)
        .map((city) => ({ id: city.region_id, nameCn: city.name_cn, nameEn: city.name_en })),
    }))
    .filter((region) => region.cities.length > 0);
}

/** Countries and the cities with hotels: what the destination picker offers. */
export async function loadDestinations(gateway: GatewayClient) {
  const [countries, hot] = await orThrowResponse(
    Promise.all([
      gateway.call('GET /util/region/', { query: { level: 1 } }),
      gateway.call('GET /app/hotelhotcity/', { query: { nums: HOT_CITIES_SIZE } }),
    ]),
  );
  return {
    regions: pickerRegions(countries.region_list, hot.region_list),
    cities: hot.region_list,
  };
}

/** The city of a query: `city_id` when it is known, else `region_name` by either name. */
export function findCity(cities: HotCity[], cityId: string | null, regionName: string | null) {
  const id = Number(cityId);
  if (cityId && Number.isInteger(id)) return cities.find((city) => city.region_id === id);
  const name = regionName?.trim().toLowerCase();
  if (!name) return undefined;
  // Exact names first; then, as the picker does while typing, the first city containing it
  // (a search box posted without JavaScript sends the text as typed).
  return (
    cities.find((city) => city.name_en.toLowerCase() === name || city.name_cn === name) ??
    cities.find((city) => city.name_en.toLowerCase().includes(name) || city.name_cn.includes(name))
  );
}

/** The spec's default destination, Athens, when the catalogue has it. */
export function defaultCity(cities: HotCity[]) {
  return findCity(cities, null, DEFAULT_DESTINATION) ?? cities[0];
}
