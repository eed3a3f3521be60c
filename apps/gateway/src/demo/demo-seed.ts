import { addDays, isoDay, todayIn } from '@bookdirect/gateway-sdk';
import { count, sql } from 'drizzle-orm';
import { FACILITIES, type FacilityGroup } from '../catalog/facilities';
import { generatedKey } from '../catalog/images';
import {
  type FacilityFlags,
  hotelImages,
  hotels,
  type NewHotelRow,
  ratePlans,
  roomTypes,
} from '../catalog/schema';
import { refreshHasHotels } from '../catalog/service';
import { tagsInChinese } from '../catalog/tags';
import {
  DEMO_CITIES,
  DEMO_COUNTRIES,
  HOTEL_STYLES,
  HOTEL_TAGS,
  ROOM_TEMPLATES,
} from '../catalog/tooling/demo-data';
import type { Database } from '../db';
import { score10Of } from '../orders/reviews';
import { hotelReviews } from '../orders/schema';
import { planDemoReviews } from './demo-reviews';

/**
 * The demo catalogue, and the same at any scale for benchmarks: hotels named after real
 * districts of the home cities, 3-6 room types each (or a fixed number), a stock-and-price
 * row per room type per day from yesterday on, drawn images, two rate plans, and 3-8 guest
 * reviews that make up each hotel's score. Stock and prices are made in the database
 * (generate_series), so millions of rows take seconds.
 */

/** Hotels of the demo: one per district of every home city. */
export const DEMO_HOTEL_COUNT = DEMO_CITIES.reduce((n, c) => n + c.districts.length, 0);

export interface SeedScale {
  hotels: number;
  /** Room types per hotel; without it 3 to 6. */
  roomTypes?: number;
  /** Days of stock and prices, from yesterday (UTC). */
  days: number;
}

export const DEMO_SCALE: SeedScale = { hotels: DEMO_HOTEL_COUNT, days: 365 };

export interface SeedResult {
  seeded: boolean;
  hotels: number;
  roomTypes: number;
  days: number;
}

const HOTEL_BATCH = 500;
const DAY_BATCH_ROOM_TYPES = 1000;

export async function hotelCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(hotels);
  return Number(row?.n ?? 0);
}

/** Seeds when the catalogue is empty (or `force`); answers what it did. */
export async function seedDemoCatalogue(
  db: Database,
  scale: SeedScale = DEMO_SCALE,
  options: { force?: boolean; log?: (message: string) => void } = {},
): Promise<SeedResult> {
  const existing = await hotelCount(db);
  if (existing > 0 && !options.force) {
    return { seeded: false, hotels: existing, roomTypes: 0, days: 0 };
  }
  const log = options.log ?? (() => {});
  // From yesterday (UTC), so every hotel zone's today has prices.
  const startIso = isoDay(addDays(todayIn('UTC'), -1));
  const now = new Date();
  let roomTypeTotal = 0;

  for (let first = 0; first < scale.hotels; first += HOTEL_BATCH) {
    const size = Math.min(HOTEL_BATCH, scale.hotels - first);
    const plans = Array.from({ length: size }, (_, k) => planHotel(first + k, scale, now));
    const inserted = await db
      .insert(hotels)
      .values(plans.map((p) => p.row))
      .returning({ id: hotels.id });

    const typeRows: (typeof roomTypes.$inferInsert)[] = [];
    const typeMeta: { base: number; step: number; rooms: number; peak: number }[] = [];
    const images: (typeof hotelImages.$inferInsert)[] = [];
    const rates: (typeof ratePlans.$inferInsert)[] = [];
    const reviews: (typeof hotelReviews.$inferInsert)[] = [];
    inserted.forEach(({ id }, k) => {
      const plan = plans[k];
      if (!plan) return;
      for (const review of plan.reviews) reviews.push({ ...review, hotelId: id });
      for (let i = 0; i < 5; i++) {
        images.push({ hotelId: id, imageType: 1, imageKey: plan.hotelImage(i), sort: i });
      }
      images.push({ hotelId: id, imageType: 26, imageKey: plan.guideImage, sort: 0 });
      rates.push(
        {
          hotelId: id,
          nameCn: '标准价',
          nameEn: 'Standard rate',
          isStandard: true,
          refundable: true,
          breakfast: false,
          sort: 1,
        },
        {
          hotelId: id,
          nameCn: '含早餐特惠价',
          nameEn: 'Breakfast saver',
          isStandard: false,
          refundable: false,
          breakfast: true,
          sort: 2,
        },
      );
      plan.roomTypes.forEach((rt, sort) => {
        typeRows.push({ ...rt.row, hotelId: id, sort });
        typeMeta.push(rt.meta);
      });
    });
    const typeIds: number[] = [];
    for (let i = 0; i < typeRows.length; i += 2000) {
      const ids = await db
        .insert(roomTypes)
        .values(typeRows.slice(i, i + 2000))
        .returning({ id: roomTypes.id, hotelId: roomTypes.hotelId });
      typeIds.push(...ids.map((r) => r.id));
    }
    roomTypeTotal += typeIds.length;
    for (let i = 0; i < typeRows.length; i++) {
      const row = typeRows[i];
      const id = typeIds[i];
      if (!row || id === undefined) continue;
      for (let j = 0; j < 2; j++) {
        images.push({
          hotelId: row.hotelId,
          roomTypeId: id,
          imageType: 2,
          imageKey: roomImage(row.imageKey ?? '', j),
          sort: j,
        });
      }
    }
    for (let i = 0; i < images.length; i += 5000) {
      await db.insert(hotelImages).values(images.slice(i, i + 5000));
    }
    for (let i = 0; i < rates.length; i += 5000) {
      await db.insert(ratePlans).values(rates.slice(i, i + 5000));
    }
    for (let i = 0; i < reviews.length; i += 5000) {
      await db.insert(hotelReviews).values(reviews.slice(i, i + 5000));
    }
    for (let i = 0; i < typeIds.length; i += DAY_BATCH_ROOM_TYPES) {
      const ids = typeIds.slice(i, i + DAY_BATCH_ROOM_TYPES);
      const meta = typeMeta.slice(i, i + DAY_BATCH_ROOM_TYPES);
      await insertRoomsAndDays(db, ids, meta, startIso, scale.days);
    }
    log(`hotels ${first + size}/${scale.hotels}`);
  }
  await refreshHasHotels(db);
  return { seeded: true, hotels: scale.hotels, roomTypes: roomTypeTotal, days: scale.days };
}

