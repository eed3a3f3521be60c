// The back office's HTTP server (`pnpm start`): static files, security headers, the cross-site
// guard and the staff member's address for the gateway, around the Remix build.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSiteServer } from '@bookdirect/app-shell/site-server';

await startSiteServer({
  appDir: dirname(fileURLToPath(import.meta.url)),
  defaultPort: 3002,
  site: 'office',
});
