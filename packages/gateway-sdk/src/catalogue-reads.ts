/**
 * The paths of the public catalogue reads a browser makes from a partner's page (the embed),
 * apart from their declarations in `wire/catalog.ts`, which use them: a browser bundle that
 * only needs the paths then carries no schema library.
 */
export const CATALOGUE_READS = {
  regions: '/util/region/',
  hotCities: '/app/hotelhotcity/',
  hotelSearch: '/hotel/main/',
} as const;

export type CatalogueRead = keyof typeof CATALOGUE_READS;
