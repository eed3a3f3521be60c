export type { ChargeSummaryProps } from './ChargeSummary';
export { ChargeSummary } from './ChargeSummary';
