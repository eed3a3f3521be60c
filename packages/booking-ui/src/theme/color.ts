/**
 * Small colour helpers so every token derived from a brand stays readable.
 * Only `#rgb` and `#rrggbb` are accepted: brand colours come from configuration, not CSS.
 */

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const raw = hex.trim().replace(/^#/, '');
  const full = raw.length === 3 ? raw.replace(/./g, (c) => c + c) : raw;
  if (!/^[0-9a-f]{6}$/i.test(full)) {
    throw new Error(`Brand colours must be #rgb or #rrggbb hex values, got "${hex}"`);
  }
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex(rgb: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(part).join('')}`.toUpperCase();
}

/** Mixes `b` into `a`; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  return toHex([r1 + (r2 - r1) * amount, g1 + (g2 - g1) * amount, b1 + (b2 - b1) * amount]);
}

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The candidate with the highest contrast against `background`; given several backgrounds
 * (a fill and its hover shade), the one whose lowest contrast among them is highest.
 */
export function readableOn(
  background: string | readonly string[],
  candidates: readonly [string, ...string[]],
): string {
  const grounds = typeof background === 'string' ? [background] : background;
  const worst = (c: string) => Math.min(...grounds.map((g) => contrast(c, g)));
  return candidates.reduce((best, c) => (worst(c) > worst(best) ? c : best));
}

/**
 * Darkens or lightens `color` (away from `background`) in small steps until it reaches
 * `min` contrast, so a pale brand colour can still carry text or a focus ring.
 */
export function ensureContrast(color: string, background: string, min: number): string {
  if (contrast(color, background) >= min) return color;
  const target = luminance(background) > 0.18 ? '#000000' : '#FFFFFF';
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(color, target, step * 0.05);
    if (contrast(candidate, background) >= min) return candidate;
  }
  return target;
}

/** Hover shade: very dark colours lighten a little, the rest darken. */
export function hoverShade(color: string): string {
  return luminance(color) < 0.06 ? mix(color, '#FFFFFF', 0.12) : mix(color, '#000000', 0.12);
}

/** A colour in OKLCH: perceptual lightness 0 to 1, chroma, hue in degrees. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const fromLinear = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

/** Björn Ottosson's OKLab, in polar form. */
export function toOklch(hex: string): Oklch {
  const [r, g, b] = parseHex(hex).map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const hue = (Math.atan2(B, A) * 180) / Math.PI;
  return { l: L, c: Math.hypot(A, B), h: hue < 0 ? hue + 360 : hue };
}

/** Linear sRGB channels (0 to 1 when in gamut) of an OKLCH colour. */
function oklchToLinear({ l: L, c, h }: Oklch): Rgb {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((v) => v >= -1e-6 && v <= 1 + 1e-6);

/**
 * The sRGB hex of an OKLCH colour. Outside sRGB, chroma is lowered until it fits, so the
 * hue and the lightness stay what was asked for.
 */
export function fromOklch(color: Oklch): string {
  let rgb = oklchToLinear(color);
  if (!inGamut(rgb)) {
    let low = 0;
    let high = color.c;
    for (let i = 0; i < 24; i += 1) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToLinear({ ...color, c: mid }))) low = mid;
      else high = mid;
    }
    rgb = oklchToLinear({ ...color, c: low });
  }
  return toHex(rgb.map((v) => fromLinear(Math.min(1, Math.max(0, v))) * 255) as Rgb);
}

/**
 * A shade of `color` that text can be written in on every one of `grounds` at `min`
 * contrast: its OKLCH lightness lowered as little as needed, hue and chroma kept (chroma
 * only where sRGB runs out). A colour that already passes comes back unchanged.
 */
export function textShade(color: string, grounds: readonly string[], min = 4.5): string {
  const passes = (candidate: string) => grounds.every((g) => contrast(candidate, g) >= min);
  if (passes(color)) return color;
  const start = toOklch(color);
  let low = 0;
  let high = start.l;
  for (let i = 0; i < 24; i += 1) {
    const mid = (low + high) / 2;
    if (passes(fromOklch({ ...start, l: mid }))) low = mid;
    else high = mid;
  }
  // Rounding to hex can land a hair under the line: step down until it holds.
  for (let l = low; l > 0; l -= 0.005) {
    const candidate = fromOklch({ ...start, l });
    if (passes(candidate)) return candidate;
  }
  return '#000000';
}
