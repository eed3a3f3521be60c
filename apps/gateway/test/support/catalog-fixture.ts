import { sql } from 'drizzle-orm';
import { generatedKey } from '../../src/catalog/images';
import { hotelImages, hotels, ratePlans, roomTypeDays, roomTypes } from '../../src/catalog/schema';
import { refreshHasHotels } from '../../src/catalog/service';
import type { Database } from '../../src/db';

/** `YYYYMMDD` of today + n days (UTC) and its ISO form. */
export function dayFromToday(n: number): { day: number; iso: string } {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + n);
  const iso = date.toISOString().slice(0, 10);
  return { day: Number(iso.replaceAll('-', '')), iso };
}

export interface FixtureRoomType {
  name: [string, string];
  /** Per night from today: [price in minor units, rooms left]. */
  nights: [number, number][];
  status?: number;
}

export interface FixtureHotel {
  key: string;
  cityId: number;
  countryId: number;
  name: [string, string];
  score10: number;
  currencyId: number;
  status?: number;
  roomTypes: FixtureRoomType[];
}

/**
 * A small catalogue whose answers are known:
 * - Athens: `acropolis` 4.8 (room types free every night from 100.00 and a cheaper one sold
 *   out on night 2), `plaka` 4.9 (every room type sold out on night 2), `kolonaki` 4.5
 *   (from 90.00), `hidden` (status 0).
 * - Kyoto: `gion` in JPY (no minor unit), 15000 a night.
 */
export const FIXTURE: FixtureHotel[] = [
  {
    key: 'acropolis',
    cityId: 1101,
    countryId: 1,
    name: ['雅典卫城景观酒店', 'Acropolis View Hotel'],
    score10: 48,
    currencyId: 2,
    roomTypes: [
      {
        name: ['标准大床房', 'Standard Double'],
        nights: [
          [10000, 5],
          [12000, 4],
          [11000, 3],
          [10000, 5],
          [10000, 5],
        ],
      },
      {
        name: ['经济房', 'Economy Room'],
        nights: [
          [8000, 2],
          [8000, 0],
          [8000, 2],
          [8000, 2],
          [8000, 2],
        ],
      },
      {
        name: ['隐藏房', 'Hidden Room'],
        nights: [
          [1000, 9],
          [1000, 9],
          [1000, 9],
          [1000, 9],
          [1000, 9],
        ],
        status: 0,
      },
    ],
  },
  {
    key: 'plaka',
    cityId: 1101,
    countryId: 1,
    name: ['普拉卡阁楼', 'Plaka Loft'],
    score10: 49,
    currencyId: 2,
    roomTypes: [
      {
        name: ['阁楼', 'Loft'],
        nights: [
          [15000, 1],
          [15000, 0],
          [15000, 1],
          [15000, 1],
          [15000, 1],
        ],
      },
      {
        name: ['套房', 'Suite'],
        nights: [
          [25000, 1],
          [25000, 0],
          [25000, 1],
          [25000, 1],
          [25000, 1],
        ],
      },
    ],
  },
  {
    key: 'kolonaki',
    cityId: 1101,
    countryId: 1,
    name: ['科洛纳基旅馆', 'Kolonaki Inn'],
    score10: 45,
    currencyId: 2,
    roomTypes: [
      {
        name: ['双床房', 'Twin Room'],
        nights: [
          [9000, 2],
          [9500, 2],
          [9900, 2],
          [9000, 2],
          [9000, 2],
        ],
      },
    ],
  },
  {
    key: 'hidden',
    cityId: 1101,
    countryId: 1,
    name: ['隐藏酒店', 'Hidden Hotel'],
    score10: 50,
    currencyId: 2,
    status: 0,
    roomTypes: [
      {
        name: ['房', 'Room'],
        nights: [
          [100, 9],
          [100, 9],
          [100, 9],
          [100, 9],
          [100, 9],
        ],
      },
    ],
  },
  {
    key: 'gion',
    cityId: 12201,
    countryId: 12,
    name: ['祇园町家', 'Gion Machiya'],
    score10: 47,
    currencyId: 4,
    roomTypes: [
      {
        name: ['和室', 'Japanese Room'],
        nights: [
          [15000, 3],
          [16000, 3],
          [15000, 3],
          [15000, 3],
          [15000, 3],
        ],
      },
    ],
  },
];

