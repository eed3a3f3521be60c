import { isValidDay } from '@bookdirect/gateway-sdk';

/**
 * The board's posts, read from their forms: each names its `intent` and the order it acts
 * on. A post that is not one of them (a field missing or not a number) reads as null and the
 * page says so; the gateway still judges every value that passes here.
 */

export type BoardPost =
  | {
      intent: 'room';
      order_id: string;
      group_no: number;
      hotel_room_id: number;
      /** The first night in the new room: the board's night. */
      from?: number;
    }
  | { intent: 'keybox'; order_id: string; hotel_room_id: number; no: string; confirmed: boolean }
  | { intent: 'depart'; order_id: string; confirmed: boolean };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function positive(form: FormData, name: string): number | undefined {
  const raw = text(form, name);
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value > 0 ? value : undefined;
}

/** The post of a form of the board, or null when it is none of them. */
export function readBoardPost(form: FormData): BoardPost | null {
  const intent = text(form, 'intent');
  const orderId = text(form, 'order_id');
  if (!orderId || orderId.length > 64) return null;
  const confirmed = text(form, 'confirm') === '1';
  if (intent === 'room') {
    const groupNo = positive(form, 'group_no');
    const roomId = positive(form, 'hotel_room_id');
    if (groupNo === undefined || roomId === undefined) return null;
    const from = Number(text(form, 'from'));
    return {
      intent,
      order_id: orderId,
      group_no: groupNo,
      hotel_room_id: roomId,
      ...(isValidDay(from) ? { from } : {}),
    };
  }
  if (intent === 'keybox') {
    const roomId = positive(form, 'hotel_room_id');
    if (roomId === undefined) return null;
    return {
      intent,
      order_id: orderId,
      hotel_room_id: roomId,
      no: text(form, 'no').slice(0, 32),
      confirmed,
    };
  }
  if (intent === 'depart') return { intent, order_id: orderId, confirmed };
  return null;
}

/** The board's address for a hotel and a day (none: the hotel's today). */
export function boardHref(hotelId: number, day?: number): string {
  return `/desk?hotel=${hotelId}${day ? `&day=${day}` : ''}`;
}

/** `?day=` as a real `YYYYMMDD`, or undefined (the hotel's today). */
export function boardDay(value: string | null): number | undefined {
  if (!value || !/^\d{8}$/.test(value)) return undefined;
  const day = Number(value);
  return isValidDay(day) ? day : undefined;
}

/** The lists of the board, in the order the page shows them. */
export const BOARD_LISTS = ['arrivals', 'in_house', 'departures'] as const;
export type BoardList = (typeof BOARD_LISTS)[number];
