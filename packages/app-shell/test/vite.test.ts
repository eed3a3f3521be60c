import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { siteConfig, styledComponentsMode } from '../src/vite';

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
