import { addDays, type CurrencyId, dayOfIso, formatMoney } from '@bookdirect/gateway-sdk';
import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import type { Language } from '@bookdirect/locales';
import { eq } from 'drizzle-orm';
import { currencies } from '../catalog/schema';
import { orderChanges, orders } from '../orders/schema';
import { attemptOf, OPEN } from './attempts';
import { type PaymentDeps, redirectUrl } from './deps';
import type { CheckoutView } from './sandbox';

/** What the sandbox checkout page shows, in the viewer's language (they may not be who booked). */
export async function checkoutView(
  deps: PaymentDeps,
  attemptId: string,
  lang: Language,
): Promise<CheckoutView | undefined> {
  const attempt = await attemptOf(deps, attemptId, 'sandbox');
  if (!attempt) return undefined;
  const [row] = await deps.db
    .select({ order: orders, symbol: currencies.symbol })
    .from(orders)
    .innerJoin(currencies, eq(currencies.id, orders.currencyId))
    .where(eq(orders.id, attempt.orderId));
  if (!row) return undefined;
  const { order, symbol } = row;
  const zh = lang === 'zh';
  const s = order.snapshot;
  // A change of dates is paid for the stay it moves the order to.
  const [change] =
    attempt.changeId === null
      ? []
      : await deps.db
          .select({ startDay: orderChanges.startDay, days: orderChanges.days })
          .from(orderChanges)
          .where(eq(orderChanges.id, attempt.changeId));
  const stay = change
    ? {
        startDay: dayOfIso(change.startDay),
        endDay: addDays(dayOfIso(change.startDay), change.days),
        days: change.days,
      }
    : { startDay: s.start_day, endDay: s.end_day, days: order.days };
  return {
    attemptId: attempt.id,
    orderId: order.id,
    hotel: zh ? s.hotel.name_cn : s.hotel.name_en,
    room: zh ? s.room_type.name_cn : s.room_type.name_en,
    nums: order.nums,
    ...stay,
    amount: formatMoney(
      attempt.amount / 10 ** attempt.minorUnit,
      { currency: order.currencyId as CurrencyId, symbol },
      lang,
    ),
    open:
      OPEN.includes(attempt.status) &&
      (attempt.changeId === null
        ? order.status === OrderStatus.unpaid
        : order.status === OrderStatus.paid),
    backUrl: redirectUrl(deps, attempt.status === 'captured' ? 'success' : 'error', order.id),
  };
}
