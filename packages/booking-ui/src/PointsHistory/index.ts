export type { PointsEntry, PointsHistoryProps } from './PointsHistory';
export { PointsHistory } from './PointsHistory';
