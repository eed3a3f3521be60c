import { describe, expect, it } from 'vitest';
import { type CalendarFormValues, calendarBody, checkCalendarForm } from '../app/calendar/form';

const filled = (values: Partial<CalendarFormValues>): CalendarFormValues => ({
  room_type_id: '41',
  from: '2027-01-01',
  to: '2027-01-31',
  weekdays: ['1', '2', '3', '4', '5', '6', '7'],
  price: '116',
  rest_nums: '',
  ...values,
});

describe('the edit form as the gateway gets it', () => {
  it('names no weekdays when every one is ticked, and sorts the others', () => {
    expect(calendarBody(filled({})).weekdays).toBeUndefined();
    expect(calendarBody(filled({ weekdays: ['7', '6'] })).weekdays).toEqual([6, 7]);
  });

  it('leaves out what was left empty, so those values are kept', () => {
    const body = calendarBody(filled({ price: '', rest_nums: '3' }));
    expect(body.price).toBeUndefined();
    expect(body.rest_nums).toBe('3');
  });

  it("passes a weekend price, with the dates as the gateway's days", () => {
    const checked = checkCalendarForm(filled({ weekdays: ['6', '7'] }));
    expect(checked.ok && checked.value).toMatchObject({
      room_type_id: 41,
      from: 20270101,
      to: 20270131,
      weekdays: [6, 7],
      price: 116,
    });
  });

  it('asks for a price or rooms left, at least one weekday, and dates in order', () => {
    expect(checkCalendarForm(filled({ price: '' }))).toEqual({
      ok: false,
      errors: { price: 'validation:required' },
    });
    expect(checkCalendarForm(filled({ weekdays: [] }))).toMatchObject({
      ok: false,
      errors: { weekdays: 'validation:invalid' },
    });
    expect(checkCalendarForm(filled({ from: '2027-02-01' }))).toMatchObject({
      ok: false,
      errors: { to: 'validation:calendar_range' },
    });
    expect(checkCalendarForm(filled({ from: '' }))).toMatchObject({ ok: false });
  });

  it('refuses rooms left below 0 and a price of 0', () => {
    expect(checkCalendarForm(filled({ price: '0' }))).toMatchObject({
      ok: false,
      errors: { price: 'validation:invalid' },
    });
    expect(checkCalendarForm(filled({ price: '', rest_nums: '-1' }))).toMatchObject({
      ok: false,
      errors: { rest_nums: 'validation:invalid' },
    });
  });
});
