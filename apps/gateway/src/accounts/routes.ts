import { CREDITS_PAGE_SIZE } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { type CompletedNights, creditsBalance, listCredits, memberStanding } from './credits';
import { startCreditsExpiryJob } from './credits-expiry';
import {
  type AccountContext,
  login,
  register,
  requestCode,
  resetPassword,
  updateUserInfo,
  userInfo,
} from './service';
import { endSession, requireMember } from './sessions';
import type { AccountSettings } from './settings';

export interface AccountRoutesOptions {
  /** On top of `app.config.accounts` (LOGIN_FAILURES_PER_EMAIL, BOOKING_URL, ...). */
  settings?: Partial<AccountSettings>;
  /** The nights that decide a member's level: the orders domain counts them. */
  completedNights: CompletedNights;
}

/** Member calls under /v1/u: sign in and out, registration and reset by code, profile, points. */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  const settings: AccountSettings = { ...app.config.accounts, ...options.settings };
  const context = (request: FastifyRequest): AccountContext => ({
    lang: request.lang,
    clientAddress: request.clientAddress,
    settings,
  });
  const standing = { completedNights: options.completedNights, clock: app.clock };
  if (app.runJobs) {
    app.jobs.add(
      'credits-expiry',
      startCreditsExpiryJob(app.db, { clock: app.clock, logger: app.log }),
    );
  }

  defineEndpoint(app, endpoints.login, {
    handler: async (request, { body }) =>
      ok(await login(app.db, body, context(request)), 'account:login_successfully'),
  });

  defineEndpoint(app, endpoints.logout, {
    handler: async (request) => {
      await endSession(request);
      return ok(null, 'account:logged_out');
    },
  });

  defineEndpoint(app, endpoints.registerCode, {
    handler: async (request, { body }) =>
      ok(await requestCode(app.db, 'register', body.email, context(request)), 'account:code_sent'),
  });

  defineEndpoint(app, endpoints.register, {
    handler: async (request, { body }) =>
      ok(await register(app.db, body, context(request)), 'account:registered'),
  });

  defineEndpoint(app, endpoints.resetCode, {
    handler: async (request, { body }) =>
      ok(await requestCode(app.db, 'reset', body.email, context(request)), 'account:code_sent'),
  });

  defineEndpoint(app, endpoints.resetPassword, {
    handler: async (request, { body }) => {
      await resetPassword(app.db, body, context(request));
      return ok(null, 'account:password_reset');
    },
  });

  defineEndpoint(app, endpoints.userInfo, {
    handler: async (request) => {
      const userId = await requireMember(request);
      return ok({ user_info: await userInfo(app.db, userId, standing) });
    },
  });

  defineEndpoint(app, endpoints.updateUserInfo, {
    handler: async (request, { body }) => {
      const userId = await requireMember(request);
      const saved = await updateUserInfo(
        app.db,
        userId,
        {
          ...body,
          gender: body.gender as 0 | 1 | 2 | undefined,
          marketing_consent: body.marketing_consent as 0 | 1 | undefined,
        },
        standing,
      );
      return ok({ user_info: saved }, 'account:saved_successful');
    },
  });

  defineEndpoint(app, endpoints.credits, {
    handler: async (request, { query }) => {
      const userId = await requireMember(request);
      const { page = 1, nums = CREDITS_PAGE_SIZE } = query;
      const now = app.clock();
      const [{ list, total }, balance, { level }] = await Promise.all([
        listCredits(app.db, userId, page, nums),
        creditsBalance(app.db, userId, now),
        memberStanding(app.db, userId, options.completedNights, now),
      ]);
      return ok({ credits: balance, level, user_credits_list: list, total });
    },
  });
};
