import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHandleRequest, STREAM_TIMEOUT_MS } from '../src/handle-request.server';
import { I18nResources } from '../src/i18n';

/** A one-route site run through Remix's own request handler, with our entry.server. */
function site(Page: () => JSX.Element): (request: Request) => Promise<Response> {
  const build = {
    mode: 'production',
    entry: { module: { default: createHandleRequest({ language: () => 'en' }) } },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: {
          default: () => (
            <html lang="en">
              <head>
                <title>Page</title>
              </head>
              <body>
                <Page />
              </body>
            </html>
          ),
        },
      },
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {
        root: {
          id: 'root',
          path: '',
          module: '/root.js',
          imports: [],
          hasLoader: false,
          hasAction: false,
          hasClientLoader: false,
          hasClientAction: false,
          hasErrorBoundary: false,
        },
      },
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: '/tmp',
    future: { v3_singleFetch: true },
    isSpaMode: false,
    basename: '/',
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  return (request) => handle(request);
}

/** The timers of the render's abort: set with its delay, and whether they were cleared since. */
function abortTimers() {
  const delay = STREAM_TIMEOUT_MS + 1_000;
  const pending = new Set<unknown>();
  const set = globalThis.setTimeout;
  const clear = globalThis.clearTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    const timer = set(fn, ms);
    if (ms === delay) pending.add(timer);
    return timer;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((timer?: NodeJS.Timeout) => {
    pending.delete(timer);
    clear(timer);
  }) as typeof clearTimeout);
  return pending;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createHandleRequest', () => {
  it('streams the page with its styles in the head', async () => {
    const handle = site(() => <p>Hello</p>);
    const response = await handle(new Request('http://site.test/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<p>Hello</p>');
  });

  it('lets go of a finished render at once instead of holding it until the abort time', async () => {
    const pending = abortTimers();
    const handle = site(() => <p>Hello</p>);
    const response = await handle(new Request('http://site.test/'));
    await response.text();
    // The timer that would abort a render still waiting for data holds the whole render (its
    // tree, the page's CSS): a finished page must not leave it running for seconds.
    expect(pending.size).toBe(0);
  });

  it('sends each page the namespaces its own render read, though pages share their words', async () => {
    const sent = async (handle: (request: Request) => Promise<Response>, url: string) => {
      const html = await (await handle(new Request(url))).text();
      const json = html.match(/<script[^>]*id="i18n-resources"[^>]*>(.*?)<\/script>/)?.[1] ?? '';
      return Object.keys((JSON.parse(json) as { resources: object }).resources);
    };
    const reading = site(() => {
      const { t } = useTranslation();
      return (
        <>
          <p>{t('orders:order_not_found')}</p>
          <I18nResources />
        </>
      );
    });
    const plain = site(() => <I18nResources />);
    // Started together, so that the renders interleave.
    const [first, second] = await Promise.all([
      sent(reading, 'http://site.test/'),
      sent(plain, 'http://site.test/'),
    ]);
    expect(first).toEqual(['common', 'orders']);
    expect(second).toEqual(['common']);
    // And again, once the instance has been used by both.
    expect(await sent(plain, 'http://site.test/')).toEqual(['common']);
    expect(await sent(reading, 'http://site.test/')).toEqual(['common', 'orders']);
  });
});
