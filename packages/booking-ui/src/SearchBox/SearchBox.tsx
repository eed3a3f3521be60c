import { dayNumber } from '@bookdirect/gateway-sdk';
import { fieldErrors, searchForm } from '@bookdirect/gateway-sdk/schemas';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { DateRangePicker, type StayDates } from '../DateRangePicker/DateRangePicker';
import { addDays, isSameDay, nightsBetween, startOfDay } from '../DateRangePicker/dates';
import {
  DestinationPicker,
  type PickerCity,
  type PickerRegion,
} from '../DestinationPicker/DestinationPicker';
import { type UiKey, useUiTranslation } from '../internal/use-ui-translation';

export interface SearchValues {
  city: PickerCity;
  checkIn: Date;
  checkOut: Date;
}

export interface SearchBoxProps {
  /** Regions with their cities for the destination picker. */
  regions: PickerRegion[];
  /** What the box starts with (the spec's default: Athens, one night from today). */
  initial?: { city?: PickerCity | null; checkIn?: Date | null; checkOut?: Date | null };
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
}

interface FormValues {
  city: PickerCity | null;
  dates: StayDates;
}

/** `YYYYMMDD` integer of a local date, the wire form. */
export const toYmd = dayNumber;

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
      grid-template-columns: minmax(0, 4fr) minmax(0, 5fr) auto;
      align-items: start;
      & > button {
        margin-top: 20px;
      }
    }
  }
`;

/**
 * The search box: destination, dates and Find Hotels. Formik runs the shared
 * `searchForm` schema of gateway-sdk, so the words under the fields are the spec's keys
 * (`please_select_destination`, `please_select_check_in`, `check_in_longer_check-out`).
 */
export function SearchBox({
  regions,
  initial = {},
  onSearch,
  layout = 'hero',
  action = 'find',
  today,
  localDefault = false,
  busy = false,
  id,
  formAction,
}: SearchBoxProps) {
  const { t } = useUiTranslation();
  const formik = useFormik<FormValues>({
    initialValues: {
      city: initial.city ?? null,
      dates: { checkIn: initial.checkIn ?? null, checkOut: initial.checkOut ?? null },
    },
    validateOnBlur: false,
    validate: (values) => {
      try {
        searchForm.validateSync(
          {
            city_id: values.city?.id,
            check_in: values.dates.checkIn ? toYmd(values.dates.checkIn) : undefined,
            check_out: values.dates.checkOut ? toYmd(values.dates.checkOut) : undefined,
          },
          { abortEarly: false },
        );
        return {};
      } catch (error) {
        const { city_id: city, ...days } = fieldErrors(error);
        const found: { city?: string; dates?: string } = {};
        if (city) found.city = city;
        // Both days answer in the one date field: the first refusal shows.
        const [dates] = Object.values(days);
        if (dates) found.dates = dates;
        return found;
      }
    },
    onSubmit: (values) => {
      const { city } = values;
      const { checkIn, checkOut } = values.dates;
      if (city && checkIn && checkOut) onSearch({ city, checkIn, checkOut });
    },
  });
  // Once, after hydration (effects never run on the server, so no hydration mismatch).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first dates are a default
  useEffect(() => {
    if (!localDefault) return;
    const { checkIn, checkOut } = formik.values.dates;
    if (!checkIn) return;
    const local = startOfDay(today ?? new Date());
    if (isSameDay(local, checkIn)) return;
    const nights = checkOut ? Math.max(1, nightsBetween(checkIn, checkOut)) : 1;
    formik.setFieldValue('dates', { checkIn: local, checkOut: addDays(local, nights) }, false);
  }, []);

  const shown = (key: string | undefined) =>
    formik.submitCount > 0 && key ? t(key as UiKey) : undefined;

  return (
    <Form
      id={id}
      role="search"
      aria-label={t('search:search_hotels')}
      data-layout={layout}
      noValidate
      method="get"
      action={formAction}
      onSubmit={formik.handleSubmit}
    >
      {formik.values.dates.checkIn ? (
        <input type="hidden" name="enterDate" value={toYmd(formik.values.dates.checkIn)} />
      ) : null}
      {formik.values.dates.checkOut ? (
        <input type="hidden" name="leaveDate" value={toYmd(formik.values.dates.checkOut)} />
      ) : null}
      <DestinationPicker
        regions={regions}
        value={formik.values.city}
        onChange={(city) => formik.setFieldValue('city', city)}
        error={shown(formik.errors.city as string | undefined)}
        textName={formAction ? 'region_name' : undefined}
      />
      <DateRangePicker
        value={formik.values.dates}
        onChange={(dates) => formik.setFieldValue('dates', dates)}
        today={today}
        error={shown(formik.errors.dates as string | undefined)}
      />
      <Button type="submit" variant="accent" size="lg" fullWidth={layout === 'hero'} loading={busy}>
        {action === 'find' ? t('search:find_hotels') : t('search:update_search')}
      </Button>
    </Form>
  );
}
