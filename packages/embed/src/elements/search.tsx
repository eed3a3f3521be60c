import { useSiteLinks } from '@bookdirect/booking-ui/BookingUiProvider';
import { cityName, type PickerCity } from '@bookdirect/booking-ui/DestinationPicker';
import { SearchBox, type SearchValues } from '@bookdirect/booking-ui/SearchBox';
import { dayNumber } from '@bookdirect/gateway-sdk/days';
import { defaultCity, pickerCity, pickerRegions } from '@bookdirect/gateway-sdk/destinations';
import { useEffect, useMemo } from 'react';
import { catalogue, destinations } from '../catalogue';
import { emit } from '../events';
import { SEARCH_READY_MARK } from '../runtime';
import { COMMON_ATTRIBUTES, EmbedElement, type ViewProps } from './element';
import { Failed, Loading, NotAllowed, useLoaded } from './status';

/** The spec's default stay: tonight, one night. */
function defaultStay(today = new Date()) {
  const checkIn = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const checkOut = new Date(checkIn.getFullYear(), checkIn.getMonth(), checkIn.getDate() + 1);
  return { checkIn, checkOut };
}

/** Follows a search to the booking site, unless the host page cancelled it. */
export function leaveForSearch(
  host: HTMLElement,
  values: SearchValues,
  url: string,
  lang: ViewProps['lang'],
  partner: string | null,
  go: (url: string) => void = (href) => window.location.assign(href),
): void {
  const detail = {
    cityId: values.city.id,
    cityName: cityName(values.city, lang),
    enterDate: dayNumber(values.checkIn),
    leaveDate: dayNumber(values.checkOut),
    partner,
    url,
  };
  if (!emit(host, 'bookdirect:search', detail, true)) return;
  emit(host, 'bookdirect:booking-start', { from: 'search', partner, url });
  go(url);
}

function SearchView({ config, lang, partner, host }: ViewProps) {
  const links = useSiteLinks();
  const reader = useMemo(() => catalogue(config.gatewayUrl, lang), [config.gatewayUrl, lang]);
  const [loaded, retry] = useLoaded(async () => {
    const { countries, cities } = await destinations(reader);
    const city = defaultCity(cities);
    const initial: PickerCity | null = city ? pickerCity(city) : null;
    return { regions: pickerRegions(countries, cities), initial };
  }, `${config.gatewayUrl} ${lang}`);

  const ready = loaded.state === 'ready';
  useEffect(() => {
    if (ready && performance.getEntriesByName(SEARCH_READY_MARK).length === 0) {
      performance.mark(SEARCH_READY_MARK);
    }
  }, [ready]);

  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') {
    return loaded.refused ? (
      <NotAllowed host={host} partner={partner} gatewayUrl={config.gatewayUrl} />
    ) : (
      <Failed onRetry={retry} />
    );
  }
  const { regions, initial } = loaded.value;
  return (
    <SearchBox
      regions={regions}
      initial={{ city: initial, ...defaultStay() }}
      onSearch={(values) => {
        const url = links.search({
          cityId: values.city.id,
          regionName: values.city.nameEn,
          enterDate: dayNumber(values.checkIn),
          leaveDate: dayNumber(values.checkOut),
          party: values.party,
        });
        leaveForSearch(host, values, url, lang, partner);
      }}
    />
  );
}

/** `<bookdirect-search lang partner brand>`: the booking site's search box. */
export class BookdirectSearch extends EmbedElement {
  static observedAttributes = [...COMMON_ATTRIBUTES];

  protected view(props: ViewProps) {
    return <SearchView {...props} />;
  }
}