const intArray = (values: number[]) =>
  sql.raw(`'{${values.map((v) => Math.trunc(v)).join(',')}}'::int[]`);

async function insertRoomsAndDays(
  db: Database,
  ids: number[],
  meta: { base: number; step: number; rooms: number; peak: number }[],
  startIso: string,
  days: number,
): Promise<void> {
  const v = sql`unnest(${intArray(ids)}, ${intArray(meta.map((m) => m.base))}, ${intArray(
    meta.map((m) => m.step),
  )}, ${intArray(meta.map((m) => m.rooms))}, ${intArray(meta.map((m) => m.peak))}) as v(id, base, step, rooms, peak)`;
  await db.execute(sql`
    insert into rooms (hotel_id, room_type_id, room_no, floor)
    select rt.hotel_id, rt.id, ((rt.sort + 1) * 100 + g)::text, rt.sort + 1
    from ${v}
    join room_types rt on rt.id = v.id
    cross join lateral generate_series(1, v.rooms) g`);
  const start = sql.raw(`'${startIso}'::date`);
  // Weekends +18 %, peak months +25 %, a deterministic wobble of -8..+8 %, rounded to the
  // currency's step; about one night in 40 sold out, otherwise 1..rooms left.
  await db.execute(sql`
    insert into room_type_days (room_type_id, day, price, rest_nums)
    select v.id, d.day,
      (round(v.base * (1
        + case when extract(isodow from d.day) in (5, 6) then 0.18 else 0 end
        + case when (v.peak >> extract(month from d.day)::int) & 1 = 1 then 0.25 else 0 end
        + (((v.id * 31 + d.n * 7) % 17) - 8) / 100.0) / v.step) * v.step)::int,
      case when (v.id::bigint * 7919 + d.n * 104729) % 41 = 0 then 0
           else 1 + (v.id * 13 + d.n * 7) % v.rooms end
    from ${v}
    cross join lateral (
      select (${start} + n) as day, n from generate_series(0, ${sql.raw(String(Math.max(0, Math.trunc(days) - 1)))}) n
    ) d`);
}

