import { FAVORITES_PAGE_SIZE } from '@bookdirect/gateway-sdk';
import { endpoints, INT32_MAX } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { requireMember } from '../accounts/sessions';
import { stayOf } from '../catalog/hotels';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { favoriteNotFound, listFavorites, removeFavorite, saveFavorite } from './service';

/** Saved hotels under /v1/u: each member sees and removes only their own. */
export const favoriteRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, endpoints.favorites, {
    handler: async (request, { query: q }) => {
      const userId = await requireMember(request);
      const page = {
        page: q.page ?? 1,
        nums: q.nums ?? FAVORITES_PAGE_SIZE,
        stay: stayOf(q.start_day, q.days),
      };
      return ok(await listFavorites(app.db, userId, page, request.lang));
    },
  });

  defineEndpoint(app, endpoints.saveFavorite, {
    handler: async (request, { body }) => {
      const userId = await requireMember(request);
      return ok({ user_favorite_id: await saveFavorite(app.db, userId, body.hotel_id) });
    },
  });

  defineEndpoint(app, endpoints.removeFavorite, {
    // An id no saved hotel can have answers rec 5, as a missing one (a visitor hears rec 3).
    before: async (request) => favoriteIdOf(request.params.id),
    handler: async (request) => {
      const userId = await requireMember(request);
      const id = await removeFavorite(app.db, userId, favoriteIdOf(request.params.id));
      return ok({ user_favorite_id: id });
    },
  });
};

/** A path's `user_favorite_id`; rec 5 for one no saved hotel can have. */
function favoriteIdOf(raw = ''): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > INT32_MAX) throw favoriteNotFound();
  return id;
}
