import type { CurrencyOption, HomeCountry, HomeDestination } from '../Home/types';
import { photo } from './catalogue-fixtures';

/** Story-only: the home page's destinations, currencies and trending hotels. */
export const destinations: HomeDestination[] = [
  { regionId: 1, name: 'Greece', altName: '希腊', palette: 'greece', searchName: 'Greece' },
  { regionId: 12, name: 'Japan', altName: '日本', palette: 'japan', searchName: 'Japan' },
  { regionId: 10, name: 'Thailand', altName: '泰国', palette: 'thailand', searchName: 'Thailand' },
  { regionId: 4, name: 'Portugal', altName: '葡萄牙', palette: 'portugal', searchName: 'Portugal' },
];

export const currencies: CurrencyOption[] = [
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'JPY', symbol: '¥', name: 'Japanese yen' },
  { code: 'CNY', symbol: '¥', name: 'Chinese yuan' },
];

export const countries: HomeCountry[] = [
  {
    regionId: 1,
    name: 'Greece',
    hotels: Array.from({ length: 14 }, (_, i) => ({
      id: i + 1,
      href: `/hotel/detail?hotelId=${i + 1}`,
      name: `Plaka House ${i + 1}`,
      city: 'Athens',
      imageSrc: photo(180 + i * 12),
      score: 4.6,
      currency: 2 as const,
      currencySymbol: '€',
      stayPrice: i === 3 ? null : 89 + i,
    })),
  },
  {
    regionId: 12,
    name: 'Japan',
    hotels: [
      {
        id: 101,
        href: '/hotel/detail?hotelId=101',
        name: 'Gion Machiya',
        city: 'Kyoto',
        imageSrc: photo(340),
        score: 4.8,
        currency: 4,
        currencySymbol: '¥',
        stayPrice: 18200,
      },
    ],
  },
];
