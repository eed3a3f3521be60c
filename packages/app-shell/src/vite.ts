import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { transformAsync } from '@babel/core';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { PRECOMPRESSED, type PrecompressedEncoding } from './precompressed';

const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;
// Resolved from this package: Babel would otherwise look for the plugin from the app's folder.
const PLUGIN = createRequire(import.meta.url).resolve('babel-plugin-styled-components');

export interface StyledComponentsOptions {
  /** Readable class names (`Header__Bar-sc-1x2y3z`); on by default outside production. */
  displayName?: boolean;
}

/**
 * Runs Babel with only babel-plugin-styled-components, on the server build and the browser
 * build alike, so both give every styled component the same stable id and the server's class
 * names hydrate without a warning. Everything else (TypeScript, JSX) stays with esbuild;
 * @vitejs/plugin-react must not be added next to the Remix plugin.
 */
export function styledComponents(options: StyledComponentsOptions = {}): Plugin {
  let displayName = options.displayName ?? true;
  return {
    name: 'bookdirect:styled-components',
    enforce: 'pre',
    configResolved(config) {
      if (options.displayName === undefined) displayName = !config.isProduction;
    },
    async transform(code, id) {
      const file = id.split('?', 1)[0] ?? id;
      if (!SCRIPT.test(file) || file.includes('/node_modules/') || file.startsWith('\0')) {
        return null;
      }
      if (!code.includes('styled-components')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: {
          plugins: file.endsWith('.ts') ? ['typescript'] : ['jsx', 'typescript'],
        },
        plugins: [[PLUGIN, { ssr: true, displayName, fileName: false, pure: true, minify: true }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}

const STYLED_COMPONENTS_DIST = /\/styled-components\/dist\/[^/]+\.js$/;

/**
 * styled-components as the server build bundles it, with `process.env.NODE_ENV` written in.
 * Its module reads the variable on every styled element a page renders (its debug values,
 * the too-many-classes warning, a check of every prop passed to a tag), and Vite leaves
 * `process.env` alone in server code; each read asks the environment (about 0.3 µs here),
 * thousands of times a page. The browser build already has the value written in. Only this
 * package is changed: the apps' own code reads NODE_ENV when it runs (cookies' `secure`).
 */
export function styledComponentsMode(): Plugin {
  let nodeEnv = 'production';
  return {
    name: 'bookdirect:styled-components-mode',
    configResolved(config) {
      nodeEnv = config.isProduction ? 'production' : 'development';
    },
    transform(code, id, options) {
      if (!options?.ssr || !STYLED_COMPONENTS_DIST.test(id.split('?', 1)[0] ?? id)) return null;
      if (!code.includes('process.env.NODE_ENV')) return null;
      return {
        code: code.replaceAll('process.env.NODE_ENV', JSON.stringify(nodeEnv)),
        map: { mappings: '' },
      };
    },
  };
}

/** Text files worth compressing: what the browser build writes under `assets/`. */
const COMPRESSIBLE = /\.(?:m?js|css|svg|json|txt|html|xml|map)$/;
/** Smaller files gain less than a compressed answer's headers and a decoder's start. */
const MIN_BYTES = 1024;

const encoders = {
  br: (data: Uint8Array) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    }),
  gzip: (data: Uint8Array) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
} satisfies Record<PrecompressedEncoding, unknown>;

/**
 * The browser build's hashed files written again as `name.br` and `name.gz` beside
 * themselves, at the best compression each encoding has: the site server sends those
 * (`staticFiles`) instead of compressing the same bytes for every visitor who lacks them,
 * and they are about an eighth smaller than the quick Brotli of compression on the fly
 * (ADR 0056). A variant that saves under a tenth is not written.
 */
export function precompressAssets(): Plugin {
  let active = false;
  return {
    name: 'bookdirect:precompress-assets',
    apply: 'build',
    configResolved(config) {
      active = !config.build.ssr;
    },
    async writeBundle(options, bundle) {
      if (!active || !options.dir) return;
      const dir = options.dir;
      const jobs: Promise<void>[] = [];
      for (const file of Object.values(bundle)) {
        if (!file.fileName.startsWith('assets/') || !COMPRESSIBLE.test(file.fileName)) continue;
        const data =
          file.type === 'chunk'
            ? Buffer.from(file.code)
            : typeof file.source === 'string'
              ? Buffer.from(file.source)
              : file.source;
        if (data.byteLength < MIN_BYTES) continue;
        for (const { encoding, suffix } of PRECOMPRESSED) {
          jobs.push(
            encoders[encoding](data).then(async (packed) => {
              if (packed.byteLength > data.byteLength * 0.9) return;
              await writeFile(join(dir, file.fileName + suffix), packed);
            }),
          );
        }
      }
      await Promise.all(jobs);
    },
  };
}

/**
 * Dependencies the browser build pre-bundles up front, so `remix vite:dev` does not
 * re-optimise (and reload) halfway through a session or an e2e run.
 */
export const optimizeDepsInclude = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'styled-components',
  'i18next',
  'react-i18next',
  '@remix-run/react',
  // Reached through the linked workspace packages, so the first scan misses them.
  '@bookdirect/booking-ui > uqr',
  // Server-only, but imported by route modules before Remix strips their loaders.
  '@remix-run/node',
  'isbot',
  'react-dom/server',
];

/** One copy of each of these, whichever package imports them (context and class registry). */
export const dedupe = ['react', 'react-dom', 'styled-components', 'i18next', 'react-i18next'];

/** The Remix future flags both sites run with. */
export const remixFuture = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
} as const;

export interface SiteConfigOptions {
  /** `vitePlugin` of `@remix-run/dev`, from the site's own dependencies. */
  remix: (options: { future: typeof remixFuture }) => PluginOption;
  /** The dev server's port unless `PORT` says otherwise. */
  port: number;
  /** Dependencies of this site to pre-bundle besides `optimizeDepsInclude`. */
  include?: readonly string[];
}

/** The Vite config of a Remix site of this repository: one place for both sites' build. */
export function siteConfig({ remix, port, include = [] }: SiteConfigOptions): UserConfig {
  return {
    plugins: [
      styledComponents(),
      styledComponentsMode(),
      remix({ future: remixFuture }),
      precompressAssets(),
    ],
    server: { port: Number(process.env.PORT ?? port), strictPort: true },
    // styled-components must go through Vite's SSR transform, or `styled.main is not a function`.
    ssr: { noExternal: ['styled-components'] },
    resolve: { dedupe },
    optimizeDeps: { include: [...optimizeDepsInclude, ...include] },
    build: {
      /*
       * A dynamic import fetches its chunk and lets the browser find the chunk's own imports,
       * instead of Vite's helper first adding a `<link rel=modulepreload>` per dependency: on
       * a page load those imports are the deferred parts' (ADR 0028), made while the page's
       * modules evaluate, and each link cost the main thread 0.1-10 ms there (ADR 0055).
       */
      modulePreload: { resolveDependencies: () => [] },
      rollupOptions: {
        onwarn(warning, warn) {
          // A route that lazy-loads a component another page imports up front (the search
          // box of the results page, the heart of the hotel page) gets Vite's "dynamic import
          // will not move module into another chunk": the module stays in the chunk of the
          // page that imports it statically, and the lazy route still fetches that chunk on
          // demand, which is what the lazy import is for (`pnpm budget:pages` holds each
          // page's JavaScript). Nothing to act on, so it is not printed every build.
          if (warning.message.includes('dynamic import will not move module into another chunk')) {
            return;
          }
          // A resource route (healthz, language, api.*, receipts) has a loader and no
          // component, so its browser chunk is empty by design: Rollup's "Generated an empty
          // chunk" for each of them says nothing wrong.
          if (warning.code === 'EMPTY_BUNDLE') return;
          warn(warning);
        },
      },
    },
  };
}
