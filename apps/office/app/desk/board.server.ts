import { isGatewayError } from '@bookdirect/gateway-sdk';
import {
  type StaffCheckinBoard,
  type StaffRoomTaken,
  staffEndpoints,
} from '@bookdirect/gateway-sdk/staff';
import { data } from '@remix-run/node';
import { gatewayMessage, orStaffError, requireStaff, staffAction } from '../staff.server';
import { type BoardPost, boardDay, readBoardPost } from './board-form';

/** A hotel of the picker: the staff member's own (all of them for an admin). */
export interface BoardHotel {
  id: number;
  name_cn: string;
  name_en: string;
}

/**
 * The page of `/desk?hotel=<id>&day=YYYYMMDD`: the hotel asked for when the staff member
 * works for it, else their first; the day asked for, else the hotel's today (the gateway's).
 * A room type is told by its rooms' `hotel_room_type_id`, or by its names for an order with
 * no room yet (the board names the room type as booked).
 */
export async function loadBoard(request: Request) {
  const { gateway } = await requireStaff(request);
  const { hotel_list } = await orStaffError(gateway.call(staffEndpoints.staffHotels), request);
  const hotels: BoardHotel[] = hotel_list.map((hotel) => ({
    id: hotel.hotel_id,
    name_cn: hotel.name_cn,
    name_en: hotel.name_en,
  }));
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('hotel'));
  const hotel = hotel_list.find((item) => item.hotel_id === asked) ?? hotel_list[0];
  if (!hotel) return { hotels, hotelId: 0, board: null, roomTypes: {}, at: Date.now() };
  const day = boardDay(url.searchParams.get('day'));
  const board: StaffCheckinBoard = await orStaffError(
    gateway.call(staffEndpoints.staffCheckinBoard, {
      query: { hotel_id: hotel.hotel_id, ...(day ? { day } : {}) },
    }),
    request,
  );
  // Each order's room type id, for the rooms it may move to.
  const roomTypes: Record<string, number> = {};
  const typeOfRoom = new Map(
    board.rooms.map((room) => [room.hotel_room_id, room.hotel_room_type_id]),
  );
  for (const entry of [...board.arrivals, ...board.in_house, ...board.departures]) {
    const byRoom = entry.rooms
      .map((room) => typeOfRoom.get(room.hotel_room_id))
      .find((id) => id !== undefined);
    const byName = hotel.room_types.find(
      (type) =>
        type.name_cn === entry.room_type.name_cn && type.name_en === entry.room_type.name_en,
    )?.hotel_room_type_id;
    const id = byRoom ?? byName;
    if (id !== undefined) roomTypes[entry.order_id] = id;
  }
  return { hotels, hotelId: hotel.hotel_id, board, roomTypes, at: Date.now() };
}

/** What a post of the board answers: a line for the person, and a confirm step to show. */
export type BoardAnswer = {
  tone: 'success' | 'error' | 'info';
  /** A locales key of the page with its values, or the gateway's own words. */
  key?: string;
  values?: Record<string, string | number>;
  message?: string;
  /** The order (and room) the answer is about, to show it beside its row. */
  orderId?: string;
  /** The confirm step of a key-box reset or an early departure. */
  confirm?: Extract<BoardPost, { intent: 'keybox' | 'depart' }>;
  at: number;
};

function answer(body: Omit<BoardAnswer, 'at'>, status = 200) {
  return data<BoardAnswer>({ ...body, at: Date.now() }, status);
}

/**
 * A post of the board: move a room, reset a key-box password, mark an early departure. The
 * last two are asked first (a post without `confirm=1` answers the confirm step) as they
 * cannot be undone. The gateway's refusals come back in the staff member's language; a room
 * another order holds names that order.
 */
export function submitBoard(request: Request) {
  return staffAction(request, async ({ gateway }, form) => {
    const post = readBoardPost(form);
    if (!post) return answer({ tone: 'error', key: 'office:fix_fields' }, 400);
    if (post.intent !== 'room' && !post.confirmed) {
      return answer({ tone: 'info', confirm: post, orderId: post.order_id });
    }
    try {
      if (post.intent === 'room') {
        const { intent: _, ...body } = post;
        const moved = await gateway.call(staffEndpoints.staffRoomChange, { body });
        const room = moved.rooms.find((item) => item.hotel_room_id === post.hotel_room_id);
        return answer({
          tone: 'success',
          key: 'office_desk:room_changed',
          values: { order: post.order_id, group: post.group_no, no: room?.no ?? '' },
          orderId: post.order_id,
        });
      }
      if (post.intent === 'keybox') {
        const reset = await gateway.call(staffEndpoints.staffKeyboxReset, {
          body: { order_id: post.order_id, hotel_room_id: post.hotel_room_id },
        });
        return answer({
          tone: 'success',
          key: 'office_desk:reset_done',
          values: { no: reset.no, email: reset.mailed_to },
          orderId: post.order_id,
        });
      }
      const departed = await gateway.call(staffEndpoints.staffDepart, {
        body: { order_id: post.order_id },
      });
      return answer({
        tone: 'success',
        key: 'office_desk:depart_done',
        values: { order: post.order_id, count: departed.released_days.length },
        orderId: post.order_id,
      });
    } catch (error) {
      if (isGatewayError(error) && error.key === 'checkin:room_taken') {
        const taken = error.data as StaffRoomTaken | null;
        return answer(
          {
            tone: 'error',
            key: 'office_desk:room_taken',
            values: { order: taken?.order_id ?? '' },
            orderId: post.order_id,
          },
          409,
        );
      }
      const refused = gatewayMessage(error);
      return answer({ tone: 'error', message: refused.msg, orderId: post.order_id }, 400);
    }
  });
}
