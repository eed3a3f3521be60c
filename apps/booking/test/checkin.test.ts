import { describe, expect, it } from 'vitest';
import {
  checkinLink,
  insideCheckinWindow,
  oTokenCookie,
  readOToken,
  readRooms,
} from '../app/checkin.server';

const at = (iso: string) => new Date(iso);

describe('the check-in window (hotel time)', () => {
  // Athens is UTC+2 in November.
  const zone = 'Europe/Athens';

  it('opens at 00:00 on the arrival day', () => {
    expect(insideCheckinWindow(20261124, 20261126, zone, at('2026-11-23T21:59:00Z'))).toBe(false);
    expect(insideCheckinWindow(20261124, 20261126, zone, at('2026-11-23T22:00:00Z'))).toBe(true);
  });

  it('closes at 11:00 on the departure day', () => {
    expect(insideCheckinWindow(20261124, 20261126, zone, at('2026-11-26T08:59:00Z'))).toBe(true);
    expect(insideCheckinWindow(20261124, 20261126, zone, at('2026-11-26T09:00:00Z'))).toBe(false);
  });

  it('is shut without a known time zone', () => {
    expect(insideCheckinWindow(20261124, 20261126, undefined)).toBe(false);
  });
});

describe("the order page's check-in button", () => {
  const order = {
    orderId: 'K7Q2M9XA',
    status: 2,
    hotelStatus: 2,
    hotelId: 3,
    startDay: 20261124,
    endDay: 20261126,
    timeZone: 'Europe/Athens',
  };

  it('leads a paid order inside its window to step 1 with the order', () => {
    expect(checkinLink(order)).toEqual({ href: '/checkin?order_id=K7Q2M9XA', checkedIn: false });
  });

  it('leads a checked-in order straight to its passwords', () => {
    expect(checkinLink({ ...order, hotelStatus: 4 })).toEqual({
      href: '/display_password?order_id=K7Q2M9XA&hotelId=3',
      checkedIn: true,
    });
  });

  it('is not offered to an unpaid, a checked-out or a future stay', () => {
    expect(checkinLink({ ...order, status: 1, hotelStatus: 0 })).toBeUndefined();
    expect(checkinLink({ ...order, hotelStatus: 5 })).toBeUndefined();
    expect(
      checkinLink({ ...order, hotelStatus: 1, startDay: 29991224, endDay: 29991226 }),
    ).toBeUndefined();
  });
});

describe('the o_token cookie', () => {
  it('is an httpOnly session cookie (no Max-Age, no Expires)', () => {
    const cookie = oTokenCookie('abc_DEF-123');
    expect(cookie).toMatch(/^o_token=abc_DEF-123; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('is read back, and refused when it could break a header', () => {
    const request = (value: string) =>
      new Request('http://x/checkin_apply', { headers: { Cookie: `a=1; o_token=${value}` } });
    expect(readOToken(request('abc_DEF-123'))).toBe('abc_DEF-123');
    expect(readOToken(request('bad%0Avalue'))).toBeUndefined();
  });
});

describe('the guest form as posted', () => {
  it('reads rooms and guests by index, ignoring other fields', () => {
    const form = new FormData();
    form.set('rooms[0].hotel_room_id', '41');
    form.set('rooms[0].order_group_no', 'K7-1');
    form.set('rooms[0].guest[1].first_name', 'Ben');
    form.set('rooms[0].guest[0].first_name', 'Lina');
    form.set('rooms[0].guest[0].evil', 'x');
    form.set('hotel_id', '3');
    expect(readRooms(form)).toEqual([
      {
        hotel_room_id: '41',
        order_group_no: 'K7-1',
        guest: [{ first_name: 'Lina' }, { first_name: 'Ben' }],
      },
    ]);
  });
});
