import { ResultsMap } from '@bookdirect/booking-ui/ResultsMap';
import { useRouteLoaderData } from '@remix-run/react';
import type { ResultHotel } from '../../search.server';

/**
 * The results' map, loaded when the Map toggle is first used: Google's map when the site has
 * a GOOGLE_MAPS_API_KEY (the results loader's `mapsKey`), else the plain board of pins.
 */
export default function ResultsMapPanel({ hotels, city }: { hotels: ResultHotel[]; city: string }) {
  const data = useRouteLoaderData<{ mapsKey?: string }>('routes/hotel.search');
  return <ResultsMap hotels={hotels} city={city} apiKey={data?.mapsKey} />;
}
