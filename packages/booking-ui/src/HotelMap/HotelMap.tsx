import { Wrapper } from '@googlemaps/react-wrapper';
import { useEffect, useRef } from 'react';
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
}

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
    color: ${({ theme }) => theme.colors.accent};
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

interface MapsApi {
  maps: {
    Map: new (el: HTMLElement, options: Record<string, unknown>) => unknown;
    Marker: new (options: Record<string, unknown>) => unknown;
  };
}

function GoogleMap({ lat, lng, name }: HotelMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const google = (window as unknown as { google?: MapsApi }).google;
    if (!ref.current || !google) return;
    const map = new google.maps.Map(ref.current, { center: { lat, lng }, zoom: 15 });
    new google.maps.Marker({ position: { lat, lng }, map, title: name });
  }, [lat, lng, name]);
  return <MapBox ref={ref} role="img" aria-label={name} />;
}

/** Google Maps when a key is configured, else a static card with the address and a map link. */
export function HotelMap(props: HotelMapProps) {
  const { t } = useTranslation();
  const { lat, lng, name, address, apiKey } = props;
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
    <Wrapper apiKey={apiKey} render={(status) => (status === 'FAILURE' ? card : <MapBox />)}>
      <GoogleMap {...props} />
    </Wrapper>
  );
}
