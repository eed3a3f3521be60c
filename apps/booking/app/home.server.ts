import { orThrowResponse } from '@bookdirect/app-shell/server';
import type {
  CurrencyOption,
  DestinationPalette,
  HomeCountry,
  HomeDestination,
} from '@bookdirect/booking-ui';
import {
  type AppHome,
  type Currency,
  HOME_REGION_IDS,
  HOT_CITIES_SIZE,
  type HotCity,
  isGatewayError,
  type Region,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { Language } from '@bookdirect/locales';
import { data } from '@remix-run/node';
import { defaultCity, imageUrl, pickerCity, pickerRegions, readStay } from './catalogue.server';
import { shell } from './shell.server';
import { detailHref, type Stay } from './stay';

function homeCountries(home: AppHome, stay: Stay): HomeCountry[] {
  return home.region_hotel
    .filter((region) => region.hotels.length > 0)
    .map((region) => ({
      regionId: region.region_id,
      name: region.name,
      hotels: region.hotels.map((hotel) => ({
        id: hotel.hotel_id,
        href: detailHref(hotel, stay),
        name: hotel.name,
        city: hotel.city,
        imageSrc: imageUrl(hotel.image_key),
        score: hotel.score,
        currency: hotel.currency,
        currencySymbol: hotel.symbol,
        stayPrice: hotel.sold_out ? null : hotel.stay_price_min,
        favoriteId: hotel.user_favorite_id,
      })),
    }));
}

/** A catalogue call the page can live without (the catalogue may still be empty). */
async function optional<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isGatewayError(error) && !error.isTransport) return fallback;
    throw error;
  }
}

const paletteById = new Map<number, DestinationPalette>(
  Object.entries(HOME_REGION_IDS).map(([key, id]) => [id, key as DestinationPalette]),
);
const homeOrder = Object.values(HOME_REGION_IDS) as number[];

/**
 * The countries to offer as destinations: the spec's eight home countries in its order
 * (Greece first) when the gateway has them; countries without hotels yet (kept in the
 * region table for the franchise form) are left out. An unfamiliar catalogue shows all.
 */
export function pickDestinations(regions: Region[], lang: Language): HomeDestination[] {
  const countries = regions.filter((region) => region.level === 1 || region.pid === 0);
  const home = countries
    .filter((region) => paletteById.has(region.region_id))
    .sort((a, b) => homeOrder.indexOf(a.region_id) - homeOrder.indexOf(b.region_id));
  return (home.length > 0 ? home : countries).map((region) => ({
    regionId: region.region_id,
    name: region.name || (lang === 'zh' ? region.name_cn : region.name_en),
    altName: lang === 'zh' ? region.name_en : region.name_cn,
    palette: paletteById.get(region.region_id) ?? 'other',
    searchName: region.name_en,
  }));
}

/** Currencies with their names, worked out on the server so the browser hydrates the same words. */
export function describeCurrencies(currencies: Currency[], lang: Language): CurrencyOption[] {
  const names = new Intl.DisplayNames(lang === 'zh' ? 'zh-CN' : 'en', { type: 'currency' });
  return currencies.map(({ code, symbol }) => ({
    code,
    symbol,
    name: names.of(code) ?? code,
  }));
}

/** The home page's data: countries and currencies from the gateway, in the visitor's language. */
export async function loadHome(request: Request) {
  const lang = shell.language(request);
  const gateway = shell.gatewayFor(request);
  const [currencies, regions, home, hot] = await orThrowResponse(
    Promise.all([
      gateway.call(endpoints.currencies),
      gateway.call(endpoints.regions, { query: { level: 1 } }),
      optional(gateway.call(endpoints.home), { app_home: { region_hotel: [] } as AppHome }),
      optional(gateway.call(endpoints.hotCities, { query: { nums: HOT_CITIES_SIZE } }), {
        region_list: [] as HotCity[],
      }),
    ]),
  );
  // The spec's default search: Athens, one night from today.
  const { stay } = readStay(new URL('http://local/'));
  const city = defaultCity(hot.region_list);
  return data(
    {
      destinations: pickDestinations(regions.region_list, lang),
      currencies: describeCurrencies(currencies.currency_list, lang),
      // The picker reads the destinations itself (routes/hotel.destinations.ts).
      searchable: pickerRegions(regions.region_list, hot.region_list).length > 0,
      defaultCity: city ? pickerCity(city) : null,
      stay,
      countries: homeCountries(home.app_home, stay),
    },
    {
      headers: {
        // Short and private: the page depends on the visitor's language (cookie, header).
        'Cache-Control': 'private, max-age=60',
        Vary: 'Cookie, Accept-Language',
      },
    },
  );
}
