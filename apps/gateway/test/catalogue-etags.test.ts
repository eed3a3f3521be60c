import type { HotelListItem } from '@bookdirect/gateway-sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { roomTypeDays } from '../src/catalog/schema';
import { matchesTag } from '../src/http/endpoint';
import { describeEachBackend } from './support/gateway';
import {
  ATHENS,
  book,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  insertOrderHotel,
  ONE_ROOM,
  type OrderHotel,
} from './support/orders';

/**
 * Catalogue answers carry entity tags, so a client that kept one (the booking site's page
 * cache) asks with `If-None-Match` and hears 304 while it still holds. A visitor's search is
 * tagged by its versions and language, and answers in full with a new tag as soon as a booking
 * takes a night's last room or a price moves; a hotel, its room types and its reviews by
 * their own bytes.
 */

interface Asked {
  status: number;
  etag: string | undefined;
  hotels: HotelListItem[] | undefined;
}

/** Athens, `days` nights from night `offset`, directly or through `/gateway`. */
async function ask(
  app: FastifyInstance,
  offset: number,
  days: number,
  {
    headers = {},
    party = '',
    via = 'direct',
  }: { headers?: Record<string, string>; party?: string; via?: 'direct' | 'gateway' } = {},
): Promise<Asked> {
  const path = `/v1/u/hotel/main/?city_id=${ATHENS}&start_day=${dayAt(FIRST_NIGHT + offset).day}&days=${days}&nums=100${party}`;
  const response = await app.inject(
    via === 'direct'
      ? { method: 'GET', url: path, headers }
      : {
          method: 'POST',
          url: '/gateway',
          headers: {
            'content-type': 'application/json',
            'x-api-path': path,
            'x-api-method': 'GET',
            ...headers,
          },
          payload: '{}',
        },
  );
  const etag = response.headers.etag;
  return {
    status: response.statusCode,
    etag: typeof etag === 'string' ? etag : undefined,
    hotels: response.body ? response.json().data.hotel_list : undefined,
  };
}

describe('matchesTag', () => {
  it('compares weakly, reads lists and *, and needs a header', () => {
    expect(matchesTag('W/"s1:2-en"', 'W/"s1:2-en"')).toBe(true);
    expect(matchesTag('"s1:2-en"', 'W/"s1:2-en"')).toBe(true);
    expect(matchesTag('"x", W/"s1:2-en"', 'W/"s1:2-en"')).toBe(true);
    expect(matchesTag('*', 'W/"s1:2-en"')).toBe(true);
    expect(matchesTag('W/"s1:2-zh"', 'W/"s1:2-en"')).toBe(false);
    expect(matchesTag(undefined, 'W/"s1:2-en"')).toBe(false);
  });
});

