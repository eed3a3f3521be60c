import { orThrowResponse } from '@bookdirect/app-shell/server';
import {
  type CurrencyId,
  type GatewayClient,
  HOTEL_LIST_PAGE_SIZE,
  type HotelListItem,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { imageUrl } from './catalogue.server';
import { detailHref, hotelTags, type Stay } from './stay';

/** A hotel of the results list, ready for `HotelCard`. */
export interface ResultHotel {
  id: number;
  href: string;
  name: string;
  address: string;
  imageSrc?: string;
  score: number;
  currency: CurrencyId;
  symbol: string;
  priceMin: number | null;
  tags: string[];
}

export function toResult(hotel: HotelListItem, stay: Stay): ResultHotel {
  return {
    id: hotel.hotel_id,
    href: detailHref(hotel, stay),
    name: hotel.name,
    address: hotel.address,
    imageSrc: imageUrl(hotel.image_key),
    score: hotel.score,
    currency: hotel.currency,
    symbol: hotel.symbol,
    priceMin: hotel.sold_out ? null : hotel.price_min,
    tags: hotelTags(hotel.hotel_tag),
  };
}

/** One page of hotels of a city for the stay (the spec's page of 100). */
export async function searchPage(gateway: GatewayClient, cityId: number, stay: Stay, page: number) {
  const { hotel_list } = await orThrowResponse(
    gateway.call(endpoints.hotelSearch, {
      query: {
        city_id: cityId,
        start_day: stay.enterDate,
        days: stay.nights,
        page,
        nums: HOTEL_LIST_PAGE_SIZE,
        order_by: 'rcmd',
        seq: 'asc',
      },
    }),
  );
  return hotel_list.map((hotel) => toResult(hotel, stay));
}
