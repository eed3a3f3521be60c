import type { StaffOrderListItem } from '@bookdirect/gateway-sdk/staff';
import { describe, expect, it } from 'vitest';
import { exportFileName, ordersCsv } from '../app/orders/csv';

const order = (overrides: Partial<StaffOrderListItem> = {}): StaffOrderListItem => ({
  order_id: 'AB12CD34EF56GH78IJ90',
  status: 9,
  source: 1,
  amount: 1280,
  pay_credits: 200,
  credits_amount: 2,
  pay_amount: 1278,
  currency: 1,
  symbol: '¥',
  create_time: Date.UTC(2026, 2, 1, 9, 30) / 1000,
  cancel_expire_time: 0,
  expire_time: 0,
  hotel_status: 0,
  credits_gain: 0,
  can_cancel: 0,
  can_checkin: 0,
  refund: { status: 'pending', amount: 1278, refund_time: 0 },
  review: null,
  requests: '',
  arrival_time: '',
  change: null,
  snapshoot: {
    hotel: { name_cn: '西湖酒店', name_en: 'West Lake Hotel' },
    room_type: { name_cn: '大床房', name_en: 'King, garden' },
    start_day: 20260310,
    end_day: 20260312,
  },
  hotel_id: 3,
  guest_name: 'Smith Anna',
  email: 'anna@example.com',
  mobile: '+8613800000000',
  tel_prefix: '+86',
  partner_code: null,
  ota_id: 1,
  ota_order_id: null,
  ...overrides,
});

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('ordersCsv', () => {
  it('writes a header and one row per order, in English', () => {
    const [header, row, end] = lines(ordersCsv([order()], 'en', {}));
    expect(header).toBe(
      'Order,Status,Hotel,Room type,Arrival,Departure,Guest,E-mail,Phone,Channel,' +
        'Platform order number,Currency,Room total,Points used,Paid,Refund,Refund amount,' +
        'Booked at (UTC)',
    );
    expect(row).toBe(
      'AB12CD34EF56GH78IJ90,Cancelled,West Lake Hotel,"King, garden",2026-03-10,2026-03-12,' +
        "Smith Anna,anna@example.com,'+8613800000000,Direct,,CNY,1280,200,1278," +
        'Requested from the provider,1278,2026-03-01 09:30',
    );
    expect(end).toBe('');
  });

  it('says it in Chinese, with the platform by its name', () => {
    const [header, row] = lines(
      ordersCsv([order({ status: 2, refund: null, ota_id: 2, ota_order_id: 'BK-1' })], 'zh', {
        2: 'Booking.com',
      }),
    );
    expect(header?.startsWith('订单号,状态,酒店,房型,入住日期')).toBe(true);
    expect(row).toContain(',已支付,西湖酒店,大床房,');
    expect(row).toContain(',Booking.com,BK-1,CNY,');
  });

  it('starts with a BOM so spreadsheets read the Chinese right', () => {
    expect(ordersCsv([], 'zh', {}).startsWith('\uFEFF')).toBe(true);
  });
});

describe('exportFileName', () => {
  it('names the file with the day', () => {
    expect(exportFileName(new Date(Date.UTC(2026, 2, 5, 23, 0)))).toBe('orders-2026-03-05.csv');
  });
});
