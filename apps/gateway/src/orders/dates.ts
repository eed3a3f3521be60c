import { addDays, dayOfIso, isoDay } from '@bookdirect/gateway-sdk';
import {
  type OrderContent,
  type OrderListItem,
  OrderStatus,
  Rec,
} from '@bookdirect/gateway-sdk/contract';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { currencies } from '../catalog/schema';
import { dateArray, insufficientStock } from '../catalog/stock';
import { type Database, rows, type Transaction } from '../db';
import { withRetry } from '../db/retry';
import { BusinessError } from '../http/envelope';
import { enqueueMail } from '../mail/outbox';
import { cancelOpen } from './cancellation';
import { isStandardRate, paymentTerms, wholeCnyAt } from './earn';
import { ORDER_ID_PATTERN } from './ids';
import { confirmationMail, datesChangedMail } from './mail';
import { flooredMajor, toMajor } from './money';
import { priceChanged, type Quote, quoteStay } from './quote';
import { type OrderChangeRow, type OrderRow, orderChanges, orderNights, orders } from './schema';
import { orderListItem, orderNotFound } from './service';

/**
 * `PUT /orders/dates/{id}/`: the same hotel, room type and rooms for other dates. An unpaid
 * order moves at once; a paid one, until its free-cancellation deadline, moves at once when
 * the new total is not higher (the difference is refunded) and otherwise holds its new nights
 * as a pending change until the difference is paid (payments: `applyPaidChange`) or the hold
 * ends (`dropExpiredChange`). Every move is one transaction: the order's row (locked first),
 * its amounts, deadline, snapshot and nights, the change's row, the mail, and last the stock
 * of the nights the two stays do not share, in one statement (catalog/stock.ts lock order).
 */

export const orderNotChangeable = () =>
  new BusinessError(Rec.conflict, 'orders:order_not_changeable');
export const changePending = () => new BusinessError(Rec.conflict, 'orders:change_pending');

export interface DatesInput {
  userId: number;
  orderId: string;
  /** `YYYYMMDD` of the new first night. */
  startDay: number;
  days: number;
  /** The floored total the page showed for the new stay. */
  amount: number;
  now: Date;
  bookingUrl: string;
  holdMinutes: number;
  /** Called last in the change's transaction (an Idempotency-Key keeps its answer there). */
  keep?: (tx: Transaction, answer: DatesAnswer) => Promise<void>;
}

export interface DatesAnswer {
  order: OrderListItem;
  pay_amount: number;
  refund_amount: number;
}

/** What the payments domain does with a change's refund (app.ts wires it). */
export interface ChangeRefundDesk {
  /** A change committed a refund of part of the order's payments: carry it out now. */
  changeRefunded(changeId: number): void;
}

/** Thrown inside the change's transaction when a night's price moved after the quote. */
class PriceMoved extends Error {}

/** `YYYY-MM-DD` of every night of `days` nights from `start` (`YYYY-MM-DD`). */
export function nightsOf(start: string, days: number): string[] {
  const first = dayOfIso(start);
  return Array.from({ length: days }, (_, i) => isoDay(addDays(first, i)));
}

/**
 * Gives back `nums` rooms on the nights of `give` and takes them on the nights of `take`, in
 * one statement over both, in day order; a night in both is left alone. Answers the taken
 * nights' prices by day; insufficient_room_stock (the caller's transaction rolls back) when
 * one of `take` lacks the rooms.
 */
export async function shiftNights(
  tx: Transaction,
  stay: { roomTypeId: number; nums: number },
  give: readonly string[],
  take: readonly string[],
): Promise<Map<string, number>> {
  const deltas = new Map<string, number>();
  for (const day of give) deltas.set(day, (deltas.get(day) ?? 0) + stay.nums);
  for (const day of take) deltas.set(day, (deltas.get(day) ?? 0) - stay.nums);
  const moved = [...deltas].filter(([, d]) => d !== 0).sort(([a], [b]) => a.localeCompare(b));
  const wanted = moved.filter(([, d]) => d < 0).length;
  if (moved.length === 0) return new Map();
  const changed = await rows<{ day: string; price: number | string; delta: number | string }>(
    tx,
    sql`update room_type_days r set rest_nums = r.rest_nums + d.delta
        from unnest(${dateArray(moved.map(([day]) => day))},
          ${`{${moved.map(([, d]) => d).join(',')}}`}::int[]) as d(day, delta)
        where r.room_type_id = ${stay.roomTypeId}::int and r.day = d.day
          and (d.delta > 0 or r.rest_nums + d.delta >= 0)
        returning r.day::text as day, r.price, d.delta`,
  );
  const taken = changed.filter((r) => Number(r.delta) < 0);
  if (taken.length !== wanted) throw insufficientStock();
  return new Map(taken.map((r) => [r.day, Number(r.price)]));
}

