import { fieldErrors } from '@bookdirect/gateway-sdk/schemas';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { WEEKDAYS } from './grid';

/** The rules the gateway runs on the write, from its declaration. */
function writeRules() {
  const rules = staffEndpoints.staffCalendarWrite.rules?.body;
  if (!rules) throw new Error('PUT /v1/s/calendar/ declares its rules');
  return rules;
}

/** What the edit panel posts, as typed: kept for the form re-rendered without JavaScript. */
export interface CalendarFormValues {
  room_type_id: string;
  /** `YYYY-MM-DD`, as a date field holds it. */
  from: string;
  to: string;
  /** The ISO weekdays ticked, `'1'` Monday to `'7'` Sunday. */
  weekdays: string[];
  price: string;
  rest_nums: string;
}

/** The form's fields as the gateway's body: every weekday ticked is the same as none named. */
export function calendarBody(values: CalendarFormValues) {
  const weekdays = values.weekdays.map(Number).sort((a, b) => a - b);
  return {
    room_type_id: values.room_type_id,
    from: values.from,
    to: values.to,
    weekdays: weekdays.length === WEEKDAYS.length ? undefined : weekdays,
    price: values.price === '' ? undefined : values.price,
    rest_nums: values.rest_nums === '' ? undefined : values.rest_nums,
  };
}

/**
 * The gateway's own rules on the form (`staffCalendarWrite`), so the browser and the office's
 * server say what the gateway would before it is asked: field name to locales key.
 */
export function checkCalendarForm(
  values: CalendarFormValues,
):
  | { ok: true; value: ReturnType<ReturnType<typeof writeRules>['validateSync']> }
  | { ok: false; errors: Record<string, string> } {
  const body = calendarBody(values);
  try {
    const value = writeRules().validateSync(
      // No weekday ticked is a write of no day: the schema's empty list refuses it.
      { ...body, weekdays: values.weekdays.length === 0 ? [] : body.weekdays },
      { abortEarly: false },
    );
    return { ok: true, value };
  } catch (error) {
    return { ok: false, errors: fieldErrors(error) };
  }
}
