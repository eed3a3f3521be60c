import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetHeadSheets, StyleInjector } from '../src/style-injector.server';

/**
 * The head's `<style>` is kept per set of rule sets and reused by the next page with the
 * same set: every page must still get exactly the CSS styled-components would have written
 * for its own sheet. Each call is one request with its own sheet, as on the server.
 */
async function page(children: ReactNode) {
  const sheet = new ServerStyleSheet();
  const body = renderToString(sheet.collectStyles(children));
  // What styled-components itself writes for this sheet (reading does not seal it).
  const expected = sheet.getStyleTags();
  const injector = new StyleInjector(sheet);
  const out: Buffer[] = [];
  injector.on('data', (chunk: Buffer) => out.push(Buffer.from(chunk)));
  const finished = new Promise((resolve) => injector.on('end', resolve));
  injector.write(Buffer.from(`<!DOCTYPE html><html><head><title>t</title></head><body>`));
  injector.write(Buffer.from(`${body}</body></html>`));
  injector.end();
  await finished;
  const html = Buffer.concat(out).toString();
  const head = html.slice(html.indexOf('<title>t</title>') + 16, html.indexOf('</head>'));
  return { head, expected };
}

const Title = styled.h1`
  color: #0f3b4c;
`;
const Lead = styled.p`
  font-size: 1.125rem;
`;
const Tone = styled.span<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
`;
const Page = createGlobalStyle<{ $ground: string }>`
  body { background: ${({ $ground }) => $ground}; }
`;
const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Fading = styled.div`
  animation: ${fade} 0.2s;
`;

describe("the head's stylesheet kept per set of rule sets", () => {
  beforeEach(() => forgetHeadSheets());

  it('gives a page with the same rule sets the same CSS, as styled-components writes it', async () => {
    const first = await page(
      <>
        <Title>Athens</Title>
        <Lead>Four hotels</Lead>
        <Fading />
      </>,
    );
    const second = await page(
      <>
        <Title>Porto</Title>
        <Lead>Two hotels</Lead>
        <Fading />
      </>,
    );
    expect(first.head).toBe(first.expected);
    expect(second.head).toBe(second.expected);
    expect(second.head).toBe(first.head);
    expect(second.head).toContain('@keyframes');
  });

  it('gives a page with other rule sets its own CSS', async () => {
    await page(<Title>Athens</Title>);
    const more = await page(
      <>
        <Title>Athens</Title>
        <Lead>Four hotels</Lead>
      </>,
    );
    const fewer = await page(<Lead>Four hotels</Lead>);
    expect(more.head).toBe(more.expected);
    expect(more.head).toContain('font-size:1.125rem');
    expect(fewer.head).toBe(fewer.expected);
    expect(fewer.head).not.toContain('color:#0f3b4c');
  });

  it("follows a component's props into its rules", async () => {
    await page(<Tone $tone="#b94a2c">a</Tone>);
    const other = await page(<Tone $tone="#1b2528">a</Tone>);
    expect(other.head).toBe(other.expected);
    expect(other.head).toContain('color:#1b2528');
    expect(other.head).not.toContain('#b94a2c');
  });

  it("follows a global style's props, though its name stays the same", async () => {
    const light = await page(
      <>
        <Page $ground="#faf7f2" />
        <Title>Athens</Title>
      </>,
    );
    const dark = await page(
      <>
        <Page $ground="#1b2528" />
        <Title>Athens</Title>
      </>,
    );
    expect(light.head).toContain('background:#faf7f2');
    expect(dark.head).toBe(dark.expected);
    expect(dark.head).toContain('background:#1b2528');
    expect(dark.head).not.toContain('#faf7f2');
  });

  it('writes a sheet with a nonce as its own', async () => {
    await page(<Title>Athens</Title>);
    const sheet = new ServerStyleSheet({ nonce: 'n0nce' } as never);
    renderToString(sheet.collectStyles(<Title>Athens</Title>));
    const expected = sheet.getStyleTags();
    expect(expected).toContain('nonce="n0nce"');
    const injector = new StyleInjector(sheet);
    const out: Buffer[] = [];
    injector.on('data', (chunk: Buffer) => out.push(Buffer.from(chunk)));
    const finished = new Promise((resolve) => injector.on('end', resolve));
    injector.end(Buffer.from('<html><head></head><body></body></html>'));
    await finished;
    expect(Buffer.concat(out).toString()).toContain(expected);
  });
});
