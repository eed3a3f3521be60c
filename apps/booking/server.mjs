// The site's HTTP server (`pnpm start`): static files, security headers, the cross-site
// guard and the visitor's address for the gateway, around the Remix build.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CURRENCY_COOKIE,
  LANGUAGE_COOKIE,
  startSiteServer,
} from '@bookdirect/app-shell/site-server';
import { EMBED_CONFIG_PATH, EMBED_SCRIPT_PATH } from '@bookdirect/embed/serve';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';

await startSiteServer({
  appDir: dirname(fileURLToPath(import.meta.url)),
  defaultPort: 3000,
  site: 'booking',
  // Partner sites' pages load the embed and its settings.
  crossOriginPaths: [EMBED_SCRIPT_PATH, EMBED_CONFIG_PATH],
  // With PAGE_CACHE_SECONDS: visitors' results and hotel pages, served again while the tags
  // of their search, or of their hotel, rooms and reviews, hold; the lists the site keeps for
  // a minute anyway need none.
  pageCache: {
    paths: ['/hotel/search', '/hotel/detail'],
    keyCookies: [LANGUAGE_COOKIE, CURRENCY_COOKIE],
    untaggedReads: [
      endpoints.currencies.path,
      endpoints.exchangeRates.path,
      endpoints.regions.path,
      endpoints.hotCities.path,
    ],
  },
});