const minus = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(b);
  return a.filter((d) => !set.has(d));
};

async function currencyOf(tx: Transaction, currencyId: number) {
  const [currency] = await tx
    .select({ symbol: currencies.symbol, minorUnit: currencies.minorUnit })
    .from(currencies)
    .where(eq(currencies.id, currencyId));
  return { symbol: currency?.symbol ?? '', minorUnit: currency?.minorUnit ?? 2 };
}

/** The new stay as it will be written on the order. */
interface NewStay {
  start: string;
  days: number;
  amount: number;
  nights: { day: string; price: number }[];
  cancelExpireAt: Date;
}

/**
 * Moves the order onto `next` inside the caller's transaction (order row locked): amounts,
 * deadline, snapshot, nights, the mail, and last the stock. `held` are nights a pending
 * change took already. Answers the order's row after the move.
 */
async function moveOrder(
  tx: Transaction,
  order: OrderRow,
  next: NewStay,
  options: {
    now: Date;
    bookingUrl: string;
    paidAmount: number;
    refundAmount: number;
    creditsGain: number;
    held: readonly string[];
  },
): Promise<OrderRow> {
  const creditsAmount = Math.min(order.creditsAmount, next.amount);
  const startNumber = dayOfIso(next.start);
  const [moved] = await tx
    .update(orders)
    .set({
      startDay: next.start,
      days: next.days,
      amount: next.amount,
      creditsAmount,
      payAmount: next.amount - creditsAmount,
      creditsGain: options.creditsGain,
      cancelExpireAt: next.cancelExpireAt,
      snapshot: {
        ...order.snapshot,
        start_day: startNumber,
        end_day: addDays(startNumber, next.days),
      },
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!moved) throw new Error('the moved order was not found');
  await tx.delete(orderNights).where(eq(orderNights.orderId, order.id));
  await tx.insert(orderNights).values(next.nights.map((n) => ({ orderId: order.id, ...n })));
  const { symbol, minorUnit } = await currencyOf(tx, order.currencyId);
  await enqueueMail(
    tx,
    datesChangedMail({
      order: moved,
      previous: {
        start_day: order.snapshot.start_day,
        end_day: order.snapshot.end_day,
        days: order.days,
      },
      symbol,
      minorUnit,
      bookingUrl: options.bookingUrl,
      paidAmount: options.paidAmount,
      refundAmount: options.refundAmount,
    }),
  );
  const oldNights = nightsOf(order.startDay, order.days);
  const newNights = nightsOf(next.start, next.days);
  // Last: the old stay's nights the new one does not keep go back, the new ones not yet held
  // are taken, in one statement.
  const taken = await shiftNights(
    tx,
    { roomTypeId: order.hotelRoomTypeId, nums: order.nums },
    minus(oldNights, newNights),
    minus(minus(newNights, oldNights), options.held),
  );
  for (const n of next.nights) {
    const price = taken.get(n.day);
    if (price !== undefined && price !== n.price) throw new PriceMoved();
  }
  return moved;
}

/** The new stay's price from the catalogue now: the order's rooms, its points kept. */
async function priceNewStay(db: Database, order: OrderRow, input: DatesInput): Promise<Quote> {
  const content = {
    hotel_id: order.hotelId,
    hotel_room_type_id: order.hotelRoomTypeId,
    start_day: input.startDay,
    days: input.days,
    // The order's own nights count as free: stock is judged when the nights are taken.
    nums: 0,
  } as OrderContent;
  const q = await quoteStay(db, { content, userId: input.userId, credits: 0, now: input.now });
  const amount = q.nights.reduce((sum, n) => sum + n.price, 0) * order.nums;
  const creditsAmount = Math.min(order.creditsAmount, amount);
  return {
    ...q,
    nums: order.nums,
    amount,
    payCredits: order.payCredits,
    creditsAmount,
    creditsUseMax: order.payCredits,
    payAmount: amount - creditsAmount,
  };
}

/** Whether `order` may change its dates at `now` (answers rec 6 otherwise). */
function admit(order: OrderRow, userId: number, now: Date): void {
  if (order.userId !== userId) throw orderNotFound();
  if (order.status === OrderStatus.unpaid) return;
  if (order.status === OrderStatus.paid && cancelOpen(order.cancelExpireAt, now)) return;
  throw orderNotChangeable();
}

/** The points a paid order earns for `payAmount` at the rate it was paid at. */
function gainAtPaidRate(order: OrderRow, payAmount: number, minorUnit: number): number {
  if (!order.paidRateCny || !isStandardRate(order.snapshot.rate_plan?.is_standard)) return 0;
  return wholeCnyAt(payAmount, minorUnit, order.paidRateCny);
}

export async function changeOrderDates(
  db: Database,
  input: DatesInput,
  refunds?: ChangeRefundDesk,
): Promise<DatesAnswer> {
  const { orderId, userId, now } = input;
  if (!ORDER_ID_PATTERN.test(orderId)) throw orderNotFound();
  const [current] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!current) throw orderNotFound();
  admit(current, userId, now);
  const start = isoDay(input.startDay);
  const quote = await priceNewStay(db, current, input);
  const m = quote.money.minorUnit;
  // A total of 0 asks for the price alone: the answer is always the fresh figures.
  if (input.amount === 0 || flooredMajor(quote.amount, m) !== Math.floor(input.amount + 1e-9)) {
    throw priceChanged(quote);
  }

  let refundChange: number | undefined;
  let answer: DatesAnswer;
  try {
    answer = await withRetry(() =>
      db.transaction(async (tx) => {
        refundChange = undefined;
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw orderNotFound();
        admit(order, userId, now);
        const [pending] = await tx
          .select()
          .from(orderChanges)
          .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.status, 'pending')));
        const finish = async (pay: number, refund: number): Promise<DatesAnswer> => {
          const item = await orderListItem(tx, userId, orderId, now);
          if (!item) throw orderNotFound();
          const result = {
            order: item,
            pay_amount: toMajor(pay, m),
            refund_amount: toMajor(refund, m),
          };
          await input.keep?.(tx, result);
          return result;
        };
        if (pending) {
          // The same change asked again answers the one waiting; another waits its turn.
          if (pending.startDay === start && pending.days === input.days) {
            return finish(pending.payAmount, 0);
          }
          throw changePending();
        }
        // The stay it has already: nothing moves.
        if (order.startDay === start && order.days === input.days) return finish(0, 0);

        const next: NewStay = {
          start,
          days: input.days,
          amount: quote.amount,
          nights: quote.nights,
          cancelExpireAt: quote.cancelExpireAt,
        };
        const creditsAmount = Math.min(order.creditsAmount, next.amount);
        const newPay = next.amount - creditsAmount;
        const base = {
          orderId,
          previousStartDay: order.startDay,
          previousDays: order.days,
          startDay: start,
          days: input.days,
          amount: next.amount,
          nights: next.nights,
          cancelExpireAt: next.cancelExpireAt,
          createdAt: now,
        };

        if (order.status === OrderStatus.unpaid) {
          await tx.insert(orderChanges).values({
            ...base,
            status: 'applied',
            payAmount: 0,
            refundAmount: 0,
            expiresAt: now,
            settledAt: now,
          });
          const moved = await moveOrder(tx, order, next, {
            now,
            bookingUrl: input.bookingUrl,
            paidAmount: 0,
            refundAmount: 0,
            creditsGain: quote.creditsGain,
            held: [],
          });
          if (moved.payAmount === 0) {
            // The points it spent cover the new stay: paid now, as a booking they pay in full.
            const [paid] = await tx
              .update(orders)
              .set({
                status: OrderStatus.paid,
                paidAt: now,
                ...paymentTerms(0, quote.money, moved.snapshot),
              })
              .where(eq(orders.id, orderId))
              .returning();
            if (paid) {
              await enqueueMail(
                tx,
                confirmationMail({
                  order: paid,
                  symbol: quote.symbol,
                  minorUnit: m,
                  bookingUrl: input.bookingUrl,
                }),
              );
            }
          }
          return finish(0, 0);
        }

        const difference = newPay - order.payAmount;
        if (difference <= 0) {
          const refund = -difference;
          const [change] = await tx
            .insert(orderChanges)
            .values({
              ...base,
              status: 'applied',
              payAmount: 0,
              refundAmount: refund,
              refundStatus: refund > 0 ? 'pending' : null,
              expiresAt: now,
              settledAt: now,
            })
            .returning({ id: orderChanges.id });
          if (refund > 0) refundChange = change?.id;
          await moveOrder(tx, order, next, {
            now,
            bookingUrl: input.bookingUrl,
            paidAmount: 0,
            refundAmount: refund,
            creditsGain: gainAtPaidRate(order, newPay, m),
            held: [],
          });
          return finish(0, refund);
        }

        // Costs more: the new nights are held until the difference is paid.
        await tx.insert(orderChanges).values({
          ...base,
          status: 'pending',
          payAmount: difference,
          refundAmount: 0,
          expiresAt: new Date(now.getTime() + input.holdMinutes * 60_000),
        });
        const newNights = nightsOf(start, input.days);
        const taken = await shiftNights(
          tx,
          { roomTypeId: order.hotelRoomTypeId, nums: order.nums },
          [],
          minus(newNights, nightsOf(order.startDay, order.days)),
        );
        for (const n of next.nights) {
          const price = taken.get(n.day);
          if (price !== undefined && price !== n.price) throw new PriceMoved();
        }
        return finish(difference, 0);
      }),
    );
  } catch (error) {
    if (!(error instanceof PriceMoved)) throw error;
    throw priceChanged(await priceNewStay(db, current, input));
  }
  if (refundChange !== undefined) refunds?.changeRefunded(refundChange);
  return answer;
}

