export type { OrderCardProps } from './OrderCard';
export { OrderCard } from './OrderCard';
