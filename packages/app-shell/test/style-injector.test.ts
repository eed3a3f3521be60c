import type { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { StyleInjector } from '../src/style-injector.server';

const SPLIT = '/*!sc*/\n';

/** A stand-in for ServerStyleSheet whose collected CSS the test controls. */
function fakeSheet() {
  const state = { css: '', sealed: false };
  const sheet = {
    getStyleTags: () =>
      state.css ? `<style data-styled="true" data-styled-version="6">${state.css}</style>` : '',
    seal: () => {
      state.sealed = true;
    },
    instance: {
      options: {},
      // The rules the sheet holds, as styled-components counts them.
      getTag: () => ({ tag: { length: state.css.split(SPLIT).length - 1 } }),
      // Its names: here the whole CSS, so that no two sheets of these tests look alike.
      get names() {
        return new Map([['fake', new Set([state.css])]]);
      },
    },
  } as unknown as ServerStyleSheet;
  return { sheet, state };
}

async function run(injector: StyleInjector, chunks: Array<string | (() => void)>) {
  const out: string[] = [];
  injector.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  const finished = new Promise((resolve) => injector.on('end', resolve));
  for (const chunk of chunks) {
    if (typeof chunk === 'function') chunk();
    else injector.write(Buffer.from(chunk));
  }
  injector.end();
  await finished;
  return out.join('');
}

describe('streaming styles', () => {
  it('puts the shell styles just before </head>, never before the doctype', async () => {
    const { sheet, state } = fakeSheet();
    state.css = `.a{color:red;}${SPLIT}`;
    const html = await run(new StyleInjector(sheet), [
      '<!DOCTYPE html><html><head><title>x</ti',
      'tle></head><body>',
      '<main>hi</main></body></html>',
    ]);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(
      '<title>x</title><style data-styled="true" data-styled-version="6">.a{color:red;}/*!sc*/\n</style></head><body>',
    );
    expect(state.sealed).toBe(true);
  });

  it('sends only new rules with later chunks', async () => {
    const { sheet, state } = fakeSheet();
    state.css = `.a{color:red;}${SPLIT}`;
    const html = await run(new StyleInjector(sheet), [
      '<html><head></head><body>',
      () => {
        state.css = `.a{color:red;}${SPLIT}.b{color:blue;}${SPLIT}`;
      },
      '<div id="S:0">late</div>',
      '</body></html>',
    ]);
    expect(html.match(/\.a\{/g)).toHaveLength(1);
    expect(html).toContain('<style data-styled="true" data-styled-version="6">.b{color:blue;}');
    expect(html.indexOf('.b{')).toBeLessThan(html.indexOf('<div id="S:0">'));
  });

  it('keeps multi-byte characters split across chunks intact', async () => {
    const { sheet } = fakeSheet();
    const bytes = Buffer.from('<html><head><title>订酒店</title></head><body></body></html>');
    const injector = new StyleInjector(sheet);
    const out: Buffer[] = [];
    injector.on('data', (c: Buffer) => out.push(Buffer.from(c)));
    const done = new Promise((resolve) => injector.on('end', resolve));
    injector.write(bytes.subarray(0, 20));
    injector.write(bytes.subarray(20));
    injector.end();
    await done;
    expect(Buffer.concat(out).toString()).toContain('<title>订酒店</title>');
  });
});

describe('reading the sheet', () => {
  it('reads it once per burst of chunks, with the burst still in order after its rules', async () => {
    const { sheet, state } = fakeSheet();
    let reads = 0;
    const read = sheet.getStyleTags.bind(sheet);
    sheet.getStyleTags = () => {
      reads += 1;
      return read();
    };
    state.css = `.a{color:red;}${SPLIT}`;
    const injector = new StyleInjector(sheet);
    const out: string[] = [];
    injector.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    const finished = new Promise((resolve) => injector.on('end', resolve));
    injector.write('<html><head></head><body>');
    for (let i = 0; i < 40; i++) injector.write(`<p>${i}</p>`);
    await new Promise((resolve) => setImmediate(resolve));
    state.css += `.b{color:blue;}${SPLIT}`;
    injector.write('<div id="S:0">late</div>');
    injector.write('</body></html>');
    injector.end();
    await finished;
    const html = out.join('');
    // One read for the head, one per burst.
    expect(reads).toBeLessThanOrEqual(3);
    expect(html).toContain(Array.from({ length: 40 }, (_, i) => `<p>${i}</p>`).join(''));
    expect(html.indexOf('.b{')).toBeLessThan(html.indexOf('<div id="S:0">'));
    expect(html.indexOf('.b{')).toBeGreaterThan(html.indexOf('<p>39</p>'));
  });

  it("takes React's flushes as strings, beside bytes, characters whole", async () => {
    const { sheet, state } = fakeSheet();
    state.css = `.a{color:red;}${SPLIT}`;
    const injector = new StyleInjector(sheet);
    const out: Buffer[] = [];
    injector.on('data', (chunk: Buffer) => out.push(chunk));
    const finished = new Promise((resolve) => injector.on('end', resolve));
    const bytes = Buffer.from('<p>雅典</p>');
    injector.write('<html><head><title>酒店</title></head><body><p>第一</p>');
    injector.write(bytes.subarray(0, 5));
    injector.write(bytes.subarray(5));
    injector.write('<p>最后</p></body></html>');
    injector.end();
    await finished;
    expect(Buffer.concat(out).toString()).toBe(
      '<html><head><title>酒店</title><style data-styled="true" data-styled-version="6">' +
        `.a{color:red;}${SPLIT}</style></head><body><p>第一</p><p>雅典</p><p>最后</p></body></html>`,
    );
  });
});
