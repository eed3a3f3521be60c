// The usual streaming entry with styled-components and a per-request i18next instance
// holding the one namespace the page uses.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { createInstance } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ServerStyleSheet } from 'styled-components';

const resources = { en: { translation: { title: '{{count}} hotels' } } };

export default function handleRequest(request, status, headers, remixContext) {
  const i18n = createInstance();
  i18n.use(initReactI18next).init({ lng: 'en', resources, initImmediate: false });
  const sheet = new ServerStyleSheet();
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      sheet.collectStyles(
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} />
        </I18nextProvider>,
      ),
      {
        onAllReady() {
          // Buffered to the end, then the styles go in before </head>.
          const html = new PassThrough();
          let body = '';
          html.setEncoding('utf8');
          html.on('data', (chunk) => {
            body += chunk;
          });
          html.on('end', () => {
            const page = body.replace('</head>', `${sheet.getStyleTags()}</head>`);
            sheet.seal();
            const out = new PassThrough();
            out.end(page);
            headers.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(createReadableStreamFromReadable(out), { headers, status }));
          });
          pipe(html);
        },
        onShellError: reject,
      },
    );
  });
}
