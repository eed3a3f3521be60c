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

/** The candidate with the highest contrast against `background`. */
export function readableOn(background: string, candidates: readonly [string, ...string[]]): string {
  return candidates.reduce((best, c) =>
    contrast(c, background) > contrast(best, background) ? c : best,
  );
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
