import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { StyleInjector } from '../src/style-injector.server';

describe('the page stream', () => {
  it('is ended once, however often it is told to end', async () => {
    const sheet = new ServerStyleSheet();
    const body = new StyleInjector(sheet);
    const errors = vi.fn();
    body.on('error', errors);
    const out: Buffer[] = [];
    body.on('data', (chunk: Buffer) => out.push(chunk));
    const closed = new Promise((resolve) => body.on('close', resolve));
    const { pipe } = renderToPipeableStream(
      sheet.collectStyles(
        <html lang="en">
          <head>
            <title>x</title>
          </head>
          <body>
            <p>hello</p>
          </body>
        </html>,
      ),
      { onShellReady: () => pipe(body) },
    );
    await closed;
    // What React does on the destination's close, with a callback to see how it ended.
    const ended = await new Promise<unknown>((resolve) => body.end(resolve));
    expect(ended).toBeUndefined();
    expect(body.end()).toBe(body);
    expect(errors).not.toHaveBeenCalled();
    expect(Buffer.concat(out).toString()).toContain('<p>hello</p>');
  });
});
