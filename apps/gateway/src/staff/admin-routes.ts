import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { actorOf } from './request';
import {
  changeStaff,
  createStaff,
  disableStaff,
  enableStaff,
  listStaff,
  resetSecondFactor,
  resetStaffPassword,
} from './service';

/**
 * The back office's calls under /v1/s for staff accounts, admins only (their declared
 * audience): list, add, change, disable, enable, and reset a second factor or a password.
 * Each write and its audit entry share a transaction (staff/service.ts).
 */
export const staffAdminRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, staffEndpoints.staffList, {
    handler: async (_request, { query }) => {
      const { rows, total } = await listStaff(app.db, {
        page: query.page,
        nums: query.nums,
        role: query.role,
        q: query.q,
      });
      return ok({ staff_list: rows, total });
    },
  });

  defineEndpoint(app, staffEndpoints.staffCreate, {
    handler: async (request, { body }) => {
      const created = await createStaff(
        app.db,
        {
          email: body.email,
          name: body.name,
          role: body.role,
          hotelIds: body.hotel_ids,
          lang: body.lang,
        },
        await actorOf(request),
      );
      return ok(created);
    },
  });

  defineEndpoint(app, staffEndpoints.staffChange, {
    handler: async (request, { body }) => {
      const changed = await changeStaff(
        app.db,
        request.params.id,
        { name: body.name, role: body.role, hotelIds: body.hotel_ids, lang: body.lang },
        await actorOf(request),
      );
      return ok({ staff: changed }, 'account:saved_successful');
    },
  });

  defineEndpoint(app, staffEndpoints.staffDisable, {
    handler: async (request) =>
      ok({ staff: await disableStaff(app.db, request.params.id, await actorOf(request)) }),
  });

  defineEndpoint(app, staffEndpoints.staffEnable, {
    handler: async (request) =>
      ok({ staff: await enableStaff(app.db, request.params.id, await actorOf(request)) }),
  });

  defineEndpoint(app, staffEndpoints.staffResetOtp, {
    handler: async (request) =>
      ok({ staff: await resetSecondFactor(app.db, request.params.id, await actorOf(request)) }),
  });

  defineEndpoint(app, staffEndpoints.staffResetPassword, {
    handler: async (request) =>
      ok(await resetStaffPassword(app.db, request.params.id, await actorOf(request))),
  });
};
