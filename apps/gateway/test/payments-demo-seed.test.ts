import { createHash } from 'node:crypto';
import type { OrderListItem } from '@bookdirect/gateway-sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, seedDemoMember } from '../src/accounts/seed';
import { seedDemoCatalogue } from '../src/demo/demo-seed';
import { seedDemoTrips } from '../src/orders/demo-seed';
import { seedDemoCaptures } from '../src/payments/demo-seed';
import { startGateway, type TestGateway } from './support/gateway';
import { api } from './support/orders';

/**
 * The demo member's upcoming paid trip was paid on the sandbox: cancelling it refunds it there,
 * as it would any booking paid through the checkout, instead of leaving it to staff.
 */
describe('the demo member’s paid trip', () => {
  let gw: TestGateway;
  let token: string;

  beforeAll(async () => {
    gw = await startGateway('pglite');
    await seedDemoCatalogue(gw.db, { hotels: 8, days: 60 });
    await seedDemoMember(gw.db, { history: seedDemoTrips });
    const signedIn = await api<{ token: string }>(gw.app, 'POST', '/user/login/', undefined, {
      email: DEMO_MEMBER.email,
      password: createHash('sha256').update(DEMO_MEMBER.password).digest('hex'),
    });
    token = signedIn.body.data.token;
  });

  afterAll(async () => {
    await gw?.close();
  });

  it('has its sandbox capture once, however often start-up seeds it', async () => {
    expect(await seedDemoCaptures(gw.db)).toEqual({ captured: 1 });
    expect(await seedDemoCaptures(gw.db)).toEqual({ captured: 0 });
  });

  it('is refunded through the sandbox when the member cancels it', async () => {
    const list = await api<{ order_list: OrderListItem[] }>(
      gw.app,
      'GET',
      '/orders/main/?status=2',
      token,
    );
    const trip = list.body.data.order_list[0];
    if (!trip) throw new Error('the demo member has no paid trip');
    expect(trip.can_cancel).toBe(1);
    const cancelled = await api<{ order: OrderListItem }>(
      gw.app,
      'PUT',
      `/orders/cancel/${trip.order_id}/`,
      token,
      { reasons: [4], comment: '' },
    );
    expect(cancelled.body.rec).toBe(0);
    await gw.app.refunds.idle();
    const after = await api<{ order: OrderListItem }>(
      gw.app,
      'GET',
      `/orders/main/${trip.order_id}/`,
      token,
    );
    expect(after.body.data.order.refund).toMatchObject({
      status: 'refunded',
      amount: trip.pay_amount,
    });
  });
});
