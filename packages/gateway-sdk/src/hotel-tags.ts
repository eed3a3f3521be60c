/** The second part of each `key:label` pair of a hotel's `hotel_tag`, at most 3 (the spec). */
export function hotelTags(tag: string | null | undefined): string[] {
  return (tag ?? '')
    .split(';')
    .map((pair) => pair.split(':')[1]?.trim() ?? '')
    .filter(Boolean)
    .slice(0, 3);
}
