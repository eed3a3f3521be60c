import {
  type ComponentType,
  type CSSProperties,
  memo,
  type ReactNode,
  Suspense,
  useId,
  useRef,
  useState,
} from 'react';

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

/** Starts loading a part's code, and counts it for `deferredLoaded`. */
function startLoading<Props>(load: () => Promise<ComponentType<Props>>): Loading<Props> {
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
  return loading;
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
  const loading = startLoading(load);
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

export interface ServerRenderedProps {
  /**
   * What the part shows besides its props, read from context (the language, say): when it
   * differs from the value the page loaded with, the part renders in the browser.
   */
  version?: string;
}

/** The wrapper of a server-rendered part takes no box of its own: its content lays out as before. */
const PART_STYLE: CSSProperties = { display: 'contents' };

/** Whether this is a browser holding a page the server rendered (Remix put its context in it). */
function renderedByServer(): boolean {
  return typeof window !== 'undefined' && '__remixContext' in window;
}

/** Markup this page already holds, as the browser parsed it from the server's HTML. */
function ServerHtml({ id, html }: { id?: string; html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, read back from its DOM
  return <div id={id} style={PART_STYLE} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A part of a page with no behaviour of its own (plain links, text, an image or SVG drawn
 * from its props, as the footer is), which the browser keeps exactly as the server rendered
 * it: on a page load its code is not fetched, run or hydrated. Declare it once, at a module's
 * top level, as with `deferred`.
 *
 * The server loads the code at once, so the HTML is whole. In the browser the part's code
 * loads only when the part must render there: when its props change value after the page
 * loaded (a language switch), or when it mounts on a page the browser built (no server HTML
 * to keep). Meanwhile the server's HTML stays on screen, or `fallback` where there is none.
 * Whatever the part shows has to come from its props and what the server knew when it
 * rendered: no state, no effects, no event handlers (links are followed by the browser).
 *
 * Context the part reads (its words' language) is not a prop: pass it as `version`.
 *
 * `loadNow` decides whether the code loads at declaration: by default everywhere but in a page
 * the server rendered (on the server itself, in Storybook and in tests it loads at once).
 */
export function serverRendered<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    fallback = null,
    loadNow = !renderedByServer(),
  }: {
    fallback?: ReactNode;
    loadNow?: boolean;
  } = {},
): ComponentType<Props & ServerRenderedProps> {
  let loading: Loading<Props> | undefined = loadNow ? startLoading(load) : undefined;
  const loaded = () => {
    loading ??= startLoading(load);
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per declaration, like React.lazy
  function ServerRendered({ version, ...rest }: Props & ServerRenderedProps) {
    const props = rest as Props;
    const id = useId();
    // The server's HTML of this part, read while the page hydrates (the same id on both sides).
    const [html] = useState(() =>
      typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML,
    );
    const first = useRef({ version, props });
    if (
      html !== undefined &&
      first.current.version === version &&
      sameValues(first.current.props, props)
    ) {
      return <ServerHtml key="server" id={id} html={html} />;
    }
    return (
      <div key="rendered" id={id} style={PART_STYLE}>
        <Suspense fallback={html === undefined ? fallback : <ServerHtml html={html} />}>
          <Load loading={loaded()} props={props} />
        </Suspense>
      </div>
    );
  }
  return memo(ServerRendered, sameValues) as unknown as ComponentType<Props & ServerRenderedProps>;
}
