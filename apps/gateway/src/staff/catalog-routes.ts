import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import {
  createRoomType,
  publishHotel,
  readHotel,
  writeHotel,
  writeRooms,
  writeRoomType,
} from './catalog';
import { actorOf, requireStaff } from './request';

/**
 * The back office's calls under /v1/s: the catalogue of the caller's hotels (admins, and
 * managers for their hotels): a hotel's facts, publishing it, its room types and their
 * physical rooms (staff/catalog.ts).
 */
export const staffCatalogRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, staffEndpoints.staffHotel, {
    handler: async (request) =>
      ok(await readHotel(app.db, await requireStaff(request), request.params.id)),
  });

  defineEndpoint(app, staffEndpoints.staffHotelWrite, {
    handler: async (request, { body }) =>
      ok(
        await writeHotel(
          app.db,
          await requireStaff(request),
          request.params.id,
          body,
          await actorOf(request),
        ),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffHotelPublish, {
    handler: async (request, { body }) =>
      ok(
        await publishHotel(
          app.db,
          await requireStaff(request),
          request.params.id,
          body.published === 1 ? 1 : 0,
          await actorOf(request),
        ),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffRoomTypeCreate, {
    handler: async (request, { body }) => {
      const { hotel_id, ...fields } = body;
      return ok(
        await createRoomType(
          app.db,
          await requireStaff(request),
          hotel_id,
          fields,
          await actorOf(request),
        ),
      );
    },
  });

  defineEndpoint(app, staffEndpoints.staffRoomTypeWrite, {
    handler: async (request, { body }) =>
      ok(
        await writeRoomType(
          app.db,
          await requireStaff(request),
          request.params.id,
          body,
          await actorOf(request),
        ),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffRoomsWrite, {
    handler: async (request, { body }) =>
      ok(
        await writeRooms(
          app.db,
          await requireStaff(request),
          request.params.id,
          body.rooms,
          await actorOf(request),
        ),
      ),
  });
};
