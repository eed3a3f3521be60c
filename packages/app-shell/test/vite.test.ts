import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompressAssets, siteConfig, styledComponentsMode } from '../src/vite';

const DIST =
  '/repo/node_modules/.pnpm/styled-components@6.6.0/node_modules/styled-components/dist/styled-components.esm.js';
const CODE = 'const dev="production"!==process.env.NODE_ENV;';

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => unknown;

function plugin(isProduction: boolean) {
  const mode = styledComponentsMode();
  (mode.configResolved as (config: ResolvedConfig) => void)({ isProduction } as ResolvedConfig);
  return (mode.transform as Transform).bind(mode);
}

describe('styledComponentsMode', () => {
  it('writes the build mode into styled-components for the server build', () => {
    const transform = plugin(true);
    expect(transform(CODE, DIST, { ssr: true })).toMatchObject({
      code: 'const dev="production"!=="production";',
    });
    expect(plugin(false)(CODE, DIST, { ssr: true })).toMatchObject({
      code: 'const dev="production"!=="development";',
    });
  });

  it('leaves the browser build, and every other module, to read it as before', () => {
    const transform = plugin(true);
    expect(transform(CODE, DIST, { ssr: false })).toBeNull();
    expect(transform(CODE, '/repo/apps/booking/app/session.server.ts', { ssr: true })).toBeNull();
    expect(transform(CODE, '/repo/node_modules/react-dom/index.js', { ssr: true })).toBeNull();
  });

  it('is one of the sites’ plugins', () => {
    const config = siteConfig({ remix: () => [], port: 3000 });
    const names = (config.plugins ?? []).flat().map((p) => (p as { name?: string })?.name);
    expect(names).toContain('bookdirect:styled-components-mode');
  });
});

describe('precompressAssets', () => {
  type WriteBundle = (options: { dir?: string }, bundle: Record<string, unknown>) => Promise<void>;

  function build(ssr: boolean) {
    const plugin = precompressAssets();
    (plugin.configResolved as (config: ResolvedConfig) => void)({
      build: { ssr },
    } as unknown as ResolvedConfig);
    return (plugin.writeBundle as unknown as WriteBundle).bind(plugin);
  }

  const big = `export const words = ${JSON.stringify('room '.repeat(3000))};`;
  const bundle = {
    'assets/page-Ab12.js': { type: 'chunk', fileName: 'assets/page-Ab12.js', code: big },
    'assets/site-Cd34.css': {
      type: 'asset',
      fileName: 'assets/site-Cd34.css',
      source: `a{color:red}${'b{color:blue}'.repeat(200)}`,
    },
    'assets/tiny-Ef56.js': { type: 'chunk', fileName: 'assets/tiny-Ef56.js', code: 'export {};' },
    'assets/photo-Gh78.png': {
      type: 'asset',
      fileName: 'assets/photo-Gh78.png',
      source: new Uint8Array(4096),
    },
    'favicon.svg': { type: 'asset', fileName: 'favicon.svg', source: '<svg/>'.repeat(400) },
  };

  function folder() {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    return dir;
  }

  it('writes Brotli and gzip copies of the browser build’s text files that are worth it', async () => {
    const dir = folder();
    await build(false)({ dir }, bundle);
    const written = readdirSync(join(dir, 'assets')).sort();
    expect(written).toEqual([
      'page-Ab12.js.br',
      'page-Ab12.js.gz',
      'site-Cd34.css.br',
      'site-Cd34.css.gz',
    ]);
    const br = readFileSync(join(dir, 'assets/page-Ab12.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dir, 'assets/page-Ab12.js.gz'))).toString()).toBe(big);
    expect(br.length).toBeLessThan(big.length / 10);
    // Nothing beside the root's files: only hashed assets are sent from these copies.
    expect(readdirSync(dir).sort()).toEqual(['assets']);
  });

  it('leaves the server build alone', async () => {
    const dir = folder();
    await build(true)({ dir }, bundle);
    expect(readdirSync(join(dir, 'assets'))).toEqual([]);
  });

  it('is one of the sites’ plugins', () => {
    const config = siteConfig({ remix: () => [], port: 3000 });
    const names = (config.plugins ?? []).flat().map((p) => (p as { name?: string })?.name);
    expect(names).toContain('bookdirect:precompress-assets');
  });
});
