/**
 * Reference regions, as data: country > province > city in Chinese and English.
 *
 * Ids: countries keep the spec's ids (Greece 1 ... Japan 12), China takes 13. Below a
 * country, a province is `country * 1000 + n * 100` and its cities follow it
 * (`province + 1, + 2, ...`), so every id below a country is above 100 and never collides
 * with a country, and an id tells where it sits (12201 is Kyoto, in Kyoto Prefecture, Japan).
 * The catalogue issue extends this list; ids once shipped never change meaning.
 */

export interface SeedCity {
  id: number;
  en: string;
  cn: string;
}

export interface SeedProvince extends SeedCity {
  cities: SeedCity[];
}

export interface SeedCountry extends SeedCity {
  provinces: SeedProvince[];
}

/** In display order: the spec's home countries, Athens first, then countries without hotels. */
export const SEED_COUNTRIES: readonly SeedCountry[] = [
  {
    id: 1,
    en: 'Greece',
    cn: '希腊',
    provinces: [
      {
        id: 1100,
        en: 'Attica',
        cn: '阿提卡',
        cities: [
          { id: 1101, en: 'Athens', cn: '雅典' },
          { id: 1102, en: 'Piraeus', cn: '比雷埃夫斯' },
        ],
      },
      {
        id: 1200,
        en: 'Central Macedonia',
        cn: '中马其顿',
        cities: [{ id: 1201, en: 'Thessaloniki', cn: '塞萨洛尼基' }],
      },
      {
        id: 1300,
        en: 'South Aegean',
        cn: '南爱琴',
        cities: [
          { id: 1301, en: 'Santorini', cn: '圣托里尼' },
          { id: 1302, en: 'Mykonos', cn: '米科诺斯' },
          { id: 1303, en: 'Rhodes', cn: '罗得岛' },
        ],
      },
    ],
  },
  {
    id: 4,
    en: 'Portugal',
    cn: '葡萄牙',
    provinces: [
      {
        id: 4100,
        en: 'Lisbon District',
        cn: '里斯本区',
        cities: [
          { id: 4101, en: 'Lisbon', cn: '里斯本' },
          { id: 4102, en: 'Sintra', cn: '辛特拉' },
          { id: 4103, en: 'Cascais', cn: '卡斯凯什' },
        ],
      },
      {
        id: 4200,
        en: 'Porto District',
        cn: '波尔图区',
        cities: [{ id: 4201, en: 'Porto', cn: '波尔图' }],
      },
      {
        id: 4300,
        en: 'Algarve',
        cn: '阿尔加维',
        cities: [
          { id: 4301, en: 'Faro', cn: '法鲁' },
          { id: 4302, en: 'Lagos', cn: '拉古什' },
        ],
      },
    ],
  },
  {
    id: 7,
    en: 'Spain',
    cn: '西班牙',
    provinces: [
      {
        id: 7100,
        en: 'Community of Madrid',
        cn: '马德里自治区',
        cities: [{ id: 7101, en: 'Madrid', cn: '马德里' }],
      },
      {
        id: 7200,
        en: 'Catalonia',
        cn: '加泰罗尼亚',
        cities: [
          { id: 7201, en: 'Barcelona', cn: '巴塞罗那' },
          { id: 7202, en: 'Girona', cn: '赫罗纳' },
        ],
      },
      {
        id: 7300,
        en: 'Andalusia',
        cn: '安达卢西亚',
        cities: [
          { id: 7301, en: 'Seville', cn: '塞维利亚' },
          { id: 7302, en: 'Granada', cn: '格拉纳达' },
          { id: 7303, en: 'Málaga', cn: '马拉加' },
        ],
      },
    ],
  },
  {
    id: 8,
    en: 'Italy',
    cn: '意大利',
    provinces: [
      {
        id: 8100,
        en: 'Lazio',
        cn: '拉齐奥',
        cities: [{ id: 8101, en: 'Rome', cn: '罗马' }],
      },
      {
        id: 8200,
        en: 'Tuscany',
        cn: '托斯卡纳',
        cities: [
          { id: 8201, en: 'Florence', cn: '佛罗伦萨' },
          { id: 8202, en: 'Pisa', cn: '比萨' },
        ],
      },
      {
        id: 8300,
        en: 'Veneto',
        cn: '威尼托',
        cities: [
          { id: 8301, en: 'Venice', cn: '威尼斯' },
          { id: 8302, en: 'Verona', cn: '维罗纳' },
        ],
      },
    ],
  },
  {
    id: 9,
    en: 'Turkey',
    cn: '土耳其',
    provinces: [
      {
        id: 9100,
        en: 'Istanbul Province',
        cn: '伊斯坦布尔省',
        cities: [{ id: 9101, en: 'Istanbul', cn: '伊斯坦布尔' }],
      },
      {
        id: 9200,
        en: 'Nevşehir Province',
        cn: '内夫谢希尔省',
        cities: [{ id: 9201, en: 'Göreme', cn: '格雷梅' }],
      },
      {
        id: 9300,
        en: 'Antalya Province',
        cn: '安塔利亚省',
        cities: [{ id: 9301, en: 'Antalya', cn: '安塔利亚' }],
      },
    ],
  },
  {
    id: 10,
    en: 'Thailand',
    cn: '泰国',
    provinces: [
      {
        id: 10100,
        en: 'Bangkok',
        cn: '曼谷',
        cities: [{ id: 10101, en: 'Bangkok', cn: '曼谷' }],
      },
      {
        id: 10200,
        en: 'Chiang Mai Province',
        cn: '清迈府',
        cities: [{ id: 10201, en: 'Chiang Mai', cn: '清迈' }],
      },
      {
        id: 10300,
        en: 'Phuket Province',
        cn: '普吉府',
        cities: [{ id: 10301, en: 'Phuket', cn: '普吉' }],
      },
    ],
  },
  {
    id: 11,
    en: 'Malaysia',
    cn: '马来西亚',
    provinces: [
      {
        id: 11100,
        en: 'Kuala Lumpur',
        cn: '吉隆坡联邦直辖区',
        cities: [{ id: 11101, en: 'Kuala Lumpur', cn: '吉隆坡' }],
      },
      {
        id: 11200,
        en: 'Penang',
        cn: '槟城',
        cities: [{ id: 11201, en: 'George Town', cn: '乔治市' }],
      },
      {
        id: 11300,
        en: 'Sabah',
        cn: '沙巴',
        cities: [{ id: 11301, en: 'Kota Kinabalu', cn: '亚庇' }],
      },
    ],
  },
  {
    id: 12,
    en: 'Japan',
    cn: '日本',
    provinces: [
      {
        id: 12100,
        en: 'Tokyo',
        cn: '东京都',
        cities: [{ id: 12101, en: 'Tokyo', cn: '东京' }],
      },
      {
        id: 12200,
        en: 'Kyoto Prefecture',
        cn: '京都府',
        cities: [{ id: 12201, en: 'Kyoto', cn: '京都' }],
      },
      {
        id: 12300,
        en: 'Osaka Prefecture',
        cn: '大阪府',
        cities: [{ id: 12301, en: 'Osaka', cn: '大阪' }],
      },
    ],
  },
  {
    id: 13,
    en: 'China',
    cn: '中国',
    provinces: [
      {
        id: 13100,
        en: 'Beijing',
        cn: '北京市',
        cities: [{ id: 13101, en: 'Beijing', cn: '北京' }],
      },
      {
        id: 13200,
        en: 'Shanghai',
        cn: '上海市',
        cities: [{ id: 13201, en: 'Shanghai', cn: '上海' }],
      },
      {
        id: 13300,
        en: 'Guangdong',
        cn: '广东省',
        cities: [
          { id: 13301, en: 'Guangzhou', cn: '广州' },
          { id: 13302, en: 'Shenzhen', cn: '深圳' },
        ],
      },
    ],
  },
];

export interface SeedRegionRow {
  regionId: number;
  pid: number;
  level: 1 | 2 | 3;
  nameCn: string;
  nameEn: string;
  sort: number;
}

/** The tree flattened into rows; `sort` is the position among siblings, in steps of 10. */
export function seedRegionRows(
  countries: readonly SeedCountry[] = SEED_COUNTRIES,
): SeedRegionRow[] {
  const rows: SeedRegionRow[] = [];
  countries.forEach((country, ci) => {
    rows.push(row(country, 0, 1, ci));
    country.provinces.forEach((province, pi) => {
      rows.push(row(province, country.id, 2, pi));
      province.cities.forEach((city, ti) => {
        rows.push(row(city, province.id, 3, ti));
      });
    });
  });
  return rows;
}

function row(node: SeedCity, pid: number, level: 1 | 2 | 3, index: number): SeedRegionRow {
  return {
    regionId: node.id,
    pid,
    level,
    nameCn: node.cn,
    nameEn: node.en,
    sort: (index + 1) * 10,
  };
}
