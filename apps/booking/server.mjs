// The site's HTTP server (`pnpm start`): static files, security headers, the cross-site
// guard and the visitor's address for the gateway, around the Remix build.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSiteServer } from '@bookdirect/app-shell/site-server';
import { EMBED_CONFIG_PATH, EMBED_SCRIPT_PATH } from '@bookdirect/embed/serve';

await startSiteServer({
  appDir: dirname(fileURLToPath(import.meta.url)),
  defaultPort: 3000,
  site: 'booking',
  // Partner sites' pages load the embed and its settings.
  crossOriginPaths: [EMBED_SCRIPT_PATH, EMBED_CONFIG_PATH],
});
