import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  cancelDeadline,
  checkinOpen,
  checkinWindow,
  dayIn,
  dayNumber,
  dayOfIso,
  daysBetween,
  formatLongDay,
  hotelTime,
  isDayNumber,
  isoDay,
  isTimeZone,
  parseDay,
  stayNights,
  todayIn,
} from '../src/days';

describe('day numbers', () => {
  it('reads and writes YYYYMMDD', () => {
    expect(dayNumber(new Date(2026, 0, 5, 23, 30))).toBe(20260105);
    expect(parseDay(20261231)).toEqual(new Date(2026, 11, 31));
    expect(parseDay('20260105')).toEqual(new Date(2026, 0, 5));
    expect(isoDay(20260105)).toBe('2026-01-05');
  });

  it('shows a day as the visitor reads it, in either language', () => {
    expect(formatLongDay(20260303, 'en')).toBe('Tue, 3 Mar 2026');
    expect(formatLongDay(20260303, 'zh')).toBe('2026年3月3日周二');
    expect(formatLongDay(20260230, 'en')).toBe('');
  });

  it('takes 29 February only in a leap year', () => {
    expect(parseDay(20280229)).toEqual(new Date(2028, 1, 29));
    expect(parseDay(20260229)).toBeUndefined();
    expect(isDayNumber(20000229)).toBe(true);
    expect(isDayNumber(21000229)).toBe(false);
  });

  it('refuses what is not a real day', () => {
    for (const bad of [
      20261301,
      20260100,
      20260431,
      2026011,
      '2026-01-05',
      '',
      null,
      undefined,
      'x',
    ])
      expect(parseDay(bad as never)).toBeUndefined();
    expect(isDayNumber(20260132)).toBe(false);
    expect(isDayNumber({})).toBe(false);
    expect(() => addDays(20260230, 1)).toThrow(RangeError);
  });
});

describe('YYYY-MM-DD text', () => {
  it('reads the form isoDay writes', () => {
    expect(dayOfIso('2026-01-05')).toBe(20260105);
    expect(dayOfIso(' 2027-12-31 ')).toBe(20271231);
    expect(dayOfIso(isoDay(20280229))).toBe(20280229);
  });

  it('answers NaN for any other text', () => {
    for (const bad of ['', '20260105', '2026-1-5', '2026/01/05', 'x'])
      expect(dayOfIso(bad)).toBeNaN();
  });
});

describe('adding days and counting nights', () => {
  it('crosses month and year ends and leap days', () => {
    expect(addDays(20261231, 1)).toBe(20270101);
    expect(addDays(20270101, -1)).toBe(20261231);
    expect(addDays(20280228, 1)).toBe(20280229);
    expect(addDays(20280229, 1)).toBe(20280301);
    expect(addDays(20260228, 1)).toBe(20260301);
    expect(addDays(20260131, 30)).toBe(20260302);
  });

  it('counts calendar nights, never below 0', () => {
    expect(stayNights(20261230, 20270102)).toBe(3);
    expect(stayNights(20280228, 20280301)).toBe(2);
    expect(stayNights(20260105, 20260105)).toBe(0);
    expect(stayNights(20260106, 20260105)).toBe(0);
    expect(stayNights(20260105, 20260230)).toBe(0);
  });

  it('counts days between two days, signed', () => {
    expect(daysBetween(20270130, 20270202)).toBe(3);
    expect(daysBetween(20270202, 20270130)).toBe(-3);
    expect(daysBetween(20280228, 20280301)).toBe(2);
    expect(daysBetween(20260328, 20260330)).toBe(2);
    expect(daysBetween(20260105, 20260105)).toBe(0);
    expect(daysBetween(20260105, 20260230)).toBeNaN();
  });

  it('counts a night across a daylight-saving change as one', () => {
    // Local Dates, so this holds whatever zone runs the test.
    expect(stayNights(20260328, 20260330)).toBe(2);
    expect(stayNights(20261024, 20261026)).toBe(2);
    expect(stayNights(new Date(2026, 2, 28, 23), new Date(2026, 2, 29, 1))).toBe(1);
  });
});

