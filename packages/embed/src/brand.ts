import type { Brand, BrandColors } from '@bookdirect/booking-ui/BookingUiProvider';

/**
 * An element's brand: the booking site's, with the element's `brand` attribute laid over it.
 * The attribute is JSON of a partial `Brand` (`{"colors":{"primary":"#1D4E89"}}`); colours
 * not given keep the site's. Text that is not such JSON is ignored, with a warning, so a
 * typo never blanks the partner's page.
 */
export function brandOf(
  site: Partial<Brand> | undefined,
  attribute: string | null,
  warn: (message: string) => void = console.warn,
): Partial<Brand> {
  const base = site ?? {};
  if (!attribute?.trim()) return base;
  let own: unknown;
  try {
    own = JSON.parse(attribute);
  } catch {
    own = undefined;
  }
  if (typeof own !== 'object' || own === null || Array.isArray(own)) {
    warn('bookdirect embed: the brand attribute must be JSON of a brand, e.g. {"colors":{...}}');
    return base;
  }
  const partial = own as Partial<Brand>;
  const colors = { ...base.colors, ...validColors(partial.colors) } as BrandColors;
  return { ...base, ...partial, colors };
}

/** Only `#rgb` and `#rrggbb` colours (what the theme takes): nothing else reaches the CSS. */
function validColors(value: unknown): Partial<BrandColors> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, colour]) => typeof colour === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour),
    ),
  );
}
