import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { orders } from '../schema';

/**
 * What check-in records on a paid order, each in the caller's transaction; none changes its
 * status. Check-in decides when (inside the window, `checkin-window.ts`); these are the only
 * writes it makes to order rows.
 */

/**
 * Gives a platform's reservation that no member holds (`user_id` null) to `userId`; false
 * when another member claimed it a moment ago.
 */
export async function claimImportedOrder(
  db: Database | Transaction,
  orderId: string,
  userId: number,
): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.id, orderId), isNull(orders.userId)))
    .returning({ id: orders.id });
  return claimed !== undefined;
}

/** Records that the order's physical rooms are assigned (`hotel_status` 2 inside the window). */
export async function markRoomsAssigned(tx: Transaction, orderId: string, now: Date) {
  await tx.update(orders).set({ roomsAssignedAt: now }).where(eq(orders.id, orderId));
}

/** Records the order's online check-in, once (`hotel_status` 4 until the window closes). */
export async function markCheckedIn(tx: Transaction, orderId: string, now: Date) {
  await tx
    .update(orders)
    .set({ checkedInAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.checkedInAt)));
}
