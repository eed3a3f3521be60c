import { type ComponentType, memo, type ReactNode, Suspense } from 'react';

/** Where one deferred component's code stands. */
interface Loading<Props> {
  component?: ComponentType<Props>;
  failure?: { error: unknown };
  promise: Promise<void>;
}

/** Every declared deferred component's load, for `deferredLoaded`. */
const declared = new Set<Promise<void>>();

/**
 * Resolves once every deferred component declared so far has its code (or failed to get it):
 * for tools that picture a page rendered in the browser (Storybook's loaders), so the picture
 * is the whole page rather than whatever had arrived.
 */
export async function deferredLoaded(): Promise<void> {
  await Promise.all(declared);
}

/**
 * Whether two props hold the same values: plain objects and arrays by their entries, anything
 * else (functions, elements, class instances) by identity.
 */
export function sameValues(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (depth > 8 || typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  const plain = (value: object) => {
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null || Array.isArray(value);
  };
  if (!plain(a) || !plain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  if ('$$typeof' in a || '$$typeof' in b) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValues(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        depth + 1,
      ),
  );
}

/** Renders the loaded component, or suspends until it has arrived. */
function Load<Props extends object>({ loading, props }: { loading: Loading<Props>; props: Props }) {
  const { component: Loaded, failure } = loading;
  if (Loaded) return <Loaded {...props} />;
  if (failure) throw failure.error;
  throw loading.promise;
}

/**
 * A component whose code arrives beside the page's JavaScript instead of inside it: for the
 * parts of a page that are there from the first paint but need no script to be read (the
 * footer, a section below the fold). Declare it once, at a module's top level, as with
 * `React.lazy`.
 *
 * Its code starts loading as soon as the module that declares it runs. The server has it by
 * its first request, so the HTML is whole. A browser hydrates the rest of the page without
 * waiting for it and keeps the server's HTML of this part until the code has arrived (the
 * part sits in its own Suspense boundary), then hydrates it. A render in the browser before
 * then (a client-side navigation right after the page loaded) shows `fallback` meanwhile.
 * A load that fails is thrown to the nearest error boundary, as `React.lazy` does.
 *
 * React gives up hydrating a part whose boundary receives an update before its code has
 * arrived: it drops the server's HTML and renders the fallback until then. So the part renders
 * again only when its props change value (not when its parent re-renders with a new object
 * of the same values), and deferred parts should take props that stay put while the page
 * hydrates: loader data, constants, not navigation state.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const loading: Loading<Props> = {
    promise: load().then(
      (component) => {
        loading.component = component;
      },
      (error: unknown) => {
        loading.failure = { error };
      },
    ),
  };
  declared.add(loading.promise);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per declaration, like React.lazy
  function Deferred(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Load loading={loading} props={props} />
      </Suspense>
    );
  }
  return memo(Deferred, sameValues) as unknown as ComponentType<Props>;
}
