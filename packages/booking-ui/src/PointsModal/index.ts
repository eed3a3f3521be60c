export type { PointsModalProps } from './PointsModal';
export { PointsModal } from './PointsModal';
export type { PointsChoice, PointsMode } from './points';
export { choosePoints, readPointsMode } from './points';
