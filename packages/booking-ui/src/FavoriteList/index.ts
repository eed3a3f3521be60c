export type { FavoriteListProps, SavedHotel } from './FavoriteList';
export { FavoriteList } from './FavoriteList';
