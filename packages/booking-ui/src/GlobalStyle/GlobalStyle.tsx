import { createGlobalStyle, css } from 'styled-components';

/** Body type and colour from the theme: what `body` gets on a page, and `:host` in a shadow root. */
export const baseType = css`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.text};
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
`;

/**
 * The rules every surface of the library needs wherever it renders (a page or a shadow
 * root): box-sizing, images that fit, a visible focus ring for keyboard users, and motion
 * switched off for people who ask for less. Set `--bd-focus` on a dark section to recolour
 * the ring inside it.
 */
export const baseRules = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  img,
  svg {
    max-width: 100%;
  }

  :focus-visible {
    outline: 2px solid var(--bd-focus, ${({ theme }) => theme.colors.focus});
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Page-wide basics from the theme: `baseRules`, and the page's text size and body. */
export const GlobalStyle = createGlobalStyle`
  ${baseRules}

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    ${baseType}
    background: ${({ theme }) => theme.colors.bg};
  }
`;
