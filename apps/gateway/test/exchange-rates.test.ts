import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CURRENCY_CODES, Rec } from '@bookdirect/gateway-sdk';
import type { CurrencyId, ExchangeRateUpdateData } from '@bookdirect/gateway-sdk/contract';
import type { StaffAuditEntry } from '@bookdirect/gateway-sdk/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyRateSet, parseRateSet, RateMoveError, RateSetError } from '../src/catalog/rates';
import { SEED_USD_PER_UNIT } from '../src/catalog/tooling/demo-data';
import { rows } from '../src/db';
import { FIXTURE, insertFixture } from './support/catalog-fixture';
import { call, describeEachBackend } from './support/gateway';
import { createMember } from './support/orders';
import { type StaffSession, staffCall, staffSession } from './support/staff';

/** The seed's rates as a rate set's figures, each moved by `factor` (USD stays 1). */
const ratesMoved = (factor: number, only?: string) =>
  Object.fromEntries(
    (
      [
        [1, 'CNY'],
        [2, 'EUR'],
        [3, 'THB'],
        [4, 'JPY'],
        [5, 'USD'],
        [6, 'MYR'],
      ] as const
    ).map(([id, code]) => {
      const seed = Number(SEED_USD_PER_UNIT[id]);
      const moved = code === 'USD' || (only && only !== code) ? seed : seed * factor;
      return [code, Number(moved.toFixed(12))];
    }),
  );

