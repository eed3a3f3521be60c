export type { StatusBadgeProps } from './StatusBadge';
export { StatusBadge } from './StatusBadge';
