export { StaySummary, type StaySummaryProps } from './StaySummary';
