import { OrderStatus, type OrderStatusId } from '@bookdirect/gateway-sdk/contract';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { currencies, exchangeRates } from '../../catalog/schema';
import type { Database } from '../../db';
import { enqueueMail } from '../../mail/outbox';
import { paymentTerms } from '../earn';
import { ORDER_ID_PATTERN } from '../ids';
import { confirmationMail } from '../mail';
import { orders } from '../schema';

/** The order's currency against USD, and CNY's: together they make its CNY rate. */
const ownRate = alias(exchangeRates, 'own_rate');
const cnyRate = alias(exchangeRates, 'cny_rate');
const CNY = 1;

export interface MarkPaidResult {
  /** True only for the one call that moved the order from unpaid to paid. */
  paid: boolean;
  /** The order's status after the call; undefined when there is no such order. */
  status: OrderStatusId | undefined;
}

/**
 * Records a captured payment: unpaid (1) -> paid (2), exactly once whatever runs at the same
 * time (a webhook and a browser return, two gateways, the hold sweep). The conditional
 * update on `status = 1` is the whole decision: it does not look at the hold's end, because
 * an unpaid order keeps its stock and points until the sweep moves it to 9, so a payment
 * captured a little late still has its rooms. Once the sweep has cancelled the order, the
 * answer is `{ paid: false, status: 9 }` and the caller refunds the capture.
 * The confirmation mail is queued in the same transaction, so it exists exactly once, and so
 * are the CNY rate of the moment and the points the stay will earn at it (`paymentTerms`).
 */
export async function markOrderPaid(
  db: Database,
  orderId: string,
  payment: {
    paySource: number;
    providerRef: string;
    now?: Date;
    /** The booking site the confirmation mail links to (`config.payments.bookingUrl`). */
    bookingUrl: string;
  },
): Promise<MarkPaidResult> {
  if (!ORDER_ID_PATTERN.test(orderId)) return { paid: false, status: undefined };
  const now = payment.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({
        status: OrderStatus.paid,
        paidAt: now,
        paySource: payment.paySource,
        payRef: payment.providerRef,
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, OrderStatus.unpaid)))
      .returning();
    if (!order) {
      const [current] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      return { paid: false, status: current?.status as OrderStatusId | undefined };
    }
    const [currency] = await tx
      .select({
        symbol: currencies.symbol,
        minorUnit: currencies.minorUnit,
        usdPerUnit: ownRate.usdPerUnit,
        cnyUsdPerUnit: cnyRate.usdPerUnit,
      })
      .from(currencies)
      .leftJoin(ownRate, eq(ownRate.currencyId, currencies.id))
      .leftJoin(cnyRate, eq(cnyRate.currencyId, CNY))
      .where(eq(currencies.id, order.currencyId));
    // The rate of this moment is the one the stay's points are counted at when it completes.
    if (currency?.usdPerUnit && currency.cnyUsdPerUnit) {
      const terms = paymentTerms(
        order.payAmount,
        {
          minorUnit: currency.minorUnit,
          usdPerUnit: currency.usdPerUnit,
          cnyUsdPerUnit: currency.cnyUsdPerUnit,
        },
        order.snapshot,
      );
      await tx.update(orders).set(terms).where(eq(orders.id, order.id));
      Object.assign(order, terms);
    }
    await enqueueMail(
      tx,
      confirmationMail({
        order,
        symbol: currency?.symbol ?? '',
        minorUnit: currency?.minorUnit ?? 2,
        bookingUrl: payment.bookingUrl,
      }),
    );
    return { paid: true, status: OrderStatus.paid };
  });
}
