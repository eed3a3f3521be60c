import { OTA } from '@bookdirect/gateway-sdk';
import { STAFF_ORDER_EVENTS } from '@bookdirect/gateway-sdk/staff';

/**
 * The orders desk's words for the gateway's codes (statuses, history events, check-in and
 * refund states, who did it): locales keys of `office_orders`, so the page and the CSV say
 * the same in either language.
 */

export const statusKey = (status: number): string => `office_orders:status_${status}`;

/** 0 not paid, 1 not open yet, 2 open, 4 checked in, 5 checked out. */
export const checkinKey = (hotelStatus: number): string =>
  `office_orders:checkin_${[0, 1, 2, 4, 5].includes(hotelStatus) ? hotelStatus : 0}`;

type RefundStatus = 'pending' | 'refunded' | 'failed_manual';

/** A refund's line on the order page, with its `amount` (and `date` once refunded). */
export const refundKey = (status: RefundStatus): string => `office_orders:refund_${status}`;

/** A refund's state in a word or two, for the export's column. */
export const refundStateKey = (status: RefundStatus): string =>
  `office_orders:refund_state_${status}`;

const EVENTS: readonly string[] = STAFF_ORDER_EVENTS;

/**
 * The key of a history entry's `what`: an event of the order, or a staff change named by its
 * audit action (`order.note`); null for a code these words do not know yet, which the page
 * shows as it comes.
 */
export function eventKey(what: string): string | null {
  if (EVENTS.includes(what)) return `office_orders:event_${what}`;
  if (what === 'order.note') return 'office_orders:event_note';
  return null;
}

/** `by` of a history entry or a note: the guest, the system, or the staff member's name. */
export function byKey(by: string): string | null {
  return by === 'guest' || by === 'system' ? `office_orders:by_${by}` : null;
}

/** Whether an order came through this site or a travel platform. */
export const isDirect = (otaId: number): boolean => otaId === OTA.direct;

/**
 * Where an order was booked, in words: this site, or the platform's name (`platformNames`);
 * `say` is the page's `t` or the server's `translate` for the language.
 */
export function channelName(
  otaId: number,
  platforms: Record<number, string>,
  say: (key: string, values?: Record<string, string | number>) => string,
): string {
  if (isDirect(otaId)) return say('office_orders:channel_direct');
  return platforms[otaId] ?? say('office_orders:channel_other', { id: otaId });
}
