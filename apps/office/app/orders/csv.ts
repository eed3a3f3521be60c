import { CURRENCY_CODES, csvFile, isoDay } from '@bookdirect/gateway-sdk';
import type { StaffOrderListItem } from '@bookdirect/gateway-sdk/staff';
import { type Language, translate } from '@bookdirect/locales';
import { localName } from '../names';
import { channelName, refundStateKey, statusKey } from './words';

/** The export's columns, in order; each header is `office_orders:csv_<column>`. */
export const CSV_COLUMNS = [
  'order_id',
  'status',
  'hotel',
  'room_type',
  'arrival',
  'departure',
  'guest',
  'email',
  'phone',
  'channel',
  'platform_order',
  'currency',
  'total',
  'points',
  'paid',
  'refund',
  'refund_amount',
  'booked_at',
] as const;

type Column = (typeof CSV_COLUMNS)[number];

/**
 * The orders as the export's CSV file: a header row in the staff member's language, then one
 * row per order, words (status, refund, channel) in that language too; amounts as plain
 * figures a spreadsheet can add up, beside the currency's code; days `YYYY-MM-DD`, the
 * booking time in UTC (its header says so).
 */
export function ordersCsv(
  orders: readonly StaffOrderListItem[],
  lang: Language,
  platforms: Record<number, string>,
): string {
  const say = (key: string, values?: Record<string, string | number>) =>
    translate(lang, key, values);
  const cell = (order: StaffOrderListItem, column: Column): string | number => {
    switch (column) {
      case 'order_id':
        return order.order_id;
      case 'status':
        return say(statusKey(order.status));
      case 'hotel':
        return localName(order.snapshoot.hotel, lang);
      case 'room_type':
        return localName(order.snapshoot.room_type, lang);
      case 'arrival':
        return isoDay(order.snapshoot.start_day);
      case 'departure':
        return isoDay(order.snapshoot.end_day);
      case 'guest':
        return order.guest_name;
      case 'email':
        return order.email;
      case 'phone':
        return order.mobile;
      case 'channel':
        return channelName(order.ota_id, platforms, say);
      case 'platform_order':
        return order.ota_order_id ?? '';
      case 'currency':
        return CURRENCY_CODES[order.currency] ?? '';
      case 'total':
        return order.amount;
      case 'points':
        return order.pay_credits;
      case 'paid':
        return order.pay_amount;
      case 'refund':
        return order.refund ? say(refundStateKey(order.refund.status)) : '';
      case 'refund_amount':
        return order.refund ? order.refund.amount : '';
      case 'booked_at':
        return new Date(order.create_time * 1000).toISOString().slice(0, 16).replace('T', ' ');
    }
  };
  return csvFile([
    CSV_COLUMNS.map((column) => say(`office_orders:csv_${column}`)),
    ...orders.map((order) => CSV_COLUMNS.map((column) => cell(order, column))),
  ]);
}

/** `orders-2026-03-05.csv`: the day it was exported (UTC). */
export function exportFileName(now: Date): string {
  return `orders-${now.toISOString().slice(0, 10)}.csv`;
}
