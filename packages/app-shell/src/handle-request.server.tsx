import { AsyncLocalStorage } from 'node:async_hooks';
import { type FormatAnswers, recordFormatAnswers } from '@bookdirect/gateway-sdk/intl';
import { isLanguage, type Language } from '@bookdirect/locales';
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerStyleSheet } from 'styled-components';
import { pageI18n, recordRenderReads, routeNamespaces } from './i18n';
import { NonceProvider } from './nonce';
import { requestContext } from './request-context.server';
import { ReusedStylis } from './reused-stylis.server';
import { StyleInjector } from './style-injector.server';

/**
 * How long deferred data may take before Remix rejects it; entry.server re-exports it as
 * `streamTimeout`, and rendering is aborted a second later.
 */
export const STREAM_TIMEOUT_MS = 5_000;

/**
 * The render in progress: React renders a page across several turns of the event loop, each
 * in the context it was started from, so every date and amount the page formats, and every
 * namespace its words come from, lands in its own render's record, whatever other pages
 * render meanwhile.
 */
interface PageRender {
  formats: FormatAnswers;
  reads: Set<string>;
}
const pageRender = new AsyncLocalStorage<PageRender>();
recordFormatAnswers(() => pageRender.getStore()?.formats);
recordRenderReads(() => pageRender.getStore()?.reads);

export interface HandleRequestOptions {
  /** The visitor's language when the root loader did not say (it always does in our apps). */
  language: (request: Request) => Language;
  streamTimeout?: number;
}

export type HandleRequest = (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) => Promise<Response>;

/** The language the root loader decided on, so the server renders exactly what it returned. */
function rootLocale(context: EntryContext): Language | undefined {
  const root = context.staticHandlerContext.loaderData?.root as { locale?: unknown } | undefined;
  return isLanguage(root?.locale) ? root.locale : undefined;
}

/**
 * The default export of entry.server: streams the page with styles in `<head>`. Bots (and SPA
 * mode) get the whole document at once (`onAllReady`), people get the shell as soon as it is
 * ready (`onShellReady`), with deferred data streamed after it.
 */
export function createHandleRequest(options: HandleRequestOptions): HandleRequest {
  const streamTimeout = options.streamTimeout ?? STREAM_TIMEOUT_MS;

  return function handleRequest(request, responseStatusCode, responseHeaders, remixContext) {
    const waitForAll = isbot(request.headers.get('user-agent')) || remixContext.isSpaMode;
    // The page's namespaces, from the matched routes' `handle.i18n`; the root Layout's
    // I18nResources embeds their words for the browser.
    const i18n = pageI18n(
      rootLocale(remixContext) ?? options.language(request),
      routeNamespaces(remixContext.staticHandlerContext.matches.map((match) => match.route)),
    );
    const sheet = new ServerStyleSheet();
    // The site server's nonce for this response (its Content-Security-Policy names it).
    const nonce = requestContext()?.cspNonce ?? '';
    let status = responseStatusCode;
    const render: PageRender = { formats: {}, reads: new Set() };

    return new Promise<Response>((resolve, reject) => {
      let shellRendered = false;
      // Bounds a render whose deferred data never settles. Cleared as soon as nothing is left
      // to abort: the timer holds the whole render (its tree, the page's CSS, the loader
      // data), and a pending one would keep every page of the last few seconds alive, which
      // the garbage collector then copies again and again.
      let abortTimer: NodeJS.Timeout | undefined;
      let rendered = false;
      const settled = () => {
        rendered = true;
        clearTimeout(abortTimer);
      };

      const ready = () => {
        shellRendered = true;
        const body = new StyleInjector(sheet);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status,
          }),
        );
        pipe(body);
      };

      const { pipe, abort } = pageRender.run(render, () =>
        renderToPipeableStream(
          sheet.collectStyles(
            <ReusedStylis>
              <NonceProvider value={nonce}>
                <I18nextProvider i18n={i18n}>
                  <RemixServer
                    context={remixContext}
                    url={request.url}
                    nonce={nonce || undefined}
                  />
                </I18nextProvider>
              </NonceProvider>
            </ReusedStylis>,
          ),
          {
            nonce: nonce || undefined,
            onShellReady() {
              if (!waitForAll) ready();
            },
            onAllReady() {
              settled();
              if (waitForAll) ready();
            },
            onShellError(error: unknown) {
              settled();
              sheet.seal();
              reject(error);
            },
            onError(error: unknown) {
              status = 500;
              // Errors before the shell are reported by onShellError; later ones are logged
              // here and never sent to the browser.
              if (shellRendered) console.error(error);
            },
          },
        ),
      );

      if (!rendered) abortTimer = setTimeout(abort, streamTimeout + 1_000);
    });
  };
}
