import { useSiteLinks } from '@bookdirect/booking-ui/BookingUiProvider';
import { HotelCard, HotelCardSkeleton } from '@bookdirect/booking-ui/HotelCard';
import { Notice } from '@bookdirect/booking-ui/Notice';
import { HOT_CITIES_SIZE } from '@bookdirect/gateway-sdk/constants';
import { imageDisplayKey } from '@bookdirect/gateway-sdk/contract';
import { addDays, dayNumber } from '@bookdirect/gateway-sdk/days';
import { findHotCity } from '@bookdirect/gateway-sdk/destinations';
import type { HotelListItem } from '@bookdirect/gateway-sdk/endpoints';
import { hotelTags } from '@bookdirect/gateway-sdk/hotel-tags';
import { type MouseEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { catalogue } from '../catalogue';
import { emit } from '../events';
import { COMMON_ATTRIBUTES, EmbedElement, type ViewProps } from './element';
import { Failed, NotAllowed, useLoaded } from './status';

/** How many hotels show when `limit` is absent, and at most. */
export const DEFAULT_LIMIT = 6;
export const MAX_LIMIT = 24;

/** `limit` as written, within 1..MAX_LIMIT; the default when it is not a whole number. */
export function limitOf(attribute: string | null): number {
  const value = Number(attribute);
  if (!attribute || !Number.isInteger(value) || value < 1) return DEFAULT_LIMIT;
  return Math.min(value, MAX_LIMIT);
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface HotelsViewProps extends ViewProps {
  /** A city id, or a city's name in either language. */
  city: string;
  limit: number;
}

function HotelsView({ config, lang, partner, host, city, limit }: HotelsViewProps) {
  const { t } = useTranslation(['search']);
  const links = useSiteLinks();
  const reader = useMemo(() => catalogue(config.gatewayUrl, lang), [config.gatewayUrl, lang]);
  const [loaded, retry] = useLoaded(async () => {
    const { region_list: cities } = await reader.read('hotCities', { nums: HOT_CITIES_SIZE });
    const asked = city.trim();
    const found = /^\d+$/.test(asked)
      ? findHotCity(cities, asked, null)
      : findHotCity(cities, null, asked);
    if (!found) return { city: undefined, hotels: [] as HotelListItem[], stay: undefined };
    const enterDate = dayNumber(new Date());
    const stay = { enterDate, leaveDate: addDays(enterDate, 1) };
    const { hotel_list: hotels } = await reader.read('hotelSearch', {
      city_id: found.region_id,
      start_day: enterDate,
      days: 1,
      nums: limit,
      page: 1,
    });
    return { city: found, hotels, stay };
  }, `${config.gatewayUrl} ${lang} ${city} ${limit}`);

  if (loaded.state === 'failed') {
    return loaded.refused ? (
      <NotAllowed host={host} partner={partner} gatewayUrl={config.gatewayUrl} />
    ) : (
      <Failed onRetry={retry} />
    );
  }
  if (loaded.state === 'loading') {
    return (
      <Grid aria-busy="true">
        {Array.from({ length: Math.min(limit, 3) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else
          <li key={i}>
            <HotelCardSkeleton />
          </li>
        ))}
      </Grid>
    );
  }
  const { city: found, hotels, stay } = loaded.value;
  if (!found || !stay) {
    return (
      <Notice role="status">
        <p>{t('search:unknown_city_title')}</p>
      </Notice>
    );
  }
  const cards = hotels.map((hotel) => ({ hotel, href: links.hotel(hotel, stay) }));
  const cityLabel = found.name || (lang === 'zh' ? found.name_cn : found.name_en);
  if (cards.length === 0) {
    return (
      <Notice role="status">
        <p>{t('search:empty_body', { city: cityLabel })}</p>
      </Notice>
    );
  }

  // The card is one link: a press on it is the traveller opening that hotel.
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const anchor = (event.target as Element).closest('a');
    const card = cards.find(({ href }) => anchor?.getAttribute('href') === href);
    if (!card) return;
    const detail = {
      hotelId: card.hotel.hotel_id,
      hotelName: card.hotel.name,
      cityId: found.region_id,
      ...stay,
      partner,
      url: card.href,
    };
    if (!emit(host, 'bookdirect:hotel-view', detail, true)) {
      event.preventDefault();
      return;
    }
    emit(host, 'bookdirect:booking-start', { from: 'hotel', partner, url: card.href });
  };

  return (
    <Grid aria-label={t('search:results_title', { city: cityLabel })} onClick={onClick}>
      {cards.map(({ hotel, href }, index) => (
        <li key={hotel.hotel_id}>
          <HotelCard
            href={href}
            name={hotel.name}
            city={hotel.city}
            imageSrc={
              hotel.image_key
                ? `${config.gatewayUrl}/images/${imageDisplayKey(hotel.image_key)}`
                : undefined
            }
            score={hotel.score}
            currency={hotel.currency}
            currencySymbol={hotel.symbol}
            stayPrice={hotel.sold_out ? null : hotel.stay_price_min}
            tags={hotelTags(hotel.hotel_tag)}
            priority={index < 3}
          />
        </li>
      ))}
    </Grid>
  );
}

/** `<bookdirect-hotels city lang partner brand limit>`: a city's hotels as the site's cards. */
export class BookdirectHotels extends EmbedElement {
  static observedAttributes = [...COMMON_ATTRIBUTES, 'city', 'limit'];

  protected view(props: ViewProps) {
    return (
      <HotelsView
        {...props}
        city={this.getAttribute('city') ?? ''}
        limit={limitOf(this.getAttribute('limit'))}
      />
    );
  }
}
