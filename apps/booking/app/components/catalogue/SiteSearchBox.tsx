import { type PickerCity, SearchBox, type SearchBoxProps } from '@bookdirect/booking-ui';
import type { Party } from '@bookdirect/gateway-sdk';
import { useNavigate, useNavigation } from '@remix-run/react';
import { fromYmd, searchHref, ymd } from '../../stay';

/** Where the destination picker reads its regions (routes/hotel.destinations.ts). */
const DESTINATIONS_URL = '/hotel/destinations';

export interface SiteSearchBoxProps {
  /** City chosen at first (the spec's Athens on the home page). */
  city?: PickerCity | null;
  enterDate?: number;
  leaveDate?: number;
  /** The dates are the server's default (today from its UTC clock), not the visitor's. */
  defaultDates?: boolean;
  layout?: SearchBoxProps['layout'];
  action?: SearchBoxProps['action'];
  id?: string;
  /**
   * Query fields the next results keep when the search changes: the results' order (`sort`)
   * and their filters.
   */
  keep?: Record<string, string>;
  /** Query fields kept only while the city stays the same: the filters (a hotel name, a
   * price in the city's currency mean nothing elsewhere). Before `keep` in the URL. */
  keepInCity?: Record<string, string>;
  /** Today for the dates; the real today by default. */
  today?: Date;
  /** Rooms and guests the box starts with (1 room, 2 adults by default). */
  party?: Party;
}

/**
 * The booking-ui search box wired to Remix: a valid search navigates to the results. Pages
 * carry only the chosen city; the picker reads the destinations when it is reached.
 */
export function SiteSearchBox({
  city = null,
  enterDate,
  leaveDate,
  defaultDates = false,
  layout,
  action,
  id,
  keep,
  keepInCity,
  today,
  party,
}: SiteSearchBoxProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  return (
    <SearchBox
      id={id}
      formAction="/hotel/search"
      hotelSearchUrl="/hotel/find"
      regionsUrl={DESTINATIONS_URL}
      layout={layout}
      action={action}
      localDefault={defaultDates}
      today={today}
      busy={navigation.state === 'loading' && navigation.location.pathname === '/hotel/search'}
      initial={{
        city,
        checkIn: fromYmd(enterDate) ?? null,
        checkOut: fromYmd(leaveDate) ?? null,
        party,
      }}
      onSearch={({ city: chosen, checkIn, checkOut, party: chosenParty }) => {
        const href = searchHref({
          cityId: chosen.id,
          regionName: chosen.nameEn,
          enterDate: ymd(checkIn),
          leaveDate: ymd(checkOut),
          party: chosenParty,
        });
        const kept = new URLSearchParams({
          ...(chosen.id === city?.id ? keepInCity : {}),
          ...keep,
        }).toString();
        navigate(kept ? `${href}&${kept}` : href);
      }}
    />
  );
}
