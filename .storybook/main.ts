import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { mergeConfig } from 'vite';
import { remixRouteModules } from './route-modules.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Remix and its test stub are the booking site's dependencies, not the workspace root's.
const fromBooking = createRequire(path.join(root, 'apps/booking/package.json'));
const packageDir = (name: string) => path.dirname(fromBooking.resolve(`${name}/package.json`));

/** Imports only a server may run: loaders' helpers, Node's Remix runtime, the shell's server. */
const SERVER_ONLY =
  /(\.server(\.[cm]?[jt]sx?)?|^@remix-run\/node|^@bookdirect\/app-shell\/server)$/;

const config: StorybookConfig = {
  stories: [
    '../packages/booking-ui/docs/*.mdx',
    '../packages/booking-ui/src/**/*.stories.tsx',
    '../apps/*/app/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // This machine and CI have no internet beyond the npm registry.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [remixRouteModules()],
      resolve: {
        alias: [
          // The apps' stories read the library's source, as .storybook and its stories do:
          // one BookingUiProvider, one theme, whatever the importer.
          {
            find: /^@bookdirect\/booking-ui$/,
            replacement: path.join(root, 'packages/booking-ui/src/index.ts'),
          },
          // Its entries too (`@bookdirect/booking-ui/Footer`), and the shell's browser side.
          {
            find: /^@bookdirect\/booking-ui\/(\w+)$/,
            replacement: path.join(root, 'packages/booking-ui/src/$1/index.ts'),
          },
          {
            find: /^@bookdirect\/app-shell$/,
            replacement: path.join(root, 'packages/app-shell/src/index.ts'),
          },
          { find: /^@remix-run\/react$/, replacement: packageDir('@remix-run/react') },
          { find: /^@remix-run\/testing$/, replacement: packageDir('@remix-run/testing') },
        ],
        // One copy of each, whether imported from .storybook, booking-ui or an app.
        dedupe: ['react', 'react-dom', 'i18next', 'react-i18next'],
      },
      optimizeDeps: {
        // Injected by the JSX transform or reached through the apps and the Remix stub, so
        // the dependency scan misses them; finding them mid-run makes Vite reload the page
        // under a running story test.
        include: [
          'react/jsx-dev-runtime',
          'react/jsx-runtime',
          '@remix-run/react',
          '@remix-run/testing',
        ],
        esbuildOptions: {
          plugins: [
            {
              // The scan reads route modules before their loaders are removed: it must not
              // walk into the server code they call.
              name: 'bookdirect:skip-server-only',
              setup(build) {
                build.onResolve({ filter: SERVER_ONLY }, (args) => ({
                  path: args.path,
                  external: true,
                }));
              },
            } satisfies EsbuildPlugin,
          ],
        },
      },
      // Storybook's own manager and axe make big chunks; they are not shipped to travellers.
      build: { chunkSizeWarningLimit: 1600 },
    }),
};

export default config;
