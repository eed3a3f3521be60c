import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { elementById } from '../internal/dom-scope';
import { useUiTranslation } from '../internal/use-ui-translation';
import { cityName, matchCities, type PickerCity, type PickerRegion } from './match';

/** A hotel the name search found, with its page for the search box's stay. */
export interface PickerHotel {
  id: number;
  name: string;
  city: string;
  href: string;
}

/** How long the typing must pause before the hotels are asked for. */
export const NAME_SEARCH_DELAY_MS = 200;

/** The fewest characters the name search starts with. */
export const NAME_SEARCH_MIN = 2;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const GroupTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Options = styled.ul`
  display: grid;
  gap: 2px;
  max-height: 240px;
  margin: 0;
  padding: 0;
  overflow: auto;
  list-style: none;
`;

const optionStyle = `
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 10px 8px;
  border: 1px solid transparent;
  border-radius: 8px;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: none;
  overflow-wrap: anywhere;
  cursor: pointer;
`;

const CityOption = styled.button`
  ${optionStyle}
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const HotelOption = styled.a`
  ${optionStyle}
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  & > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What the hotels' request answered for a text. */
interface Found {
  text: string;
  hotels: PickerHotel[];
  failed: boolean;
}

/**
 * The query of a name search: the text as `q` and the fields of the form the box is in (the
 * stay's `enterDate`/`leaveDate`, the party), so each hotel's link carries the chosen stay.
 */
export function nameSearchQuery(input: HTMLInputElement | null, text: string): URLSearchParams {
  const query = new URLSearchParams();
  if (input?.form) {
    for (const [key, value] of new FormData(input.form)) {
      if (typeof value === 'string' && key !== input.name && value !== '') query.set(key, value);
    }
  }
  query.set('q', text);
  return query;
}

export interface NameSuggestionsProps {
  /** The typed text (2 characters or more). */
  text: string;
  regions: PickerRegion[];
  /** Where hotels are found: `GET <url>?q=<text>&…` answers `{ hotels: PickerHotel[] }`. */
  url: string;
  /** The text box's element id: ArrowDown there moves into the suggestions. */
  inputId: string;
  idPrefix: string;
  onPick: (city: PickerCity) => void;
}

/**
 * The suggestions for the typed text: the destinations whose name contains it, and in a
 * Hotels group the hotels whose name does (asked for once the typing pauses). A city is chosen
 * in place; a hotel is a link to its page for the stay. ArrowDown in the text box moves into
 * the list, arrows move through it, ArrowUp from the first goes back to the text box.
 */
export function NameSuggestions({
  text,
  regions,
  url,
  inputId,
  idPrefix,
  onPick,
}: NameSuggestionsProps) {
  const { t, language } = useUiTranslation();
  const needle = text.trim();
  const cities = useMemo(() => matchCities(regions, needle), [regions, needle]);
  const [found, setFound] = useState<Found | undefined>(undefined);
  const listId = `${idPrefix}-suggestions`;
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const input = elementById(root.current, inputId) as HTMLInputElement | null;
      fetch(`${url}?${nameSearchQuery(input, needle)}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
        .then((response) => {
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          return response.json() as Promise<{ ok?: boolean; hotels?: PickerHotel[] }>;
        })
        .then((body) =>
          setFound({ text: needle, hotels: body.hotels ?? [], failed: body.ok === false }),
        )
        .catch(() => {
          if (!controller.signal.aborted) setFound({ text: needle, hotels: [], failed: true });
        });
    }, NAME_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [needle, url, inputId]);

  // ArrowDown in the text box: the first suggestion.
  useEffect(() => {
    const input = elementById(root.current, inputId);
    if (!input) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      const first = options(input)[0];
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    input.addEventListener('keydown', onKey);
    return () => input.removeEventListener('keydown', onKey);
  });

  function options(from: HTMLElement): HTMLElement[] {
    const list = elementById(from, listId);
    return list ? Array.from(list.querySelectorAll<HTMLElement>('[data-option]')) : [];
  }

  function onListKey(event: KeyboardEvent<HTMLDivElement>) {
    const all = options(event.currentTarget);
    const at = all.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const to =
      event.key === 'ArrowDown'
        ? Math.min(at + 1, all.length - 1)
        : event.key === 'ArrowUp'
          ? at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? all.length - 1
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    if (to < 0) elementById(event.currentTarget, inputId)?.focus();
    else all[to]?.focus();
  }

  const current = found?.text === needle ? found : undefined;
  const status = !current
    ? t('search:hotel_name_loading')
    : current.failed
      ? t('search:hotel_name_failed')
      : current.hotels.length === 0
        ? t('search:hotel_name_none', { text: needle })
        : t('search:hotel_name_count', { count: current.hotels.length });

  return (
    <Groups ref={root} id={listId} onKeyDown={onListKey} data-testid="name-suggestions">
      {cities.length > 0 ? (
        <section aria-labelledby={`${listId}-cities`}>
          <GroupTitle id={`${listId}-cities`}>{t('search:hotel_name_cities')}</GroupTitle>
          <Options>
            {cities.map((city) => (
              <li key={city.id}>
                <CityOption type="button" data-option="" onClick={() => onPick(city)}>
                  {cityName(city, language)}
                </CityOption>
              </li>
            ))}
          </Options>
        </section>
      ) : null}
      <section aria-labelledby={`${listId}-hotels`}>
        <GroupTitle id={`${listId}-hotels`}>{t('search:hotel_name_group')}</GroupTitle>
        <Note role="status" data-testid="hotel-name-status">
          {status}
        </Note>
        {current && current.hotels.length > 0 ? (
          <Options>
            {current.hotels.map((hotel) => (
              <li key={hotel.id}>
                <HotelOption href={hotel.href} data-option="" data-testid="hotel-suggestion">
                  {hotel.name}
                  {hotel.city ? <span>{hotel.city}</span> : null}
                </HotelOption>
              </li>
            ))}
          </Options>
        ) : null}
      </section>
    </Groups>
  );
}
