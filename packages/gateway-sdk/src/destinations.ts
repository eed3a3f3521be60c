import { DEFAULT_DESTINATION, HOME_REGION_IDS } from './constants';
import type { HotCity, Region } from './wire/catalog';

/**
 * Search destinations from the catalogue's answers, for every search box: the booking site's
 * and the partner embed's. Shapes are the destination picker's (booking-ui's `PickerRegion`).
 */

/** A city the destination picker offers. */
export interface DestinationCity {
  id: number;
  nameCn: string;
  nameEn: string;
}

/** A country with its cities that have hotels. */
export interface DestinationRegion extends DestinationCity {
  cities: DestinationCity[];
}

/** A city with hotels as the picker names it. */
export function pickerCity(city: HotCity): DestinationCity {
  return { id: city.region_id, nameCn: city.name_cn, nameEn: city.name_en };
}

const homeOrder = Object.values(HOME_REGION_IDS) as number[];

/** Countries (home order, Greece first) with their cities that have hotels, for the picker. */
export function pickerRegions(countries: Region[], cities: HotCity[]): DestinationRegion[] {
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
      cities: cities.filter((city) => city.country_id === country.region_id).map(pickerCity),
    }))
    .filter((region) => region.cities.length > 0);
}

/** The city of a query: `city_id` when it is known, else `region_name` by either name. */
export function findHotCity(
  cities: HotCity[],
  cityId: string | null,
  regionName: string | null,
): HotCity | undefined {
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
export function defaultCity(cities: HotCity[]): HotCity | undefined {
  return findHotCity(cities, null, DEFAULT_DESTINATION) ?? cities[0];
}
