import { notFound, orThrowResponse } from '@bookdirect/app-shell/server';
import { choosePoints, readPointsMode } from '@bookdirect/booking-ui';
import {
  isGatewayError,
  isTimeZone,
  ORDER_SOURCE,
  type OrderCheck,
  type Party,
  partyParams,
  Rec,
  readParty,
  SELLER_ID,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { data, redirect } from '@remix-run/node';
import { imageUrl, readStay } from './catalogue.server';
import { text } from './members.server';
import { redirectWithCookies, withSession } from './session.server';
import { shell } from './shell.server';
import type { Stay } from './stay';

/**
 * What the booking and pay pages book: `rooms` rooms of a room type for a stay, with the
 * search's party when the URL named one (old URLs: 1 room, capacity not checked).
 */
export interface BookingTarget {
  hotelId: number;
  roomTypeId: number;
  stay: Stay;
  /** The party of the URL (`rooms`, `adults`, `children`), when it named one. */
  party?: Party;
  /** Rooms booked: the party's, else 1. */
  rooms: number;
}

function positiveId(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/**
 * Reads the stay and the room from the query (`enterDate`, `leaveDate`, `hotelId`,
 * `roomTypeId`); a URL without a room goes back to search, impossible dates are corrected.
 */
export function readTarget(request: Request): BookingTarget {
  const url = new URL(request.url);
  const hotelId = positiveId(url.searchParams.get('hotelId'));
  const roomTypeId = positiveId(url.searchParams.get('roomTypeId'));
  if (!hotelId || !roomTypeId) throw redirect('/hotel/search');
  const { stay, corrected } = readStay(url);
  const { party, given, valid } = readParty(url.searchParams);
  if (corrected || !valid) {
    const next = new URLSearchParams(url.searchParams);
    next.set('enterDate', String(stay.enterDate));
    next.set('leaveDate', String(stay.leaveDate));
    for (const name of ['rooms', 'adults', 'children']) next.delete(name);
    if (given)
      for (const [name, value] of Object.entries(partyParams(party))) next.set(name, value);
    throw redirect(`${url.pathname}?${next}`);
  }
  return given
    ? { hotelId, roomTypeId, stay, party, rooms: party.rooms }
    : { hotelId, roomTypeId, stay, rooms: 1 };
}

export function targetQuery(target: BookingTarget): Record<string, string> & {
  enterDate: string;
  leaveDate: string;
  hotelId: string;
  roomTypeId: string;
} {
  return {
    enterDate: String(target.stay.enterDate),
    leaveDate: String(target.stay.leaveDate),
    hotelId: String(target.hotelId),
    roomTypeId: String(target.roomTypeId),
    ...(target.party ? partyParams(target.party) : {}),
  };
}

/** The order's `content` for the target: `nums` rooms, with the party's fields when given. */
export function targetContent(target: BookingTarget) {
  return {
    start_day: target.stay.enterDate,
    days: target.stay.nights,
    hotel_id: target.hotelId,
    hotel_room_type_id: target.roomTypeId,
    nums: target.rooms,
    ...(target.party
      ? {
          rooms: target.party.rooms,
          adults: target.party.adults,
          ...(target.party.children.length > 0
            ? { children: target.party.children.join(',') }
            : {}),
        }
      : {}),
  };
}

/** The hotel, the room type and its nightly prices (per room) for the stay. */
export async function loadRoom(request: Request, target: BookingTarget) {
  const gateway = shell.gatewayFor(request);
  const query = { start_day: target.stay.enterDate, days: target.stay.nights };
  const [detail, room, prices] = await orThrowResponse(
    Promise.all([
      gateway.call(endpoints.hotel, { params: { id: target.hotelId }, query }),
      gateway.call(endpoints.roomType, { params: { id: target.roomTypeId }, query }),
      gateway.call(endpoints.roomTypePrices, { params: { id: target.roomTypeId }, query }),
    ]),
  );
  const roomType = room.hotel_room_type;
  if (roomType.hotel_id !== target.hotelId) {
    throw notFound('orders:room_not_found');
  }
  const nights = prices.hotel_room_type_day_price_list.map(({ day, price }) => ({ day, price }));
  const total = nights.reduce((sum, night) => sum + night.price, 0);
  return {
    hotelName: detail.hotel.name,
    timeZone: isTimeZone(detail.hotel.time_zone) ? detail.hotel.time_zone : undefined,
    roomName: roomType.name,
    imageSrc: imageUrl(roomType.image_key),
    maxGuests: roomType.adult_nums,
    roomsLeft: roomType.rest_nums,
    symbol: prices.symbol,
    currency: prices.currency,
    nights,
    // Rooms booked, when more than one (pages read a missing one as 1).
    ...(target.rooms > 1 ? { rooms: target.rooms } : {}),
    // The check and the order carry the floored total the page showed (contract): every
    // night of every room.
    flooredTotal: Math.floor(total * target.rooms + 1e-9),
  };
}

export type CheckOutcome =
  | { ok: true; order: OrderCheck }
  | { ok: false; soldOut: boolean; message: string; key: string; order?: OrderCheck };

/** `POST /orders/check/` for the target's rooms; rec 6 answers become outcomes, not exceptions. */
export async function checkPrice(
  request: Request,
  target: BookingTarget,
  amount: number,
  credits: number,
): Promise<CheckOutcome> {
  try {
    const { order } = await withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.orderCheck, {
        body: {
          seller_id: SELLER_ID,
          source: ORDER_SOURCE.web,
          content: targetContent(target),
          amount,
          credits,
        },
      }),
    );
    return { ok: true, order };
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    if (error.isTransport) throw error;
    const fresh = (error.data as { order?: OrderCheck } | null)?.order;
    return {
      ok: false,
      soldOut: error.rec === Rec.conflict && error.key === 'errors:insufficient_room_stock',
      message: error.msg,
      key: error.key,
      order: fresh,
    };
  }
}

