import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { storeUpload } from '../image-pipeline';
import {
  currencies,
  hotelImages,
  hotels,
  ratePlans,
  rooms,
  roomTypeDays,
  roomTypes,
} from '../schema';
import { refreshHasHotels } from '../service';
import { tagsInChinese } from '../tags';

/**
 * A hotel group's own catalogue, as JSON (`ImportFile`) or CSV (one row per room type and
 * price period, hotel columns repeated). Hotels and room types are matched on the group's
 * `external_id`, so running an import again updates in place; photos go through the image
 * pipeline (`_1` original, `_3` display variant); prices are decimals in the hotel's
 * currency and are stored in its minor unit.
 */

export interface ImportPricePeriod {
  /** `YYYY-MM-DD` or `YYYYMMDD`, both inclusive. */
  from: string;
  to: string;
  price: number;
  rest_nums: number;
}

export interface ImportRoomType {
  external_id: string;
  name_en: string;
  name_cn?: string;
  status?: number;
  bedroom_nums?: number;
  big_beds?: number;
  adult_nums?: number;
  area?: number;
  room_type_en?: string;
  room_type_cn?: string;
  basic_facility?: string[];
  bathroom_facility?: string[];
  kitchen_facility?: string[];
  photos?: string[];
  /** Room numbers. */
  rooms?: string[];
  prices?: ImportPricePeriod[];
}

export interface ImportHotel {
  external_id: string;
  city_id: number;
  name_en: string;
  name_cn?: string;
  address_en?: string;
  address_cn?: string;
  description_en?: string;
  description_cn?: string;
  coord_x?: number;
  coord_y?: number;
  score?: number;
  /** `key:label;key:label` in English. */
  hotel_tag?: string;
  /** The same keys with Chinese labels; known keys are translated when it is missing. */
  hotel_tag_cn?: string;
  opening_year?: number;
  renovation_year?: number;
  mobile?: string;
  email?: string;
  /** ISO code (`EUR`) or contract id. */
  currency: string | number;
  store_id?: string;
  time_zone?: string;
  check_in_time?: string;
  check_out_time?: string;
  status?: number;
  photos?: string[];
  checkin_guide?: string[];
  rate_plans?: {
    name_en: string;
    name_cn?: string;
    is_standard?: boolean;
    refundable?: boolean;
    breakfast?: boolean;
  }[];
  room_types: ImportRoomType[];
}

export interface ImportFile {
  seller_id?: number;
  hotels: ImportHotel[];
}

export interface ImportResult {
  hotels: number;
  roomTypes: number;
  days: number;
  photos: number;
}

export class ImportError extends Error {
  override readonly name = 'ImportError';
}

const toIso = (value: string): string => {
  const v = String(value).trim();
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(v);
  if (!m) throw new ImportError(`not a date: ${value}`);
  return `${m[1]}-${m[2]}-${m[3]}`;
};

const flags = (keys: string[] | undefined): Record<string, 0 | 1> =>
  Object.fromEntries((keys ?? []).map((k) => [k.trim(), 1 as const]).filter(([k]) => k));

/** Loads a file; photos are paths relative to it (or absolute). */
export async function importCatalogueFile(db: Database, path: string): Promise<ImportResult> {
  const text = await readFile(path, 'utf8');
  const file = path.toLowerCase().endsWith('.csv')
    ? parseCatalogueCsv(text)
    : (JSON.parse(text) as ImportFile);
  const base = dirname(resolve(path));
  return importCatalogue(db, file, (photo) =>
    readFile(isAbsolute(photo) ? photo : resolve(base, photo)),
  );
}

