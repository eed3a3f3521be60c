import { describe, expect, it } from 'vitest';
import {
  escapeCalendarText,
  foldCalendarLine,
  mapLink,
  stayCalendar,
  zonedInstant,
} from '../src/calendar-file';

const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const field = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

const stay = {
  orderId: 'A1b2C3',
  hotelName: 'Harbour Hotel',
  address: '1 Quay Road, Piraeus; Greece',
  startDay: 20260305,
  endDay: 20260307,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  timeZone: 'Europe/Athens',
  details: [
    ['Order', 'A1b2C3'],
    ['Phone', '+30 210 000 0000'],
  ] as [string, string][],
  latitude: 37.94,
  longitude: 23.64,
  stamp: new Date('2026-01-02T03:04:05Z'),
};

describe('stayCalendar', () => {
  it('runs from check-in on the first day to check-out on the last, in the hotel time zone', () => {
    const ics = stayCalendar(stay);
    // Athens is UTC+2 in March (before summer time).
    expect(field(ics, 'DTSTART')).toBe('20260305T130000Z');
    expect(field(ics, 'DTEND')).toBe('20260307T090000Z');
    expect(field(ics, 'SUMMARY')).toBe('Harbour Hotel');
    expect(field(ics, 'LOCATION')).toBe('1 Quay Road\\, Piraeus\\; Greece');
    expect(field(ics, 'GEO')).toBe('37.94;23.64');
    expect(field(ics, 'UID')).toBe('order-A1b2C3@bookdirect.example');
    expect(field(ics, 'DESCRIPTION')).toBe('Order: A1b2C3\\nPhone: +30 210 000 0000');
  });

  it('keeps the same UID when the dates change, and uses CRLF lines only', () => {
    const moved = stayCalendar({ ...stay, startDay: 20260310, endDay: 20260312 });
    expect(field(moved, 'UID')).toBe(field(stayCalendar(stay), 'UID'));
    expect(field(moved, 'DTSTART')).toBe('20260310T130000Z');
    expect(moved.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(moved.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('follows summer time and leaves GEO out without coordinates', () => {
    const ics = stayCalendar({
      ...stay,
      startDay: 20260705,
      endDay: 20260706,
      latitude: 0,
      longitude: 0,
    });
    expect(field(ics, 'DTSTART')).toBe('20260705T120000Z');
    expect(field(ics, 'GEO')).toBeUndefined();
  });

  it('writes Chinese text whole, folded within 75 octets', () => {
    const name = '海港酒店'.repeat(20);
    const ics = stayCalendar({ ...stay, hotelName: name });
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(field(ics, 'SUMMARY')).toBe(name);
  });
});

describe('calendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeCalendarText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets with a leading space, never inside a character', () => {
    const line = `SUMMARY:${'x'.repeat(100)}`;
    const folded = foldCalendarLine(line).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded[1]?.startsWith(' ')).toBe(true);
    expect(folded.join('').replace(/ /g, '')).toBe(line);
    const cjk = foldCalendarLine(`X:${'酒'.repeat(40)}`).split('\r\n');
    expect(new TextEncoder().encode(cjk[0]).length).toBe(74);
    expect(cjk.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`X:${'酒'.repeat(40)}`);
  });

  it('reads a wall time in a zone as its instant', () => {
    expect(zonedInstant(20261225, '14:00', 'Asia/Shanghai').toISOString()).toBe(
      '2026-12-25T06:00:00.000Z',
    );
    expect(zonedInstant(20261225, '14:00', 'Not/AZone').toISOString()).toBe(
      '2026-12-25T14:00:00.000Z',
    );
  });

  it('links a map search of the point', () => {
    expect(mapLink(37.94, 23.64)).toBe(
      'https://www.google.com/maps/search/?api=1&query=37.94,23.64',
    );
    expect(mapLink(0, 0)).toBe('');
  });
});
