import type { HotelListItem, RoomType } from '@bookdirect/gateway-sdk/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportError, importCatalogue, parseCatalogueCsv } from '../src/catalog/tooling/import';
import { dayFromToday } from './support/catalog-fixture';
import { call, startGateway, type TestGateway } from './support/gateway';

/** Imports on a fresh PGlite database of their own. */
describe('catalogue import', () => {
  let gateway: TestGateway;
  let photo: Buffer;
  const get = <T>(url: string) => call<T>(gateway.app, { method: 'GET', url: `/v1/u${url}` });
  const from = dayFromToday(0);
  const to = dayFromToday(9);
  const file = (price: number) => ({
    seller_id: 7,
    hotels: [
      {
        external_id: 'lx-1',
        city_id: 4101,
        name_en: 'Casa do Fado',
        name_cn: '法朵之家',
        address_en: '3 Rua do Fado, Lisbon',
        currency: 'EUR',
        score: 4.7,
        time_zone: 'Europe/Lisbon',
        hotel_tag: 'breakfast:Breakfast included;fado:Live fado',
        hotel_tag_cn: 'fado:法朵现场',
        photos: ['hall.png'],
        rate_plans: [{ name_en: 'Flexible', is_standard: true }],
        room_types: [
          {
            external_id: 'dbl',
            name_en: 'Double with balcony',
            name_cn: '阳台大床房',
            room_type_en: 'Double',
            room_type_cn: '大床房',
            basic_facility: ['wifi', 'balcony'],
            rooms: ['101', '102'],
            photos: ['hall.png'],
            prices: [{ from: from.iso, to: to.iso, price, rest_nums: 2 }],
          },
        ],
      },
    ],
  });

  beforeAll(async () => {
    gateway = await startGateway('pglite');
    photo = await sharp({
      create: { width: 2000, height: 1200, channels: 3, background: '#c8553d' },
    })
      .png()
      .toBuffer();
  }, 30_000);
  afterAll(async () => {
    await gateway?.close();
  });

  it('loads hotels, room types, stock and photos, with a display variant', async () => {
    const result = await importCatalogue(gateway.db, file(89.5), async () => photo);
    expect(result).toMatchObject({ hotels: 1, roomTypes: 1, days: 10, photos: 2 });
    const { body } = await get<{ hotel_list: HotelListItem[] }>(
      `/hotel/main/?city_id=4101&start_day=${from.day}&days=3`,
    );
    expect(body.data.hotel_list).toHaveLength(1);
    const hotel = body.data.hotel_list[0] as HotelListItem;
    expect(hotel).toMatchObject({ name: 'Casa do Fado', price_min: 89.5, score: 4.7 });
    expect(hotel.hotel_tag).toBe('breakfast:Breakfast included;fado:Live fado');
    const zh = await get<{ hotel_list: HotelListItem[] }>(
      `/hotel/main/?city_id=4101&start_day=${from.day}&days=3&lang=cn`,
    );
    expect(zh.body.data.hotel_list[0]).toMatchObject({
      name: '法朵之家',
      hotel_tag: 'breakfast:含早餐;fado:法朵现场',
    });
    const rooms = (lang: string) =>
      get<{ hotel_room_type_list: RoomType[] }>(
        `/hotel/roomtype/?hotel_id=${hotel.hotel_id}&start_day=${from.day}&days=3&lang=${lang}`,
      );
    expect((await rooms('cn')).body.data.hotel_room_type_list[0]?.room_type).toBe('大床房');
    expect((await rooms('en')).body.data.hotel_room_type_list[0]?.room_type).toBe('Double');
    expect(hotel.image_key).toMatch(/^hotel\/7\/[0-9a-f]+_1\.png$/);
    const original = await gateway.app.inject({ method: 'GET', url: `/images/${hotel.image_key}` });
    const display = await gateway.app.inject({
      method: 'GET',
      url: `/images/${hotel.image_key.replace('_1.png', '_3.png')}`,
    });
    expect(original.statusCode).toBe(200);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(2000);
    expect((await sharp(display.rawPayload).metadata()).width).toBe(960);
  });

  it('updates in place on a second run', async () => {
    await importCatalogue(gateway.db, file(99), async () => photo);
    const { body } = await get<{ hotel_list: HotelListItem[] }>(
      `/hotel/main/?city_id=4101&start_day=${from.day}&days=3`,
    );
    expect(body.data.hotel_list.map((h) => h.price_min)).toEqual([99]);
    const types = await get<{ hotel_room_type_list: RoomType[] }>(
      `/hotel/roomtype/?hotel_id=${body.data.hotel_list[0]?.hotel_id}&start_day=${from.day}&days=2`,
    );
    expect(types.body.data.hotel_room_type_list.map((t) => [t.name, t.price, t.rest_nums])).toEqual(
      [['Double with balcony', 198, 2]],
    );
  });

  it('refuses an unknown city or currency with a clear message', async () => {
    const bad = file(10);
    const hotel = bad.hotels[0] as (typeof bad.hotels)[0];
    hotel.city_id = 999;
    await expect(importCatalogue(gateway.db, bad, async () => photo)).rejects.toThrow(ImportError);
    hotel.city_id = 4101;
    hotel.currency = 'XXX';
    await expect(importCatalogue(gateway.db, bad, async () => photo)).rejects.toThrow(
      /unknown currency XXX/,
    );
  });

  it('reads the CSV form into the same shape', () => {
    const csv =
      'hotel_external_id,city_id,hotel_name_en,currency,room_external_id,room_name_en,from,to,price,rest_nums,hotel_photos\n' +
      'p-1,4201,"Ribeira Rooms, Porto",EUR,tw,Twin,2027-01-01,2027-01-31,70.00,4,a.jpg|b.jpg\n' +
      'p-1,4201,"Ribeira Rooms, Porto",EUR,tw,Twin,2027-02-01,2027-02-28,80.00,4,a.jpg|b.jpg\n';
    const parsed = parseCatalogueCsv(csv);
    expect(parsed.hotels).toHaveLength(1);
    expect(parsed.hotels[0]).toMatchObject({
      name_en: 'Ribeira Rooms, Porto',
      city_id: 4201,
      photos: ['a.jpg', 'b.jpg'],
    });
    expect(parsed.hotels[0]?.room_types[0]?.prices).toHaveLength(2);
  });
});
