import { endpoints, INT32_MAX } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { requireMember } from '../accounts/sessions';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { createFolk, folkNotFound, listFolks, updateFolk } from './service';

/** Saved guests under /v1/u: each member sees and edits only their own. */
export const folkRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, endpoints.folks, {
    handler: async (request) => {
      const userId = await requireMember(request);
      return ok({ user_folks_list: await listFolks(app.db, userId) });
    },
  });

  defineEndpoint(app, endpoints.saveFolk, {
    handler: async (request, { body: input }) => {
      const userId = await requireMember(request);
      const id = await createFolk(app.db, userId, input);
      return ok({ user_folks_id: id }, 'account:saved_successful');
    },
  });

  defineEndpoint(app, endpoints.updateFolk, {
    // An id that cannot be a guest answers rec 5 before the body's rules, as a missing one.
    before: async (request) => folkIdOf(request.params.id),
    handler: async (request, { body: input }) => {
      const userId = await requireMember(request);
      const folkId = folkIdOf(request.params.id);
      return ok(
        { user_folks_id: await updateFolk(app.db, userId, folkId, input) },
        'account:saved_successful',
      );
    },
  });
};

/** A path's `user_folks_id`; rec 5 for one no guest can have. */
function folkIdOf(raw = ''): number {
  const folkId = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (folkId < 1 || folkId > INT32_MAX) throw folkNotFound();
  return folkId;
}
