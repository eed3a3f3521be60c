export type { HotelCardData, HotelCardProps } from './HotelCard';
export { HotelCard, HotelCardSkeleton } from './HotelCard';
