import type { PaletteName } from '../images';

/**
 * The demo catalogue as data: for each home city its coordinates and the real districts
 * (bilingual) its demo hotels are named after, and per country the currency, time zone,
 * price level and image palette. `demo-seed.ts` turns it into hotels, rooms and a year of
 * prices; a scale seed repeats it.
 */

export interface DemoDistrict {
  en: string;
  cn: string;
}

export interface DemoCity {
  cityId: number;
  provinceId: number;
  countryId: number;
  en: string;
  cn: string;
  /** Longitude, latitude of the centre. */
  lng: number;
  lat: number;
  districts: DemoDistrict[];
}

export interface DemoCountry {
  id: number;
  currencyId: number;
  timeZone: string;
  /** Typical nightly price of a standard room, in minor units of the currency. */
  basePrice: number;
  /** Rounding step of prices, in minor units (a whole euro, 100 yen). */
  priceStep: number;
  phonePrefix: string;
  palette: PaletteName;
  /** Summer months cost more (Mediterranean) or the cool season does (tropics). */
  peakMonths: number[];
}

export const DEMO_COUNTRIES: Record<number, DemoCountry> = {
  1: {
    id: 1,
    currencyId: 2,
    timeZone: 'Europe/Athens',
    basePrice: 11000,
    priceStep: 100,
    phonePrefix: '+30',
    palette: 'aegean',
    peakMonths: [6, 7, 8],
  },
  4: {
    id: 4,
    currencyId: 2,
    timeZone: 'Europe/Lisbon',
    basePrice: 9500,
    priceStep: 100,
    phonePrefix: '+351',
    palette: 'terracotta',
    peakMonths: [6, 7, 8],
  },
  7: {
    id: 7,
    currencyId: 2,
    timeZone: 'Europe/Madrid',
    basePrice: 10500,
    priceStep: 100,
    phonePrefix: '+34',
    palette: 'terracotta',
    peakMonths: [4, 6, 7, 8],
  },
  8: {
    id: 8,
    currencyId: 2,
    timeZone: 'Europe/Rome',
    basePrice: 13000,
    priceStep: 100,
    phonePrefix: '+39',
    palette: 'tuscan',
    peakMonths: [5, 6, 9],
  },
  9: {
    id: 9,
    currencyId: 2,
    timeZone: 'Europe/Istanbul',
    basePrice: 8000,
    priceStep: 100,
    phonePrefix: '+90',
    palette: 'bosphorus',
    peakMonths: [5, 6, 9, 10],
  },
  10: {
    id: 10,
    currencyId: 3,
    timeZone: 'Asia/Bangkok',
    basePrice: 220000,
    priceStep: 5000,
    phonePrefix: '+66',
    palette: 'jungle',
    peakMonths: [12, 1, 2],
  },
  11: {
    id: 11,
    currencyId: 6,
    timeZone: 'Asia/Kuala_Lumpur',
    basePrice: 32000,
    priceStep: 500,
    phonePrefix: '+60',
    palette: 'jungle',
    peakMonths: [12, 1, 7],
  },
  12: {
    id: 12,
    currencyId: 4,
    timeZone: 'Asia/Tokyo',
    basePrice: 16000,
    priceStep: 100,
    phonePrefix: '+81',
    palette: 'temple',
    peakMonths: [3, 4, 10, 11],
  },
};

const d = (en: string, cn: string): DemoDistrict => ({ en, cn });

