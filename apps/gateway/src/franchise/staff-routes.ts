import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { actorOf } from '../staff/request';
import { listStaffLeads, updateLead } from './leads';
import { listLeads } from './service';

/**
 * The back office's calls under /v1/s: franchise leads, their follow-up and their export
 * (admins; the audience says so, http/audience.ts).
 */
export const staffLeadRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, staffEndpoints.staffLeads, {
    handler: async (request, { query }) =>
      ok(
        await listStaffLeads(app.db, {
          lang: request.lang,
          page: query.page,
          nums: query.nums,
          stage: query.stage,
        }),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffLeadUpdate, {
    handler: async (request, { body }) => {
      const actor = await actorOf(request);
      const lead = await updateLead(
        app.db,
        request.params.id,
        { stage: body.stage, note: body.note },
        actor,
        request.lang,
      );
      return ok({ lead }, 'account:saved_successful');
    },
  });

  defineEndpoint(app, staffEndpoints.staffLeadExport, {
    handler: async (request) => ok({ lead_list: await listLeads(app.db, request.lang) }),
  });
};
