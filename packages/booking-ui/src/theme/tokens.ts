import { css } from 'styled-components';

/**
 * System UI faces first, then the CJK faces of each platform, named before the generic
 * family so Chinese text never falls back to a random font. Arial sits before the CJK
 * faces so Linux renders Latin text with its metric-compatible substitute.
 */
export const fonts = {
  body: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans SC", "Noto Sans CJK SC", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** The type scale: 12/14/16/20/24/32/40. */
export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '20px',
  xl: '24px',
  xxl: '32px',
  xxxl: '40px',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const lineHeights = { tight: 1.2, snug: 1.4, body: 1.6 } as const;

/** Spacing on a 4 px grid. */
export const space = {
  none: '0',
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  xxxl: '64px',
} as const;

export const radii = { sm: '8px', md: '10px', lg: '12px' } as const;

export const motion = {
  fast: '150ms',
  base: '200ms',
  slow: '250ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const zIndices = { header: 100, popover: 200, modal: 300 } as const;

export const layout = {
  maxWidth: '1200px',
  gutter: '24px',
  gutterMobile: '16px',
  /** The header bar's height on phones; what sits just under the header starts here. */
  headerHeightMobile: '60px',
} as const;

/** Figures that line up in columns: prices, dates, points. */
export const tabularNums = css`
  font-variant-numeric: tabular-nums;
  font-feature-settings: 'tnum' 1;
`;
