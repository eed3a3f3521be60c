import { Wrapper } from '@googlemaps/react-wrapper';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { styled, useTheme } from 'styled-components';
import type { MapHotel } from './ResultsMap';

/** The Maps JavaScript API libraries the map loads: `marker` for `AdvancedMarkerElement`. */
const MAPS_LIBRARIES: ['marker'] = ['marker'];

const MapBox = styled.div`
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

/** The part of the Maps JavaScript API the map uses (no @types/google.maps in this package). */
interface Marker {
  map: unknown;
  zIndex?: number | null;
  addListener?: (event: string, handler: () => void) => unknown;
}
type MarkerConstructor = new (options: {
  map: unknown;
  position: { lat: number; lng: number };
  title: string;
  content?: HTMLElement;
  gmpClickable?: boolean;
}) => Marker;
interface GoogleMapInstance {
  fitBounds?: (bounds: unknown, padding?: number) => void;
  panTo?: (position: { lat: number; lng: number }) => void;
}
interface MapsApi {
  maps: {
    Map: new (el: HTMLElement, options: Record<string, unknown>) => GoogleMapInstance;
    LatLngBounds?: new () => { extend: (position: { lat: number; lng: number }) => void };
    marker?: { AdvancedMarkerElement?: MarkerConstructor };
    importLibrary?: (name: 'marker') => Promise<{ AdvancedMarkerElement?: MarkerConstructor }>;
  };
}

async function advancedMarker(google: MapsApi): Promise<MarkerConstructor> {
  const loaded = google.maps.marker?.AdvancedMarkerElement;
  if (loaded) return loaded;
  const imported = (await google.maps.importLibrary?.('marker'))?.AdvancedMarkerElement;
  if (!imported) throw new Error('The Maps marker library did not load');
  return imported;
}

export interface GoogleResultsMapProps {
  apiKey: string;
  mapId: string;
  /** The hotels with coordinates, in list order. */
  hotels: MapHotel[];
  /** A pin's accessible name (hotel and price). */
  label: (hotel: MapHotel) => string;
  /** What a pin shows (the price, or sold out). */
  chipText: (hotel: MapHotel) => string;
  selected: number | undefined;
  /** Counts up each time the map should pan to the selected hotel (a card was focused). */
  panTo: number;
  onSelect: (id: number) => void;
  /** The plain board, shown when Google's script fails. */
  fallback: ReactElement;
  /** The map's accessible name. */
  name: string;
}

function DrawnMap({
  hotels,
  label,
  chipText,
  selected,
  panTo,
  onSelect,
  fallback,
  name,
  mapId,
}: Omit<GoogleResultsMapProps, 'apiKey'>) {
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const map = useRef<GoogleMapInstance | null>(null);
  const markers = useRef(new Map<number, { marker: Marker; chip: HTMLElement }>());
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers are drawn once per set of hotels
  useEffect(() => {
    const google = (window as unknown as { google?: MapsApi }).google;
    const element = ref.current;
    if (!element) return;
    if (!google?.maps?.Map) {
      setFailed(true);
      return;
    }
    let gone = false;
    const drawn = markers.current;
    try {
      const first = hotels[0];
      const drawnMap = new google.maps.Map(element, {
        center: first ? { lat: first.lat, lng: first.lng } : { lat: 0, lng: 0 },
        zoom: 13,
        mapId,
      });
      map.current = drawnMap;
      if (google.maps.LatLngBounds && hotels.length > 1) {
        const bounds = new google.maps.LatLngBounds();
        for (const hotel of hotels) bounds.extend({ lat: hotel.lat, lng: hotel.lng });
        drawnMap.fitBounds?.(bounds, 48);
      }
      advancedMarker(google).then(
        (AdvancedMarkerElement) => {
          if (gone) return;
          for (const hotel of hotels) {
            const chip = document.createElement('div');
            chip.textContent = chipText(hotel);
            chip.dataset.testid = 'google-pin';
            const marker = new AdvancedMarkerElement({
              map: drawnMap,
              position: { lat: hotel.lat, lng: hotel.lng },
              title: label(hotel),
              content: chip,
              gmpClickable: true,
            });
            marker.addListener?.('click', () => onSelectRef.current(hotel.id));
            drawn.set(hotel.id, { marker, chip });
          }
          paint();
        },
        (error: unknown) => console.error(error),
      );
    } catch (error) {
      console.error(error);
      setFailed(true);
    }
    return () => {
      gone = true;
      for (const { marker } of drawn.values()) marker.map = null;
      drawn.clear();
    };
  }, [hotels, mapId]);

  /** The selected hotel's chip in the accent colour and on top; the others in the primary. */
  function paint() {
    for (const [id, { marker, chip }] of markers.current) {
      const on = id === selected;
      chip.setAttribute(
        'style',
        `padding:4px 10px;border-radius:999px;border:2px solid ${theme.colors.surface};` +
          `font:600 14px/1.4 ${theme.fonts.body};box-shadow:0 1px 4px rgba(0,0,0,.25);` +
          `background:${on ? theme.colors.accent : theme.colors.primary};` +
          `color:${on ? theme.colors.onAccent : theme.colors.onPrimary};` +
          (on ? `outline:3px solid ${theme.colors.focus};outline-offset:1px;` : ''),
      );
      chip.dataset.selected = on ? 'true' : 'false';
      marker.zIndex = on ? 10 : null;
    }
  }

  // Repaint when the selection changes.
  useEffect(paint);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pan only when a card asks for it
  useEffect(() => {
    if (!panTo) return;
    const hotel = hotels.find((h) => h.id === selected);
    if (hotel) map.current?.panTo?.({ lat: hotel.lat, lng: hotel.lng });
  }, [panTo]);

  if (failed) return fallback;
  return <MapBox ref={ref} role="region" aria-label={name} data-testid="google-map" />;
}

/** Google's map of the results, one advanced marker per hotel, the selected one highlighted. */
export function GoogleResultsMap({ apiKey, ...props }: GoogleResultsMapProps) {
  return (
    <Wrapper
      apiKey={apiKey}
      libraries={MAPS_LIBRARIES}
      render={(status) => (status === 'FAILURE' ? props.fallback : <MapBox />)}
    >
      <DrawnMap {...props} />
    </Wrapper>
  );
}