export async function importCatalogue(
  db: Database,
  file: ImportFile,
  readPhoto: (path: string) => Promise<Buffer>,
): Promise<ImportResult> {
  if (!file || !Array.isArray(file.hotels)) throw new ImportError('expected { "hotels": [...] }');
  const sellerId = file.seller_id ?? 1;
  const currencyRows = await db.select().from(currencies);
  const cityRows = await db.execute(
    sql`select c.region_id as city_id, p.pid as country_id from regions c join regions p on p.region_id = c.pid where c.level = 3`,
  );
  const cityCountry = new Map(
    (cityRows as unknown as { rows: { city_id: number; country_id: number }[] }).rows.map((r) => [
      Number(r.city_id),
      Number(r.country_id),
    ]),
  );
  const result: ImportResult = { hotels: 0, roomTypes: 0, days: 0, photos: 0 };

  for (const h of file.hotels) {
    const where = `hotel ${h.external_id ?? '?'}`;
    if (!h.external_id || !h.name_en)
      throw new ImportError(`${where}: external_id and name_en are required`);
    const countryId = cityCountry.get(Number(h.city_id));
    if (!countryId)
      throw new ImportError(`${where}: city_id ${h.city_id} is not a city of the region table`);
    const currency = currencyRows.find(
      (c) => c.code === String(h.currency).toUpperCase() || c.id === Number(h.currency),
    );
    if (!currency) throw new ImportError(`${where}: unknown currency ${h.currency}`);
    const photoKeys: string[] = [];
    for (const photo of h.photos ?? []) {
      photoKeys.push(await storeUpload(db, await readPhoto(photo), `hotel/${sellerId}`));
      result.photos++;
    }
    const guideKeys: string[] = [];
    for (const photo of h.checkin_guide ?? []) {
      guideKeys.push(await storeUpload(db, await readPhoto(photo), `guide/${sellerId}`));
      result.photos++;
    }

    const feedScore10 = Math.round(Math.min(5, Math.max(0, Number(h.score ?? 0))) * 10);
    await db.transaction(async (tx) => {
      const values = {
        sellerId,
        externalId: h.external_id,
        cityId: Number(h.city_id),
        countryId,
        status: h.status ?? 1,
        nameEn: h.name_en,
        nameCn: h.name_cn || h.name_en,
        addressEn: h.address_en ?? '',
        addressCn: h.address_cn || h.address_en || '',
        descriptionEn: h.description_en ?? '',
        descriptionCn: h.description_cn ?? '',
        coordX: Number(h.coord_x ?? 0),
        coordY: Number(h.coord_y ?? 0),
        score10: feedScore10,
        // The feed's score stays the one to fall back to when no guest review is shown.
        baseScore10: feedScore10,
        hotelTag: h.hotel_tag ?? '',
        hotelTagCn: tagsInChinese(h.hotel_tag ?? '', h.hotel_tag_cn ?? ''),
        openingYear: Number(h.opening_year ?? 0),
        renovationYear: Number(h.renovation_year ?? 0),
        mobile: h.mobile ?? '',
        email: h.email ?? '',
        currencyId: currency.id,
        storeId: h.store_id ?? '',
        timeZone: h.time_zone ?? 'UTC',
        checkInTime: h.check_in_time ?? '15:00',
        checkOutTime: h.check_out_time ?? '11:00',
        imageKey: photoKeys[0] ?? '',
      };
      const [hotel] = await tx
        .insert(hotels)
        .values(values)
        .onConflictDoUpdate({
          target: [hotels.sellerId, hotels.externalId],
          set: {
            ...values,
            imageKey: photoKeys[0] ?? sql`hotels.image_key`,
            // Once guests have reviewed the hotel, its score is theirs, not the feed's.
            score10: sql`case when hotels.review_count > 0 then hotels.score10 else excluded.score10 end`,
          },
        })
        .returning({ id: hotels.id });
      if (!hotel) throw new ImportError(`${where}: not saved`);
      result.hotels++;
      if (photoKeys.length > 0 || guideKeys.length > 0) {
        await tx
          .delete(hotelImages)
          .where(and(eq(hotelImages.hotelId, hotel.id), sql`${hotelImages.imageType} in (1, 26)`));
        const images = [
          ...photoKeys.map((imageKey, sort) => ({
            hotelId: hotel.id,
            imageType: 1,
            imageKey,
            sort,
          })),
          ...guideKeys.map((imageKey, sort) => ({
            hotelId: hotel.id,
            imageType: 26,
            imageKey,
            sort,
          })),
        ];
        await tx.insert(hotelImages).values(images);
      }
      if (h.rate_plans) {
        await tx.delete(ratePlans).where(eq(ratePlans.hotelId, hotel.id));
        if (h.rate_plans.length > 0) {
          await tx.insert(ratePlans).values(
            h.rate_plans.map((r, sort) => ({
              hotelId: hotel.id,
              nameEn: r.name_en,
              nameCn: r.name_cn || r.name_en,
              isStandard: r.is_standard ?? true,
              refundable: r.refundable ?? true,
              breakfast: r.breakfast ?? false,
              sort,
            })),
          );
        }
      }

      for (const [sort, rt] of (h.room_types ?? []).entries()) {
        const rtWhere = `${where} room type ${rt.external_id ?? '?'}`;
        if (!rt.external_id || !rt.name_en)
          throw new ImportError(`${rtWhere}: external_id and name_en are required`);
        const rtPhotos: string[] = [];
        for (const photo of rt.photos ?? []) {
          rtPhotos.push(
            await storeUpload(
              tx as unknown as Database,
              await readPhoto(photo),
              `room/${sellerId}`,
            ),
          );
          result.photos++;
        }
        const rtValues = {
          hotelId: hotel.id,
          externalId: rt.external_id,
          nameEn: rt.name_en,
          nameCn: rt.name_cn || rt.name_en,
          status: rt.status ?? 1,
          bedroomNums: Number(rt.bedroom_nums ?? 1),
          bigBeds: Number(rt.big_beds ?? 1),
          adultNums: Number(rt.adult_nums ?? 2),
          area: Number(rt.area ?? 0),
          roomTypeEn: rt.room_type_en ?? '',
          roomTypeCn: rt.room_type_cn || rt.room_type_en || '',
          basicFacility: flags(rt.basic_facility),
          bathroomFacility: flags(rt.bathroom_facility),
          kitchenFacility: flags(rt.kitchen_facility),
          imageKey: rtPhotos[0] ?? '',
          sort,
        };
        const [type] = await tx
          .insert(roomTypes)
          .values(rtValues)
          .onConflictDoUpdate({
            target: [roomTypes.hotelId, roomTypes.externalId],
            set: { ...rtValues, imageKey: rtPhotos[0] ?? sql`room_types.image_key` },
          })
          .returning({ id: roomTypes.id });
        if (!type) throw new ImportError(`${rtWhere}: not saved`);
        result.roomTypes++;
        if (rtPhotos.length > 0) {
          await tx.delete(hotelImages).where(eq(hotelImages.roomTypeId, type.id));
          await tx.insert(hotelImages).values(
            rtPhotos.map((imageKey, i) => ({
              hotelId: hotel.id,
              roomTypeId: type.id,
              imageType: 2,
              imageKey,
              sort: i,
            })),
          );
        }
        for (const roomNo of rt.rooms ?? []) {
          await tx
            .insert(rooms)
            .values({
              hotelId: hotel.id,
              roomTypeId: type.id,
              roomNo: String(roomNo),
              floor: Math.max(1, Math.floor(Number(roomNo) / 100) || 1),
            })
            .onConflictDoUpdate({
              target: [rooms.hotelId, rooms.roomNo],
              set: { roomTypeId: type.id },
            });
        }
        for (const period of rt.prices ?? []) {
          const price = Math.round(Number(period.price) * 10 ** currency.minorUnit);
          const rest = Math.trunc(Number(period.rest_nums));
          if (!Number.isFinite(price) || price < 0)
            throw new ImportError(`${rtWhere}: bad price ${period.price}`);
          if (!Number.isInteger(rest) || rest < 0)
            throw new ImportError(`${rtWhere}: bad rest_nums ${period.rest_nums}`);
          const from = toIso(period.from);
          const to = toIso(period.to);
          const inserted = await tx.execute(sql`
            insert into ${roomTypeDays} (room_type_id, day, price, rest_nums)
            select ${type.id}::int, d::date, ${price}::int, ${rest}::int
            from generate_series(${from}::date, ${to}::date, interval '1 day') d
            on conflict (room_type_id, day) do update set price = excluded.price, rest_nums = excluded.rest_nums`);
          result.days += Number(
            (inserted as unknown as { affectedRows?: number; rowCount?: number }).rowCount ??
              (inserted as { affectedRows?: number }).affectedRows ??
              0,
          );
        }
        // A night's stock (rooms left plus rooms held by unpaid and paid orders) never exceeds
        // the room type's physical rooms: check-in assigns one to every booked room.
        const over = await tx.execute(sql`
          select d.day::text as day, d.rest_nums + coalesce(b.booked, 0) as stock, r.n as rooms
          from ${roomTypeDays} d
          cross join (select count(*)::int as n from ${rooms}
                      where room_type_id = ${type.id}::int and status = 1) r
          left join lateral (
            select sum(o.nums)::int as booked from orders o
            where o.hotel_room_type_id = d.room_type_id and o.status in (1, 2)
              and d.day >= o.start_day and d.day < o.start_day + o.days
          ) b on true
          where d.room_type_id = ${type.id}::int and d.rest_nums + coalesce(b.booked, 0) > r.n
          order by d.day limit 1`);
        const [first] = (
          over as unknown as { rows: { day: string; stock: number; rooms: number }[] }
        ).rows;
        if (first) {
          throw new ImportError(
            `${rtWhere}: stock of ${first.stock} on ${first.day} exceeds its ${first.rooms} ` +
              'physical rooms (list every room number in `rooms`)',
          );
        }
      }
    });
  }
  await refreshHasHotels(db);
  return result;
}

