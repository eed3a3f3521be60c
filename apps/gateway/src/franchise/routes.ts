import { DICT_PAGE_SIZE } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { hitRateLimit } from '../http/rate-limit';
import { listDictionary, submitApplication, submitMessage } from './service';
import type { FranchiseSettings } from './settings';

export interface FranchiseRoutesOptions {
  /** On top of `app.config.franchise` (FRANCHISE_STAFF_EMAIL, FRANCHISE_RATE_LIMIT_MAX, ...). */
  settings?: Partial<FranchiseSettings>;
}

/**
 * Franchise calls under /v1/u: applications, consult messages, the dictionary. Staff read and
 * export the leads under /v1/s (staff-routes.ts).
 */
export const franchiseRoutes: FastifyPluginAsync<FranchiseRoutesOptions> = async (app, options) => {
  const settings: FranchiseSettings = {
    ...app.config.franchise,
    ...options.settings,
  };
  const context = (request: FastifyRequest) => ({
    lang: request.lang,
    clientAddress: request.clientAddress,
    settings,
  });

  defineEndpoint(app, endpoints.franchiseApply, {
    handler: async (request, { body: input }) => {
      await hitRateLimit(app.db, `franchise:${request.clientAddress}`, settings.rateLimit);
      const id = await submitApplication(app.db, input, context(request));
      return ok({ franchise_id: id }, 'franchise:submit_success');
    },
  });

  defineEndpoint(app, endpoints.franchiseMessage, {
    handler: async (request, { body: input }) => {
      await hitRateLimit(app.db, `franchise:${request.clientAddress}`, settings.rateLimit);
      const id = await submitMessage(app.db, input, context(request));
      return ok({ message_id: id }, 'franchise:message_thanks');
    },
  });

  defineEndpoint(app, endpoints.dictionary, {
    handler: async (request, { query }) => {
      const { code, page = 1, nums = DICT_PAGE_SIZE } = query;
      return ok(await listDictionary(app.db, code, request.lang, page, nums));
    },
  });
};
