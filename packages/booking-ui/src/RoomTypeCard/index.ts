export type { RoomFacility, RoomNight, RoomTypeCardProps } from './RoomTypeCard';
export { RoomTypeCard } from './RoomTypeCard';
