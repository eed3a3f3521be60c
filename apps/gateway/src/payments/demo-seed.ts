import { randomBytes } from 'node:crypto';
import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { currencies } from '../catalog/schema';
import type { Database } from '../db';
import { orders } from '../orders/schema';
import { payments } from './schema';

/** What the demo trips name as their payment before the sandbox has recorded one. */
const DEMO_PAY_REF = 'demo-sandbox';

/**
 * The demo member's paid trips were paid on the sandbox checkout: each gets the captured
 * sandbox attempt a real checkout leaves, so cancelling one refunds it through the sandbox
 * like any other booking instead of waiting for staff. Runs after the demo trips are seeded;
 * a trip that has its attempt already is left alone.
 */
export async function seedDemoCaptures(db: Database): Promise<{ captured: number }> {
  const paid = await db
    .select({ order: orders, code: currencies.code, minorUnit: currencies.minorUnit })
    .from(orders)
    .innerJoin(currencies, eq(currencies.id, orders.currencyId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.payRef, DEMO_PAY_REF),
        gt(orders.payAmount, 0),
        isNull(payments.id),
        eq(orders.status, OrderStatus.paid),
      ),
    );
  for (const { order, code, minorUnit } of paid) {
    const id = randomBytes(16).toString('hex');
    const capturedAt = order.paidAt ?? order.createdAt;
    await db.transaction(async (tx) => {
      await tx.insert(payments).values({
        id,
        orderId: order.id,
        provider: 'sandbox',
        paySource: order.paySource,
        // The sandbox's capture is the attempt itself.
        captureId: id,
        status: 'captured',
        amount: order.payAmount,
        currency: code,
        minorUnit,
        requestId: `create-${id}`,
        createdAt: capturedAt,
        capturedAt,
      });
      await tx.update(orders).set({ payRef: id }).where(eq(orders.id, order.id));
    });
  }
  return { captured: paid.length };
}
