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

export function ymd(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/** A local Date from `YYYYMMDD`, or undefined when it is not a real day. */
export function fromYmd(value: number | string | null | undefined): Date | undefined {
  const text = String(value ?? '');
  if (!/^\d{8}$/.test(text)) return undefined;
  const n = Number(text);
  const y = Math.floor(n / 10000);
  const m = Math.floor((n % 10000) / 100);
  const d = n % 100;
  const date = new Date(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d)
    return undefined;
  return date;
}

/** Nights between two days, rounded up (the spec). */
export function nights(from: Date, to: Date): number {
  // Calendar days (UTC of the local dates), so a daylight-saving change is no extra night.
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.ceil((utc(to) - utc(from)) / 86_400_000);
}

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
