import { Rec } from '@bookdirect/gateway-sdk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { roomTypeDays } from '../src/catalog/schema';
import { rows } from '../src/db';
import { BusinessError } from '../src/http/envelope';
import { type PlacedOrder, PriceMoved, placeOrder } from '../src/orders/service';
import { describeEachBackend } from './support/gateway';
import {
  createMember,
  dayAt,
  FIRST_NIGHT,
  insertOrderHotel,
  type Member,
  type OrderHotel,
  quotedOrder,
  restNums,
} from './support/orders';

/**
 * The booking statement writes the order, its nights and the stock it takes together or not
 * at all, on its own (its own transaction) as inside one: what a night sold or repriced
 * between the quote and the booking leaves behind.
 */

/** Nights from FIRST_NIGHT: 100.00 with 2 rooms each. */
const NIGHTS = Array.from({ length: 6 }, (): [number, number] => [10000, 2]);

describeEachBackend(
  'the booking statement',
  (gateway) => {
    let hotel: OrderHotel;
    let member: Member;

    beforeAll(async () => {
      const { db } = gateway();
      hotel = await insertOrderHotel(db, { nights: NIGHTS });
      member = await createMember(db, 'stmt');
    });

    /** An order of 1 room for `days` nights from night `offset`, as quoted now. */
    const quoted = (offset: number, days: number): Promise<PlacedOrder> =>
      quotedOrder(gateway().db, hotel, member, offset, days);

    const orderRows = async (id: string) => {
      const found = await rows<{ n: number }>(
        gateway().db,
        sql`select (select count(*)::int from orders where id = ${id})
          + (select count(*)::int from order_nights where order_id = ${id}) as n`,
      );
      return Number(found[0]?.n ?? 0);
    };

    const setNight = (offset: number, values: { price?: number; restNums?: number }) =>
      gateway()
        .db.update(roomTypeDays)
        .set(values)
        .where(
          and(
            eq(roomTypeDays.roomTypeId, hotel.roomTypeId),
            eq(roomTypeDays.day, dayAt(FIRST_NIGHT + offset).iso),
          ),
        );

    it('writes the order with its nights and takes a room on each', async () => {
      const { db } = gateway();
      const order = await quoted(0, 2);
      await placeOrder(db, order);
      expect(await orderRows(order.id)).toBe(3);
      expect((await restNums(db, hotel.roomTypeId)).slice(0, 3)).toEqual([1, 1, 2]);
    });

    it('refuses a night sold since the quote and keeps the other nights and no order', async () => {
      const { db } = gateway();
      const order = await quoted(2, 3);
      await setNight(3, { restNums: 0 });
      const before = await restNums(db, hotel.roomTypeId);
      const refused = await placeOrder(db, order).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BusinessError);
      expect(refused).toMatchObject({ rec: Rec.conflict, key: 'errors:insufficient_room_stock' });
      expect(await restNums(db, hotel.roomTypeId)).toEqual(before);
      expect(await orderRows(order.id)).toBe(0);
    });

    it('refuses a stay whose every night sold since the quote and writes nothing', async () => {
      const { db } = gateway();
      const order = await quoted(1, 1);
      await setNight(1, { restNums: 0 });
      const before = await restNums(db, hotel.roomTypeId);
      await expect(placeOrder(db, order)).rejects.toMatchObject({
        rec: Rec.conflict,
        key: 'errors:insufficient_room_stock',
      });
      expect(await restNums(db, hotel.roomTypeId)).toEqual(before);
      expect(await orderRows(order.id)).toBe(0);
    });

    it('refuses a night repriced since the quote, inside a transaction too, and takes nothing', async () => {
      const { db } = gateway();
      const alone = await quoted(4, 2);
      const inside = await quoted(4, 2);
      await setNight(5, { price: 12000 });
      const before = await restNums(db, hotel.roomTypeId);
      await expect(placeOrder(db, alone)).rejects.toBeInstanceOf(PriceMoved);
      await expect(db.transaction((tx) => placeOrder(tx, inside))).rejects.toBeInstanceOf(
        PriceMoved,
      );
      expect(await restNums(db, hotel.roomTypeId)).toEqual(before);
      expect(await orderRows(alone.id)).toBe(0);
      expect(await orderRows(inside.id)).toBe(0);
    });
  },
  { databases: 'both' },
);
