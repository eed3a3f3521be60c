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
