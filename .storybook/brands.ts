// The theme's own module, not the package index: vitest.config.ts reads this list too.
import { type Brand, defaultBrand } from '../packages/booking-ui/src/theme/brand';

/**
 * The demo brand and a second, unrelated hotel group: if a component looks right in both,
 * it hard-codes neither.
 */
export const brands = {
  demo: defaultBrand,
  lotus: {
    name: 'Lotus Bay Resorts',
    colors: { primary: '#1F4D3A', accent: '#E9A23B', background: '#F7F6F1' },
    contact: {
      email: 'reservations@lotusbay.example',
      phone: '+60 3 5555 0199',
      address: 'Jalan Pantai 8, 88000 Kota Kinabalu, Malaysia',
    },
  },
} satisfies Record<string, Brand>;

export type BrandKey = keyof typeof brands;

export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && value in brands;
}

/** The brand a story renders in: the toolbar's (or the test run's) choice, else the demo. */
export function brandOf(globals: Record<string, unknown>): Brand {
  return brands[isBrandKey(globals.brand) ? globals.brand : 'demo'];
}
