import { partnerCode } from '@bookdirect/gateway-sdk';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { BusinessError, ok } from '../http/envelope';
import { actorOf } from '../staff/request';
import { changePartner, createPartner, deletePartner, listPartners } from './staff';

/** A path's code: one that breaks the pattern names no partner (rec 5), like an unknown one. */
function knownShape(code: string): string {
  const valid = partnerCode(code);
  if (valid === null) throw new BusinessError(Rec.notFound);
  return valid;
}

/**
 * The back office's calls under /v1/s: partners, the table of codes, names and allowed
 * origins (admins; the audience says so). Each write and its audit entry share a transaction
 * (partners/staff.ts).
 */
export const staffPartnerRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, staffEndpoints.staffPartners, {
    handler: async () => ok({ partner_list: await listPartners(app.db) }),
  });

  defineEndpoint(app, staffEndpoints.staffPartnerCreate, {
    handler: async (request, { body }) => {
      const partner = await createPartner(
        app.db,
        { code: body.code, name: body.name, origins: body.origins },
        await actorOf(request),
      );
      return ok({ partner }, 'account:saved_successful');
    },
  });

  defineEndpoint(app, staffEndpoints.staffPartnerChange, {
    before: async (request) => knownShape(request.params.code),
    handler: async (request, { body }) => {
      const partner = await changePartner(
        app.db,
        request.params.code,
        { name: body.name, origins: body.origins },
        await actorOf(request),
      );
      return ok({ partner }, 'account:saved_successful');
    },
  });

  defineEndpoint(app, staffEndpoints.staffPartnerDelete, {
    before: async (request) => knownShape(request.params.code),
    handler: async (request) => {
      await deletePartner(app.db, request.params.code, await actorOf(request));
      return ok(null);
    },
  });
};
