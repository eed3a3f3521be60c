import { PHOTO_MAX_BYTES, staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok, validationFailed } from '../http/envelope';
import { addPhoto, deletePhoto, listPhotos, orderPhotos, type PhotoUrls } from './photos';
import { actorOf, requireStaff } from './request';

/**
 * The largest upload body: the base64 of PHOTO_MAX_BYTES (4 characters per 3 bytes) and
 * room for the other fields. Every other call keeps Fastify's 1 MiB.
 */
export const PHOTO_BODY_LIMIT = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 64 * 1024;

/**
 * The back office's calls under /v1/s: the photos of the caller's hotels and their room
 * types (admins, and managers for their hotels; staff/photos.ts).
 */
export const staffPhotoRoutes: FastifyPluginAsync = async (app) => {
  const urls: PhotoUrls = { publicUrl: app.config.publicUrl };

  // A body over the upload's limit is a photo too large: the form's message, not a bare 413.
  // Anything else goes on to the gateway's handler (plugins/errors.ts).
  app.setErrorHandler((error) => {
    if ((error as { code?: unknown }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw validationFailed({ data: 'validation:photo_too_large' });
    }
    throw error;
  });
  // Megabytes are read for a staff session only: without one, rec 3 before the body is.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST') await requireStaff(request);
  });

  defineEndpoint(app, staffEndpoints.staffPhotos, {
    handler: async (request, { query }) =>
      ok(
        await listPhotos(
          app.db,
          await requireStaff(request),
          { hotelId: query.hotel_id, roomTypeId: query.room_type_id },
          urls,
        ),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffPhotoUpload, {
    bodyLimit: PHOTO_BODY_LIMIT,
    handler: async (request, { body }) => {
      const member = await requireStaff(request);
      const photo = await addPhoto(
        app.db,
        member,
        {
          hotelId: body.hotel_id,
          roomTypeId: body.room_type_id,
          fileName: body.file_name,
          data: body.data,
        },
        await actorOf(request),
        urls,
      );
      return ok({ photo });
    },
  });

  defineEndpoint(app, staffEndpoints.staffPhotoOrder, {
    handler: async (request, { body }) =>
      ok(
        await orderPhotos(
          app.db,
          await requireStaff(request),
          { hotelId: body.hotel_id, roomTypeId: body.room_type_id, photoIds: body.photo_ids },
          await actorOf(request),
          urls,
        ),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffPhotoDelete, {
    handler: async (request) =>
      ok(
        await deletePhoto(
          app.db,
          await requireStaff(request),
          request.params.id,
          await actorOf(request),
          urls,
        ),
      ),
  });
};
