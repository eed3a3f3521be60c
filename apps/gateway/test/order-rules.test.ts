import { describe, expect, it } from 'vitest';
import { cancelAllowed, cancelDeadline } from '../src/orders/cancellation';
import { checkinAllowed, checkinWindow, hotelStatus } from '../src/orders/checkin-window';
import type { OrderRow } from '../src/orders/schema';

/** The rules the order answers carry (`can_cancel`, `hotel_status`, `can_checkin`), by themselves. */

describe('the free-cancellation deadline', () => {
  it('is 23:59:59 hotel time, five days before arrival', () => {
    expect(cancelDeadline(20260310, 'Asia/Tokyo').toISOString()).toBe('2026-03-05T14:59:59.000Z');
    expect(cancelDeadline(20260103, 'UTC').toISOString()).toBe('2025-12-29T23:59:59.000Z');
    expect(cancelDeadline(20280305, 'UTC').toISOString()).toBe('2028-02-29T23:59:59.000Z');
  });

  it('takes the offset of the deadline day, not of arrival', () => {
    // Lisbon moves from UTC+0 to UTC+1 on 29 March 2026.
    expect(cancelDeadline(20260401, 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-27T23:59:59.000Z',
    );
    expect(cancelDeadline(20260403, 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-29T22:59:59.000Z',
    );
  });

  it('lets a paid order cancel through its last second, an unpaid one always, no other', () => {
    const cancelExpireAt = new Date('2026-03-05T14:59:59.000Z');
    const paid = { status: 2, cancelExpireAt };
    expect(cancelAllowed(paid, new Date('2026-03-05T14:59:59.999Z'))).toBe(true);
    expect(cancelAllowed(paid, new Date('2026-03-05T15:00:00.000Z'))).toBe(false);
    expect(cancelAllowed({ status: 1, cancelExpireAt }, new Date('2030-01-01T00:00:00Z'))).toBe(
      true,
    );
    for (const status of [6, 8, 9]) {
      expect(cancelAllowed({ status, cancelExpireAt }, new Date('2026-01-01T00:00:00Z'))).toBe(
        false,
      );
    }
  });
});

describe('the check-in window', () => {
  /** A paid two-night stay from 24 November 2026 in Bogotá (UTC-5). */
  const stay = (fields: Partial<OrderRow> = {}) =>
    ({
      status: 2,
      startDay: '2026-11-24',
      days: 2,
      snapshot: { time_zone: 'America/Bogota' },
      checkedInAt: null,
      roomsAssignedAt: null,
      ...fields,
    }) as OrderRow;
  const at = (iso: string) => new Date(iso);

  it('opens at 00:00 on arrival and closes at 11:00 on departure, hotel time', () => {
    const window = checkinWindow(stay());
    expect(window.opensAt.toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(checkinAllowed(stay(), at('2026-11-24T04:59:59Z'))).toBe(false);
    expect(checkinAllowed(stay(), at('2026-11-24T05:00:00Z'))).toBe(true);
    expect(checkinAllowed(stay(), at('2026-11-26T15:59:59Z'))).toBe(true);
    expect(checkinAllowed(stay(), at('2026-11-26T16:00:00Z'))).toBe(false);
  });

  it('is not offered again once checked in, nor to an order that is not paid', () => {
    const inside = at('2026-11-25T12:00:00Z');
    expect(checkinAllowed(stay({ checkedInAt: inside }), inside)).toBe(false);
    expect(checkinAllowed(stay({ status: 1 }), inside)).toBe(false);
    expect(checkinAllowed(stay({ status: 9 }), inside)).toBe(false);
  });

  it('gives hotel_status from the window, the rooms and the check-in', () => {
    const inside = at('2026-11-25T12:00:00Z');
    expect(hotelStatus(stay(), at('2026-11-24T04:59:59Z'))).toBe(1);
    expect(hotelStatus(stay(), inside)).toBe(1);
    expect(hotelStatus(stay({ roomsAssignedAt: inside }), inside)).toBe(2);
    expect(hotelStatus(stay({ roomsAssignedAt: inside, checkedInAt: inside }), inside)).toBe(4);
    expect(hotelStatus(stay({ checkedInAt: inside }), at('2026-11-26T16:00:00Z'))).toBe(5);
    expect(hotelStatus(stay({ status: 6, checkedInAt: inside }), inside)).toBe(5);
    expect(hotelStatus(stay({ status: 6 }), inside)).toBe(0);
    expect(hotelStatus(stay({ status: 1 }), inside)).toBe(0);
  });
});
