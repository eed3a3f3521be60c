import type { HOME_REGION_IDS } from '@bookdirect/gateway-sdk/constants';
import { SITE_PAGES } from '@bookdirect/gateway-sdk/site-links';
import type { HotelCardData } from '../HotelCard/HotelCard';

/** The colours a destination is drawn in: its home country's, or `other`. */
export type DestinationPalette = keyof typeof HOME_REGION_IDS | 'other';

/** A destination the home page offers. */
export interface HomeDestination {
  regionId: number;
  /** Name in the page's language. */
  name: string;
  /** Name in the other language, shown small beneath. */
  altName: string;
  palette: DestinationPalette;
  /** English name: the search page's `region_name` (the spec's default is `Athens`). */
  searchName: string;
}

/** A hotel card of the trending section: named with its city. */
export type HomeHotel = HotelCardData & {
  city: string;
  /** The signed-in member's saved-hotel id (0 or absent: not saved, or a visitor). */
  favoriteId?: number;
};

/** A country of the trending section with its hotels. */
export interface HomeCountry {
  regionId: number;
  name: string;
  hotels: HomeHotel[];
}

/** A currency one can pay in. */
export interface CurrencyOption {
  code: string;
  symbol: string;
  /** The currency's name in the page's language, e.g. `Euro` or `欧元`. */
  name: string;
}

/**
 * Where a destination leads: the booking site's search page for its English name, as a
 * path; components put it on the provider's booking site with `useSiteLinks().url`.
 */
export function destinationSearchHref(regionName: string): string {
  return `${SITE_PAGES.search}?${new URLSearchParams({ region_name: regionName })}`;
}
