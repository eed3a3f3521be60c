import { describe, expect, it } from 'vitest';
import { monthOf, readReportChoice, reportQuery, reportSearch } from '../app/reports/query';

const defaults = { today: 20260214, group: true, firstHotelId: 7 };
const read = (search: string, overrides: Partial<typeof defaults> = {}) =>
  readReportChoice(new URLSearchParams(search), { ...defaults, ...overrides });

describe('the report asked for', () => {
  it('is this month by day, for the group, for an admin who asks nothing', () => {
    expect(read('')).toEqual({ hotelId: 0, from: '2026-02-01', to: '2026-02-28', by: 'day' });
  });

  it("is a manager's first hotel when the address names none", () => {
    expect(read('', { group: false }).hotelId).toBe(7);
    expect(read('hotel_id=0', { group: false }).hotelId).toBe(7);
  });

  it('keeps the hotel, the days and the periods the address gives', () => {
    expect(read('hotel_id=3&from=2026-01-05&to=2026-03-29&by=week')).toEqual({
      hotelId: 3,
      from: '2026-01-05',
      to: '2026-03-29',
      by: 'week',
    });
  });

  it('falls back to the defaults for days that do not exist and unknown periods', () => {
    expect(read('from=2026-02-30&to=soon&by=year')).toEqual({
      hotelId: 0,
      from: '2026-02-01',
      to: '2026-02-28',
      by: 'day',
    });
  });

  it('leaves a range that ends before it starts for the gateway to refuse', () => {
    expect(read('from=2026-03-10&to=2026-03-01')).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-01',
    });
  });

  it('knows the length of each month, leap years included', () => {
    expect(monthOf(20240210)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthOf(20261231)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it("is the gateway's query in YYYYMMDD, without a hotel for the group", () => {
    expect(reportQuery(read(''))).toEqual({ from: '20260201', to: '20260228', by: 'day' });
    expect(reportQuery(read('hotel_id=3&by=month'))).toMatchObject({ hotel_id: 3, by: 'month' });
  });

  it('is an address the export and a bookmark can keep', () => {
    const choice = read('hotel_id=3&from=2026-01-05&to=2026-03-29&by=week');
    expect(reportSearch(choice)).toBe('?hotel_id=3&from=2026-01-05&to=2026-03-29&by=week');
    expect(read(reportSearch(choice).slice(1))).toEqual(choice);
  });
});
