import { Wrapper } from '@googlemaps/react-wrapper';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

export interface HotelMapProps {
  /** Latitude and longitude of the hotel. */
  lat: number;
  lng: number;
  name: string;
  /** Street address, shown on the card when there is no map; the card names the hotel without it. */
  address?: string;
  /** GOOGLE_MAPS_API_KEY; without it the static location card shows. */
  apiKey?: string;
  /**
   * The Google Cloud map id the map is drawn with; advanced markers need one. Without it,
   * Google's `DEMO_MAP_ID` (fine for development, to be replaced by a real id in production).
   */
  mapId?: string;
}

/** Google's map id for trying advanced markers without a Cloud-configured map. */
export const DEMO_MAP_ID = 'DEMO_MAP_ID';

/** The Maps JavaScript API libraries the map loads: `marker` for `AdvancedMarkerElement`. */
const MAPS_LIBRARIES: ['marker'] = ['marker'];

const Card = styled.div`
  position: relative;
  display: grid;
  align-content: end;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 220px;
  padding: ${({ theme }) => theme.space.md};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    repeating-linear-gradient(0deg, transparent 0 38px, rgba(15, 59, 76, 0.07) 38px 40px),
    repeating-linear-gradient(90deg, transparent 0 38px, rgba(15, 59, 76, 0.07) 38px 40px),
    ${({ theme }) => theme.colors.primarySubtle};

  & > svg {
    position: absolute;
    top: 50%;
    left: 50%;
    width: 40px;
    height: 40px;
    transform: translate(-50%, -90%);
    color: ${({ theme }) => theme.colors.accentText};
  }
  & > p {
    position: relative;
    margin: 0;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    justify-self: start;
  }
  & a {
    /* A tap target of at least 24 px, not just the height of its text. */
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`;

const MapBox = styled.div`
  height: 280px;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

/** The part of the Maps JavaScript API the map uses (no @types/google.maps in this package). */
interface AdvancedMarker {
  map: unknown;
}
type AdvancedMarkerConstructor = new (options: {
  map: unknown;
  position: { lat: number; lng: number };
  title: string;
}) => AdvancedMarker;
interface MapsApi {
  maps: {
    Map: new (el: HTMLElement, options: Record<string, unknown>) => unknown;
    /** Set once the `marker` library is loaded. */
    marker?: { AdvancedMarkerElement?: AdvancedMarkerConstructor };
    importLibrary?: (
      name: 'marker',
    ) => Promise<{ AdvancedMarkerElement?: AdvancedMarkerConstructor }>;
  };
}

/** `AdvancedMarkerElement`, from the loaded `marker` library or by importing it. */
async function advancedMarker(google: MapsApi): Promise<AdvancedMarkerConstructor> {
  const loaded = google.maps.marker?.AdvancedMarkerElement;
  if (loaded) return loaded;
  const imported = (await google.maps.importLibrary?.('marker'))?.AdvancedMarkerElement;
  if (!imported) throw new Error('The Maps marker library did not load');
  return imported;
}

function GoogleMap({
  lat,
  lng,
  name,
  mapId,
  fallback,
}: Pick<HotelMapProps, 'lat' | 'lng' | 'name'> & { mapId: string; fallback: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const google = (window as unknown as { google?: MapsApi }).google;
    const element = ref.current;
    if (!element) return;
    if (!google?.maps?.Map) {
      setFailed(true);
      return;
    }
    let marker: AdvancedMarker | undefined;
    let gone = false;
    try {
      const map = new google.maps.Map(element, { center: { lat, lng }, zoom: 15, mapId });
      advancedMarker(google).then(
        (AdvancedMarkerElement) => {
          if (!gone)
            marker = new AdvancedMarkerElement({ map, position: { lat, lng }, title: name });
        },
        // The map still shows without its pin; the card would hide a working map.
        (error: unknown) => console.error(error),
      );
    } catch (error) {
      console.error(error);
      setFailed(true);
    }
    return () => {
      gone = true;
      if (marker) marker.map = null;
    };
  }, [lat, lng, name, mapId]);
  if (failed) return <>{fallback}</>;
  return <MapBox ref={ref} role="img" aria-label={name} data-testid="google-map" />;
}

/**
 * Google Maps with an advanced marker when a key is configured, else (or when the script fails)
 * a static card with the address and a map link.
 */
export function HotelMap(props: HotelMapProps) {
  const { t } = useTranslation();
  const { lat, lng, name, address, apiKey, mapId = DEMO_MAP_ID } = props;
  const card = (
    <Card data-testid="location-card">
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
      </svg>
      <p>{address || name}</p>
      <p>
        <a
          href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`}
          target="_blank"
          rel="noreferrer"
        >
          {t('hotel:open_in_maps')}
        </a>
      </p>
    </Card>
  );
  if (!apiKey) return card;
  return (
    <Wrapper
      apiKey={apiKey}
      libraries={MAPS_LIBRARIES}
      render={(status) => (status === 'FAILURE' ? card : <MapBox />)}
    >
      <GoogleMap lat={lat} lng={lng} name={name} mapId={mapId} fallback={card} />
    </Wrapper>
  );
}
