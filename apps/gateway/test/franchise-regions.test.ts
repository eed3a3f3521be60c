import type { Region } from '@bookdirect/gateway-sdk/contract';
import { describe, expect, it } from 'vitest';
import { SEED_COUNTRIES, seedRegionRows } from '../src/catalog/tooling/seed-regions';
import { call, describeEachBackend } from './support/gateway';

type Regions = { region_list: Region[] };

/** The franchise cascade covers where partners are: China and countries without hotels. */
describeEachBackend('franchise regions', (gateway) => {
  const regions = async (query: string) =>
    (await call<Regions>(gateway().app, { method: 'GET', url: `/v1/u/util/region/${query}` })).body
      .data.region_list;

  it('lists the home countries with hotels first, then China first among the rest', async () => {
    const ids = (await regions('?level=1')).map((r) => r.region_id);
    expect(ids.slice(0, 9)).toEqual([1, 4, 7, 8, 9, 10, 11, 12, 13]);
    expect(ids.slice(9)).toEqual(expect.arrayContaining([14, 15, 16, 17, 18]));
  });

  it("answers China's provinces and municipalities, each with its main cities", async () => {
    const provinces = await regions('?pid=13');
    expect(provinces.length).toBeGreaterThanOrEqual(15);
    expect(provinces.slice(0, 3).map((r) => r.name_en)).toEqual([
      'Beijing',
      'Shanghai',
      'Guangdong',
    ]);
    const names = provinces.map((r) => r.name_cn);
    for (const name of [
      '天津市',
      '重庆市',
      '浙江省',
      '江苏省',
      '四川省',
      '福建省',
      '山东省',
      '湖北省',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toEqual(expect.arrayContaining(['湖南省', '云南省', '海南省', '陕西省']));
    expect(provinces.every((r) => r.pid === 13 && r.level === 2)).toBe(true);

    const zhejiang = provinces.find((r) => r.name_en === 'Zhejiang');
    const cities = await regions(`?pid=${zhejiang?.region_id}`);
    expect(cities.map((r) => [r.name_en, r.name_cn])).toEqual([
      ['Hangzhou', '杭州'],
      ['Ningbo', '宁波'],
      ['Wenzhou', '温州'],
    ]);
    const shandong = provinces.find((r) => r.name_en === 'Shandong');
    expect(shandong?.region_id).toBe(131000);
    const qingdao = (await regions('?pid=131000')).find((r) => r.name_en === 'Qingdao');
    expect(qingdao).toMatchObject({ region_id: 131002, name_cn: '青岛', level: 3 });
  });

  it('gives the countries without hotels a province and a city', async () => {
    const korea = await regions('?country_id=17');
    expect(korea.map((r) => r.name_cn)).toEqual(
      expect.arrayContaining(['韩国', '首尔特别市', '首尔']),
    );
  });
});

describe('region seed ids', () => {
  it('keeps the shipped ids, with the cities inside their province range', () => {
    const rows = seedRegionRows();
    const byId = new Map(rows.map((r) => [r.regionId, r]));
    for (const [id, en] of [
      [13, 'China'],
      [13100, 'Beijing'],
      [13101, 'Beijing'],
      [13200, 'Shanghai'],
      [13201, 'Shanghai'],
      [13300, 'Guangdong'],
      [13301, 'Guangzhou'],
      [13302, 'Shenzhen'],
    ] as const) {
      expect(byId.get(id)?.nameEn, String(id)).toBe(en);
    }
    for (const row of rows.filter((r) => r.level === 3)) {
      expect(row.regionId - row.pid, row.nameEn).toBeGreaterThan(0);
      expect(row.regionId - row.pid, row.nameEn).toBeLessThan(100);
    }
    for (const country of SEED_COUNTRIES) {
      for (const province of country.provinces) {
        const short = Math.floor(province.id / 1000) === country.id;
        const long = Math.floor(province.id / 10000) === country.id && province.id >= 100000;
        expect(short || long, province.en).toBe(true);
        for (const city of province.cities) {
          expect(city.cn, city.en).toMatch(/^[\u4e00-\u9fff]+$/);
        }
      }
    }
  });
});
