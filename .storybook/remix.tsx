import { useLocation } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import type { Decorator } from '@storybook/react-vite';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { RemixParameters, StubRouteArgs } from './remix-parameters';

type StubRoute = Parameters<typeof createRemixStub>[0][number];

/** A story's loader or action as the stub takes it: what it returns is the story's business. */
const asLoader = (fn?: (args: StubRouteArgs) => unknown) => fn as StubRoute['loader'];
const asAction = (fn?: (args: StubRouteArgs) => unknown) => fn as StubRoute['action'];

const StoryContent = createContext<ReactNode>(null);

/** The story, with the router's current URL on its frame for `play` functions to read. */
function StoryRoute() {
  const { pathname, search } = useLocation();
  return (
    <div
      data-testid="remix-location"
      data-url={`${pathname}${search}`}
      style={{ display: 'contents' }}
    >
      {useContext(StoryContent)}
    </div>
  );
}

/** Where a link or a form led: the stub's answer for any path it does not know. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <output data-testid="remix-elsewhere">{`${pathname}${search}`}</output>;
}

function RemixHost({ remix, children }: { remix: RemixParameters; children: ReactNode }) {
  const url = remix.url ?? '/';
  const path = new URL(url, 'http://stub').pathname;
  // One router per story: a new one on every render would lose fetchers and navigation.
  const Stub = useMemo(() => {
    const route = {
      id: 'story',
      path: path === '/' ? undefined : path.slice(1),
      index: path === '/' ? true : undefined,
      Component: StoryRoute,
      ErrorBoundary: remix.ErrorBoundary,
      loader: asLoader(() => {
        if (remix.loaderError) throw remix.loaderError();
        return remix.loaderData ?? null;
      }),
      action: asAction(remix.action),
    };
    const others = (remix.routes ?? []).map((r, i) => ({
      id: `stub-${i}`,
      path: r.path.replace(/^\//, ''),
      loader: asLoader(r.loader),
      action: asAction(r.action),
      Component: r.Component ?? Elsewhere,
    }));
    return createRemixStub([
      {
        id: 'root',
        path: '/',
        loader: asLoader(() => remix.rootData ?? null),
        children: [route, ...others, { id: 'elsewhere', path: '*', Component: Elsewhere }],
      },
    ]);
  }, [remix, path]);
  return (
    <StoryContent.Provider value={children}>
      <Stub
        initialEntries={[url]}
        hydrationData={
          remix.loaderError
            ? undefined
            : { loaderData: { root: remix.rootData ?? null, story: remix.loaderData ?? null } }
        }
      />
    </StoryContent.Provider>
  );
}

/**
 * Renders a story inside Remix when it sets `parameters.remix`: the app's components (their
 * links, forms, fetchers and loader data) work as on the site, against stub routes.
 */
export const withRemix: Decorator = (Story, context) => {
  const remix = context.parameters.remix as RemixParameters | undefined;
  if (!remix) return <Story />;
  return (
    <RemixHost remix={remix}>
      <Story />
    </RemixHost>
  );
};
