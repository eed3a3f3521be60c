import { orThrowResponse } from '@bookdirect/app-shell/server';
import type { HotelCardData } from '@bookdirect/booking-ui';
import {
  type GatewayClient,
  HOTEL_LIST_PAGE_SIZE,
  type HotelListItem,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { data, redirect } from '@remix-run/node';
import { defaultCity, findCity, imageUrl, loadDestinations, readStay } from './catalogue.server';
import { shell } from './shell.server';
import { detailHref, hotelTags, type Stay, searchHref } from './stay';

/** A hotel of the results list: a card with its address and tags. */
export type ResultHotel = HotelCardData & { address: string; tags: string[] };

export function toResult(hotel: HotelListItem, stay: Stay): ResultHotel {
  return {
    id: hotel.hotel_id,
    href: detailHref(hotel, stay),
    name: hotel.name,
    address: hotel.address,
    imageSrc: imageUrl(hotel.image_key),
    score: hotel.score,
    currency: hotel.currency,
    currencySymbol: hotel.symbol,
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

/**
 * The results page: the city asked for (by id or English name, else the default) and the first
 * page of its hotels for the stay; an unknown city answers 404, a loose URL redirects to the
 * canonical one.
 */
export async function loadSearchPage(request: Request) {
  const url = new URL(request.url);
  const lang = shell.language(request);
  const gateway = shell.gatewayFor(request);
  const { regions, cities } = await loadDestinations(gateway);
  const { stay, corrected } = readStay(url);
  const cityParam = url.searchParams.get('city_id');
  const nameParam = url.searchParams.get('region_name');
  const asked = cityParam || nameParam;
  const city = asked ? findCity(cities, cityParam, nameParam) : defaultCity(cities);

  if (!city) {
    // A city that does not exist: say so, and offer the search box.
    return data(
      { kind: 'unknown_city' as const, regions, stay, hotels: [], city: null },
      { status: 404 },
    );
  }
  const canonical = searchHref({
    cityId: city.region_id,
    regionName: city.name_en,
    enterDate: stay.enterDate,
    leaveDate: stay.leaveDate,
  });
  const expectedName = url.searchParams.get('region_name');
  if (corrected || String(city.region_id) !== cityParam || expectedName !== city.name_en) {
    throw redirect(canonical);
  }
  const hotels = await searchPage(gateway, city.region_id, stay, 1);
  return data({
    kind: 'results' as const,
    regions,
    stay,
    hotels,
    city: { id: city.region_id, name: lang === 'zh' ? city.name_cn : city.name_en },
  });
}