/** RFC 4180-ish CSV: quoted fields, doubled quotes, commas and newlines inside quotes. */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f !== '')) out.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== '')) out.push(row);
  return out;
}

/**
 * CSV columns (header row, any order): hotel_external_id, city_id, hotel_name_en,
 * hotel_name_cn, address_en, address_cn, coord_x, coord_y, score, currency, time_zone, mobile,
 * email, store_id, hotel_photos (`|`-separated), room_external_id, room_name_en, room_name_cn,
 * adult_nums, bedroom_nums, big_beds, area, basic_facility (`|`), room_photos (`|`), rooms
 * (room numbers, `|`; a night's rest_nums never exceeds them), from, to, price, rest_nums. One row per room type and price period.
 */
export function parseCatalogueCsv(text: string): ImportFile {
  const [header, ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) throw new ImportError('empty CSV');
  const names = header.map((h) => h.trim());
  const byHotel = new Map<string, ImportHotel>();
  for (const [n, line] of lines.entries()) {
    const get = (name: string) => line[names.indexOf(name)]?.trim() ?? '';
    const list = (name: string) =>
      get(name)
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);
    const id = get('hotel_external_id');
    if (!id) throw new ImportError(`CSV line ${n + 2}: hotel_external_id is empty`);
    let hotel = byHotel.get(id);
    if (!hotel) {
      hotel = {
        external_id: id,
        city_id: Number(get('city_id')),
        name_en: get('hotel_name_en'),
        name_cn: get('hotel_name_cn'),
        address_en: get('address_en'),
        address_cn: get('address_cn'),
        coord_x: Number(get('coord_x') || 0),
        coord_y: Number(get('coord_y') || 0),
        score: Number(get('score') || 0),
        currency: get('currency'),
        time_zone: get('time_zone') || undefined,
        mobile: get('mobile'),
        email: get('email'),
        store_id: get('store_id'),
        hotel_tag: get('hotel_tag'),
        hotel_tag_cn: get('hotel_tag_cn'),
        photos: list('hotel_photos'),
        room_types: [],
      };
      byHotel.set(id, hotel);
    }
    const rtId = get('room_external_id');
    if (!rtId) continue;
    let rt = hotel.room_types.find((r) => r.external_id === rtId);
    if (!rt) {
      rt = {
        external_id: rtId,
        name_en: get('room_name_en'),
        name_cn: get('room_name_cn'),
        adult_nums: Number(get('adult_nums') || 2),
        bedroom_nums: Number(get('bedroom_nums') || 1),
        big_beds: Number(get('big_beds') || 1),
        area: Number(get('area') || 0),
        basic_facility: list('basic_facility'),
        photos: list('room_photos'),
        rooms: list('rooms'),
        prices: [],
      };
      hotel.room_types.push(rt);
    }
    if (get('from')) {
      rt.prices?.push({
        from: get('from'),
        to: get('to') || get('from'),
        price: Number(get('price')),
        rest_nums: Number(get('rest_nums')),
      });
    }
  }
  return { hotels: [...byHotel.values()] };
}
