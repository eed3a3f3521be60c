import type { HotelListItem } from '@bookdirect/gateway-sdk/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './gateway';
import { dayAt, FIRST_NIGHT, type OrderHotel } from './orders';

/** A search's cards and whether the search cache answered it (`X-Cache`). */
export interface Searched {
  cache: unknown;
  hotels: HotelListItem[];
}

type Search = { hotel_list: HotelListItem[]; total: number };

/**
 * Page 1 of a city (of all cities without one) for `days` nights from night `offset` after
 * FIRST_NIGHT, `nums` hotels a page (100), as the member of `token` when given.
 */
export async function searchStay(
  app: FastifyInstance,
  cityId: number | undefined,
  offset: number,
  days: number,
  { token, nums = 100 }: { token?: string; nums?: number } = {},
): Promise<Searched> {
  const city = cityId ? `city_id=${cityId}&` : '';
  const { status, body, headers } = await call<Search>(app, {
    method: 'GET',
    url: `/v1/u/hotel/main/?${city}start_day=${dayAt(FIRST_NIGHT + offset).day}&days=${days}&nums=${nums}`,
    headers: token ? { token } : {},
  });
  expect(status).toBe(200);
  expect(body.rec).toBe(0);
  return { cache: headers['x-cache'], hotels: body.data.hotel_list };
}

/** The card of `hotel` in a search's answer, if it is there. */
export const card = (found: Searched, hotel: OrderHotel) =>
  found.hotels.find((h) => h.hotel_id === hotel.hotelId);
