import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * The site servers render with React's production server build for Node, patched
 * (`patches/react-dom@18.3.1.patch`, ADR 0044) to write each flush as one chunk, its markup
 * gathered as text and encoded once per run of ASCII, instead of into 2 KiB byte views
 * piece by piece. These tests load exactly that file.
 */
const fromHere = createRequire(import.meta.url);
const fromReactDom = createRequire(fromHere.resolve('react-dom/package.json'));
const server = fromReactDom('./cjs/react-dom-server.node.production.min.js') as {
  renderToPipeableStream: (
    element: unknown,
    options: { onShellReady?: () => void; onAllReady?: () => void; onError?: (e: unknown) => void },
  ) => { pipe: (destination: Writable) => void };
};

/** Renders `element` and records what React wrote, chunk by chunk (`written` after each). */
function render(
  element: unknown,
  written: (chunks: ReadonlyArray<string | Buffer>) => void = () => undefined,
): Promise<{ chunks: Array<string | Buffer>; html: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Array<string | Buffer> = [];
    const destination = new Writable({
      decodeStrings: false,
      write(chunk: string | Buffer, _encoding, done) {
        chunks.push(chunk);
        written(chunks);
        done();
      },
    });
    destination.on('finish', () =>
      resolve({ chunks, html: chunks.map((chunk) => chunk.toString()).join('') }),
    );
    const stream = server.renderToPipeableStream(element, {
      onShellReady: () => stream.pipe(destination),
      onError: reject,
    });
  });
}

const h = createElement;
/** A page with a bit of everything: attributes to escape, text in both languages, many nodes. */
function page(title: string) {
  return h(
    'main',
    { className: 'page', 'data-title': title, style: { marginTop: 4 } },
    h('h1', null, title),
    h(
      'ul',
      null,
      Array.from({ length: 400 }, (_, i) =>
        h('li', { key: i, title: `房间 ${i} "quoted" & <b>` }, `Room ${i} · 房间 ${i}`),
      ),
    ),
    h('p', { dangerouslySetInnerHTML: { __html: '<em>kept as is</em>' } }),
  );
}

/** Suspends until its gate opens. */
interface Gate {
  ready: boolean;
  arrived: Promise<void>;
}
function Late({ gate }: { gate: Gate }) {
  if (!gate.ready) throw gate.arrived;
  return h('p', null, '晚到 arrived late');
}

describe("React's server renderer as the site servers load it", () => {
  it('writes the same HTML as renderToString, whole characters included', async () => {
    const { html } = await render(page('雅典 Athens'));
    expect(html).toBe(renderToString(page('雅典 Athens')));
    expect(html).toContain('Room 399 · 房间 399');
  });

  it('writes a flush of about 30 KiB as one chunk', async () => {
    const { chunks, html } = await render(page('One write'));
    expect(html.length).toBeGreaterThan(30_000);
    expect(chunks).toHaveLength(1);
  });

  it('writes a boundary that resolves later in a flush of its own, after the shell', async () => {
    const gate: Gate = { ready: false, arrived: Promise.resolve() };
    let open: () => void = () => undefined;
    gate.arrived = new Promise<void>((resolve) => {
      open = resolve;
    });
    // The boundary's data arrives once the shell has gone out, however slow the machine.
    const { chunks, html } = await render(
      h(
        'div',
        null,
        h('p', null, 'shell'),
        h(Suspense, { fallback: h('i', null, '…') }, h(Late, { gate })),
      ),
      (sofar) => {
        if (sofar.length !== 1) return;
        setTimeout(() => {
          gate.ready = true;
          open();
        }, 10);
      },
    );
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks[0]?.toString()).toContain('shell');
    expect(chunks[0]?.toString()).not.toContain('arrived late');
    expect(html).toContain('<p>晚到 arrived late</p>');
  });
});
