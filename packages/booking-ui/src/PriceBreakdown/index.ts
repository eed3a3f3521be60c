export type { PriceBreakdownProps } from './PriceBreakdown';
export { PriceBreakdown } from './PriceBreakdown';
