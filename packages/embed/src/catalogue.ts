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
    /** The gateway is up but does not answer this page's origin (not a partner's). */
    readonly originRefused = false,
  ) {
    super(message);
    this.name = 'CatalogueError';
  }
}

/**
 * A picture the gateway draws from its key (no database read, about 1 KB), served to
 * any origin (`Cross-Origin-Resource-Policy: cross-origin`, no CORS needed).
 */
export const PROBE_IMAGE_PATH = '/images/gen/aegean/guide-1_3.svg';
const PROBE_TIMEOUT_MS = 10_000;

/**
 * Whether the gateway answers at all, asked without CORS. A read the browser refused for
 * this origin fails exactly as one to a gateway that is down; a picture loads in both cases
 * only when the gateway is there. An `<img>` rather than an opaque `fetch(…, {mode:
 * 'no-cors'})`: the opaque answer would hide a proxy's 502 for a gateway that is down, the
 * picture loads only from a real image. The query keeps a cached copy from answering.
 */
export function gatewayAnswers(gatewayUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const done = (up: boolean) => {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      resolve(up);
    };
    const timer = setTimeout(() => done(false), PROBE_TIMEOUT_MS);
    image.onload = () => done(true);
    image.onerror = () => done(false);
    image.src = `${gatewayUrl}${PROBE_IMAGE_PATH}?probe=${Date.now()}`;
  });
}

/** One probe at a time per gateway: the page's elements and reads fail together. */
const probes = new Map<string, Promise<boolean>>();

function probeOnce(gatewayUrl: string, probe: (gatewayUrl: string) => Promise<boolean>) {
  let pending = probes.get(gatewayUrl);
  if (!pending) {
    pending = probe(gatewayUrl).finally(() => probes.delete(gatewayUrl));
    probes.set(gatewayUrl, pending);
  }
  return pending;
}

export interface Catalogue {
  read<N extends CatalogueRead>(name: N, query: QueryOf<Declared[N]>): Promise<DataOf<Declared[N]>>;
}

/**
 * A reader of the catalogue at `gatewayUrl`, answering in `lang`. When a read cannot reach
 * the gateway, `probe` tells an origin the gateway refuses from a gateway that is down.
 */
export function catalogue(
  gatewayUrl: string,
  lang: Language,
  fetcher: typeof fetch = (...args) => fetch(...args),
  probe: (gatewayUrl: string) => Promise<boolean> = gatewayAnswers,
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
      const unread = (cause: unknown) =>
        new CatalogueError(`The catalogue could not be read at ${url}: ${String(cause)}`);
      let response: Response;
      try {
        response = await fetcher(url, {
          headers: { Accept: 'application/json' },
          credentials: 'omit',
          mode: 'cors',
        });
      } catch (cause) {
        if (await probeOnce(gatewayUrl, probe)) {
          throw new CatalogueError(
            `The gateway at ${gatewayUrl} does not answer this page's origin`,
            undefined,
            true,
          );
        }
        throw unread(cause);
      }
      let body: { rec?: unknown; msg?: unknown; data?: unknown };
      try {
        body = (await response.json()) as typeof body;
      } catch (cause) {
        throw unread(cause);
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
