import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { startGateway, testConfig } from './support/gateway';
import { createMember } from './support/orders';

const DEV_ROUTES = { env: { DEV_ROUTES: '1' } };

describe('dev points grant', () => {
  it('adds an earn entry through the ledger, visible in the member’s balance and history', async () => {
    const gw = await startGateway('pglite', DEV_ROUTES);
    try {
      const member = await createMember(gw.db, 'dev');
      const grant = await gw.app.inject({
        method: 'POST',
        url: '/dev/credits',
        payload: { email: member.email.toUpperCase(), credits: 250_000 },
      });
      expect(grant.json()).toMatchObject({ rec: 0, data: { balance: 250_000 } });

      const credits = await gw.app.inject({
        method: 'GET',
        url: '/v1/u/user/credits/',
        headers: { token: member.token },
      });
      const body = credits.json();
      expect(body.data.credits).toBe(250_000);
      expect(body.data.user_credits_list).toMatchObject([{ operate: 1, credits: 250_000 }]);
    } finally {
      await gw.close();
    }
  });

  it('refuses an unknown member and amounts outside 1 to 1,000,000', async () => {
    const gw = await startGateway('pglite', DEV_ROUTES);
    try {
      const unknown = await gw.app.inject({
        method: 'POST',
        url: '/dev/credits',
        payload: { email: 'nobody@example.com', credits: 100 },
      });
      expect(unknown.json()).toMatchObject({ rec: 5, data: null });
      for (const credits of [0, -100, 1_000_001]) {
        const answer = await gw.app.inject({
          method: 'POST',
          url: '/dev/credits',
          payload: { email: 'nobody@example.com', credits },
        });
        expect(answer.json().rec).toBe(2);
      }
    } finally {
      await gw.close();
    }
  });

  it('does not exist in production', async () => {
    const gw = await startGateway('pglite');
    const app = await buildApp({ db: gw.db, config: testConfig({ NODE_ENV: 'production' }) });
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/dev/credits',
        payload: { email: 'a@b.co', credits: 100 },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
      await gw.close();
    }
  });
});
