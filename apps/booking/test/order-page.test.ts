import type { OrderDetailItem, OrderHotel } from '@bookdirect/gateway-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOrderPage } from '../app/order-actions.server';

/**
 * The order page shows what the gateway decided by its own clock (`can_cancel`,
 * `can_checkin`, `hotel_status`), whatever the dates and the site's clock say.
 */

const ORDER_ID = 'K7Q2M9XA';

/** A paid stay in 2099: by the dates alone, neither check-in nor its deadline is near. */
function answer(fields: Partial<OrderDetailItem>): {
  order: OrderDetailItem;
  order_hotel: OrderHotel;
} {
  const order: OrderDetailItem = {
    order_id: ORDER_ID,
    status: 2,
    source: 1,
    amount: 300,
    pay_credits: 0,
    credits_amount: 0,
    pay_amount: 300,
    currency: 2,
    symbol: '€',
    create_time: 1_700_000_000,
    cancel_expire_time: 4_100_000_000,
    expire_time: 0,
    hotel_status: 1,
    credits_gain: 0,
    can_cancel: 1,
    can_checkin: 0,
    refund: null,
    review: null,
    snapshoot: {
      hotel: { name_cn: '雅典', name_en: 'Athens Inn' },
      room_type: { name_cn: '双床', name_en: 'Twin' },
      start_day: 20991124,
      end_day: 20991126,
    },
    partner_code: null,
    ...fields,
  } as OrderDetailItem;
  const order_hotel = {
    hotel_id: 3,
    start_day: 20991124,
    end_day: 20991126,
    days: 2,
    nums: 1,
    guests: [{ first_name: 'Wei', last_name: 'Lin' }],
    assign_rooms: [],
    hotel_info: { name_cn: '雅典', name_en: 'Athens Inn', address_cn: '', address_en: '' },
    hotel_room_type_info: {
      name_cn: '双床',
      name_en: 'Twin',
      adult_nums: 2,
      image_key: '',
      price: [],
    },
    policy: { check_in_policy: { check_in_time: '15:00', check_out_time: '11:00' } },
  } as unknown as OrderHotel;
  return { order, order_hotel };
}

/** The gateway answering the order call with `fields`, and nothing else it is asked. */
function gatewayAnswers(fields: Partial<OrderDetailItem>) {
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    const path = new Headers(init?.headers).get('X-Api-Path') ?? '';
    const body = path.includes(`/orders/main/${ORDER_ID}/`)
      ? { rec: 0, msg: 'ok', data: answer(fields) }
      : { rec: 5, msg: 'not found', key: 'errors:not_found', data: null };
    return new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

const page = () =>
  new Request(`http://site.test/order/detail?orderId=${ORDER_ID}`, {
    headers: { Cookie: 'token=member-session-token' },
  });

async function loaded(fields: Partial<OrderDetailItem>) {
  gatewayAnswers(fields);
  const response = await loadOrderPage(page());
  return response.data;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the order page follows the gateway', () => {
  it("offers check-in when the gateway says it is open, though the stay's dates are far off", async () => {
    const { checkin } = await loaded({ can_checkin: 1, hotel_status: 1 });
    expect(checkin).toEqual({ href: `/checkin?order_id=${ORDER_ID}`, checkedIn: false });
  });

  it('offers no check-in when the gateway says it is not open', async () => {
    const { checkin } = await loaded({ can_checkin: 0, hotel_status: 2 });
    expect(checkin).toBeUndefined();
  });

  it('leads a stay the gateway reports checked in to its passwords', async () => {
    const { checkin } = await loaded({ can_checkin: 0, hotel_status: 4 });
    expect(checkin).toEqual({
      href: `/display_password?order_id=${ORDER_ID}&hotelId=3`,
      checkedIn: true,
    });
  });

  it("offers the cancel only as the gateway's can_cancel says, whatever the deadline reads", async () => {
    expect((await loaded({ can_cancel: 0 })).order.canCancel).toBe(false);
    expect((await loaded({ can_cancel: 1, cancel_expire_time: 1 })).order.canCancel).toBe(true);
  });
});
