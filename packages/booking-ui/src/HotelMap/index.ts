export type { HotelMapProps } from './HotelMap';
export { HotelMap } from './HotelMap';
