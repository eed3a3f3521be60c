import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { readCalendar, writeCalendar } from './calendar';
import { actorOf, requireStaff } from './request';

/**
 * The back office's calls under /v1/s: prices and stock of the caller's hotels (admins, and
 * managers for their hotels), read and written night by night (staff/calendar.ts).
 */
export const staffCalendarRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, staffEndpoints.staffCalendar, {
    handler: async (request, { query }) =>
      ok(
        await readCalendar(
          app.db,
          await requireStaff(request),
          { roomTypeId: query.room_type_id, from: query.from, to: query.to },
          app.clock(),
        ),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffCalendarWrite, {
    handler: async (request, { body }) => {
      const member = await requireStaff(request);
      const actor = await actorOf(request);
      const written = await writeCalendar(
        app.db,
        member,
        {
          roomTypeId: body.room_type_id,
          from: body.from,
          to: body.to,
          weekdays: body.weekdays,
          price: body.price,
          restNums: body.rest_nums,
          dryRun: body.dry_run === 1,
        },
        actor,
      );
      return ok(written);
    },
  });
};
