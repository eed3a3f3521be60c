// The markup-only app's entry (bench/ssr.mjs `--markup`): Remix's plain streaming render,
// nothing collected or rewritten, the page piped to the response as React writes it (the
// baseline's entry buffers the page as text to put styled-components' tags in its head, which
// costs a page of this size more than the rendering itself would).
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';

export default function handleRequest(request, status, headers, remixContext) {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
          pipe(body);
        },
        onShellError: reject,
      },
    );
  });
}
