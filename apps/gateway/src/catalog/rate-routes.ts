import { Rec } from '@bookdirect/gateway-sdk/contract';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { requireAdminToken } from '../http/admin-token';
import { defineEndpoint } from '../http/endpoint';
import { BusinessError, ok, validationFailed } from '../http/envelope';
import {
  applyRateSet,
  fetchRateSet,
  parseRateSet,
  RateMoveError,
  type RateSet,
  RateSetError,
  type RateSettings,
  rateSettingsFromEnv,
} from './rates';

export interface RateRoutesOptions {
  /** Defaults from the environment (EXCHANGE_RATE_MAX_MOVE, EXCHANGE_RATES_URL, ADMIN_TOKEN). */
  settings?: Partial<RateSettings>;
}

/** The staff call that updates the exchange rates (`POST /v1/u/admin/exchange-rates`). */
export const rateRoutes: FastifyPluginAsync<RateRoutesOptions> = async (app, options) => {
  const settings: RateSettings = { ...rateSettingsFromEnv(process.env), ...options.settings };

  defineEndpoint(app, endpoints.exchangeRateUpdate, {
    handler: async (request, { body }) => {
      requireAdminToken(request, settings.adminToken);
      try {
        let set: RateSet;
        if (body.from_url === 1) {
          if (!settings.url) throw new BusinessError(Rec.failed, 'currency:no_rates_url');
          set = await fetchRateSet(settings.url);
        } else {
          set = parseRateSet(body, 'admin');
        }
        const result = await applyRateSet(app.db, set, {
          maxMove: settings.maxMove,
          force: body.force === 1,
        });
        request.log.info(
          { date: result.date, source: result.source, moves: result.moves },
          'exchange rates updated',
        );
        return ok({
          updated_day: Number(result.date.replaceAll('-', '')),
          source: result.source,
          rates: Object.fromEntries(
            Object.entries(result.rates).map(([code, rate]) => [code, Number(rate)]),
          ) as Record<'CNY', number> as never,
          moves: result.moves,
        });
      } catch (error) {
        if (error instanceof RateSetError) {
          throw validationFailed(
            Object.fromEntries(Object.keys(error.errors).map((f) => [f, 'currency:rate_invalid'])),
          );
        }
        if (error instanceof RateMoveError) {
          throw new BusinessError(
            Rec.conflict,
            'currency:rate_moved_too_far',
            {
              moves: error.moves.map((m) => ({
                code: m.code,
                from: m.from,
                to: m.to,
                move: m.move,
              })),
            },
            { codes: error.moves.map((m) => m.code).join(', '), share: error.maxMove * 100 },
          );
        }
        throw error;
      }
    },
  });
};