// A provider on this machine (no internet in the suite): it answers whatever `served` holds.
let served: unknown = {};
const provider: Server = createServer((req, res) => {
  if (req.url !== '/rates.json') {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const { port } = provider.address() as AddressInfo;
afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
});

describeEachBackend(
  'exchange rates',
  (gateway) => {
    const current = () =>
      rows<{ currency_id: number; usd: string; day: string; source: string }>(
        gateway().db,
        sql`select currency_id, usd_per_unit::text as usd, effective_date::text as day, source
            from exchange_rates order by currency_id`,
      );
    const history = () =>
      rows<{ currency_id: number; usd: string; day: string; source: string }>(
        gateway().db,
        sql`select currency_id, usd_per_unit::text as usd, effective_date::text as day, source
            from exchange_rate_history order by id`,
      );
    let admin: StaffSession;
    beforeAll(async () => {
      admin = await staffSession(gateway().app, gateway().db, 'admin');
    });
    /** The update as `session` makes it; `null`: without a session. */
    const update = (body: unknown, session: Pick<StaffSession, 'token'> | null = admin) =>
      staffCall<ExchangeRateUpdateData & { errors?: Record<string, string> }>(
        gateway().app,
        session ?? undefined,
        'POST',
        '/exchange-rates/',
        body as Record<string, unknown>,
      );
    const audit = async () => {
      const answer = await staffCall<{ entry_list: StaffAuditEntry[] }>(
        gateway().app,
        admin,
        'GET',
        '/audit/?target=exchange_rate&nums=100',
      );
      return answer.body.data.entry_list;
    };

    it('starts from the seed, with its history row and source', async () => {
      const now = await current();
      expect(now.map((r) => r.source)).toEqual(Array(6).fill('seed'));
      expect(now.every((r) => r.day === '2026-11-01')).toBe(true);
      const seeded = (await history()).filter((r) => r.source === 'seed');
      expect(seeded.map((r) => Number(r.currency_id)).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('an update replaces the current rates and appends to the history', async () => {
      const before = (await history()).length;
      const set = parseRateSet(
        { date: '2026-11-20', source: 'test provider', rates: ratesMoved(1.05) },
        'x',
      );
      const result = await applyRateSet(gateway().db, set, { maxMove: 0.2 });
      expect(result.moves.EUR).toBeCloseTo(0.05, 6);
      expect(result.moves.USD).toBe(0);
      const now = await current();
      expect(now.map((r) => r.day)).toEqual(Array(6).fill('2026-11-20'));
      expect(now.map((r) => r.source)).toEqual(Array(6).fill('test provider'));
      expect(Number(now[1]?.usd)).toBeCloseTo(Number(SEED_USD_PER_UNIT[2]) * 1.05, 10);
      const after = await history();
      expect(after.length).toBe(before + 6);
      expect(after.slice(-6).every((r) => r.source === 'test provider')).toBe(true);
    });

    it('refuses a move beyond the allowed share and changes nothing', async () => {
      const beforeNow = await current();
      const beforeHistory = (await history()).length;
      const set = parseRateSet(
        { date: '2026-11-21', source: 'glitch', rates: ratesMoved(1.5, 'JPY') },
        'x',
      );
      await expect(applyRateSet(gateway().db, set, { maxMove: 0.2 })).rejects.toBeInstanceOf(
        RateMoveError,
      );
      expect(await current()).toEqual(beforeNow);
      expect((await history()).length).toBe(beforeHistory);

      const answer = await update({ date: '2026-11-21', rates: ratesMoved(0.5, 'EUR') });
      expect(answer.body.rec).toBe(Rec.conflict);
      expect(answer.body.msg).toContain('EUR');
      expect(await current()).toEqual(beforeNow);
      expect((await history()).length).toBe(beforeHistory);
    });

    it('takes a big move when forced', async () => {
      const answer = await update({
        date: '2026-11-22',
        source: 'correction',
        rates: ratesMoved(1.5, 'THB'),
        force: 1,
      });
      expect(answer.body.rec).toBe(Rec.ok);
      expect(answer.body.data.moves.THB).toBeGreaterThan(0.2);
      // Back to where the seed was, again forced, so later checks move from known figures.
      const back = await update({
        date: '2026-11-22',
        source: 'correction',
        rates: ratesMoved(1),
        force: 1,
      });
      expect(back.body.rec).toBe(Rec.ok);
    });

    it('refuses a bad set whole: unknown or missing currency, not a positive number', async () => {
      expect(() => parseRateSet({ date: '2026-11-23', rates: { EUR: 1 } })).toThrow(RateSetError);
      const answer = await update({
        date: '2026-02-30',
        rates: { ...ratesMoved(1), GBP: 1.2, EUR: -1, JPY: 'lots' },
      });
      expect(answer.body.rec).toBe(Rec.validation);
      expect(Object.keys(answer.body.data.errors ?? {}).sort()).toEqual([
        'date',
        'rates.EUR',
        'rates.GBP',
        'rates.JPY',
      ]);
      expect(
        (await update({ date: '2026-11-23', rates: { ...ratesMoved(1), USD: 2 } })).body.rec,
      ).toBe(Rec.validation);
    });

    it('the staff call answers admins only: rec 3 without a staff session, rec 4 to a manager', async () => {
      const { app, db } = gateway();
      const before = await current();
      const entries = (await audit()).length;
      const body = { date: '2026-11-23', rates: ratesMoved(1.01) };
      expect((await update(body, null)).body.rec).toBe(Rec.sessionExpired);
      expect((await update(body, { token: 'not-a-session' })).body.rec).toBe(Rec.sessionExpired);
      const member = await createMember(db, 'rates');
      expect((await update(body, member)).body.rec).toBe(Rec.sessionExpired);
      const fixture = await insertFixture(db, FIXTURE.slice(0, 1));
      const manager = await staffSession(app, db, 'manager', Object.values(fixture.hotel));
      expect((await update(body, manager)).body.rec).toBe(Rec.forbidden);
      // The old address is gone.
      const old = await call(app, {
        method: 'POST',
        url: '/v1/u/admin/exchange-rates',
        payload: body,
      });
      expect(old.status).toBe(404);
      expect(await current()).toEqual(before);
      expect(await audit()).toHaveLength(entries);
      const good = await update(body);
      expect(good.body.rec).toBe(Rec.ok);
      expect(good.body.data).toMatchObject({ updated_day: 20261123, source: 'admin' });
    });

    it('records who changed which rates, from what to what, and nothing for a refused set', async () => {
      const now = await current();
      const usd = (id: number) => now.find((r) => Number(r.currency_id) === id)?.usd;
      const entries = (await audit()).length;
      const tooFar = await update({ date: '2026-11-23', rates: ratesMoved(2, 'MYR') });
      expect(tooFar.body.rec).toBe(Rec.conflict);
      expect(await audit()).toHaveLength(entries);

      // The rates as they are, but EUR 10% up: the one rate that changes.
      const rates: Record<string, number> = Object.fromEntries(
        now.map((r) => [CURRENCY_CODES[Number(r.currency_id) as CurrencyId], Number(r.usd)]),
      );
      rates.EUR = Number((Number(usd(2)) * 1.1).toFixed(12));
      const answer = await update({ date: '2026-11-23', source: 'desk check', rates });
      expect(answer.body.rec).toBe(Rec.ok);
      const [entry, ...older] = await audit();
      expect(older).toHaveLength(entries);
      const after = (await current()).find((r) => Number(r.currency_id) === 2)?.usd;
      expect(after).not.toBe(usd(2));
      expect(entry).toMatchObject({
        staff_id: admin.staff.staff_id,
        action: 'exchange_rate.update',
        target: 'exchange_rate:2026-11-23',
        before: { rates: { EUR: usd(2) } },
        after: { date: '2026-11-23', source: 'desk check', rates: { EUR: after } },
      });
      expect(entry?.before).toEqual({ rates: { EUR: usd(2) } });
    });

    it('fetches the set from EXCHANGE_RATES_URL when asked', async () => {
      served = { date: '2026-11-24', source: 'local provider', rates: ratesMoved(1.02) };
      const answer = await update({ from_url: 1 });
      expect(answer.body.rec).toBe(Rec.ok);
      expect(answer.body.data).toMatchObject({ updated_day: 20261124, source: 'local provider' });
      expect((await current()).map((r) => r.source)).toEqual(Array(6).fill('local provider'));

      // A provider answering nonsense changes nothing.
      served = { date: '2026-11-25', rates: { EUR: 'n/a' } };
      const bad = await update({ from_url: 1 });
      expect(bad.body.rec).toBe(Rec.validation);
      expect((await current()).every((r) => r.day === '2026-11-24')).toBe(true);
    });

    it('the rate calls answer the update day and source', async () => {
      const rate = await call<{ updated_day: number; source: string; currency_rate_usd: number }>(
        gateway().app,
        { method: 'GET', url: '/v1/u/util/currencyrate/2/' },
      );
      expect(rate.body.data).toMatchObject({ updated_day: 20261124, source: 'local provider' });
      expect(rate.body.data.currency_rate_usd).toBeCloseTo(Number(SEED_USD_PER_UNIT[2]) * 1.02, 9);
      const exchange = await call<{ updated_day: number; rates: Record<string, number> }>(
        gateway().app,
        { method: 'GET', url: '/v1/u/util/exchangerate/5/' },
      );
      expect(exchange.body.data.updated_day).toBe(20261124);
      expect(exchange.body.data.rates.USD).toBe(1);
    });
  },
  {
    env: {
      EXCHANGE_RATE_MAX_MOVE: '0.2',
      EXCHANGE_RATES_URL: `http://127.0.0.1:${port}/rates.json`,
    },
  },
);
