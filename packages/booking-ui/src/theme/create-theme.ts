import { type Brand, type BrandColors, defaultBrand } from './brand';
import { contrast, ensureContrast, hoverShade, mix, readableOn, textShade } from './color';
import { breakpoints, media } from './media';
import {
  fontSizes,
  fonts,
  fontWeights,
  layout,
  lineHeights,
  motion,
  radii,
  space,
  zIndices,
} from './tokens';

/** Every colour a component may use; none is written as a literal in a component. */
export interface ThemeColors {
  primary: string;
  primaryHover: string;
  /** A faint tint of the primary for hovered and selected backgrounds. */
  primarySubtle: string;
  onPrimary: string;
  /** Secondary text on a primary background (the footer), still 4.5:1. */
  onPrimaryMuted: string;
  /** The primary as text (links, selected tabs): 4.5:1 on white, the page, surfaces and tints. */
  primaryText: string;
  /** The brand's accent as configured: fills of booking buttons, badges and marks. */
  accent: string;
  accentHover: string;
  /** Text on the accent and on its hover shade. */
  onAccent: string;
  /** The accent as text (prices): a darker shade of the same hue, 4.5:1 wherever it is written. */
  accentText: string;
  bg: string;
  surface: string;
  text: string;
  textMuted: string;
  border: string;
  /** Control outlines that must stay visible (3:1). */
  borderStrong: string;
  focus: string;
  danger: string;
  success: string;
}

/** A brand whose colours are all filled in. */
export interface ResolvedBrand extends Omit<Brand, 'colors'> {
  colors: Required<BrandColors>;
}

export interface BookdirectTheme {
  brand: ResolvedBrand;
  colors: ThemeColors;
  fonts: typeof fonts;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  lineHeights: typeof lineHeights;
  space: typeof space;
  radii: typeof radii;
  shadows: { raised: string };
  motion: typeof motion;
  breakpoints: typeof breakpoints;
  media: typeof media;
  zIndices: typeof zIndices;
  layout: typeof layout;
}

const WHITE = '#FFFFFF';

/** Of `backgrounds`, the one `color` contrasts least with: the one to check it against. */
function hardestOf(color: string, backgrounds: readonly string[]): string {
  return backgrounds.reduce((worst, b) =>
    contrast(color, b) < contrast(color, worst) ? b : worst,
  );
}

/** The brand colour as a fill, darkened only when neither white nor the text reads on it. */
function fillOf(color: string, text: string): string {
  return Math.max(contrast(WHITE, color), contrast(text, color)) >= 4.5
    ? color
    : textShade(color, [WHITE]);
}

/** The faint tint of the primary that hovered rows, chips and tinted bands sit on. */
function subtleOf(primary: string, surface: string): string {
  return mix(primary, surface, 0.93);
}

function resolveColors(colors: BrandColors): Required<BrandColors> {
  const background = colors.background ?? defaultBrand.colors.background ?? '#FAF7F2';
  const surface = colors.surface ?? WHITE;
  const text = ensureContrast(colors.text ?? defaultBrand.colors.text ?? '#1B2528', surface, 7);
  // Text sits on the page, on surfaces and on the primary's tint (selected rows, tinted bands).
  const textGrounds = [background, surface, subtleOf(colors.primary, surface)];
  const muted = colors.textMuted ?? mix(text, background, 0.42);
  return {
    primary: fillOf(colors.primary, text),
    // Fills keep the brand's own accent; text written in it uses `accentText`.
    accent: fillOf(colors.accent, text),
    background,
    surface,
    text,
    textMuted: ensureContrast(muted, hardestOf(muted, textGrounds), 4.5),
    border: colors.border ?? mix(text, background, 0.86),
    focus: ensureContrast(colors.focus ?? colors.primary, background, 3),
    danger: colors.danger ?? '#B42318',
    success: colors.success ?? '#1E7B4F',
  };
}

/**
 * Builds the one theme object from a brand. Missing fields come from the demo brand;
 * colours a brand does not give are derived from the ones it does.
 */
export function createTheme(brand: Partial<Brand> = {}): BookdirectTheme {
  const colors = resolveColors(brand.colors ?? defaultBrand.colors);
  const resolved: ResolvedBrand = {
    ...defaultBrand,
    ...brand,
    contact: { ...defaultBrand.contact, ...brand.contact },
    colors,
  };
  const primaryHover = hoverShade(colors.primary);
  const onPrimary = readableOn([colors.primary, primaryHover], [WHITE, colors.text]);
  const primarySubtle = subtleOf(colors.primary, colors.surface);
  const accentHover = hoverShade(colors.accent);
  // Brand colours written as text sit on white, the page, surfaces and the primary's tint.
  const textGrounds = [WHITE, colors.background, colors.surface, primarySubtle];
  // Secondary text on the primary also sits on its hover shade (the heroes' gradients).
  const mutedOnPrimary = mix(onPrimary, colors.primary, 0.3);
  return {
    brand: resolved,
    colors: {
      primary: colors.primary,
      primaryHover,
      primarySubtle,
      onPrimary,
      onPrimaryMuted: ensureContrast(
        mutedOnPrimary,
        hardestOf(mutedOnPrimary, [colors.primary, primaryHover]),
        4.5,
      ),
      primaryText: textShade(colors.primary, textGrounds),
      accent: colors.accent,
      accentHover,
      onAccent: readableOn([colors.accent, accentHover], [WHITE, colors.text]),
      accentText: textShade(colors.accent, textGrounds),
      bg: colors.background,
      surface: colors.surface,
      text: colors.text,
      textMuted: colors.textMuted,
      border: colors.border,
      borderStrong: ensureContrast(mix(colors.text, colors.background, 0.6), colors.surface, 3),
      focus: colors.focus,
      danger: colors.danger,
      success: colors.success,
    },
    fonts,
    fontSizes,
    fontWeights,
    lineHeights,
    space,
    radii,
    shadows: {
      raised: '0 1px 2px rgba(16, 24, 32, 0.06), 0 12px 32px -8px rgba(16, 24, 32, 0.14)',
    },
    motion,
    breakpoints,
    media,
    zIndices,
    layout,
  };
}

/** The theme of the demo brand. */
export const defaultTheme: BookdirectTheme = /* @__PURE__ */ createTheme();
