export type { RefundStatusProps } from './RefundStatus';
export { RefundStatus } from './RefundStatus';
