import type { ComponentType } from 'react';

/** What a stub route's loader or action is given: the request and the URL's params. */
export interface StubRouteArgs {
  request: Request;
  params: Record<string, string | undefined>;
}

/** A route beside the story's own: a resource route a fetcher loads or posts to. */
export interface StubRoute {
  path: string;
  loader?: (args: StubRouteArgs) => unknown;
  action?: (args: StubRouteArgs) => unknown;
  Component?: ComponentType;
}

/**
 * `parameters.remix` of a story whose component uses Remix (`Link`, `Form`, `useFetcher`,
 * `useLoaderData`...): the story renders inside a memory router at `url`, with the route's
 * loader data (as `useLoaderData` returns it), the root's (`useRouteLoaderData('root')`) and
 * the routes its fetchers and forms reach. Nothing leaves the page.
 */
export interface RemixParameters {
  /** Where the story's route is, with its query; default `/`. */
  url?: string;
  /** What the story's route's loader returns. */
  loaderData?: unknown;
  /** What the root route's loader returns. */
  rootData?: unknown;
  /** What the story's route's action returns when its form posts. */
  action?: (args: StubRouteArgs) => unknown;
  /** The story's route's error boundary, shown when `loaderError` is set. */
  ErrorBoundary?: ComponentType;
  /** Thrown by the story's route's loader: a `Response` for a 404 page, say. */
  loaderError?: () => unknown;
  routes?: StubRoute[];
}
