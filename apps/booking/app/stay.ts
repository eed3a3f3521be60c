/**
 * The stay in URLs: `enterDate` and `leaveDate` as `YYYYMMDD` (the spec's query names),
 * shared by loaders and components.
 */

export interface Stay {
  /** `YYYYMMDD`. */
  enterDate: number;
  leaveDate: number;
  nights: number;
}

/** The contract's day numbers, under the names loaders and tests already use. */
export {
  dayNumber as ymd,
  parseDay as fromYmd,
  stayNights as nights,
} from '@bookdirect/gateway-sdk';

export function searchHref(params: {
  cityId: number;
  regionName: string;
  enterDate: number;
  leaveDate: number;
}): string {
  return `/hotel/search?${new URLSearchParams({
    enterDate: String(params.enterDate),
    leaveDate: String(params.leaveDate),
    city_id: String(params.cityId),
    region_name: params.regionName,
  })}`;
}

export function detailHref(
  hotel: { hotel_id: number; coord_x: number; coord_y: number },
  stay: Stay,
) {
  return `/hotel/detail?${new URLSearchParams({
    hotelId: String(hotel.hotel_id),
    x: String(hotel.coord_x),
    y: String(hotel.coord_y),
    enterDate: String(stay.enterDate),
    leaveDate: String(stay.leaveDate),
  })}`;
}

/** The second part of each `key:label` pair of `hotel_tag`, at most 3 (the spec). */
export function hotelTags(tag: string | null | undefined): string[] {
  return (tag ?? '')
    .split(';')
    .map((pair) => pair.split(':')[1]?.trim() ?? '')
    .filter(Boolean)
    .slice(0, 3);
}
