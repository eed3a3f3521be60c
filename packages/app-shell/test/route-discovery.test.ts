import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Lazy route discovery in the browser: Remix finds the routes of the page's links after it
 * hydrates and patches them into the router (`router.patchRoutes`). The router as the sites
 * load it (patched in `patches/`, ADR 0045) takes them in without a state update, so the
 * page is not rendered again for routes nothing on it matches; the next navigation uses them.
 * Both builds are checked: the browser bundles use the ES module, Node the CommonJS one.
 */
const fromApp = createRequire(import.meta.url);
const fromRemix = createRequire(fromApp.resolve('@remix-run/react'));
const commonJs = fromRemix.resolve('@remix-run/router');

interface Route {
  id: string;
  path?: string;
  index?: boolean;
  children?: Route[];
}
interface RouterState {
  initialized: boolean;
  navigation: { state: string };
  matches: { route: Route }[];
}
interface Router {
  initialize(): Router;
  subscribe(listener: (state: RouterState) => void): () => void;
  patchRoutes(routeId: string | null, children: Route[]): void;
  navigate(to: string): Promise<void>;
  readonly routes: Route[];
  readonly state: RouterState;
  dispose(): void;
}
interface RouterModule {
  createRouter(init: { routes: Route[]; history: unknown }): Router;
  createMemoryHistory(options: { initialEntries: string[] }): unknown;
}

const builds: [string, () => Promise<RouterModule>][] = [
  [
    'ES module (browser)',
    () => import(pathToFileURL(join(dirname(commonJs), 'router.js')).href) as Promise<RouterModule>,
  ],
  ['CommonJS (Node)', async () => fromRemix('@remix-run/router') as RouterModule],
];

describe.each(builds)('routes discovered ahead of a navigation, %s', (_, load) => {
  async function started() {
    const { createRouter, createMemoryHistory } = await load();
    const router = createRouter({
      routes: [{ id: 'root', path: '/', children: [{ id: 'home', index: true }] }],
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }).initialize();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.initialized).toBe(true);
    const updates: RouterState[] = [];
    router.subscribe((state) => updates.push(state));
    return { router, updates };
  }

  it('are taken in without a state update of the page', async () => {
    const { router, updates } = await started();
    const before = router.routes;
    const matchesBefore = router.state.matches;
    router.patchRoutes('root', [{ id: 'trips', path: 'order_list' }]);
    expect(updates).toEqual([]);
    // A new identity for anything that keeps the routes.
    expect(router.routes).not.toBe(before);
    expect(router.routes[0]?.children?.map((route) => route.id)).toEqual(['home', 'trips']);
    expect(router.state.matches).toBe(matchesBefore);
    router.dispose();
  });

  it('are used by the next navigation', async () => {
    const { router, updates } = await started();
    router.patchRoutes('root', [{ id: 'trips', path: 'order_list' }]);
    await router.navigate('/order_list');
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'trips']);
    expect(updates.at(-1)?.navigation.state).toBe('idle');
    router.dispose();
  });
});
