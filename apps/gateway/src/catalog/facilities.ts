/** Facility dictionary: key -> names. Room types store `{ key: 0 | 1 }`. */
export const FACILITIES = {
  basic: {
    wifi: ['无线网络', 'Wi-Fi'],
    air_conditioning: ['空调', 'Air conditioning'],
    tv: ['电视', 'TV'],
    desk: ['书桌', 'Desk'],
    safe: ['保险箱', 'Safe'],
    minibar: ['迷你吧', 'Minibar'],
    balcony: ['阳台', 'Balcony'],
  },
  bathroom: {
    shower: ['淋浴', 'Shower'],
    bathtub: ['浴缸', 'Bathtub'],
    hairdryer: ['吹风机', 'Hair dryer'],
    toiletries: ['洗漱用品', 'Toiletries'],
    slippers: ['拖鞋', 'Slippers'],
  },
  kitchen: {
    kettle: ['电热水壶', 'Kettle'],
    fridge: ['冰箱', 'Fridge'],
    microwave: ['微波炉', 'Microwave'],
    stove: ['炉灶', 'Stove'],
    coffee_machine: ['咖啡机', 'Coffee machine'],
  },
} as const satisfies Record<string, Record<string, readonly [string, string]>>;

export type FacilityGroup = keyof typeof FACILITIES;

/** A facility of the dictionary with its stable id: its position + 1 in `FACILITIES`. */
export interface FacilityEntry {
  id: number;
  group: FacilityGroup;
  key: string;
  cn: string;
  en: string;
}

/**
 * Every facility with its id, the number the search's `facilities` filter and facets speak:
 * the order of `FACILITIES` (groups, then keys), from 1. A facility added anywhere but at the end
 * of the last group would move the ids after it (saved filter links): add new ones there.
 */
export const FACILITY_LIST: readonly FacilityEntry[] = Object.entries(FACILITIES)
  .flatMap(([group, keys]) =>
    Object.entries(keys as Record<string, readonly [string, string]>).map(([key, [cn, en]]) => ({
      group: group as FacilityGroup,
      key,
      cn,
      en,
    })),
  )
  .map((entry, at) => ({ ...entry, id: at + 1 }));

export const facilityById = new Map(FACILITY_LIST.map((entry) => [entry.id, entry]));
