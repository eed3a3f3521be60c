import type { OrderDetailItem, OrderHotel } from '@bookdirect/gateway-sdk';
import { PDFParse } from 'pdf-parse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as calendarLoader } from '../app/routes/order_.calendar';
import { loader as receiptLoader } from '../app/routes/order_.receipt';
import { loader as pdfLoader } from '../app/routes/order_.receipt[.]pdf';

const ORDER_ID = 'R8T4N2QZ';

function answer(): { order: OrderDetailItem; order_hotel: OrderHotel } {
  const order = {
    order_id: ORDER_ID,
    status: 9,
    source: 1,
    amount: 300,
    pay_credits: 500,
    credits_amount: 5,
    pay_amount: 295,
    currency: 2,
    symbol: '€',
    create_time: 1_700_000_000,
    cancel_expire_time: 4_100_000_000,
    expire_time: 0,
    hotel_status: 0,
    credits_gain: 0,
    can_cancel: 0,
    can_checkin: 0,
    refund: { status: 'refunded', amount: 295, refund_time: 1_700_100_000 },
    review: null,
    requests: '',
    arrival_time: '',
    change: null,
    snapshoot: {
      hotel: { name_cn: '雅典港湾酒店', name_en: 'Athens Harbour Inn' },
      room_type: { name_cn: '双床房', name_en: 'Twin' },
      start_day: 20991124,
      end_day: 20991126,
    },
    partner_code: null,
  } as unknown as OrderDetailItem;
  const order_hotel = {
    hotel_id: 3,
    start_day: 20991124,
    end_day: 20991126,
    days: 2,
    nums: 1,
    guests: [{ first_name: 'Wei', last_name: 'Lin' }],
    assign_rooms: [],
    hotel_info: {
      name_cn: '雅典港湾酒店',
      name_en: 'Athens Harbour Inn',
      address_cn: '雅典埃尔穆街12号',
      address_en: '12 Ermou St, Athens',
      mobile: '+30 210 555 0100',
      email: 'desk@harbour.example',
      time_zone: 'Europe/Athens',
      coord_x: 23.73,
      coord_y: 37.98,
    },
    hotel_room_type_info: {
      name_cn: '双床房',
      name_en: 'Twin',
      adult_nums: 2,
      image_key: '',
      price: [
        { day: 20991124, price: 140 },
        { day: 20991125, price: 160 },
      ],
    },
    policy: { check_in_policy: { check_in_time: '15:00', check_out_time: '11:00' } },
  } as unknown as OrderHotel;
  return { order, order_hotel };
}

/** The gateway knows this one order of this member; anything else is not found. */
function gatewayAnswers() {
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const path = headers.get('X-Api-Path') ?? '';
    const body = path.includes(`/orders/main/${ORDER_ID}/`)
      ? { rec: 0, msg: 'ok', data: answer() }
      : path.includes('/hotel')
        ? { rec: 0, msg: 'ok', data: { hotel: { time_zone: 'Europe/Athens' } } }
        : { rec: 5, msg: 'not found', key: 'errors:not_found', data: null };
    return new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

const request = (path: string, lng: 'en' | 'zh', orderId = ORDER_ID) =>
  new Request(`http://site.test${path}?orderId=${orderId}`, {
    headers: { Cookie: `token=member-session-token; lng=${lng}` },
  });
const args = (req: Request) => ({ request: req, params: {}, context: {} });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an order's calendar entry and receipts", () => {
  it('gives the stay as an .ics from check-in to check-out, hotel time', async () => {
    gatewayAnswers();
    const response = await calendarLoader(args(request('/order/calendar', 'en')));
    expect(response.headers.get('Content-Type')).toContain('text/calendar');
    const ics = (await response.text()).replace(/\r\n /g, '');
    expect(ics).toContain('DTSTART:20991124T130000Z');
    expect(ics).toContain('DTEND:20991126T090000Z');
    expect(ics).toContain('SUMMARY:Athens Harbour Inn');
    expect(ics).toContain('GEO:37.98;23.73');
  });

  it('writes the receipt with nightly prices, points, paid and refunded', async () => {
    gatewayAnswers();
    const response = await receiptLoader(args(request('/order/receipt', 'en')));
    const html = await response.text();
    expect(html).toContain(ORDER_ID);
    expect(html).toContain('Bookdirect Hotels');
    for (const figure of ['€140.00', '€160.00', '€300.00', '€295.00', '€5.00']) {
      expect(html).toContain(figure);
    }
    expect(html).toContain('Refunded');
    expect(html).toContain('@media print');
  });

  it('makes a PDF whose Chinese text reads back whole', async () => {
    gatewayAnswers();
    const response = await pdfLoader(args(request('/order/receipt.pdf', 'zh')));
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const data = new Uint8Array(await response.arrayBuffer());
    const { text } = await new PDFParse({ data }).getText();
    expect(text).toContain(ORDER_ID);
    expect(text).toContain('雅典港湾酒店');
    expect(text).toContain('收据');
    expect(text).toContain('已退款');
  }, 60_000);

  it("answers 404 for an order that is not the member's", async () => {
    gatewayAnswers();
    for (const loader of [calendarLoader, receiptLoader, pdfLoader]) {
      const thrown = await Promise.resolve(
        loader(args(request('/order/receipt', 'en', 'OTHER123'))),
      )
        .then(() => undefined)
        .catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });
});
