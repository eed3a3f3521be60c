import { eq } from 'drizzle-orm';
import type { OrderStayRecord } from '../orders/staff-orders';
import { orderGroupNo, roomRuns } from './rooms';
import { earlyDepartures, keyboxAudit } from './schema';

/**
 * What check-in knows of an order, for the back office's order page (orders/staff-orders.ts):
 * the rooms assigned, run by run, each key-box reveal or mail, and an early departure.
 */
export const orderStayRecord: OrderStayRecord = {
  async rooms(db, orderId) {
    const runs = await roomRuns(db, orderId);
    return runs.map((run) => ({
      hotel_room_id: run.roomId,
      no: run.roomNo,
      order_group_no: orderGroupNo(orderId, run.groupNo),
      start_day: run.startDay,
      end_day: run.endDay,
    }));
  },
  keyEvents: (db, orderId) =>
    db
      .select({ action: keyboxAudit.action, at: keyboxAudit.createdAt })
      .from(keyboxAudit)
      .where(eq(keyboxAudit.orderId, orderId)),
  async endedEarly(db, orderId) {
    const [found] = await db
      .select({ day: earlyDepartures.day })
      .from(earlyDepartures)
      .where(eq(earlyDepartures.orderId, orderId));
    return found !== undefined;
  },
};
