import type { ResultHotel } from '../../search.server';

export interface ResultsMapViewProps {
  hotels: ResultHotel[];
  city: string;
}

/** A map of the results beside their list, pins and cards highlighting each other. */
export function ResultsMapView(_props: ResultsMapViewProps) {
  return null;
}
