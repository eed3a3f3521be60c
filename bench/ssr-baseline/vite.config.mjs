// The baseline's build: Remix's Vite plugin with the booking app's future flags, and
// styled-components through Vite's SSR transform as in the sites (docs/adr/0005-remix-ssr-and-i18n.md).
// Packages resolve through `node_modules`, a link to apps/booking/node_modules that
// bench/ssr.mjs creates, so the versions are the booking app's own.
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  ssr: { noExternal: ['styled-components'] },
  logLevel: 'warn',
});
