import type { PickerRegion } from '../DestinationPicker/match';

/** A small catalogue of the spec's home countries for stories. */
export const regions: PickerRegion[] = [
  {
    id: 1,
    nameCn: '希腊',
    nameEn: 'Greece',
    cities: [
      { id: 101, nameCn: '雅典', nameEn: 'Athens' },
      { id: 102, nameCn: '圣托里尼', nameEn: 'Santorini' },
      { id: 103, nameCn: '塞萨洛尼基', nameEn: 'Thessaloniki' },
    ],
  },
  {
    id: 4,
    nameCn: '葡萄牙',
    nameEn: 'Portugal',
    cities: [
      { id: 401, nameCn: '里斯本', nameEn: 'Lisbon' },
      { id: 402, nameCn: '波尔图', nameEn: 'Porto' },
    ],
  },
  {
    id: 7,
    nameCn: '西班牙',
    nameEn: 'Spain',
    cities: [{ id: 701, nameCn: '巴塞罗那', nameEn: 'Barcelona' }],
  },
  {
    id: 12,
    nameCn: '日本',
    nameEn: 'Japan',
    cities: [
      { id: 1201, nameCn: '东京', nameEn: 'Tokyo' },
      { id: 1202, nameCn: '京都', nameEn: 'Kyoto' },
      { id: 1203, nameCn: '大阪', nameEn: 'Osaka' },
    ],
  },
  { id: 10, nameCn: '泰国', nameEn: 'Thailand', cities: [] },
];

/** A photo drawn inline so stories need no network. */
export function photo(hue: number, label = ''): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="hsl(${hue},45%,55%)"/><rect y="380" width="800" height="220" fill="hsl(${hue + 30},35%,80%)"/><circle cx="600" cy="160" r="70" fill="hsl(${hue + 180},60%,85%)"/><text x="40" y="560" font-size="48" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;
}
