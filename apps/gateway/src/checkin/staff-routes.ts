import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { actorOf, requireStaff } from '../staff/request';
import { checkinBoard } from './board';
import { changeRoom, type DeskContext, departEarly, resetKeybox } from './desk';

/**
 * The back office's calls under /v1/s: the check-in board of a hotel's day, and the front
 * desk's changes to a stay (rooms, key-box passwords, an early departure).
 */
export const staffCheckinRoutes: FastifyPluginAsync = async (app) => {
  const desk = async (request: FastifyRequest): Promise<DeskContext> => ({
    actor: await actorOf(request),
    bookingUrl: app.config.orders.bookingUrl,
  });

  defineEndpoint(app, staffEndpoints.staffCheckinBoard, {
    handler: async (request, { query }) =>
      ok(
        await checkinBoard(
          app.db,
          await requireStaff(request),
          { hotelId: query.hotel_id, day: query.day },
          { now: app.clock(), lang: request.lang },
        ),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffRoomChange, {
    handler: async (request, { body }) =>
      ok(
        await changeRoom(
          app.db,
          await requireStaff(request),
          {
            orderId: body.order_id,
            groupNo: body.group_no,
            roomId: body.hotel_room_id,
            from: body.from,
          },
          await desk(request),
        ),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffKeyboxReset, {
    handler: async (request, { body }) =>
      ok(
        await resetKeybox(
          app.db,
          await requireStaff(request),
          { orderId: body.order_id, roomId: body.hotel_room_id },
          await desk(request),
        ),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffDepart, {
    handler: async (request, { body }) =>
      ok(
        await departEarly(
          app.db,
          await requireStaff(request),
          { orderId: body.order_id },
          await desk(request),
        ),
      ),
  });
};