describe('days in a hotel zone', () => {
  it('knows IANA zones', () => {
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(undefined)).toBe(false);
  });

  it('reads a timestamp as the hotel day', () => {
    const at = Date.UTC(2026, 1, 28, 15, 0);
    expect(dayIn(at, 'Asia/Tokyo')).toBe(20260301);
    expect(dayIn(at, 'Europe/Lisbon')).toBe(20260228);
    expect(todayIn('Asia/Tokyo', new Date(Date.UTC(2026, 11, 31, 15, 0)))).toBe(20270101);
    expect(todayIn('UTC', new Date(Date.UTC(2026, 11, 31, 15, 0)))).toBe(20261231);
  });

  it('follows the zone across its daylight-saving change', () => {
    // Lisbon moves from UTC+0 to UTC+1 at 01:00 UTC on 29 March 2026.
    expect(dayIn(Date.UTC(2026, 2, 28, 23, 30), 'Europe/Lisbon')).toBe(20260328);
    expect(dayIn(Date.UTC(2026, 2, 29, 23, 30), 'Europe/Lisbon')).toBe(20260330);
  });
});

describe('cancelDeadline', () => {
  it('is 23:59:59 hotel time, FREE_CANCELLATION_DAYS before arrival', () => {
    expect(cancelDeadline(20260310, 'Asia/Tokyo').toISOString()).toBe('2026-03-05T14:59:59.000Z');
    expect(cancelDeadline(20260103, 'UTC').toISOString()).toBe('2025-12-29T23:59:59.000Z');
    expect(cancelDeadline(20280305, 'UTC').toISOString()).toBe('2028-02-29T23:59:59.000Z');
  });

  it('takes the offset of the deadline day, not of arrival', () => {
    // Deadline 27 March (WET, UTC+0) and 29 March (WEST, UTC+1).
    expect(cancelDeadline(20260401, 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-27T23:59:59.000Z',
    );
    expect(cancelDeadline(20260403, 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-29T22:59:59.000Z',
    );
  });

  it('refuses an arrival that is not a day', () => {
    expect(() => cancelDeadline(20260230, 'UTC')).toThrow(RangeError);
  });
});

describe('the check-in window', () => {
  it('opens at 00:00 on arrival and closes at 11:00 on departure, hotel time', () => {
    const shanghai = checkinWindow(20261124, 20261126, 'Asia/Shanghai');
    expect(shanghai.opensAt.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(shanghai.closesAt.toISOString()).toBe('2026-11-26T03:00:00.000Z');
    const bogota = checkinWindow(20261124, 20261126, 'America/Bogota');
    expect(checkinOpen(bogota, new Date('2026-11-24T04:59:59Z'))).toBe(false);
    expect(checkinOpen(bogota, new Date('2026-11-24T05:00:00Z'))).toBe(true);
    expect(checkinOpen(bogota, new Date('2026-11-26T15:59:59Z'))).toBe(true);
    expect(checkinOpen(bogota, new Date('2026-11-26T16:00:00Z'))).toBe(false);
  });
});

describe('hotelTime', () => {
  // @date-fns/tz is the reference: the same wall-clock times, across the year's DST changes.
  const zones = ['Asia/Tokyo', 'Europe/Athens', 'America/New_York', 'Australia/Sydney', 'UTC'];
  const days = [20260101, 20260308, 20260329, 20260405, 20260704, 20261004, 20261025, 20261101];
  const times: [number, number, number][] = [
    [0, 0, 0],
    [11, 0, 0],
    [23, 59, 59],
  ];
  it.each(zones)('names the instant TZDate names in %s', (zone) => {
    for (const day of days) {
      for (const [h, m, s] of times) {
        const y = Math.floor(day / 10000);
        const mo = Math.floor(day / 100) % 100;
        const d = day % 100;
        const expected = new TZDate(y, mo - 1, d, h, m, s, zone).getTime();
        expect(hotelTime(day, zone, h, m, s).getTime(), `${day} ${h}:${m}:${s}`).toBe(expected);
      }
    }
  });

  it('takes the later wall time for one a spring-forward skips, as clocks show it', () => {
    // 02:30 does not exist in New York on 2026-03-08: 03:30 EDT.
    expect(hotelTime(20260308, 'America/New_York', 2, 30).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });
});