export const DEMO_CITIES: DemoCity[] = [
  {
    cityId: 1101,
    provinceId: 1100,
    countryId: 1,
    en: 'Athens',
    cn: '雅典',
    lng: 23.7275,
    lat: 37.9838,
    districts: [
      d('Plaka', '普拉卡'),
      d('Kolonaki', '科洛纳基'),
      d('Monastiraki', '莫纳斯提拉基'),
      d('Syntagma', '宪法广场'),
    ],
  },
  {
    cityId: 1102,
    provinceId: 1100,
    countryId: 1,
    en: 'Piraeus',
    cn: '比雷埃夫斯',
    lng: 23.647,
    lat: 37.942,
    districts: [d('Mikrolimano', '米克罗利马诺'), d('Kastella', '卡斯特拉')],
  },
  {
    cityId: 1201,
    provinceId: 1200,
    countryId: 1,
    en: 'Thessaloniki',
    cn: '塞萨洛尼基',
    lng: 22.9444,
    lat: 40.6401,
    districts: [d('Ladadika', '拉达迪卡'), d('Ano Poli', '上城')],
  },
  {
    cityId: 1301,
    provinceId: 1300,
    countryId: 1,
    en: 'Santorini',
    cn: '圣托里尼',
    lng: 25.4615,
    lat: 36.3932,
    districts: [d('Oia', '伊亚'), d('Fira', '费拉')],
  },
  {
    cityId: 1302,
    provinceId: 1300,
    countryId: 1,
    en: 'Mykonos',
    cn: '米科诺斯',
    lng: 25.3289,
    lat: 37.4467,
    districts: [d('Little Venice', '小威尼斯'), d('Ornos', '奥尔诺斯')],
  },
  {
    cityId: 1303,
    provinceId: 1300,
    countryId: 1,
    en: 'Rhodes',
    cn: '罗得岛',
    lng: 28.2278,
    lat: 36.4341,
    districts: [d('Old Town', '老城'), d('Lindos', '林多斯')],
  },
  {
    cityId: 4101,
    provinceId: 4100,
    countryId: 4,
    en: 'Lisbon',
    cn: '里斯本',
    lng: -9.1393,
    lat: 38.7223,
    districts: [d('Alfama', '阿尔法玛'), d('Chiado', '希亚多'), d('Belém', '贝伦')],
  },
  {
    cityId: 4102,
    provinceId: 4100,
    countryId: 4,
    en: 'Sintra',
    cn: '辛特拉',
    lng: -9.3817,
    lat: 38.8029,
    districts: [d('Pena', '佩纳'), d('Monserrate', '蒙塞拉特')],
  },
  {
    cityId: 4103,
    provinceId: 4100,
    countryId: 4,
    en: 'Cascais',
    cn: '卡斯凯什',
    lng: -9.4215,
    lat: 38.6979,
    districts: [d('Boca do Inferno', '地狱之口'), d('Estoril', '埃斯托里尔')],
  },
  {
    cityId: 4201,
    provinceId: 4200,
    countryId: 4,
    en: 'Porto',
    cn: '波尔图',
    lng: -8.6291,
    lat: 41.1579,
    districts: [d('Ribeira', '里贝拉'), d('Foz do Douro', '杜罗河口')],
  },
  {
    cityId: 4301,
    provinceId: 4300,
    countryId: 4,
    en: 'Faro',
    cn: '法鲁',
    lng: -7.9304,
    lat: 37.0194,
    districts: [d('Ria Formosa', '福莫萨潟湖'), d('Cidade Velha', '老城')],
  },
  {
    cityId: 4302,
    provinceId: 4300,
    countryId: 4,
    en: 'Lagos',
    cn: '拉古什',
    lng: -8.673,
    lat: 37.1028,
    districts: [d('Ponta da Piedade', '皮达德角'), d('Meia Praia', '梅亚海滩')],
  },
  {
    cityId: 7101,
    provinceId: 7100,
    countryId: 7,
    en: 'Madrid',
    cn: '马德里',
    lng: -3.7038,
    lat: 40.4168,
    districts: [d('Malasaña', '马拉萨尼亚'), d('Retiro', '丽池'), d('Puerta del Sol', '太阳门')],
  },
  {
    cityId: 7201,
    provinceId: 7200,
    countryId: 7,
    en: 'Barcelona',
    cn: '巴塞罗那',
    lng: 2.1734,
    lat: 41.3851,
    districts: [d('Gràcia', '格拉西亚'), d('El Born', '博恩区'), d('Barceloneta', '巴塞罗内塔')],
  },
  {
    cityId: 7202,
    provinceId: 7200,
    countryId: 7,
    en: 'Girona',
    cn: '赫罗纳',
    lng: 2.8214,
    lat: 41.9794,
    districts: [d('Barri Vell', '老城区'), d('Onyar', '奥尼亚尔河畔')],
  },
  {
    cityId: 7301,
    provinceId: 7300,
    countryId: 7,
    en: 'Seville',
    cn: '塞维利亚',
    lng: -5.9845,
    lat: 37.3891,
    districts: [d('Santa Cruz', '圣十字区'), d('Triana', '特里亚纳')],
  },
  {
    cityId: 7302,
    provinceId: 7300,
    countryId: 7,
    en: 'Granada',
    cn: '格拉纳达',
    lng: -3.5986,
    lat: 37.1773,
    districts: [d('Albaicín', '阿尔拜辛'), d('Alhambra', '阿尔罕布拉')],
  },
  {
    cityId: 7303,
    provinceId: 7300,
    countryId: 7,
    en: 'Málaga',
    cn: '马拉加',
    lng: -4.4214,
    lat: 36.7213,
    districts: [d('Soho', '苏荷区'), d('La Malagueta', '马拉盖塔')],
  },
  {
    cityId: 8101,
    provinceId: 8100,
    countryId: 8,
    en: 'Rome',
    cn: '罗马',
    lng: 12.4964,
    lat: 41.9028,
    districts: [
      d('Trastevere', '特拉斯提弗列'),
      d('Monti', '蒙蒂'),
      d('Piazza Navona', '纳沃纳广场'),
    ],
  },
  {
    cityId: 8201,
    provinceId: 8200,
    countryId: 8,
    en: 'Florence',
    cn: '佛罗伦萨',
    lng: 11.2558,
    lat: 43.7696,
    districts: [d('Oltrarno', '奥尔特拉诺'), d('Santa Croce', '圣十字')],
  },
  {
    cityId: 8202,
    provinceId: 8200,
    countryId: 8,
    en: 'Pisa',
    cn: '比萨',
    lng: 10.4017,
    lat: 43.7228,
    districts: [d('Piazza dei Miracoli', '奇迹广场'), d('Lungarno', '阿尔诺河岸')],
  },
  {
    cityId: 8301,
    provinceId: 8300,
    countryId: 8,
    en: 'Venice',
    cn: '威尼斯',
    lng: 12.3155,
    lat: 45.4408,
    districts: [d('San Marco', '圣马可'), d('Dorsoduro', '多尔索杜罗')],
  },
  {
    cityId: 8302,
    provinceId: 8300,
    countryId: 8,
    en: 'Verona',
    cn: '维罗纳',
    lng: 10.9916,
    lat: 45.4384,
    districts: [d('Arena', '竞技场'), d('Castelvecchio', '古堡')],
  },
  {
    cityId: 9101,
    provinceId: 9100,
    countryId: 9,
    en: 'Istanbul',
    cn: '伊斯坦布尔',
    lng: 28.9784,
    lat: 41.0082,
    districts: [d('Sultanahmet', '苏丹艾哈迈德'), d('Galata', '加拉塔'), d('Karaköy', '卡拉柯伊')],
  },
  {
    cityId: 9201,
    provinceId: 9200,
    countryId: 9,
    en: 'Göreme',
    cn: '格雷梅',
    lng: 34.829,
    lat: 38.6431,
    districts: [d('Göreme Valley', '格雷梅山谷'), d('Uçhisar', '乌奇希萨')],
  },
  {
    cityId: 9301,
    provinceId: 9300,
    countryId: 9,
    en: 'Antalya',
    cn: '安塔利亚',
    lng: 30.7133,
    lat: 36.8969,
    districts: [d('Kaleiçi', '卡莱伊奇'), d('Lara', '拉拉')],
  },
  {
    cityId: 10101,
    provinceId: 10100,
    countryId: 10,
    en: 'Bangkok',
    cn: '曼谷',
    lng: 100.5018,
    lat: 13.7563,
    districts: [
      d('Chao Phraya Riverside', '湄南河畔'),
      d('Sukhumvit', '素坤逸'),
      d('Silom', '是隆'),
    ],
  },
  {
    cityId: 10201,
    provinceId: 10200,
    countryId: 10,
    en: 'Chiang Mai',
    cn: '清迈',
    lng: 98.9853,
    lat: 18.7883,
    districts: [d('Nimman', '宁曼'), d('Old City', '古城')],
  },
  {
    cityId: 10301,
    provinceId: 10300,
    countryId: 10,
    en: 'Phuket',
    cn: '普吉',
    lng: 98.3923,
    lat: 7.8804,
    districts: [d('Kata', '卡塔'), d('Patong', '芭东')],
  },
  {
    cityId: 11101,
    provinceId: 11100,
    countryId: 11,
    en: 'Kuala Lumpur',
    cn: '吉隆坡',
    lng: 101.6869,
    lat: 3.139,
    districts: [d('Bukit Bintang', '武吉免登'), d('KLCC', '双子塔')],
  },
  {
    cityId: 11201,
    provinceId: 11200,
    countryId: 11,
    en: 'George Town',
    cn: '乔治市',
    lng: 100.3354,
    lat: 5.4141,
    districts: [d('Armenian Street', '亚美尼亚街'), d('Gurney', '葛尼')],
  },
  {
    cityId: 11301,
    provinceId: 11300,
    countryId: 11,
    en: 'Kota Kinabalu',
    cn: '亚庇',
    lng: 116.0735,
    lat: 5.9804,
    districts: [d('Tanjung Aru', '丹绒亚路'), d('Waterfront', '海滨')],
  },
  {
    cityId: 12101,
    provinceId: 12100,
    countryId: 12,
    en: 'Tokyo',
    cn: '东京',
    lng: 139.6917,
    lat: 35.6895,
    districts: [d('Asakusa', '浅草'), d('Shinjuku', '新宿'), d('Ginza', '银座')],
  },
  {
    cityId: 12201,
    provinceId: 12200,
    countryId: 12,
    en: 'Kyoto',
    cn: '京都',
    lng: 135.7681,
    lat: 35.0116,
    districts: [d('Gion', '祇园'), d('Arashiyama', '岚山'), d('Higashiyama', '东山')],
  },
  {
    cityId: 12301,
    provinceId: 12300,
    countryId: 12,
    en: 'Osaka',
    cn: '大阪',
    lng: 135.5023,
    lat: 34.6937,
    districts: [d('Namba', '难波'), d('Umeda', '梅田')],
  },
];

