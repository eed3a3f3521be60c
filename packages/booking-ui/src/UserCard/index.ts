export type { UserCardLinks, UserCardMember, UserCardProps } from './UserCard';
export { memberDisplayName, UserCard } from './UserCard';
