import type { CurrencyId } from '@bookdirect/gateway-sdk/contract';
import { formatMoney } from '@bookdirect/gateway-sdk/money';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { DEMO_MAP_ID } from '../HotelMap/HotelMap';
import { useUiTranslation } from '../internal/use-ui-translation';
import { tabularNums } from '../theme/tokens';
import { BOARD_ASPECT, fitPins, hasCoordinates } from './fit';
import { GoogleResultsMap } from './GoogleResultsMap';

/** A hotel of the results as the map shows it. */
export interface MapHotel {
  id: number;
  name: string;
  /** Its page with the stay. */
  href: string;
  lat: number;
  lng: number;
  /** The cheapest stay's total; null when sold out. */
  stayPrice: number | null;
  currency: CurrencyId;
  currencySymbol: string;
}

export interface ResultsMapProps {
  /** The hotels in list order; those without coordinates are listed but get no pin. */
  hotels: MapHotel[];
  /** The city, in the page's language (names the map). */
  city: string;
  /** GOOGLE_MAPS_API_KEY; without it the pins are drawn on a plain board. */
  apiKey?: string;
  /** The Cloud map id for advanced markers; Google's `DEMO_MAP_ID` without it. */
  mapId?: string;
}

/** Where a selection came from: it decides what scrolls or pans to follow it. */
export type MapSelectFrom = 'pin' | 'card' | 'hover';

const Root = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(240px, 2fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  margin: ${({ theme }) => theme.space.md} 0;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Title = styled.h2`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const MapPane = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.space.md};
  z-index: 1;

  ${({ theme }) => theme.media.mobile} {
    top: 0;
  }
`;

export const Board = styled.div`
  position: relative;
  aspect-ratio: ${BOARD_ASPECT};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    repeating-linear-gradient(0deg, transparent 0 38px, rgba(15, 59, 76, 0.07) 38px 40px),
    repeating-linear-gradient(90deg, transparent 0 38px, rgba(15, 59, 76, 0.07) 38px 40px),
    ${({ theme }) => theme.colors.primarySubtle};
`;

const North = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Pin = styled.button`
  position: absolute;
  transform: translate(-50%, -50%);
  min-width: 44px;
  min-height: 32px;
  max-width: 40%;
  padding: 0 ${({ theme }) => theme.space.xs};
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  text-overflow: ellipsis;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
  cursor: pointer;
  ${tabularNums}

  &[aria-pressed='true'] {
    z-index: 2;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:focus-visible {
    z-index: 3;
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }

  ${({ theme }) => theme.media.mobile} {
    min-height: 44px;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Cards = styled.ol`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-height: 480px;
  margin: 0;
  padding: 4px;
  overflow: auto;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    max-height: none;
    overflow: visible;
  }
