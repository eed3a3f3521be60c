import { CATALOGUE_READS, type CatalogueRead } from '@bookdirect/gateway-sdk/catalogue-reads';
import { buildApiPath } from '@bookdirect/gateway-sdk/client';
import { HOT_CITIES_SIZE } from '@bookdirect/gateway-sdk/constants';
import type {
  DataOf,
  endpoints,
  HotCity,
  QueryOf,
  Region,
} from '@bookdirect/gateway-sdk/endpoints';
import { type Language, toApiLang } from '@bookdirect/locales/language';

/**
 * The public catalogue, read straight from the gateway's direct `GET /v1/u/...` routes: the
 * only calls the gateway answers a partner's origin (its partners table, CORS). Nothing here
 * sends a cookie or a token. Only the reads' paths are bundled; their shapes are the
 * declarations' types.
 */

type Declared = typeof endpoints;

/** A catalogue call that failed: the gateway was unreachable, refused the origin, or said no. */
export class CatalogueError extends Error {
  constructor(
    message: string,
    /** The gateway's rec, when it answered one. */
    readonly rec?: number,
  ) {
    super(message);
    this.name = 'CatalogueError';
  }
}

export interface Catalogue {
  read<N extends CatalogueRead>(name: N, query: QueryOf<Declared[N]>): Promise<DataOf<Declared[N]>>;
}

/** A reader of the catalogue at `gatewayUrl`, answering in `lang`. */
export function catalogue(
  gatewayUrl: string,
  lang: Language,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Catalogue {
  return {
    async read(name, query) {
      const url = `${gatewayUrl}${buildApiPath(
        CATALOGUE_READS[name],
        {},
        {
          ...(query as Record<string, string | number | undefined>),
          lang: toApiLang(lang),
        },
      )}`;
      let body: { rec?: unknown; msg?: unknown; data?: unknown };
      try {
        const response = await fetcher(url, {
          headers: { Accept: 'application/json' },
          credentials: 'omit',
          mode: 'cors',
        });
        body = (await response.json()) as typeof body;
      } catch (cause) {
        throw new CatalogueError(`The catalogue could not be read at ${url}: ${String(cause)}`);
      }
      if (body.rec !== 0) {
        throw new CatalogueError(
          String(body.msg ?? 'The catalogue refused the call'),
          typeof body.rec === 'number' ? body.rec : undefined,
        );
      }
      return body.data as never;
    },
  };
}

/** Countries and the cities that have hotels: what a search box offers and a city name means. */
export async function destinations(
  reader: Catalogue,
): Promise<{ countries: Region[]; cities: HotCity[] }> {
  const [countries, hot] = await Promise.all([
    reader.read('regions', { level: 1 }),
    reader.read('hotCities', { nums: HOT_CITIES_SIZE }),
  ]);
  return { countries: countries.region_list, cities: hot.region_list };
}