/**
 * A pending change whose difference was captured: the order moves onto it, in one
 * transaction with the mail. Answers false when the change is not pending any more (dropped
 * when its hold ended, or applied by another report of the same capture).
 */
export async function applyPaidChange(
  db: Database,
  changeId: number,
  payment: { now: Date; bookingUrl: string },
): Promise<boolean> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [change] = await tx.select().from(orderChanges).where(eq(orderChanges.id, changeId));
      if (!change) return false;
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, change.orderId))
        .for('update');
      if (!order) return false;
      const [claimed] = await tx
        .update(orderChanges)
        .set({ status: 'applied', settledAt: payment.now })
        .where(and(eq(orderChanges.id, changeId), eq(orderChanges.status, 'pending')))
        .returning();
      if (!claimed) return false;
      const { minorUnit } = await currencyOf(tx, order.currencyId);
      const newPay = claimed.amount - Math.min(order.creditsAmount, claimed.amount);
      await moveOrder(
        tx,
        order,
        {
          start: claimed.startDay,
          days: claimed.days,
          amount: claimed.amount,
          nights: claimed.nights,
          cancelExpireAt: claimed.cancelExpireAt,
        },
        {
          now: payment.now,
          bookingUrl: payment.bookingUrl,
          paidAmount: claimed.payAmount,
          refundAmount: 0,
          creditsGain: gainAtPaidRate(order, newPay, minorUnit),
          held: minus(
            nightsOf(claimed.startDay, claimed.days),
            nightsOf(order.startDay, order.days),
          ),
        },
      ).catch((error: unknown) => {
        // The held nights were priced when held: a moved price does not undo a paid change.
        if (error instanceof PriceMoved) return undefined;
        throw error;
      });
      return true;
    }),
  );
}

