/** Layout switches to the phone layout below this width (px). */
export const breakpoints = { mobile: 768 } as const;

const mobileQuery = `(max-width: ${breakpoints.mobile - 0.02}px)`;

/**
 * Media queries for styled-components templates: `${media.mobile} { ... }`.
 * `mobile` stops just under 768 px so 768 itself gets the desktop layout.
 */
export const media = {
  mobile: `@media ${mobileQuery}`,
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** Phones whose browser runs no scripts: menus fall back to plain, always-open lists. */
  mobileNoScript: `@media ${mobileQuery} and (scripting: none)`,
} as const;
