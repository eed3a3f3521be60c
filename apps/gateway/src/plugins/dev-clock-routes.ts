import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { Language } from '@bookdirect/locales';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock, MovableClock } from '../clock';
import { BusinessError, envelope } from '../http/envelope';
import { restrictToLoopback } from '../http/loopback';

export const DEV_CLOCK_PATH = '/dev/clock';

/** At most ten years either way: enough to complete a stay or expire points, not to overflow. */
const MAX_OFFSET_S = 10 * 366 * 86_400;

const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).setOffsetMs === 'function';

/**
 * Moves the gateway's clock, like the other dev routes only with DEV_ROUTES and only to a
 * peer on this machine: `{ offset_seconds }` sets the offset from the real time,
 * `{ advance_seconds }` adds to it. Then every periodic job runs once (stays complete,
 * points expire, refunds go out), and the answer says the clock's time and what the jobs did.
 */
export const devClockRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.devRoutes) return;
  restrictToLoopback(app);
  const clock = app.clock;

  const answer = (lang: Language, jobs: Record<string, unknown> = {}) =>
    envelope(lang, Rec.ok, 'errors:ok', {
      now: Math.floor(clock().getTime() / 1000),
      offset_seconds: isMovable(clock) ? Math.round(clock.offsetMs() / 1000) : 0,
      jobs,
    });

  app.get(DEV_CLOCK_PATH, { schema: { hide: true } }, async (request) => answer(request.lang));

  app.post<{ Body: { offset_seconds?: number; advance_seconds?: number } }>(
    DEV_CLOCK_PATH,
    {
      schema: {
        hide: true,
        body: {
          type: 'object',
          properties: {
            offset_seconds: { type: 'integer', minimum: -MAX_OFFSET_S, maximum: MAX_OFFSET_S },
            advance_seconds: { type: 'integer', minimum: -MAX_OFFSET_S, maximum: MAX_OFFSET_S },
          },
        },
      },
    },
    async (request) => {
      if (!isMovable(clock)) throw new BusinessError(Rec.conflict);
      const { offset_seconds: set, advance_seconds: advance } = request.body ?? {};
      let offset = set ?? Math.round(clock.offsetMs() / 1000);
      if (advance !== undefined) offset += advance;
      if (Math.abs(offset) > MAX_OFFSET_S) throw new BusinessError(Rec.validation);
      clock.setOffsetMs(offset * 1000);
      return answer(request.lang, await app.jobs.runAll());
    },
  );
};
