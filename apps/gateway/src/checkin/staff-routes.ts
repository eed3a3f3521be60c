import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { requireStaff } from '../staff/request';
import { checkinBoard } from './board';

/** The back office's calls under /v1/s: The check-in board of a hotel's day. */
export const staffCheckinRoutes: FastifyPluginAsync = async (app) => {
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
};