for (const cache of ['on', 'off'] as const) {
  describeEachBackend(
    `search entity tags (search cache ${cache})`,
    (gateway) => {
      let hotel: OrderHotel;
      const app = () => gateway().app;

      beforeAll(async () => {
        hotel = await insertOrderHotel(gateway().db, { nights: ONE_ROOM });
      });

      it("answers 304 to a visitor's unchanged search, directly and through /gateway", async () => {
        const first = await ask(app(), 0, 2);
        expect(first.status).toBe(200);
        expect(first.etag).toMatch(/^W\/".+"$/);
        expect(first.hotels?.some((h) => h.hotel_id === hotel.hotelId)).toBe(true);

        for (const via of ['direct', 'gateway'] as const) {
          const again = await ask(app(), 0, 2, {
            headers: { 'if-none-match': first.etag ?? '' },
            via,
          });
          expect(again).toEqual({ status: 304, etag: first.etag, hotels: undefined });
        }
        // Another language is another answer.
        const zh = await ask(app(), 0, 2, {
          headers: { 'if-none-match': first.etag ?? '', 'accept-language': 'zh-CN' },
        });
        expect(zh.status).toBe(200);
        expect(zh.etag).not.toBe(first.etag);
      });

      it('answers in full, with a new tag, once a booking takes the last room of a night', async () => {
        const { db } = gateway();
        const before = await ask(app(), 3, 2);
        expect(before.hotels?.find((h) => h.hotel_id === hotel.hotelId)?.sold_out).toBe(false);

        const member = await createMember(db, `etag${cache}`);
        const booked = await book(app(), member, hotel, {
          offset: 4,
          days: 1,
          guests: [await createGuest(db, member.userId)],
        });
        expect(booked.body.rec).toBe(0);

        const after = await ask(app(), 3, 2, { headers: { 'if-none-match': before.etag ?? '' } });
        expect(after.status).toBe(200);
        expect(after.etag).not.toBe(before.etag);
        expect(after.hotels?.find((h) => h.hotel_id === hotel.hotelId)?.sold_out).toBe(true);
        // The new answer is the one kept from here on.
        expect(
          (await ask(app(), 3, 2, { headers: { 'if-none-match': after.etag ?? '' } })).status,
        ).toBe(304);
      });

      it('answers in full, with a new tag, once a night of the stay is repriced', async () => {
        const before = await ask(app(), 8, 1);
        await gateway()
          .db.update(roomTypeDays)
          .set({ price: 12345 })
          .where(
            and(
              eq(roomTypeDays.roomTypeId, hotel.roomTypeId),
              eq(roomTypeDays.day, dayAt(FIRST_NIGHT + 8).iso),
            ),
          );
        const after = await ask(app(), 8, 1, { headers: { 'if-none-match': before.etag ?? '' } });
        expect(after.status).toBe(200);
        expect(after.etag).not.toBe(before.etag);
        expect(after.hotels?.find((h) => h.hotel_id === hotel.hotelId)?.stay_price_min).toBe(
          123.45,
        );
      });

      it("tags a member's answer, and one for two rooms or more, by their bytes", async () => {
        const member = await createMember(gateway().db, `etagm${cache}`);
        const visitor = await ask(app(), 0, 1);
        // The visitor's tag is not the member's answer (it holds the member's flags).
        const asMember = await ask(app(), 0, 1, {
          headers: { token: member.token, 'if-none-match': visitor.etag ?? '' },
        });
        expect(asMember.status).toBe(200);
        expect(asMember.etag).toMatch(/^"c[\w-]+"$/);
        expect(
          await ask(app(), 0, 1, {
            headers: { token: member.token, 'if-none-match': asMember.etag ?? '' },
          }),
        ).toEqual({ status: 304, etag: asMember.etag, hotels: undefined });

        const party = '&rooms=2&adults=2';
        const two = await ask(app(), 0, 1, { party });
        expect(two.status).toBe(200);
        expect(two.etag).toMatch(/^"c[\w-]+"$/);
        expect(
          (await ask(app(), 0, 1, { party, headers: { 'if-none-match': two.etag ?? '' } })).status,
        ).toBe(304);
        expect(
          (await ask(app(), 0, 1, { party, headers: { 'if-none-match': visitor.etag ?? '' } }))
            .status,
        ).toBe(200);
      });
    },
    { databases: 'both', env: cache === 'off' ? { SEARCH_CACHE: '0' } : {} },
  );
}

/** A hotel page's read, by path under /v1/u, with its status, tag and body. */
async function read(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: `/v1/u${path}`, headers });
  const etag = response.headers.etag;
  return {
    status: response.statusCode,
    etag: typeof etag === 'string' ? etag : undefined,
    body: response.body,
  };
}

describeEachBackend(
  'hotel page entity tags',
  (gateway) => {
    let hotel: OrderHotel;
    const app = () => gateway().app;
    /** Two rooms a night: a booking leaves one, which the room list shows. */
    const TWO_ROOMS = Array.from({ length: 12 }, (): [number, number] => [10000, 2]);

    beforeAll(async () => {
      hotel = await insertOrderHotel(gateway().db, { nights: TWO_ROOMS });
    });

    const stay = (offset: number, days: number) =>
      `start_day=${dayAt(FIRST_NIGHT + offset).day}&days=${days}`;
    const paths = () => ({
      hotel: `/hotel/main/${hotel.hotelId}/?${stay(0, 2)}`,
      rooms: `/hotel/roomtype/?hotel_id=${hotel.hotelId}&${stay(0, 2)}`,
      reviews: `/hotel/review/?hotel_id=${hotel.hotelId}&page=1&nums=5`,
    });

    it('answers 304 while the hotel, its rooms and its reviews are the same', async () => {
      for (const path of Object.values(paths())) {
        const first = await read(app(), path);
        expect(first.status, path).toBe(200);
        expect(first.etag, path).toMatch(/^"c[\w-]+"$/);
        const again = await read(app(), path, { 'if-none-match': first.etag ?? '' });
        expect(again, path).toEqual({ status: 304, etag: first.etag, body: '' });
        // Another language is other words, so another tag.
        const zh = await read(app(), path, {
          'if-none-match': first.etag ?? '',
          'accept-language': 'zh-CN',
        });
        expect(zh.status, path).toBe(200);
      }
    });

    it('answers the room list in full once a booking takes one of its rooms', async () => {
      const { db } = gateway();
      const before = await read(app(), paths().rooms);
      const member = await createMember(db, 'etagrooms');
      const booked = await book(app(), member, hotel, {
        offset: 1,
        days: 1,
        guests: [await createGuest(db, member.userId)],
      });
      expect(booked.body.rec).toBe(0);
      const after = await read(app(), paths().rooms, { 'if-none-match': before.etag ?? '' });
      expect(after.status).toBe(200);
      expect(after.etag).not.toBe(before.etag);
      expect(after.body).not.toBe(before.body);
    });
  },
  { databases: 'both' },
);
