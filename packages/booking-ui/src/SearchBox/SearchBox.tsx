import { dayNumber } from '@bookdirect/gateway-sdk/days';
import { DEFAULT_PARTY, type Party, partyErrors } from '@bookdirect/gateway-sdk/party';
import { searchFormErrors } from '@bookdirect/gateway-sdk/search-form';
import { type FormEvent, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { DateRangePicker, type StayDates } from '../DateRangePicker/DateRangePicker';
import { addDays, isSameDay, nightsBetween, startOfDay } from '../DateRangePicker/dates';
import {
  DestinationPicker,
  type PickerCity,
  type PickerRegion,
} from '../DestinationPicker/DestinationPicker';
import { regionsRead } from '../DestinationPicker/regions-source';
import { type UiKey, useUiTranslation } from '../internal/use-ui-translation';
import { PartyPicker } from '../PartyPicker/PartyPicker';
import { ageMissing } from '../PartyPicker/summary';

export interface SearchValues {
  city: PickerCity;
  checkIn: Date;
  checkOut: Date;
  /** Rooms, adults and the children's ages (1 room, 2 adults unless chosen). */
  party: Party;
}

export interface SearchBoxProps {
  /** Regions with their cities for the destination picker. */
  regions?: PickerRegion[];
  /**
   * Where the picker reads them when `regions` is not given (its `regionsUrl`). A search asked
   * for with typed text before they have arrived is the plain form's (`formAction`).
   */
  regionsUrl?: string;
  /** What the box starts with (the spec's default: Athens, one night from today). */
  initial?: {
    city?: PickerCity | null;
    checkIn?: Date | null;
    checkOut?: Date | null;
    party?: Party;
  };
  /** Called with a valid search; the host navigates to the results. */
  onSearch: (values: SearchValues) => void;
  /** `hero` stacked on the home page, `bar` one line (results, sticky bar). */
  layout?: 'hero' | 'bar';
  /** `find` (Find Hotels) on the home page, `update` (Update search) on results. */
  action?: 'find' | 'update';
  /** Today; the real one by default (stories pin it). */
  today?: Date;
  /**
   * The initial dates are a default counted from the server's today (UTC). After hydration
   * the box moves them to the visitor's local today, keeping the nights, when the days
   * differ: the server's markup hydrates unchanged, then the correction follows.
   */
  localDefault?: boolean;
  /** Shows the spinner in the button while the host navigates. */
  busy?: boolean;
  /** Element id of the form, e.g. for the sticky bar's observer. */
  id?: string;
  /**
   * Where the form goes when JavaScript is off (GET with `region_name` as typed and the
   * dates as `enterDate`/`leaveDate`); with JavaScript `onSearch` runs instead.
   */
  formAction?: string;
  /** Where the destination picker finds hotels by name (its `hotelSearchUrl`). */
  hotelSearchUrl?: string;
}

/** `YYYYMMDD` integer of a local date, the wire form. */
export const toYmd = dayNumber;

/**
 * The shared search rule's refusals (locales keys) as the box shows them: both days answer
 * in the one date field, the first refusal first.
 */
function refusals(city: PickerCity | null, dates: StayDates): { city?: string; dates?: string } {
  const found = searchFormErrors({
    city_id: city?.id,
    check_in: dates.checkIn ? toYmd(dates.checkIn) : undefined,
    check_out: dates.checkOut ? toYmd(dates.checkOut) : undefined,
  });
  return { city: found.city_id, dates: found.check_in ?? found.check_out };
}

/** The party's refusal: an age still to choose, or the first of `partyErrors`. */
function partyRefusal(party: Party): string | undefined {
  if (ageMissing(party)) return 'search:party_age_required';
  const found = partyErrors(party);
  return found.rooms ?? found.adults ?? found.children;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[data-layout='bar'] {
    ${({ theme }) => theme.media.desktop} {
      grid-template-columns: minmax(0, 4fr) minmax(0, 5fr) minmax(0, 3fr) auto;
      align-items: start;
      & > button {
        margin-top: 20px;
      }
    }
  }
`;

/**
 * The search box: destination, dates, rooms and guests, and Find Hotels. It runs gateway-sdk's search rule
 * (`searchFormErrors`), so the words under the fields are the spec's keys
 * (`please_select_destination`, `please_select_check_in`, `check_in_longer_check-out`).
 */
export function SearchBox({
  regions,
  regionsUrl,
  initial = {},
  onSearch,
  layout = 'hero',
  action = 'find',
  today,
  localDefault = false,
  busy = false,
  id,
  formAction,
  hotelSearchUrl,
}: SearchBoxProps) {
  const { t } = useUiTranslation();
  const [city, setCity] = useState<PickerCity | null>(initial.city ?? null);
  const [dates, setDates] = useState<StayDates>({
    checkIn: initial.checkIn ?? null,
    checkOut: initial.checkOut ?? null,
  });
  const [party, setParty] = useState<Party>(initial.party ?? { ...DEFAULT_PARTY, children: [] });
  // Refusals show from the first try to search on, and follow every change after it.
  const [tried, setTried] = useState(false);
  const refused = { ...refusals(city, dates), party: partyRefusal(party) };
  // Once, after hydration (effects never run on the server, so no hydration mismatch).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first dates are a default
  useEffect(() => {
    if (!localDefault) return;
    const { checkIn, checkOut } = dates;
    if (!checkIn) return;
    const local = startOfDay(today ?? new Date());
    if (isSameDay(local, checkIn)) return;
    const nights = checkOut ? Math.max(1, nightsBetween(checkIn, checkOut)) : 1;
    setDates({ checkIn: local, checkOut: addDays(local, nights) });
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Text typed before the picker's regions arrived: the form goes as it is and the server
    // finds the city by the same rule, as without JavaScript.
    const typed = formAction && new FormData(event.currentTarget).get('region_name');
    if (!city && regionsUrl && !regionsRead(regionsUrl) && String(typed || '').trim()) return;
    event.preventDefault();
    setTried(true);
    const { checkIn, checkOut } = dates;
    if (city && checkIn && checkOut && !refused.city && !refused.dates && !refused.party) {
      onSearch({ city, checkIn, checkOut, party });
    }
  };
  const shown = (key: string | undefined) => (tried && key ? t(key as UiKey) : undefined);

  return (
    <Form
      id={id}
      role="search"
      aria-label={t('search:search_hotels')}
      data-layout={layout}
      noValidate
      method="get"
      action={formAction}
      onSubmit={submit}
    >
      {dates.checkIn ? <input type="hidden" name="enterDate" value={toYmd(dates.checkIn)} /> : null}
      {dates.checkOut ? (
        <input type="hidden" name="leaveDate" value={toYmd(dates.checkOut)} />
      ) : null}
      <DestinationPicker
        regions={regions}
        regionsUrl={regionsUrl}
        value={city}
        onChange={setCity}
        error={shown(refused.city)}
        textName={formAction ? 'region_name' : undefined}
        hotelSearchUrl={hotelSearchUrl}
      />
      <DateRangePicker
        value={dates}
        onChange={setDates}
        today={today}
        error={shown(refused.dates)}
      />
      <PartyPicker
        value={party}
        onChange={setParty}
        error={shown(refused.party)}
        fieldNames={Boolean(formAction)}
      />
      <Button type="submit" variant="accent" size="lg" fullWidth={layout === 'hero'} loading={busy}>
        {action === 'find' ? t('search:find_hotels') : t('search:update_search')}
      </Button>
    </Form>
  );
}
