export type { FavoriteButtonProps } from './FavoriteButton';
export { FavoriteButton } from './FavoriteButton';
