/**
 * Reference regions, as data: country > province > city in Chinese and English.
 *
 * Ids: countries keep the spec's ids (Greece 1 ... Japan 12), China takes 13. Below a
 * country, a province is `country * 1000 + n * 100` and its cities follow it
 * (`province + 1, + 2, ...`), so every id below a country is above 100 and never collides
 * with a country, and an id tells where it sits (12201 is Kyoto, in Kyoto Prefecture, Japan).
 * A country with more than nine provinces (China) numbers the tenth on as
 * `country * 10000 + n * 100` (131000 is Shandong, 131001 Jinan): at or above 100000, so
 * never one of the short ids. Countries without hotels follow China from 14 (Singapore).
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

/**
 * In display order: the spec's home countries, Athens first, then countries without hotels,
 * China first among them (sort follows this order).
 */
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
          { id: 13303, en: 'Zhuhai', cn: '珠海' },
          { id: 13304, en: 'Foshan', cn: '佛山' },
        ],
      },
      {
        id: 13400,
        en: 'Tianjin',
        cn: '天津市',
        cities: [{ id: 13401, en: 'Tianjin', cn: '天津' }],
      },
      {
        id: 13500,
        en: 'Chongqing',
        cn: '重庆市',
        cities: [{ id: 13501, en: 'Chongqing', cn: '重庆' }],
      },
      {
        id: 13600,
        en: 'Zhejiang',
        cn: '浙江省',
        cities: [
          { id: 13601, en: 'Hangzhou', cn: '杭州' },
          { id: 13602, en: 'Ningbo', cn: '宁波' },
          { id: 13603, en: 'Wenzhou', cn: '温州' },
        ],
      },
      {
        id: 13700,
        en: 'Jiangsu',
        cn: '江苏省',
        cities: [
          { id: 13701, en: 'Nanjing', cn: '南京' },
          { id: 13702, en: 'Suzhou', cn: '苏州' },
          { id: 13703, en: 'Wuxi', cn: '无锡' },
        ],
      },
      {
        id: 13800,
        en: 'Sichuan',
        cn: '四川省',
        cities: [
          { id: 13801, en: 'Chengdu', cn: '成都' },
          { id: 13802, en: 'Mianyang', cn: '绵阳' },
          { id: 13803, en: 'Leshan', cn: '乐山' },
        ],
      },
      {
        id: 13900,
        en: 'Fujian',
        cn: '福建省',
        cities: [
          { id: 13901, en: 'Fuzhou', cn: '福州' },
          { id: 13902, en: 'Xiamen', cn: '厦门' },
          { id: 13903, en: 'Quanzhou', cn: '泉州' },
        ],
      },
      {
        id: 131000,
        en: 'Shandong',
        cn: '山东省',
        cities: [
          { id: 131001, en: 'Jinan', cn: '济南' },
          { id: 131002, en: 'Qingdao', cn: '青岛' },
          { id: 131003, en: 'Yantai', cn: '烟台' },
        ],
      },
      {
        id: 131100,
        en: 'Hubei',
        cn: '湖北省',
        cities: [
          { id: 131101, en: 'Wuhan', cn: '武汉' },
          { id: 131102, en: 'Yichang', cn: '宜昌' },
          { id: 131103, en: 'Xiangyang', cn: '襄阳' },
        ],
      },
      {
        id: 131200,
        en: 'Hunan',
        cn: '湖南省',
        cities: [
          { id: 131201, en: 'Changsha', cn: '长沙' },
          { id: 131202, en: 'Zhangjiajie', cn: '张家界' },
        ],
      },
      {
        id: 131300,
        en: 'Yunnan',
        cn: '云南省',
        cities: [
          { id: 131301, en: 'Kunming', cn: '昆明' },
          { id: 131302, en: 'Dali', cn: '大理' },
          { id: 131303, en: 'Lijiang', cn: '丽江' },
        ],
      },
      {
        id: 131400,
        en: 'Hainan',
        cn: '海南省',
        cities: [
          { id: 131401, en: 'Haikou', cn: '海口' },
          { id: 131402, en: 'Sanya', cn: '三亚' },
        ],
      },
      {
        id: 131500,
        en: 'Shaanxi',
        cn: '陕西省',
        cities: [
          { id: 131501, en: "Xi'an", cn: '西安' },
          { id: 131502, en: 'Xianyang', cn: '咸阳' },
          { id: 131503, en: "Yan'an", cn: '延安' },
        ],
      },
      {
        id: 131600,
        en: 'Guangxi',
        cn: '广西壮族自治区',
        cities: [
          { id: 131601, en: 'Nanning', cn: '南宁' },
          { id: 131602, en: 'Guilin', cn: '桂林' },
          { id: 131603, en: 'Beihai', cn: '北海' },
        ],
      },
      {
        id: 131700,
        en: 'Henan',
        cn: '河南省',
        cities: [
          { id: 131701, en: 'Zhengzhou', cn: '郑州' },
          { id: 131702, en: 'Luoyang', cn: '洛阳' },
          { id: 131703, en: 'Kaifeng', cn: '开封' },
        ],
      },
      {
        id: 131800,
        en: 'Anhui',
        cn: '安徽省',
        cities: [
          { id: 131801, en: 'Hefei', cn: '合肥' },
          { id: 131802, en: 'Huangshan', cn: '黄山' },
          { id: 131803, en: 'Wuhu', cn: '芜湖' },
        ],
      },
      {
        id: 131900,
        en: 'Liaoning',
        cn: '辽宁省',
        cities: [
          { id: 131901, en: 'Shenyang', cn: '沈阳' },
          { id: 131902, en: 'Dalian', cn: '大连' },
        ],
      },
      {
        id: 132000,
        en: 'Hebei',
        cn: '河北省',
        cities: [
          { id: 132001, en: 'Shijiazhuang', cn: '石家庄' },
          { id: 132002, en: 'Qinhuangdao', cn: '秦皇岛' },
          { id: 132003, en: 'Baoding', cn: '保定' },
        ],
      },
      {
        id: 132100,
        en: 'Jiangxi',
        cn: '江西省',
        cities: [
          { id: 132101, en: 'Nanchang', cn: '南昌' },
          { id: 132102, en: 'Jiujiang', cn: '九江' },
          { id: 132103, en: 'Jingdezhen', cn: '景德镇' },
        ],
      },
      {
        id: 132200,
        en: 'Guizhou',
        cn: '贵州省',
        cities: [
          { id: 132201, en: 'Guiyang', cn: '贵阳' },
          { id: 132202, en: 'Zunyi', cn: '遵义' },
        ],
      },
      {
        id: 132300,
        en: 'Heilongjiang',
        cn: '黑龙江省',
        cities: [
          { id: 132301, en: 'Harbin', cn: '哈尔滨' },
          { id: 132302, en: 'Daqing', cn: '大庆' },
        ],
      },
      {
        id: 132400,
        en: 'Shanxi',
        cn: '山西省',
        cities: [
          { id: 132401, en: 'Taiyuan', cn: '太原' },
          { id: 132402, en: 'Datong', cn: '大同' },
        ],
      },
      {
        id: 132500,
        en: 'Jilin',
        cn: '吉林省',
        cities: [
          { id: 132501, en: 'Changchun', cn: '长春' },
          { id: 132502, en: 'Jilin City', cn: '吉林市' },
        ],
      },
      {
        id: 132600,
        en: 'Inner Mongolia',
        cn: '内蒙古自治区',
        cities: [
          { id: 132601, en: 'Hohhot', cn: '呼和浩特' },
          { id: 132602, en: 'Baotou', cn: '包头' },
        ],
      },
      {
        id: 132700,
        en: 'Gansu',
        cn: '甘肃省',
        cities: [
          { id: 132701, en: 'Lanzhou', cn: '兰州' },
          { id: 132702, en: 'Dunhuang', cn: '敦煌' },
        ],
      },
      {
        id: 132800,
        en: 'Xinjiang',
        cn: '新疆维吾尔自治区',
        cities: [
          { id: 132801, en: 'Ürümqi', cn: '乌鲁木齐' },
          { id: 132802, en: 'Kashgar', cn: '喀什' },
        ],
      },
      {
        id: 132900,
        en: 'Tibet',
        cn: '西藏自治区',
        cities: [{ id: 132901, en: 'Lhasa', cn: '拉萨' }],
      },
      {
        id: 133000,
        en: 'Qinghai',
        cn: '青海省',
        cities: [{ id: 133001, en: 'Xining', cn: '西宁' }],
      },
      {
        id: 133100,
        en: 'Ningxia',
        cn: '宁夏回族自治区',
        cities: [{ id: 133101, en: 'Yinchuan', cn: '银川' }],
      },
      {
        id: 133200,
        en: 'Hong Kong',
        cn: '香港特别行政区',
        cities: [{ id: 133201, en: 'Hong Kong', cn: '香港' }],
      },
      {
        id: 133300,
        en: 'Macau',
        cn: '澳门特别行政区',
        cities: [{ id: 133301, en: 'Macau', cn: '澳门' }],
      },
    ],
  },
  {
    id: 14,
    en: 'Singapore',
    cn: '新加坡',
    provinces: [
      {
        id: 14100,
        en: 'Singapore',
        cn: '新加坡',
        cities: [{ id: 14101, en: 'Singapore', cn: '新加坡' }],
      },
    ],
  },
  {
    id: 15,
    en: 'Vietnam',
    cn: '越南',
    provinces: [
      {
        id: 15100,
        en: 'Hanoi',
        cn: '河内市',
        cities: [{ id: 15101, en: 'Hanoi', cn: '河内' }],
      },
      {
        id: 15200,
        en: 'Ho Chi Minh City',
        cn: '胡志明市',
        cities: [{ id: 15201, en: 'Ho Chi Minh City', cn: '胡志明市' }],
      },
      {
        id: 15300,
        en: 'Da Nang',
        cn: '岘港市',
        cities: [{ id: 15301, en: 'Da Nang', cn: '岘港' }],
      },
      {
        id: 15400,
        en: 'Khánh Hòa Province',
        cn: '庆和省',
        cities: [{ id: 15401, en: 'Nha Trang', cn: '芽庄' }],
      },
    ],
  },
  {
    id: 16,
    en: 'Indonesia',
    cn: '印度尼西亚',
    provinces: [
      {
        id: 16100,
        en: 'Jakarta',
        cn: '雅加达首都特区',
        cities: [{ id: 16101, en: 'Jakarta', cn: '雅加达' }],
      },
      {
        id: 16200,
        en: 'Bali',
        cn: '巴厘省',
        cities: [
          { id: 16201, en: 'Denpasar', cn: '登巴萨' },
          { id: 16202, en: 'Ubud', cn: '乌布' },
        ],
      },
      {
        id: 16300,
        en: 'East Java',
        cn: '东爪哇省',
        cities: [{ id: 16301, en: 'Surabaya', cn: '泗水' }],
      },
    ],
  },
  {
    id: 17,
    en: 'South Korea',
    cn: '韩国',
    provinces: [
      {
        id: 17100,
        en: 'Seoul',
        cn: '首尔特别市',
        cities: [{ id: 17101, en: 'Seoul', cn: '首尔' }],
      },
      {
        id: 17200,
        en: 'Busan',
        cn: '釜山广域市',
        cities: [{ id: 17201, en: 'Busan', cn: '釜山' }],
      },
      {
        id: 17300,
        en: 'Jeju Province',
        cn: '济州特别自治道',
        cities: [
          { id: 17301, en: 'Jeju City', cn: '济州市' },
          { id: 17302, en: 'Seogwipo', cn: '西归浦' },
        ],
      },
    ],
  },
  {
    id: 18,
    en: 'United Arab Emirates',
    cn: '阿联酋',
    provinces: [
      {
        id: 18100,
        en: 'Dubai',
        cn: '迪拜酋长国',
        cities: [{ id: 18101, en: 'Dubai', cn: '迪拜' }],
      },
      {
        id: 18200,
        en: 'Abu Dhabi',
        cn: '阿布扎比酋长国',
        cities: [
          { id: 18201, en: 'Abu Dhabi', cn: '阿布扎比' },
          { id: 18202, en: 'Al Ain', cn: '艾因' },
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