/** The booking page: the room, its price for the stay and, with points chosen, the price after them. */
export async function loadBookingPage(request: Request) {
  const target = readTarget(request);
  const url = new URL(request.url);
  const mode = readPointsMode(url.searchParams.get('points'));
  const custom = Number(url.searchParams.get('custom')) || 0;
  const room = await loadRoom(request, target);
  let check = await orThrowResponse(checkPrice(request, target, room.flooredTotal, 0));
  let notice: string | undefined;
  if (check.ok && mode !== 0) {
    const limits = { balance: check.order.credits, max: check.order.credits_use_max };
    const points = choosePoints(mode, custom, limits).points;
    if (points > 0) {
      const withPoints = await orThrowResponse(
        checkPrice(request, target, room.flooredTotal, points),
      );
      if (withPoints.ok) check = withPoints;
      else notice = withPoints.message;
    }
  }
  return {
    target: targetQuery(target),
    stay: target.stay,
    room,
    mode,
    custom,
    order: check.ok ? check.order : undefined,
    soldOut: !check.ok && check.soldOut,
    notice: notice ?? (check.ok ? undefined : check.message),
  };
}

/**
 * Continue: the price is checked again with what the page showed; a change (rec 6
 * `orders:price_changed`) or a sold-out night stays here with the message, otherwise on to
 * /hotel/pay.
 */
export async function continueToPay(request: Request, form: FormData) {
  const target = readTarget(request);
  const amount = Number(text(form, 'amount'));
  const credits = Number(text(form, 'credits')) || 0;
  const outcome = await orThrowResponse(
    checkPrice(request, target, Number.isFinite(amount) ? amount : 0, credits),
  );
  if (!outcome.ok) {
    return data(
      { message: outcome.message, soldOut: outcome.soldOut, at: Date.now() },
      { status: 409 },
    );
  }
  const { order } = outcome;
  return redirectWithCookies(
    `/hotel/pay?${new URLSearchParams({
      ...targetQuery(target),
      roomPrice: String(order.amount),
      deduction: String(order.credits_amount),
      credits: String(order.pay_credits),
    })}`,
  );
}
