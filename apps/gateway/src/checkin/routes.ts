import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireMember } from '../accounts/sessions';
import type { Clock } from '../clock';
import { setAudienceGates } from '../http/audience';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { startCheckinJob } from './job';
import {
  type CheckinCaller,
  type CheckinContext,
  checkinOrder,
  listOtas,
  mailPasswords,
  revealPasswords,
  submitCheckin,
  verifyForGuest,
  verifyForMember,
} from './service';
import type { CheckinSettings } from './settings';
import { admitGuest, guestTokenHash } from './tokens';

export interface CheckinRoutesOptions {
  /** On top of `app.config.checkin` (CHECKIN_LIMIT_..., BOOKING_URL). */
  settings?: Partial<CheckinSettings>;
  clock?: Clock;
}

/**
 * Online check-in under /v1/u. Staff import travel-platform reservations under /v1/s
 * (staff-import-routes.ts).
 */
export const checkinRoutes: FastifyPluginAsync<CheckinRoutesOptions> = async (app, options) => {
  const settings: CheckinSettings = { ...app.config.checkin, ...options.settings };
  const clock = options.clock ?? app.clock;
  if (app.runJobs) {
    app.jobs.add('check-in', startCheckinJob(app.db, { clock, logger: app.log }));
  }
  const context = (request: FastifyRequest): CheckinContext => ({
    now: clock(),
    clientAddress: request.clientAddress,
    settings,
    logger: request.log,
  });

  // The `guest` calls' o_token check (http/audience.ts) counts wrong tokens against these.
  const tokenLimits = {
    perAddressAndOrder: settings.tokenFailuresPerAddressAndOrder,
    perAddress: settings.tokenFailuresPerAddress,
  };
  setAudienceGates(app, { guest: (request, orderId) => admitGuest(request, orderId, tokenLimits) });
  /** A guest call's caller: the `o_token` its audience check accepted for the order. */
  const guestOf = (request: FastifyRequest): CheckinCaller => ({
    kind: 'guest',
    tokenHash: guestTokenHash(request),
  });
  const member = async (request: FastifyRequest): Promise<CheckinCaller> => ({
    kind: 'member',
    userId: await requireMember(request),
  });
  const paramId = (request: FastifyRequest) =>
    String((request.params as { id?: unknown }).id ?? '');
  const bodyOrderId = (request: FastifyRequest) => {
    const value = (request.body as { order_id?: unknown } | undefined)?.order_id;
    return typeof value === 'string' ? value.trim() : '';
  };

  defineEndpoint(app, endpoints.otaList, {
    handler: async (request) => ok({ ota_list: await listOtas(app.db, request.lang) }),
  });

  defineEndpoint(app, endpoints.checkinVerify, {
    handler: async (request, { body }) => {
      const userId = await requireMember(request);
      return ok(await verifyForMember(app.db, userId, body.hotel.check_contact, context(request)));
    },
  });

  defineEndpoint(app, endpoints.checkinGuestVerify, {
    handler: async (request, { body }) =>
      ok(await verifyForGuest(app.db, body.hotel.check_contact, context(request))),
  });

  defineEndpoint(app, endpoints.checkinOrder, {
    handler: async (request) =>
      ok(await checkinOrder(app.db, await member(request), paramId(request), context(request))),
  });

  defineEndpoint(app, endpoints.checkinGuestOrder, {
    guestOrder: bodyOrderId,
    handler: async (request, { body }) =>
      ok(await checkinOrder(app.db, guestOf(request), body.order_id, context(request))),
  });

  defineEndpoint(app, endpoints.checkinSubmit, {
    handler: async (request, { body }) =>
      ok(
        await submitCheckin(
          app.db,
          await member(request),
          paramId(request),
          body.hotel.checkins,
          context(request),
        ),
        'checkin:checked_in',
      ),
  });

  defineEndpoint(app, endpoints.checkinGuestSubmit, {
    guestOrder: paramId,
    handler: async (request, { body }) =>
      ok(
        await submitCheckin(
          app.db,
          guestOf(request),
          paramId(request),
          body.hotel.checkins,
          context(request),
        ),
        'checkin:checked_in',
      ),
  });

  defineEndpoint(app, endpoints.checkinPasswords, {
    handler: async (request) =>
      ok(await revealPasswords(app.db, await member(request), paramId(request), context(request))),
  });

  defineEndpoint(app, endpoints.checkinGuestPasswords, {
    guestOrder: paramId,
    handler: async (request) =>
      ok(await revealPasswords(app.db, guestOf(request), paramId(request), context(request))),
  });

  defineEndpoint(app, endpoints.checkinPasswordEmail, {
    handler: async (request) => {
      const sent = await mailPasswords(
        app.db,
        await member(request),
        paramId(request),
        context(request),
      );
      return ok(sent, 'checkin:passwords_sent', { email: sent.email });
    },
  });

  defineEndpoint(app, endpoints.checkinGuestPasswordEmail, {
    guestOrder: paramId,
    handler: async (request) => {
      const sent = await mailPasswords(
        app.db,
        guestOf(request),
        paramId(request),
        context(request),
      );
      return ok(sent, 'checkin:passwords_sent', { email: sent.email });
    },
  });
};