/** Hotel styles; the name is `{district} {style}`. */
export const HOTEL_STYLES: { en: string; cn: string; tag: string }[] = [
  { en: 'Boutique Hotel', cn: '精品酒店', tag: 'boutique:Boutique' },
  { en: 'Suites', cn: '套房酒店', tag: 'suites:Suites' },
  { en: 'Guesthouse', cn: '民宿', tag: 'guesthouse:Guesthouse' },
  { en: 'Residences', cn: '公寓酒店', tag: 'apartments:Apartments' },
  { en: 'Grand Hotel', cn: '大酒店', tag: 'classic:Classic' },
  { en: 'Garden Inn', cn: '花园旅馆', tag: 'garden:Garden' },
];

export const HOTEL_TAGS = [
  'breakfast:Breakfast included',
  'view:Great view',
  'central:City centre',
  'family:Family friendly',
  'quiet:Quiet street',
  'rooftop:Rooftop terrace',
  'pool:Pool',
  'selfcheckin:Self check-in',
];

export interface RoomTemplate {
  en: string;
  cn: string;
  kindEn: string;
  kindCn: string;
  bedroomNums: number;
  bigBeds: number;
  adultNums: number;
  area: number;
  /** Price relative to the hotel's standard room. */
  factor: number;
  kitchen: boolean;
}

