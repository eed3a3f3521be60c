import { type Brand, defaultBrand } from '../packages/booking-ui/src/index';

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