export interface Fixture {
  hotel: Record<string, number>;
  roomType: Record<string, number[]>;
}

/** Inserts `FIXTURE`, or a suite's own hotels of the same shape. */
export async function insertFixture(
  db: Database,
  list: readonly FixtureHotel[] = FIXTURE,
): Promise<Fixture> {
  const fixture: Fixture = { hotel: {}, roomType: {} };
  for (const [index, h] of list.entries()) {
    const [row] = await db
      .insert(hotels)
      .values({
        cityId: h.cityId,
        countryId: h.countryId,
        nameCn: h.name[0],
        nameEn: h.name[1],
        addressCn: `${h.name[0]}路1号`,
        addressEn: `1 ${h.name[1]} Street`,
        score10: h.score10,
        currencyId: h.currencyId,
        status: h.status ?? 1,
        hotelTag: 'view:Great view;central:City centre',
        // A partner's own Chinese label for one key; the other falls back to the known keys.
        hotelTagCn: h.key === 'kolonaki' ? 'view:山景好' : '',
        openingYear: 2001,
        renovationYear: 2019,
        mobile: '+30 210 000 0000',
        email: `${h.key}@example.com`,
        storeId: `T${index}`,
        timeZone: 'Europe/Athens',
        checkInTime: '15:00',
        checkOutTime: '11:00',
        imageKey: generatedKey('aegean', 'hotel', index * 10),
        coordX: 23.72,
        coordY: 37.97,
      })
      .returning({ id: hotels.id });
    if (!row) throw new Error('hotel not inserted');
    fixture.hotel[h.key] = row.id;
    fixture.roomType[h.key] = [];
    await db.insert(hotelImages).values([
      {
        hotelId: row.id,
        imageType: 1,
        imageKey: generatedKey('aegean', 'hotel', index * 10),
        sort: 0,
      },
      {
        hotelId: row.id,
        imageType: 1,
        imageKey: generatedKey('aegean', 'hotel', index * 10 + 1),
        sort: 1,
      },
      {
        hotelId: row.id,
        imageType: 26,
        imageKey: generatedKey('aegean', 'guide', index * 10),
        sort: 0,
      },
    ]);
    await db.insert(ratePlans).values([
      { hotelId: row.id, nameCn: '标准价', nameEn: 'Standard rate', isStandard: true, sort: 1 },
      {
        hotelId: row.id,
        nameCn: '特惠价',
        nameEn: 'Saver',
        isStandard: false,
        refundable: false,
        sort: 2,
      },
    ]);
    for (const [sort, rt] of h.roomTypes.entries()) {
      const [type] = await db
        .insert(roomTypes)
        .values({
          hotelId: row.id,
          nameCn: rt.name[0],
          nameEn: rt.name[1],
          status: rt.status ?? 1,
          roomTypeCn: '大床房',
          roomTypeEn: 'Double',
          area: 20 + sort,
          basicFacility: { wifi: 1, tv: 0 },
          bathroomFacility: { shower: 1 },
          kitchenFacility: {},
          imageKey: generatedKey('aegean', 'room', index * 100 + sort),
          sort,
        })
        .returning({ id: roomTypes.id });
      if (!type) throw new Error('room type not inserted');
      fixture.roomType[h.key]?.push(type.id);
      await db.insert(hotelImages).values({
        hotelId: row.id,
        roomTypeId: type.id,
        imageType: 2,
        imageKey: generatedKey('aegean', 'room', index * 100 + sort),
      });
      await db.insert(roomTypeDays).values(
        rt.nights.map(([price, rest], n) => ({
          roomTypeId: type.id,
          day: dayFromToday(n).iso,
          price,
          restNums: rest,
        })),
      );
    }
  }
  await refreshHasHotels(db);
  return fixture;
}

export async function removeFixture(db: Database, fixture: Fixture): Promise<void> {
  const ids = Object.values(fixture.hotel);
  if (ids.length === 0) return;
  await db.execute(
    sql`delete from hotels where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  await refreshHasHotels(db);
}
