import { dayOfIso } from '@bookdirect/gateway-sdk';
import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { takeStock } from '../../catalog/stock';
import type { Transaction } from '../../db';
import { cancelDeadline } from '../cancellation';
import { type NewOrderRow, orderNights, orders } from '../schema';

/** A platform reservation as the import writes it: everything but what the lifecycle decides. */
export type ImportedOrder = Omit<
  NewOrderRow,
  'status' | 'amount' | 'creditsAmount' | 'payAmount' | 'cancelExpireAt' | 'holdExpiresAt'
> & { paidAt: Date };

/**
 * Writes a travel platform's reservation as a paid order (2), in the caller's transaction:
 * the platform took the money, so it holds its rooms from the start. Its total is one room's
 * `perRoom` night prices times the rooms; its free-cancellation deadline is every order's
 * (`cancellation.ts`). The stock is taken last, as every booking takes it (catalog/stock.ts
 * lock order); a night without rooms throws insufficient_room_stock and the caller's
 * transaction rolls back. Answers false, writing nothing, when the platform order number was
 * imported already (its unique index).
 */
export async function importPaidOrder(
  tx: Transaction,
  order: ImportedOrder,
  perRoom: readonly { day: string; price: number }[],
): Promise<boolean> {
  const total = perRoom.reduce((sum, night) => sum + night.price, 0) * order.nums;
  const [written] = await tx
    .insert(orders)
    .values({
      ...order,
      status: OrderStatus.paid,
      amount: total,
      creditsAmount: 0,
      payAmount: total,
      cancelExpireAt: cancelDeadline(dayOfIso(order.startDay), order.snapshot.time_zone),
      holdExpiresAt: order.paidAt,
    })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (!written) return false;
  await tx.insert(orderNights).values(perRoom.map((night) => ({ orderId: order.id, ...night })));
  await takeStock(tx, {
    roomTypeId: order.hotelRoomTypeId,
    start: order.startDay,
    days: order.days,
    nums: order.nums,
  });
  return true;
}
