import { describe, expect, it } from 'vitest';
import {
  checkinLink,
  clearedOTokenCookie,
  oTokenSetCookie,
  readOToken,
  readRooms,
} from '../app/checkin.server';

describe("the order page's check-in button", () => {
  const order = { orderId: 'K7Q2M9XA', hotelStatus: 2, canCheckin: true, hotelId: 3 };

  it('leads an order the gateway says may check in to step 1 with the order', () => {
    expect(checkinLink(order)).toEqual({ href: '/checkin?order_id=K7Q2M9XA', checkedIn: false });
    expect(checkinLink({ ...order, hotelStatus: 1 })).toEqual({
      href: '/checkin?order_id=K7Q2M9XA',
      checkedIn: false,
    });
  });

  it('leads a checked-in order straight to its passwords', () => {
    expect(checkinLink({ ...order, hotelStatus: 4, canCheckin: false })).toEqual({
      href: '/display_password?order_id=K7Q2M9XA&hotelId=3',
      checkedIn: true,
    });
  });

  it('is not offered when the gateway says check-in is not open', () => {
    expect(checkinLink({ ...order, hotelStatus: 0, canCheckin: false })).toBeUndefined();
    expect(checkinLink({ ...order, hotelStatus: 5, canCheckin: false })).toBeUndefined();
    expect(checkinLink({ ...order, hotelStatus: 1, canCheckin: false })).toBeUndefined();
  });
});

describe('the o_token cookie', () => {
  it('is an httpOnly session cookie (no Max-Age, no Expires) with the bare token', async () => {
    const cookie = await oTokenSetCookie('abc_DEF-123');
    expect(cookie).toMatch(/^o_token=abc_DEF-123; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(readOToken(new Request('http://x/', { headers: { Cookie: cookie } }))).toBe(
      'abc_DEF-123',
    );
  });

  it('is cleared with Max-Age=0', async () => {
    expect(await clearedOTokenCookie()).toMatch(/^o_token=; Max-Age=0; Path=\/; HttpOnly/);
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
