import type { Currency, Region } from '@bookdirect/gateway-sdk/contract';
import { describe, expect, it } from 'vitest';
import { SEED_COUNTRIES, seedRegionRows } from '../src/catalog/tooling/seed-regions';
import { call, describeEachBackend } from './support/gateway';

type Regions = { region_list: Region[] };

describeEachBackend('catalogue reference data', (gateway) => {
  const regions = (query = '', headers: Record<string, string> = {}) =>
    call<Regions>(gateway().app, { method: 'GET', url: `/v1/u/util/region/${query}`, headers });

  describe('GET /util/currency/', () => {
    it('lists the six currencies by id with symbol, ISO code and minor unit', async () => {
      const { status, body } = await call<{ currency_list: Currency[] }>(gateway().app, {
        method: 'GET',
        url: '/v1/u/util/currency/',
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ rec: 0, msg: 'Success', key: 'errors:ok' });
      expect(body.data.currency_list).toEqual([
        { currency: 1, symbol: '￥', code: 'CNY', minor_unit: 2 },
        { currency: 2, symbol: '€', code: 'EUR', minor_unit: 2 },
        { currency: 3, symbol: '฿', code: 'THB', minor_unit: 2 },
        { currency: 4, symbol: '¥', code: 'JPY', minor_unit: 0 },
        { currency: 5, symbol: '$', code: 'USD', minor_unit: 2 },
        { currency: 6, symbol: 'RM', code: 'MYR', minor_unit: 2 },
      ]);
    });
  });

  describe('GET /util/region/', () => {
    it('lists the countries at level 1: the home countries at their ids, then China', async () => {
      const { body } = await regions('?level=1');
      expect(body.rec).toBe(0);
      expect(body.data.region_list.map((r) => [r.region_id, r.name_en])).toEqual([
        [1, 'Greece'],
        [4, 'Portugal'],
        [7, 'Spain'],
        [8, 'Italy'],
        [9, 'Turkey'],
        [10, 'Thailand'],
        [11, 'Malaysia'],
        [12, 'Japan'],
        [13, 'China'],
        [14, 'Singapore'],
        [15, 'Vietnam'],
        [16, 'Indonesia'],
        [17, 'South Korea'],
        [18, 'United Arab Emirates'],
      ]);
      expect(body.data.region_list.every((r) => r.pid === 0 && r.level === 1)).toBe(true);
    });

    it('answers the children of a region: Greece > Attica > Athens', async () => {
      const provinces = (await regions('?pid=1')).body.data.region_list;
      const attica = provinces.find((r) => r.name_en === 'Attica');
      expect(attica).toMatchObject({ pid: 1, level: 2, name_cn: '阿提卡' });
      const cities = (await regions(`?pid=${attica?.region_id}`)).body.data.region_list;
      expect(cities[0]).toMatchObject({ name_en: 'Athens', name_cn: '雅典', level: 3 });
    });

    it('keeps one country and its subtree with country_id, combinable with level', async () => {
      const japan = (await regions('?country_id=12')).body.data.region_list;
      expect(japan.map((r) => r.name_en)).toEqual(
        expect.arrayContaining(['Japan', 'Kyoto Prefecture', 'Tokyo', 'Kyoto', 'Osaka']),
      );
      expect(japan.some((r) => r.name_en === 'Athens')).toBe(false);

      const cities = (await regions('?country_id=12&level=3')).body.data.region_list;
      expect(cities.map((r) => r.name_cn)).toEqual(['东京', '京都', '大阪']);
      expect(cities.every((r) => r.level === 3)).toBe(true);
    });

    it('answers everything without filters, countries first', async () => {
      const all = (await regions()).body.data.region_list;
      expect(all).toHaveLength(seedRegionRows().length);
      expect(all[0]).toMatchObject({ region_id: 1, level: 1 });
      expect(all.map((r) => r.level)).toEqual([...all.map((r) => r.level)].sort());
    });

    it('answers an empty list for a region with no children', async () => {
      const { body } = await regions('?pid=1101');
      expect(body).toMatchObject({ rec: 0, data: { region_list: [] } });
    });

    it('names regions in Chinese with ?lang=cn', async () => {
      const { body } = await regions('?level=1&lang=cn');
      expect(body.msg).toBe('成功');
      expect(body.data.region_list[0]).toEqual({
        region_id: 1,
        pid: 0,
        name_cn: '希腊',
        name_en: 'Greece',
        name: '希腊',
        level: 1,
      });
    });

    it('follows Accept-Language when there is no ?lang, English by default', async () => {
      const zh = (await regions('?level=1', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).body;
      expect(zh.data.region_list[0]?.name).toBe('希腊');
      const en = (await regions('?level=1', { 'accept-language': 'en-GB,en;q=0.9' })).body;
      expect(en.data.region_list[0]?.name).toBe('Greece');
      const fr = (await regions('?level=1', { 'accept-language': 'fr-FR' })).body;
      expect(fr.data.region_list[0]?.name).toBe('Greece');
      const both = (await regions('?level=1&lang=en', { 'accept-language': 'zh-CN' })).body;
      expect(both.data.region_list[0]?.name).toBe('Greece');
    });

    it('answers rec 2 naming every invalid field', async () => {
      const { status, body } = await regions('?level=9&pid=abc');
      expect(status).toBe(200);
      expect(body).toEqual({
        rec: 2,
        msg: 'Some fields need your attention.',
        key: 'errors:validation_failed',
        data: { errors: { level: 'validation:invalid', pid: 'validation:invalid' } },
      });
      const zh = (await regions('?country_id=-3&lang=cn')).body;
      expect(zh).toMatchObject({
        rec: 2,
        msg: '部分内容需要修改。',
        data: { errors: { country_id: 'validation:invalid' } },
      });
    });

    it('refuses ids beyond the database integer range instead of failing', async () => {
      const { status, body } = await regions('?pid=99999999999');
      expect(status).toBe(200);
      expect(body).toMatchObject({ rec: 2, data: { errors: { pid: 'validation:invalid' } } });
    });

    it('answers without the trailing slash too', async () => {
      const { body } = await call<Regions>(gateway().app, {
        method: 'GET',
        url: '/v1/u/util/region?level=1',
      });
      expect(body.data.region_list).toHaveLength(SEED_COUNTRIES.length);
    });
  });
});

describe('region seed', () => {
  it('keeps province and city ids above 100 and unique', () => {
    const rows = seedRegionRows();
    const ids = rows.map((r) => r.regionId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of rows) {
      if (row.level === 1) expect(row.regionId).toBeLessThan(100);
      else expect(row.regionId).toBeGreaterThan(100);
    }
  });

  it('gives every home country one to three provinces, each with a city', () => {
    for (const country of SEED_COUNTRIES) {
      expect(country.provinces.length, country.en).toBeGreaterThanOrEqual(1);
      // Countries without hotels (13 on) may list more: China has all its provinces.
      if (country.id <= 12) expect(country.provinces.length, country.en).toBeLessThanOrEqual(3);
      for (const province of country.provinces) {
        expect(province.cities.length, province.en).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
