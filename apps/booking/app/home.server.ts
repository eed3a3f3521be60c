import { orThrowResponse } from '@bookdirect/app-shell/server';
import { type Currency, HOME_REGION_IDS, type Region } from '@bookdirect/gateway-sdk';
import type { Language } from '@bookdirect/locales';
import { data } from '@remix-run/node';
import { shell } from './shell.server';

/** A home country as the page shows it. */
export interface Destination {
  regionId: number;
  /** Name in the page's language. */
  name: string;
  /** Name in the other language, shown small beneath. */
  altName: string;
  /** Key of its palette (greece, portugal, ...), or `other`. */
  palette: keyof typeof HOME_REGION_IDS | 'other';
  /** English name: the search page's `region_name` (the spec's default is `Athens`). */
  searchName: string;
}

export interface CurrencyOption {
  code: string;
  symbol: string;
  /** The currency's name in the page's language, e.g. `Euro` or `欧元`. */
  name: string;
}

const paletteById = new Map<number, Destination['palette']>(
  Object.entries(HOME_REGION_IDS).map(([key, id]) => [id, key as Destination['palette']]),
);
const homeOrder = Object.values(HOME_REGION_IDS) as number[];

/**
 * The countries to offer as destinations: the spec's eight home countries in its order
 * (Greece first) when the gateway has them; countries without hotels yet (kept in the
 * region table for the franchise form) are left out. An unfamiliar catalogue shows all.
 */
export function pickDestinations(regions: Region[], lang: Language): Destination[] {
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
  const [currencies, regions] = await orThrowResponse(
    Promise.all([
      gateway.call('GET /util/currency/'),
      gateway.call('GET /util/region/', { query: { level: 1 } }),
    ]),
  );
  return data(
    {
      destinations: pickDestinations(regions.region_list, lang),
      currencies: describeCurrencies(currencies.currency_list, lang),
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
