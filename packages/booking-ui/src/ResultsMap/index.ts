export { fitPins, hasCoordinates } from './fit';
export type { MapHotel, ResultsMapProps } from './ResultsMap';
export { ResultsMap } from './ResultsMap';