`;

const Card = styled.li`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  & a {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  & span {
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    ${tabularNums}
  }
`;

/** Scrolls `container` (only when it scrolls itself) so that `item` is in it. */
function revealIn(container: HTMLElement | null, item: HTMLElement | undefined) {
  if (!container || !item || container.scrollHeight <= container.clientHeight) return;
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < container.scrollTop) container.scrollTop = top;
  else if (bottom > container.scrollTop + container.clientHeight)
    container.scrollTop = bottom - container.clientHeight;
}

/**
 * The results on a map beside a compact list of them (below it on phones). With an API key,
 * Google's map with a marker per hotel; without one (or when Google fails), a plain board
 * with the pins placed by their coordinates, north up. Each pin is a button named after its
 * hotel and price, in list order: arrow keys move between pins, Enter (or a click) takes you to
 * the hotel's card. Hovering or focusing a card highlights its pin and the other way round.
 */
export function ResultsMap({ hotels, city, apiKey, mapId = DEMO_MAP_ID }: ResultsMapProps) {
  const { t, language } = useUiTranslation();
  const autoId = useId();
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [panTo, setPanTo] = useState(0);
  const pins = useRef(new Map<number, HTMLButtonElement>());
  const cards = useRef(new Map<number, HTMLLIElement>());
  const list = useRef<HTMLOListElement>(null);
  const placed = useMemo(() => hotels.filter(hasCoordinates), [hotels]);
  const spots = useMemo(() => fitPins(placed), [placed]);

  const price = (hotel: MapHotel) =>
    hotel.stayPrice == null
      ? null
      : formatMoney(
          hotel.stayPrice,
          { currency: hotel.currency, symbol: hotel.currencySymbol },
          language,
        );
  const label = (hotel: MapHotel) => {
    const amount = price(hotel);
    return amount == null
      ? t('search:map_pin_sold_out', { name: hotel.name })
      : t('search:map_pin_label', { name: hotel.name, price: amount });
  };

  function select(id: number, from: MapSelectFrom) {
    setSelected(id);
    if (from === 'pin' || from === 'hover') revealIn(list.current, cards.current.get(id));
    if (from === 'card') {
      pins.current.get(id)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      setPanTo((n) => n + 1);
    }
  }

  /** Enter or a click on a pin: its card, with the focus on its link. */
  function openCard(id: number) {
    select(id, 'pin');
    const card = cards.current.get(id);
    card?.querySelector('a')?.focus({ preventScroll: true });
    revealIn(list.current, card);
    card?.scrollIntoView?.({ block: 'nearest' });
  }

  function onPinKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = placed.length - 1;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const next = placed[to];
    if (!next) return;
    event.preventDefault();
    select(next.id, 'pin');
    pins.current.get(next.id)?.focus();
  }

  const focusable = selected ?? placed[0]?.id;
  const hintId = `${autoId}-hint`;
  const board = (
    <div>
      <Board role="group" aria-label={t('search:map_pins')} aria-describedby={hintId}>
        <North aria-hidden="true">N ↑</North>
        {placed.map((hotel, index) => {
          const spot = spots[index];
          const amount = price(hotel);
          return (
            <Pin
              key={hotel.id}
              ref={(node) => {
                if (node) pins.current.set(hotel.id, node);
                else pins.current.delete(hotel.id);
              }}
              type="button"
              data-testid="map-pin"
              aria-label={label(hotel)}
              aria-pressed={selected === hotel.id}
              tabIndex={focusable === hotel.id ? 0 : -1}
              style={{ left: `${spot?.left ?? 50}%`, top: `${spot?.top ?? 50}%` }}
              onClick={() => openCard(hotel.id)}
              onFocus={() => select(hotel.id, 'pin')}
              onMouseEnter={() => select(hotel.id, 'hover')}
              onKeyDown={(event) => onPinKey(event, index)}
            >
              {amount ?? t('hotel:sold_out')}
            </Pin>
          );
        })}
      </Board>
      <Hint id={hintId}>{t('search:map_pins_hint')}</Hint>
    </div>
  );

  return (
    <Root aria-labelledby={`${autoId}-title`} data-testid="results-map">
      <Title id={`${autoId}-title`}>{t('search:map_title', { city })}</Title>
      <MapPane>
        {apiKey ? (
          <GoogleResultsMap
            apiKey={apiKey}
            mapId={mapId}
            hotels={placed}
            label={label}
            chipText={(hotel) => price(hotel) ?? t('hotel:sold_out')}
            selected={selected}
            panTo={panTo}
            onSelect={(id) => openCard(id)}
            fallback={board}
            name={t('search:map_pins')}
          />
        ) : (
          board
        )}
      </MapPane>
      <Cards ref={list} aria-label={t('search:map_list')}>
        {hotels.map((hotel) => {
          const amount = price(hotel);
          return (
            <Card
              key={hotel.id}
              ref={(node) => {
                if (node) cards.current.set(hotel.id, node);
                else cards.current.delete(hotel.id);
              }}
              data-testid="map-card"
              aria-current={selected === hotel.id ? 'true' : undefined}
              onMouseEnter={() => select(hotel.id, 'hover')}
              onFocus={() => select(hotel.id, 'card')}
            >
              <a href={hotel.href}>{hotel.name}</a>
              <span>
                {amount == null
                  ? t('hotel:sold_out')
                  : t('search:map_card_price', { price: amount })}
              </span>
            </Card>
          );
        })}
      </Cards>
    </Root>
  );
}
