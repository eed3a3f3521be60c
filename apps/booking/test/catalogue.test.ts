import type { HotCity } from '@bookdirect/gateway-sdk';
import { describe, expect, it } from 'vitest';
import { defaultCity, findCity, pickerRegions, readStay } from '../app/catalogue.server';
import { fromYmd, hotelTags, nights, ymd } from '../app/stay';

const today = () => {
  const now = new Date();
  return ymd(new Date(now.getFullYear(), now.getMonth(), now.getDate()));
};
const plus = (days: number) => {
  const now = new Date();
  return ymd(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
};
const stayOf = (query: string) => readStay(new URL(`http://x/hotel/search?${query}`));

describe('the stay in the URL', () => {
  it('defaults to one night from today', () => {
    const { stay, corrected } = stayOf('');
    expect(stay).toEqual({ enterDate: today(), leaveDate: plus(1), nights: 1 });
    expect(corrected).toBe(true);
  });

  it('keeps a valid stay as it is', () => {
    const { stay, corrected } = stayOf(`enterDate=${plus(3)}&leaveDate=${plus(6)}`);
    expect(stay.nights).toBe(3);
    expect(corrected).toBe(false);
  });

  it('corrects garbage, past and inverted dates', () => {
    expect(stayOf('enterDate=garbage&leaveDate=20261345').stay.enterDate).toBe(today());
    expect(stayOf('enterDate=20000101&leaveDate=20000105').stay.enterDate).toBe(today());
    expect(stayOf(`enterDate=${plus(-2)}&leaveDate=${plus(1)}`).stay.enterDate).toBe(today());
    const inverted = stayOf(`enterDate=${plus(5)}&leaveDate=${plus(2)}`).stay;
    expect(inverted).toEqual({ enterDate: plus(5), leaveDate: plus(6), nights: 1 });
  });

  it("keeps the server's yesterday: it is still today for a visitor west of UTC", () => {
    const { stay, corrected } = stayOf(`enterDate=${plus(-1)}&leaveDate=${today()}`);
    expect(stay).toEqual({ enterDate: plus(-1), leaveDate: today(), nights: 1 });
    expect(corrected).toBe(false);
  });

  it('counts nights as calendar days, across daylight-saving changes', () => {
    expect(nights(new Date(2026, 2, 28), new Date(2026, 2, 30))).toBe(2);
    expect(nights(new Date(2026, 9, 24), new Date(2026, 9, 26))).toBe(2);
  });

  it('rejects days that do not exist', () => {
    expect(fromYmd('20260230')).toBeUndefined();
    expect(fromYmd('2026011')).toBeUndefined();
    expect(fromYmd(20260228)?.getDate()).toBe(28);
  });
});

const city = (
  region_id: number,
  name_en: string,
  name_cn: string,
  country_id: number,
): HotCity => ({
  region_id,
  pid: country_id * 100,
  level: 3,
  name_en,
  name_cn,
  name: name_en,
  country_id,
  hotel_nums: 3,
});
const cities = [city(1201, 'Tokyo', '东京', 12), city(1101, 'Athens', '雅典', 1)];

describe('destinations', () => {
  it('finds a city by id, or by either name, and defaults to Athens', () => {
    expect(findCity(cities, '1201', null)?.name_en).toBe('Tokyo');
    expect(findCity(cities, null, 'athens')?.region_id).toBe(1101);
    expect(findCity(cities, null, '雅典')?.region_id).toBe(1101);
    expect(findCity(cities, '999', 'Athens')).toBeUndefined();
    expect(defaultCity(cities)?.name_en).toBe('Athens');
  });

  it('lists countries in the home order with their cities, leaving empty ones out', () => {
    const countries = [
      {
        region_id: 12,
        pid: 0,
        level: 1 as const,
        name_en: 'Japan',
        name_cn: '日本',
        name: 'Japan',
      },
      {
        region_id: 1,
        pid: 0,
        level: 1 as const,
        name_en: 'Greece',
        name_cn: '希腊',
        name: 'Greece',
      },
      {
        region_id: 9,
        pid: 0,
        level: 1 as const,
        name_en: 'Turkey',
        name_cn: '土耳其',
        name: 'Turkey',
      },
    ];
    expect(pickerRegions(countries, cities).map((r) => r.nameEn)).toEqual(['Greece', 'Japan']);
  });
});

describe('hotel tags', () => {
  it('shows the second part of each pair, at most 3', () => {
    expect(hotelTags('a:Pool;b:Spa;c:Bar;d:Gym')).toEqual(['Pool', 'Spa', 'Bar']);
    expect(hotelTags('')).toEqual([]);
  });
});

describe('a search posted without JavaScript', () => {
  it('finds the first city containing the typed text', () => {
    expect(findCity(cities, null, 'tok')?.region_id).toBe(1201);
    expect(findCity(cities, null, '雅')?.region_id).toBe(1101);
  });
});

describe('the destinations', () => {
  it('are asked of the gateway once per language while fresh, and again after a failure', async () => {
    const { createGatewayClient } = await import('@bookdirect/gateway-sdk');
    const { loadDestinations } = await import('../app/catalogue.server');
    const paths: string[] = [];
    let down = true;
    const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      paths.push(new Headers(init?.headers).get('X-Api-Path') ?? '');
      if (down) throw new TypeError('fetch failed');
      return Response.json({ rec: 0, msg: 'ok', data: { region_list: [] } });
    }) as typeof globalThis.fetch;
    const gateway = (lang: 'en' | 'zh') =>
      createGatewayClient({ baseUrl: 'http://gateway.test', lang, fetch });

    // Pages waiting on the same failed call each get their own 503 to throw.
    const failed = await Promise.all(
      [loadDestinations(gateway('en')), loadDestinations(gateway('en'))].map((p) =>
        p.catch((error: Response) => error),
      ),
    );
    expect(failed[0]).not.toBe(failed[1]);
    for (const answer of failed) expect(await (answer as Response).json()).toHaveProperty('key');
    down = false;
    const first = await loadDestinations(gateway('en'));
    const again = await Promise.all([
      loadDestinations(gateway('en')),
      loadDestinations(gateway('en')),
    ]);
    expect(again).toEqual([first, first]);
    await loadDestinations(gateway('zh'));
    // Two calls (countries, cities) for the failure, the English copy and the Chinese one.
    expect(paths).toHaveLength(6);
  });
});
