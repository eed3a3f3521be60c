import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * The site's server matches routes through React Router as Remix loads it (patched in
 * `patches/`: ranked branches kept per routes array, compiled paths kept, one route tree per
 * build). These tests use exactly those packages, resolved from @remix-run/react.
 */
const fromApp = createRequire(import.meta.url);
const fromRemix = createRequire(fromApp.resolve('@remix-run/react'));
interface Route {
  id: string;
  path?: string;
  index?: boolean;
  children?: Route[];
}
interface Match {
  route: Route;
  params: Record<string, string | undefined>;
  pathnameBase: string;
}
interface StaticContext {
  matches: Match[];
}
const router = fromRemix('@remix-run/router') as {
  matchRoutes: (routes: Route[], path: string) => Match[] | null;
  matchPath: (
    pattern: { path: string; caseSensitive?: boolean; end?: boolean },
    pathname: string,
  ) => Match | null;
  createStaticHandler: (routes: Route[]) => {
    query: (request: Request) => Promise<StaticContext | Response>;
  };
};
const server = fromRemix('react-router-dom/server') as {
  createStaticRouter: (
    routes: Route[],
    context: StaticContext,
  ) => {
    routes: Route[];
    state: { matches: Match[] };
  };
};
const fogOfWar = fromRemix('./fog-of-war.js') as {
  getPartialManifest: (
    manifest: { routes: Record<string, unknown> },
    router: unknown,
  ) => { routes: Record<string, unknown> };
};

function tree(extra: Route[] = []): Route[] {
  return [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'home', index: true },
        { id: 'search', path: 'hotel/search' },
        { id: 'detail', path: 'hotel/:hotelId' },
        { id: 'order', path: 'user/order/:orderId?' },
        { id: 'files', path: 'files/*' },
        ...extra,
      ],
    },
  ];
}

const leaf = (routes: Route[], path: string) =>
  router.matchRoutes(routes, path)?.at(-1)?.route.id ?? null;

describe('route matching on the server', () => {
  it('answers each path with its own route, however often the same routes are matched', () => {
    const routes = tree();
    for (let round = 0; round < 3; round++) {
      expect(leaf(routes, '/')).toBe('home');
      expect(leaf(routes, '/hotel/search')).toBe('search');
      expect(leaf(routes, '/hotel/42')).toBe('detail');
      expect(router.matchRoutes(routes, '/hotel/42')?.at(-1)?.params).toEqual({ hotelId: '42' });
      expect(leaf(routes, '/user/order')).toBe('order');
      expect(router.matchRoutes(routes, '/files/a/b')?.at(-1)?.params['*']).toBe('a/b');
      expect(leaf(routes, '/nowhere/at/all')).toBeNull();
    }
  });

  it('ranks a static segment above a parameter, as without the kept ranking', () => {
    const routes = tree();
    // Matched first with a parameter, then with the static path beside it.
    expect(leaf(routes, '/hotel/7')).toBe('detail');
    expect(leaf(routes, '/hotel/search')).toBe('search');
  });

  it('keeps nothing from one routes array for another', () => {
    const before = tree();
    const after = tree([{ id: 'about', path: 'about' }]);
    expect(leaf(before, '/about')).toBeNull();
    expect(leaf(after, '/about')).toBe('about');
    expect(leaf(before, '/about')).toBeNull();
  });

  it('tells patterns apart by case sensitivity and by end, once compiled', () => {
    expect(router.matchPath({ path: '/Hotel', caseSensitive: true }, '/hotel')).toBeNull();
    expect(router.matchPath({ path: '/Hotel', caseSensitive: false }, '/hotel')).not.toBeNull();
    expect(router.matchPath({ path: '/Hotel', caseSensitive: true }, '/Hotel')).not.toBeNull();
    expect(router.matchPath({ path: '/hotel', end: true }, '/hotel/search')).toBeNull();
    expect(router.matchPath({ path: '/hotel', end: false }, '/hotel/search')?.pathnameBase).toBe(
      '/hotel',
    );
  });

  it("gives every request's static router the same data routes and its own matches", async () => {
    const routes = tree();
    const handler = router.createStaticHandler(routes);
    const contextFor = async (path: string) => {
      const context = await handler.query(new Request(`http://localhost${path}`));
      if (context instanceof Response) throw new Error('no context');
      return context;
    };
    const first = server.createStaticRouter(routes, await contextFor('/hotel/search'));
    const second = server.createStaticRouter(routes, await contextFor('/hotel/9'));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((m) => m.route.id)).toEqual(['root', 'search']);
    expect(second.state.matches.map((m) => m.route.id)).toEqual(['root', 'detail']);
    // The matches point into the routes the router renders.
    expect(first.state.matches[1]?.route).toBe(first.routes[0]?.children?.[1]);
  });

  it('lists in the first manifest the routes of its own path, answered alike each time', () => {
    const routes = tree();
    const manifest = {
      routes: Object.fromEntries(
        ['root', 'home', 'search', 'detail', 'order', 'files'].map((id) => [id, { id }]),
      ),
    };
    const routerAt = (pathname: string) => ({
      routes,
      basename: '/',
      state: {
        location: { pathname },
        matches: router.matchRoutes(routes, pathname)?.map((m) => ({ route: m.route })) ?? [],
      },
    });
    const search = fogOfWar.getPartialManifest(manifest, routerAt('/hotel/search'));
    const detail = fogOfWar.getPartialManifest(manifest, routerAt('/hotel/9'));
    // The page's own routes, and the index route of `/` (a parent path of both).
    expect(Object.keys(search.routes).sort()).toEqual(['home', 'root', 'search']);
    expect(Object.keys(detail.routes).sort()).toEqual(['detail', 'home', 'root']);
    expect(fogOfWar.getPartialManifest(manifest, routerAt('/hotel/search'))).toBe(search);
    // Another build's manifest gets its own answer.
    const next = { routes: { ...manifest.routes } };
    expect(fogOfWar.getPartialManifest(next, routerAt('/hotel/search'))).not.toBe(search);
  });
});
