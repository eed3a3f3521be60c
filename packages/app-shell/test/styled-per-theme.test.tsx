import { type BookdirectTheme, createTheme } from '@bookdirect/booking-ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { keyframes, ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';

/**
 * styled-components as the sites' servers run it (patched in `patches/`, ADR 0046): a rule set
 * that reads nothing but the theme has its class and CSS made once per theme, and every later
 * request only writes them into its own sheet. Each request here is a new sheet, as on the
 * server.
 */
const teal = createTheme({ colors: { primary: '#008080', accent: '#b94a2c' } });
const plum = createTheme({ colors: { primary: '#8e4585', accent: '#b94a2c' } });

function request(theme: BookdirectTheme, children: ReactNode) {
  const sheet = new ServerStyleSheet();
  const html = renderToString(
    sheet.collectStyles(<ThemeProvider theme={theme}>{children}</ThemeProvider>),
  );
  const styles = sheet.getStyleTags();
  sheet.seal();
  return { html, styles };
}

describe('rule sets kept per theme on the server', () => {
  it('makes a theme-only rule set once and writes it into every request', () => {
    let reads = 0;
    const Card = styled.div`
      color: ${({ theme }) => {
        reads += 1;
        return theme.colors.primary;
      }};
      padding: ${({ theme }) => theme.space.md};
    `;
    const first = request(teal, <Card>one</Card>);
    const second = request(teal, <Card>one</Card>);
    const third = request(teal, <Card>one</Card>);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(third.styles).toContain(`color:#008080;padding:${teal.space.md};`);
    expect(reads).toBe(1);
  });

  it('makes it again for another theme', () => {
    const Card = styled.div`
      color: ${({ theme }) => theme.colors.primary};
    `;
    const inTeal = request(teal, <Card />);
    const inPlum = request(plum, <Card />);
    expect(inPlum.styles).toContain('color:#8e4585;');
    expect(inPlum.styles).not.toContain('color:#008080;');
    expect(inPlum.html).not.toEqual(inTeal.html);
    expect(request(teal, <Card />)).toEqual(inTeal);
  });

  it('still makes a rule set that reads its props on every render', () => {
    let reads = 0;
    const Tone = styled.span<{ $tone: string }>`
      color: ${({ $tone }) => {
        reads += 1;
        return $tone;
      }};
      margin: ${({ theme }) => theme.space.md};
    `;
    expect(request(teal, <Tone $tone="red" />).styles).toContain('color:red;');
    expect(request(teal, <Tone $tone="blue" />).styles).toContain('color:blue;');
    expect(request(teal, <Tone $tone="red" />).styles).toContain('color:red;');
    expect(reads).toBe(3);
  });

  it('still writes the keyframes a rule set uses into every request', () => {
    const spin = keyframes`
      from { transform: rotate(0deg); }
      to { transform: rotate(360deg); }
    `;
    const Spinner = styled.div`
      animation: ${spin} 1s linear infinite;
      border-color: ${({ theme }) => theme.colors.primary};
    `;
    request(teal, <Spinner />);
    const second = request(teal, <Spinner />);
    expect(second.styles).toContain('@keyframes');
    expect(second.styles).toContain('border-color:#008080;');
  });
});
