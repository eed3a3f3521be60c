import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ReusedStylis } from '../src/reused-stylis.server';

const Box = styled.div<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
  &:hover {
    color: black;
  }
  @media (max-width: 600px) {
    padding: 4px;
  }
`;

/** One request's render: a new sheet, its style tags and its HTML. */
function render(tones: string[]) {
  const sheet = new ServerStyleSheet();
  const html = renderToString(
    sheet.collectStyles(
      <ReusedStylis>
        {tones.map((tone) => (
          <Box key={tone} $tone={tone}>
            {tone}
          </Box>
        ))}
      </ReusedStylis>,
    ),
  );
  const styles = sheet.getStyleTags();
  sheet.seal();
  return { html, styles };
}

/** The same render without the remembered stylis: what styled-components writes by itself. */
function plain(tones: string[]) {
  const sheet = new ServerStyleSheet();
  const html = renderToString(
    sheet.collectStyles(
      tones.map((tone) => (
        <Box key={tone} $tone={tone}>
          {tone}
        </Box>
      )),
    ),
  );
  const styles = sheet.getStyleTags();
  sheet.seal();
  return { html, styles };
}

describe('stylis remembered across requests', () => {
  it('writes the same classes and rules as styled-components alone, request after request', () => {
    const expected = plain(['red', 'blue']);
    const first = render(['red', 'blue']);
    const second = render(['red', 'blue']);
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
    expect(second.styles).toContain('color:red;');
    expect(second.styles).toContain('@media (max-width: 600px)');
  });

  it('gives each request only its own rules, and new CSS its own compiled rules', () => {
    render(['red', 'blue']);
    const next = render(['green']);
    expect(next.styles).toContain('color:green;');
    expect(next.styles).not.toContain('color:red;');
    expect(next).toEqual(plain(['green']));
  });
});
