import { defaultBrand } from '@bookdirect/booking-ui';

/** Name of the demo brand, used when nothing better is known (e.g. the root loader failed). */
export const DEFAULT_BRAND_NAME = defaultBrand.name;
