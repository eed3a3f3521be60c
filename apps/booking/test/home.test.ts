import { destinationSearchHref as searchHref } from '@bookdirect/booking-ui';
import type { Currency, Region } from '@bookdirect/gateway-sdk';
import { describe, expect, it } from 'vitest';
import { describeCurrencies, pickDestinations } from '../app/home.server';

const region = (
  region_id: number,
  name_en: string,
  name_cn: string,
  lang: 'en' | 'zh',
): Region => ({
  region_id,
  pid: 0,
  level: 1,
  name_en,
  name_cn,
  name: lang === 'zh' ? name_cn : name_en,
});

describe('home destinations', () => {
  it('offers the home countries in the spec order, Greece first, without countries lacking hotels', () => {
    const regions = [
      region(20, 'China', '中国', 'en'),
      region(12, 'Japan', '日本', 'en'),
      region(1, 'Greece', '希腊', 'en'),
      region(10, 'Thailand', '泰国', 'en'),
    ];
    const destinations = pickDestinations(regions, 'en');
    expect(destinations.map((d) => d.name)).toEqual(['Greece', 'Thailand', 'Japan']);
    expect(destinations[0]).toMatchObject({
      altName: '希腊',
      palette: 'greece',
      searchName: 'Greece',
    });
  });

  it('names them in the page language and searches by the English name', () => {
    const [greece] = pickDestinations([region(1, 'Greece', '希腊', 'zh')], 'zh');
    expect(greece).toMatchObject({ name: '希腊', altName: 'Greece' });
    expect(searchHref(greece?.searchName ?? '')).toBe('/hotel/search?region_name=Greece');
  });

  it('shows every country of an unfamiliar catalogue rather than none', () => {
    const destinations = pickDestinations([region(99, 'Atlantis', '亚特兰蒂斯', 'en')], 'en');
    expect(destinations).toHaveLength(1);
    expect(destinations[0]?.palette).toBe('other');
  });
});

describe('currencies', () => {
  const list: Currency[] = [
    { currency: 2, symbol: '€', code: 'EUR', minor_unit: 2 },
    { currency: 4, symbol: '¥', code: 'JPY', minor_unit: 0 },
  ];

  it('carry their names in the page language', () => {
    expect(describeCurrencies(list, 'en')).toEqual([
      { code: 'EUR', symbol: '€', name: 'Euro' },
      { code: 'JPY', symbol: '¥', name: 'Japanese Yen' },
    ]);
    expect(describeCurrencies(list, 'zh')[0]?.name).toBe('欧元');
  });
});