function rng(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DISTRICTS = DEMO_CITIES.flatMap((city) =>
  city.districts.map((district) => ({ city, district })),
);

function roomImage(mainKey: string, index: number): string {
  if (index === 0) return mainKey;
  return mainKey.replace(/-(\d+)_1\.svg$/, (_, n: string) => `-${Number(n) + 7919}_1.svg`);
}

function facilities(
  group: FacilityGroup,
  r: () => number,
  chance: number,
  always: string[] = [],
): FacilityFlags {
  const flags: FacilityFlags = {};
  for (const key of Object.keys(FACILITIES[group])) {
    flags[key] = always.includes(key) || r() < chance ? 1 : 0;
  }
  return flags;
}

function planHotel(index: number, scale: SeedScale, now: Date) {
  const entry = DISTRICTS[index % DISTRICTS.length];
  if (!entry) throw new Error('no districts');
  const { city, district } = entry;
  const round = Math.floor(index / DISTRICTS.length);
  const country = DEMO_COUNTRIES[city.countryId];
  if (!country) throw new Error(`no demo country ${city.countryId}`);
  const r = rng(index + 1);
  const style = HOTEL_STYLES[(index * 7 + round) % HOTEL_STYLES.length] ?? HOTEL_STYLES[0];
  if (!style) throw new Error('no styles');
  const suffixEn = round > 0 ? ` ${round + 1}` : '';
  const suffixCn = round > 0 ? ` ${round + 1}号店` : '';
  const nameEn = `${district.en} ${style.en}${suffixEn}`;
  const nameCn = `${city.cn}${district.cn}${style.cn}${suffixCn}`;
  const number = 2 + Math.floor(r() * 180);
  const opening = 1962 + Math.floor(r() * 60);
  const renovated = r() < 0.7 ? Math.min(2025, opening + 5 + Math.floor(r() * 25)) : 0;
  const tags = [style.tag];
  while (tags.length < 3) {
    const tag = HOTEL_TAGS[Math.floor(r() * HOTEL_TAGS.length)];
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  const slug = nameEn
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/ +/g, '-');
  const phone = `${country.phonePrefix} ${String(200 + Math.floor(r() * 700))} ${String(1000000 + Math.floor(r() * 8999999)).slice(0, 7)}`;
  const score10 = 42 + Math.floor(r() * 9);
  // A stream of its own, so the rest of the hotel (rooms, prices) stays as it always was.
  const reviews = planDemoReviews(
    score10,
    { districtEn: district.en, districtCn: district.cn, cityEn: city.en, cityCn: city.cn },
    rng((index + 1) * 7919 + 1),
    now,
  );
  const reviewSum = reviews.reduce((sum, review) => sum + review.score, 0);
  if (score10Of(reviewSum, reviews.length) !== score10) {
    throw new Error(`demo reviews of hotel ${index} do not make its score ${score10}`);
  }
  const palette = country.palette;
  const seedBase = (index + 1) * 10;
  const row: NewHotelRow = {
    cityId: city.cityId,
    countryId: city.countryId,
    nameEn,
    nameCn,
    addressEn: `${number} ${district.en}, ${city.en}`,
    addressCn: `${city.cn}${district.cn}${number}号`,
    descriptionEn: `A ${style.en.toLowerCase()} in ${district.en}, a short walk from the heart of ${city.en}.`,
    descriptionCn: `位于${city.cn}${district.cn}的${style.cn}，步行即可到达市中心。`,
    coordX: Math.round((city.lng + (r() - 0.5) * 0.05) * 1e6) / 1e6,
    coordY: Math.round((city.lat + (r() - 0.5) * 0.05) * 1e6) / 1e6,
    score10,
    baseScore10: score10,
    reviewCount: reviews.length,
    reviewSum,
    hotelTag: tags.join(';'),
    hotelTagCn: tagsInChinese(tags.join(';')),
    openingYear: opening,
    renovationYear: renovated,
    mobile: phone,
    email: `stay@${slug}.example.com`,
    currencyId: country.currencyId,
    storeId: `S${String(10001 + index)}`,
    timeZone: country.timeZone,
    checkInTime: r() < 0.5 ? '14:00' : '15:00',
    checkOutTime: r() < 0.6 ? '11:00' : '12:00',
    imageKey: generatedKey(palette, 'hotel', seedBase),
  };
  const typeCount = scale.roomTypes ?? 3 + Math.floor(r() * 4);
  const hotelPrice = country.basePrice * (0.75 + r() * 0.7) * (0.8 + (score10 - 42) / 20);
  const peak = country.peakMonths.reduce((mask, m) => mask | (1 << m), 0);
  const types = Array.from({ length: typeCount }, (_, t) => {
    const template = ROOM_TEMPLATES[t % ROOM_TEMPLATES.length] ?? ROOM_TEMPLATES[0];
    if (!template) throw new Error('no room templates');
    const extra = t >= ROOM_TEMPLATES.length ? ` ${Math.floor(t / ROOM_TEMPLATES.length) + 1}` : '';
    return {
      row: {
        nameEn: `${template.en}${extra}`,
        nameCn: `${template.cn}${extra}`,
        status: 1,
        bedroomNums: template.bedroomNums,
        bigBeds: template.bigBeds,
        adultNums: template.adultNums,
        area: template.area + Math.floor(r() * 6),
        roomTypeEn: template.kindEn,
        roomTypeCn: template.kindCn,
        basicFacility: facilities('basic', r, 0.6, ['wifi', 'air_conditioning']),
        bathroomFacility: facilities('bathroom', r, 0.5, ['shower', 'toiletries']),
        kitchenFacility: template.kitchen
          ? facilities('kitchen', r, 0.6, ['kettle'])
          : facilities('kitchen', r, 0.2),
        imageKey: generatedKey(palette, 'room', seedBase * 10 + t),
      },
      meta: {
        base: Math.round(hotelPrice * template.factor),
        step: country.priceStep,
        rooms: 3 + Math.floor(r() * 10),
        peak,
      },
    };
  });
  return {
    row,
    reviews,
    roomTypes: types,
    hotelImage: (i: number) =>
      i === 0 ? (row.imageKey ?? '') : generatedKey(palette, 'hotel', seedBase + i),
    guideImage: generatedKey(palette, 'guide', seedBase),
  };
}