export const ROOM_TEMPLATES: RoomTemplate[] = [
  {
    en: 'Standard Double Room',
    cn: '标准大床房',
    kindEn: 'Double',
    kindCn: '大床房',
    bedroomNums: 1,
    bigBeds: 1,
    adultNums: 2,
    area: 18,
    factor: 1,
    kitchen: false,
  },
  {
    en: 'Twin Room',
    cn: '双床房',
    kindEn: 'Twin',
    kindCn: '双床房',
    bedroomNums: 2,
    bigBeds: 0,
    adultNums: 2,
    area: 20,
    factor: 1.05,
    kitchen: false,
  },
  {
    en: 'Deluxe King Room',
    cn: '豪华大床房',
    kindEn: 'Deluxe',
    kindCn: '豪华房',
    bedroomNums: 1,
    bigBeds: 1,
    adultNums: 2,
    area: 26,
    factor: 1.3,
    kitchen: false,
  },
  {
    en: 'Family Room',
    cn: '家庭房',
    kindEn: 'Family',
    kindCn: '家庭房',
    bedroomNums: 3,
    bigBeds: 1,
    adultNums: 4,
    area: 34,
    factor: 1.6,
    kitchen: true,
  },
  {
    en: 'Junior Suite',
    cn: '小套房',
    kindEn: 'Suite',
    kindCn: '套房',
    bedroomNums: 1,
    bigBeds: 1,
    adultNums: 3,
    area: 40,
    factor: 1.9,
    kitchen: true,
  },
  {
    en: 'Panorama Suite',
    cn: '全景套房',
    kindEn: 'Suite',
    kindCn: '套房',
    bedroomNums: 1,
    bigBeds: 2,
    adultNums: 4,
    area: 55,
    factor: 2.6,
    kitchen: true,
  },
];

/**
 * Exchange rates: USD for one unit of each currency. The seed writes them only where a rate is
 * missing, so a rate changed in the database stays.
 */
export const SEED_USD_PER_UNIT: Record<number, string> = {
  1: '0.140449438202',
  2: '1.082300000000',
  3: '0.028457598179',
  4: '0.006711409396',
  5: '1.000000000000',
  6: '0.223114680946',
};

/** The day the seed's rates are of (shown as "rates of" until the first update). */
export const SEED_RATES_DATE = '2026-11-01';
