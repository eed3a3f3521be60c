import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { requireStaff } from '../staff/request';
import { readReport } from './report';

/** The back office's calls under /v1/s: reports per hotel and for the group (reports/report.ts). */
export const staffReportRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, staffEndpoints.staffReport, {
    handler: async (request, { query }) =>
      ok(
        await readReport(app.db, await requireStaff(request), {
          hotelId: query.hotel_id,
          from: query.from,
          to: query.to,
          by: query.by,
        }),
      ),
  });
};