/**
 * Drops a pending change in the caller's transaction (the order's row locked): its held
 * nights go back. Used when its hold ends and when the order is cancelled.
 */
export async function dropChange(
  tx: Transaction,
  order: Pick<OrderRow, 'startDay' | 'days' | 'hotelRoomTypeId' | 'nums'>,
  change: OrderChangeRow,
  now: Date,
): Promise<boolean> {
  const [dropped] = await tx
    .update(orderChanges)
    .set({ status: 'dropped', settledAt: now })
    .where(and(eq(orderChanges.id, change.id), eq(orderChanges.status, 'pending')))
    .returning({ id: orderChanges.id });
  if (!dropped) return false;
  await shiftNights(
    tx,
    { roomTypeId: order.hotelRoomTypeId, nums: order.nums },
    minus(nightsOf(change.startDay, change.days), nightsOf(order.startDay, order.days)),
    [],
  );
  return true;
}

/** The order's pending change, if any (the caller holds the order's row). */
export async function pendingChangeOf(
  tx: Transaction | Database,
  orderId: string,
): Promise<OrderChangeRow | undefined> {
  const [change] = await tx
    .select()
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.status, 'pending')));
  return change;
}

/**
 * Drops the pending change whose hold ended first, if any, in its own transaction: its
 * nights go back and the order keeps its stay. `leave`: changes whose payment is still being
 * decided. Answers the change's id, or undefined when none is due.
 */
export async function dropExpiredChange(
  db: Database,
  now: Date,
  leave: readonly number[] = [],
): Promise<number | undefined> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: orderChanges.id, orderId: orderChanges.orderId })
        .from(orderChanges)
        .where(
          and(
            eq(orderChanges.status, 'pending'),
            lte(orderChanges.expiresAt, now),
            leave.length > 0
              ? sql`${orderChanges.id} <> all(${`{${leave.join(',')}}`}::int[])`
              : undefined,
          ),
        )
        .orderBy(asc(orderChanges.expiresAt))
        .limit(1);
      if (!due) return undefined;
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, due.orderId))
        .for('update', { skipLocked: true });
      if (!order) return undefined;
      const change = await pendingChangeOf(tx, order.id);
      if (!change || change.id !== due.id) return undefined;
      await dropChange(tx, order, change, now);
      return change.id;
    }),
  );
}
