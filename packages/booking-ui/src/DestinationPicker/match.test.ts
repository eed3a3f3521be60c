import { describe, expect, it } from 'vitest';
import { findCity, matchCities, type PickerRegion } from './match';

const regions: PickerRegion[] = [
  {
    id: 12,
    nameCn: '日本',
    nameEn: 'Japan',
    cities: [
      { id: 120, nameCn: '京都', nameEn: 'Kyoto' },
      { id: 121, nameCn: '东京', nameEn: 'Tokyo' },
    ],
  },
  {
    id: 1,
    nameCn: '希腊',
    nameEn: 'Greece',
    cities: [{ id: 10, nameCn: '雅典', nameEn: 'Athens' }],
  },
];

describe('destination typing', () => {
  it('selects the first city whose English name contains the text, any case', () => {
    expect(findCity(regions, 'ath')?.city.id).toBe(10);
    expect(findCity(regions, 'TO')?.city.id).toBe(120);
  });
  it('matches Chinese names and reports the region to switch to', () => {
    expect(findCity(regions, '雅')?.region.id).toBe(1);
  });
  it('matches nothing for blank or unknown text', () => {
    expect(findCity(regions, '  ')).toBeUndefined();
    expect(findCity(regions, 'Paris')).toBeUndefined();
  });
});

describe('matchCities', () => {
  it('lists every city whose name contains the text, in either language, at most the limit', () => {
    expect(matchCities(regions, 'o').map((city) => city.id)).toEqual([120, 121]);
    expect(matchCities(regions, '京').map((city) => city.id)).toEqual([120, 121]);
    expect(matchCities(regions, 'o', 1)).toHaveLength(1);
    expect(matchCities(regions, '  ')).toEqual([]);
  });
});
