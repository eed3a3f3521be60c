import { CURRENCY_CODES } from '@bookdirect/gateway-sdk';
import type {
  CurrencyCode,
  CurrencyId,
  ExchangeRateUpdateData,
} from '@bookdirect/gateway-sdk/contract';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  applyRateSet,
  fetchRateSet,
  parseRateSet,
  RateMoveError,
  type RateSet,
  RateSetError,
  type RateUpdateResult,
} from '../catalog/rates';
import type { RateSettings } from '../catalog/settings';
import { type Database, rows } from '../db';
import { defineEndpoint } from '../http/endpoint';
import { BusinessError, ok, validationFailed } from '../http/envelope';
import { auditTarget, recordAudit } from './audit';
import { actorOf } from './request';

export interface StaffRateRoutesOptions {
  /** On top of `app.config.rates` (EXCHANGE_RATE_MAX_MOVE, EXCHANGE_RATES_URL). */
  settings?: Partial<RateSettings>;
}

/**
 * The back office's calls under /v1/s: exchange rates (admins). An update and its audit entry
 * (the rates it changed, before and after) are written in one transaction, or neither is.
 */
export const staffRateRoutes: FastifyPluginAsync<StaffRateRoutesOptions> = async (app, options) => {
  const settings: RateSettings = { ...app.config.rates, ...options.settings };

  defineEndpoint(app, staffEndpoints.staffExchangeRateUpdate, {
    handler: async (request, { body }) => {
      try {
        let set: RateSet;
        if (body.from_url === 1) {
          if (!settings.url) throw new BusinessError(Rec.failed, 'currency:no_rates_url');
          set = await fetchRateSet(settings.url);
        } else {
          set = parseRateSet(body, 'admin');
        }
        const actor = await actorOf(request);
        const result = await app.db.transaction(async (tx) => {
          const before = await currentRates(tx);
          const taken = await applyRateSet(tx, set, {
            maxMove: settings.maxMove,
            force: body.force === 1,
          });
          const changed = (Object.keys(taken.rates) as CurrencyCode[]).filter(
            (code) =>
              before[code] === undefined || Number(before[code]) !== Number(taken.rates[code]),
          );
          await recordAudit(tx, actor, {
            action: 'exchange_rate.update',
            target: auditTarget('exchange_rate', set.date),
            before: { rates: pick(before, changed) },
            after: { date: set.date, source: set.source, rates: pick(taken.rates, changed) },
          });
          return taken;
        });
        request.log.info(
          { date: result.date, source: result.source, moves: result.moves },
          'exchange rates updated',
        );
        return ok(updateData(result));
      } catch (error) {
        throw refusalOf(error);
      }
    },
  });
};

/** The current rates, USD for one unit as stored, locked until the transaction ends. */
async function currentRates(tx: Database): Promise<Partial<Record<CurrencyCode, string>>> {
  const current = await rows<{ currency_id: number; usd: string }>(
    tx,
    sql`select currency_id, usd_per_unit::text as usd from exchange_rates
        order by currency_id for update`,
  );
  return Object.fromEntries(
    current.map((rate) => [CURRENCY_CODES[Number(rate.currency_id) as CurrencyId], rate.usd]),
  );
}

function pick(
  rates: Partial<Record<CurrencyCode, string>>,
  codes: CurrencyCode[],
): Partial<Record<CurrencyCode, string>> {
  return Object.fromEntries(codes.map((code) => [code, rates[code] ?? null]));
}

function updateData(result: RateUpdateResult): ExchangeRateUpdateData {
  return {
    updated_day: Number(result.date.replaceAll('-', '')),
    source: result.source,
    rates: Object.fromEntries(
      Object.entries(result.rates).map(([code, rate]) => [code, Number(rate)]),
    ) as ExchangeRateUpdateData['rates'],
    moves: result.moves,
  };
}

/** A refused set as the contract answers it: rec 2 naming each bad field, rec 6 for a move. */
function refusalOf(error: unknown): unknown {
  if (error instanceof RateSetError) {
    return validationFailed(
      Object.fromEntries(Object.keys(error.errors).map((f) => [f, 'currency:rate_invalid'])),
    );
  }
  if (error instanceof RateMoveError) {
    return new BusinessError(
      Rec.conflict,
      'currency:rate_moved_too_far',
      { moves: error.moves.map((m) => ({ code: m.code, from: m.from, to: m.to, move: m.move })) },
      { codes: error.moves.map((m) => m.code).join(', '), share: error.maxMove * 100 },
    );
  }
  return error;
}
