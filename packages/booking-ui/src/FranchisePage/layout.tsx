import type { ComponentProps } from 'react';
import { type DefaultTheme, styled, ThemeProvider } from 'styled-components';
import { ensureContrast } from '../theme/color';

/** A band of the franchise page, clear of the fixed header when an anchor scrolls to it. */
const Band = styled.section`
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  scroll-margin-top: 72px;
  &[data-tone='subtle'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xxl} 0`};
    scroll-margin-top: 60px;
  }
`;

/** Muted text on the tinted band keeps its 4.5:1 against the tint, not only the page's. */
function onTint(outer?: DefaultTheme): DefaultTheme {
  if (!outer) throw new Error('The franchise page needs the booking-ui theme');
  const { textMuted, primarySubtle } = outer.colors;
  return {
    ...outer,
    colors: { ...outer.colors, textMuted: ensureContrast(textMuted, primarySubtle, 4.5) },
  };
}

/** A band of the page; `tone="subtle"` tints it (and the muted text inside with it). */
export function Section({ tone, ...props }: ComponentProps<typeof Band> & { tone?: 'subtle' }) {
  if (tone !== 'subtle') return <Band {...props} />;
  return (
    <ThemeProvider theme={onTint}>
      <Band data-tone="subtle" {...props} />
    </ThemeProvider>
  );
}

/** The band's column: its title, its lead paragraph, then its content. */
export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.layout.gutterMobile};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  & > p {
    margin: 0 0 ${({ theme }) => theme.space.xl};
    max-width: 720px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The franchise form beside the consult panel; one column below 960 px. */
export const JoinGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: 959.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
