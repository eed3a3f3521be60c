import { Button, TextField } from '@bookdirect/booking-ui';
import { type DayNumber, dayOfIso, isoDay } from '@bookdirect/gateway-sdk';
import { Form } from '@remix-run/react';
import { type FormikErrors, useFormik } from 'formik';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { type CalendarFormValues, checkCalendarForm } from './form';
import { type Selection, selectionRange, WEEKDAYS } from './grid';
import { VisuallyHidden } from './MonthGrid';

export interface EditPanelProps {
  roomTypeId: number;
  /** The selection on the grid: its first and last day fill the date fields. */
  selection: Selection | undefined;
  /** What the last answer kept of the form (after a post without JavaScript, or a refusal). */
  initial?: CalendarFormValues;
  /** Field name to locales key, from the gateway (rec 2). */
  errors?: Record<string, string>;
  busy: boolean;
  /** The typed dates and the ticked weekdays, so the grid shows which days the edit covers. */
  onChange: (change: { selection: Selection | undefined; weekdays: number[] }) => void;
}

const FIELDS = ['room_type_id', 'from', 'to', 'weekdays', 'price', 'rest_nums'] as const;

/** The short name of an ISO weekday in the page's language (5 January 2026 is a Monday). */
function weekdayName(weekday: number, language: string, style: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    weekday: style,
    timeZone: 'UTC',
  }).format(Date.UTC(2026, 0, 4 + weekday));
}

/**
 * The edit of a range: first and last day (filled by the grid's selection, typed without
 * JavaScript), the weekdays it covers, a price and/or the rooms left. Preview asks the gateway
 * what would change and writes nothing; Apply writes. Both are plain posts of one form, so the
 * page works without JavaScript; with it, the gateway's rules are checked before sending.
 */
export function EditPanel({
  roomTypeId,
  selection,
  initial,
  errors,
  busy,
  onChange,
}: EditPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const formik = useFormik<CalendarFormValues>({
    initialValues: initial ?? {
      room_type_id: String(roomTypeId),
      from: '',
      to: '',
      weekdays: WEEKDAYS.map(String),
      price: '',
      rest_nums: '',
    },
    initialErrors: errors,
    enableReinitialize: false,
    validate: (values) => {
      const checked = checkCalendarForm(values);
      return checked.ok ? {} : (checked.errors as FormikErrors<CalendarFormValues>);
    },
    onSubmit: () => {},
  });
  const { values, setFieldValue, setErrors } = formik;

  // The grid's selection fills the dates.
  useEffect(() => {
    if (!selection) return;
    const { from, to } = selectionRange(selection);
    void setFieldValue('from', isoDay(from), false);
    void setFieldValue('to', isoDay(to), false);
  }, [selection, setFieldValue]);

  // The gateway's refusals per field, shown until the field is edited.
  useEffect(() => {
    if (errors) setErrors(errors as FormikErrors<CalendarFormValues>);
  }, [errors, setErrors]);

  useEffect(() => {
    void setFieldValue('room_type_id', String(roomTypeId), false);
  }, [roomTypeId, setFieldValue]);

  function report(next: Pick<CalendarFormValues, 'from' | 'to' | 'weekdays'>) {
    const from: DayNumber = dayOfIso(next.from);
    const to: DayNumber = dayOfIso(next.to);
    onChange({
      selection: Number.isNaN(from) || Number.isNaN(to) ? undefined : { anchor: from, focus: to },
      weekdays: next.weekdays.map(Number),
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = checkCalendarForm(values);
    if (checked.ok) return;
    event.preventDefault();
    void formik.setTouched(Object.fromEntries(FIELDS.map((field) => [field, true])));
    setErrors(checked.errors as FormikErrors<CalendarFormValues>);
  }

  const error = (field: (typeof FIELDS)[number]) => {
    const key = formik.errors[field];
    return typeof key === 'string' && (formik.touched[field] || errors?.[field])
      ? t(key)
      : undefined;
  };

  return (
    <Panel method="post" noValidate onSubmit={onSubmit} aria-labelledby="calendar-edit">
      <h2 id="calendar-edit">{t('prices:edit_heading')}</h2>
      <p>{t('prices:edit_intro')}</p>
      <input type="hidden" name="room_type_id" value={values.room_type_id} />
      <Dates>
        <TextField
          label={t('prices:from')}
          type="date"
          name="from"
          value={values.from}
          error={error('from')}
          onChange={(event) => {
            formik.handleChange(event);
            report({ ...values, from: event.target.value });
          }}
          onBlur={formik.handleBlur}
        />
        <TextField
          label={t('prices:to')}
          type="date"
          name="to"
          value={values.to}
          error={error('to')}
          onChange={(event) => {
            formik.handleChange(event);
            report({ ...values, to: event.target.value });
          }}
          onBlur={formik.handleBlur}
        />
      </Dates>
      <Weekdays aria-describedby={error('weekdays') ? 'calendar-weekdays-error' : undefined}>
        <legend>{t('prices:weekdays')}</legend>
        {WEEKDAYS.map((weekday) => (
          <label key={weekday}>
            <input
              type="checkbox"
              name="weekdays"
              value={String(weekday)}
              checked={values.weekdays.includes(String(weekday))}
              onChange={(event) => {
                const next = event.target.checked
                  ? [...values.weekdays, String(weekday)]
                  : values.weekdays.filter((day) => day !== String(weekday));
                void setFieldValue('weekdays', next);
                report({ ...values, weekdays: next });
              }}
            />
            <span aria-hidden="true">{weekdayName(weekday, language, 'short')}</span>
            <VisuallyHidden>{weekdayName(weekday, language, 'long')}</VisuallyHidden>
          </label>
        ))}
        {error('weekdays') ? (
          <FieldError id="calendar-weekdays-error">{error('weekdays')}</FieldError>
        ) : null}
      </Weekdays>
      <Dates>
        <TextField
          label={t('prices:price')}
          hint={t('prices:price_hint')}
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          name="price"
          value={values.price}
          error={error('price')}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <TextField
          label={t('prices:rest_nums')}
          hint={t('prices:rest_nums_hint')}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          name="rest_nums"
          value={values.rest_nums}
          error={error('rest_nums')}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Dates>
      {error('room_type_id') ? <FieldError>{error('room_type_id')}</FieldError> : null}
      <Actions>
        <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
          {t('prices:preview')}
        </Button>
        <Button type="submit" name="intent" value="apply" disabled={busy}>
          {t('prices:apply')}
        </Button>
      </Actions>
    </Panel>
  );
}

const Panel = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* Each field as tall as its own hint: a longer hint beside it leaves its control in line. */
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Weekdays = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
`;

const FieldError = styled.p`
  && {
    width: 100%;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
