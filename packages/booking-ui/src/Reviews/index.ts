export type { ReviewItem, ReviewsProps } from './Reviews';
export { Reviews } from './Reviews';
