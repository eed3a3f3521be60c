import { Rec } from '@bookdirect/gateway-sdk/contract';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { BusinessError, ok } from '../http/envelope';
import { partnerByCode } from './service';

/** Partners under /v1/u: the booking site asks whether a link's code names a partner. */
export const partnerRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, endpoints.partner, {
    handler: async (request) => {
      const partner = await partnerByCode(app.db, request.params.code);
      // An unknown code and one that breaks the pattern answer alike: not a partner.
      if (!partner) throw new BusinessError(Rec.notFound);
      return ok({ partner: { code: partner.code, name: partner.name } });
    },
  });
};
