import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock';
import { periodicJob } from '../src/jobs/periodic';
import { startGateway, type TestGateway } from './support/gateway';

const DAY_S = 86_400;

describe('the dev clock', () => {
  describe('without DEV_ROUTES', () => {
    let gateway: TestGateway;
    beforeAll(async () => {
      gateway = await startGateway('pglite');
    });
    afterAll(() => gateway.close());

    it('does not exist, and the gateway keeps the real time', async () => {
      expect((await gateway.app.inject({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(404);
      const moved = await gateway.app.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { offset_seconds: DAY_S },
      });
      expect(moved.statusCode).toBe(404);
      expect(Math.abs(gateway.app.clock().getTime() - Date.now())).toBeLessThan(60_000);
    });
  });

  describe('with DEV_ROUTES=1', () => {
    let gateway: TestGateway;
    const rounds: Date[] = [];
    beforeAll(async () => {
      gateway = await startGateway('pglite', {
        env: { DEV_ROUTES: '1' },
        beforeReady: (app) => {
          // A job as the domains add theirs: it notes the time it ran at.
          app.jobs.add(
            'probe',
            periodicJob(async () => rounds.push(app.clock()), {
              intervalMs: 3_600_000,
              onError: () => undefined,
            }),
          );
        },
      });
    });
    afterAll(() => gateway.close());

    const post = (payload: object) =>
      gateway.app.inject({ method: 'POST', url: '/dev/clock', payload });

    it('moves the gateway clock and runs every job once at the new time', async () => {
      const before = Date.now();
      const answer = (await post({ offset_seconds: 3 * DAY_S })).json();
      expect(answer.rec).toBe(0);
      expect(answer.data.offset_seconds).toBe(3 * DAY_S);
      expect(answer.data.now * 1000).toBeGreaterThanOrEqual(before + 3 * DAY_S * 1000 - 1000);
      expect(Object.keys(answer.data.jobs)).toContain('probe');
      const ran = rounds.at(-1);
      expect(ran?.getTime()).toBeGreaterThanOrEqual(before + 3 * DAY_S * 1000 - 1000);
      expect(gateway.app.clock().getTime()).toBeGreaterThanOrEqual(before + 3 * DAY_S * 1000);
    });

    it('advances from where it is, and goes back to the real time', async () => {
      await post({ offset_seconds: DAY_S });
      const advanced = (await post({ advance_seconds: DAY_S })).json();
      expect(advanced.data.offset_seconds).toBe(2 * DAY_S);
      const reset = (await post({ offset_seconds: 0 })).json();
      expect(reset.data.offset_seconds).toBe(0);
      expect(Math.abs(reset.data.now * 1000 - Date.now())).toBeLessThan(60_000);
      const read = (await gateway.app.inject({ method: 'GET', url: '/dev/clock' })).json();
      expect(read.data.offset_seconds).toBe(0);
    });

    it('refuses an offset of more than ten years', async () => {
      const answer = await post({ offset_seconds: 11 * 366 * DAY_S });
      expect(answer.json().rec).not.toBe(0);
    });

    it('is answered to loopback peers only', async () => {
      const answer = await gateway.app.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { offset_seconds: DAY_S },
        remoteAddress: '203.0.113.9',
      });
      expect(answer.statusCode).toBe(404);
    });
  });

  it('a movable clock runs ahead of its base by the offset set', () => {
    const base = new Date('2026-11-24T10:00:00Z');
    const clock = movableClock(() => base);
    expect(clock().toISOString()).toBe('2026-11-24T10:00:00.000Z');
    clock.setOffsetMs(DAY_S * 1000);
    expect(clock().toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(() => clock.setOffsetMs(0.5)).toThrow(RangeError);
  });
});
