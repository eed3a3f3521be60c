import { OrderStatus, type OrderStatusId, Rec } from '@bookdirect/gateway-sdk/contract';
import type { StaffOrderNote, StaffOrderResendMail } from '@bookdirect/gateway-sdk/staff';
import { eq } from 'drizzle-orm';
import { currencies } from '../catalog/schema';
import type { Database } from '../db';
import { BusinessError } from '../http/envelope';
import { enqueueMail } from '../mail/outbox';
import { type AuditActor, auditTarget, recordAudit } from '../staff/audit';
import type { StaffProfile } from '../staff/service';
import type { RefundDesk } from './lifecycle/cancel';
import { cancellationMail, confirmationMail } from './mail';
import { type OrderRow, orderRefunds } from './schema';
import { ORDER_NOTE_ACTION, ORDER_RESEND_MAIL_ACTION, orderNotes } from './staff-history';
import { orderInReach } from './staff-orders';

/**
 * What the orders desk does to an order beside cancelling it: internal notes, kept in the
 * staff audit log, and sending the guest the mail of the order's state again, through the
 * outbox and the order's own mails (mail.ts).
 */

export const orderNotMailable = () => new BusinessError(Rec.conflict, 'orders:order_not_mailable');

/** `POST /v1/s/orders/{id}/notes/`: the note as an audit entry; answers every note, newest first. */
export async function addOrderNote(
  db: Database,
  member: StaffProfile,
  actor: AuditActor,
  input: { orderId: string; note: string },
): Promise<StaffOrderNote[]> {
  const order = await orderInReach(db, member, input.orderId);
  await recordAudit(db, actor, {
    action: ORDER_NOTE_ACTION,
    target: auditTarget('order', order.id),
    before: null,
    after: { note: input.note },
  });
  return orderNotes(db, order.id);
}

/** Statuses whose confirmation stands: the stay is paid for, whether or not it is over. */
const CONFIRMED: readonly OrderStatusId[] = [
  OrderStatus.paid,
  OrderStatus.completed,
  OrderStatus.reviewed,
];

/**
 * The mail the order's state calls for, as it was first sent: the confirmation of a paid,
 * completed or reviewed order, the cancellation of a cancelled one (with its refund).
 * Undefined for an unpaid order or a hold that ran out, which have none.
 */
async function mailOfState(
  db: Database,
  order: OrderRow,
  context: { bookingUrl: string; refunds?: RefundDesk },
) {
  const status = order.status as OrderStatusId;
  // A hold that ran out is cancelled without reasons, and was never mailed.
  const cancelled = status === OrderStatus.cancelled && order.cancelReasons.length > 0;
  if (!CONFIRMED.includes(status) && !cancelled) return undefined;
  const [currency] = await db
    .select({ symbol: currencies.symbol, minorUnit: currencies.minorUnit })
    .from(currencies)
    .where(eq(currencies.id, order.currencyId));
  const money = {
    symbol: currency?.symbol ?? '',
    minorUnit: currency?.minorUnit ?? 2,
    bookingUrl: context.bookingUrl,
  };
  if (!cancelled) return confirmationMail({ order, ...money });
  const [refund] = await db
    .select({ amount: orderRefunds.amount })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id));
  const refundAmount = refund?.amount ?? 0;
  return cancellationMail({
    order,
    ...money,
    refundAmount,
    refundByHand: refundAmount > 0 && (context.refunds?.byHand(order.paySource) ?? false),
  });
}

/**
 * `POST /v1/s/orders/{id}/resend-mail/`: queues the mail of the order's state for the
 * booking's contact, with its audit entry (which names the outbox row, so the history shows
 * that mail as the staff member's). Rec 6 when the order has no such mail.
 */
export async function resendOrderMail(
  db: Database,
  member: StaffProfile,
  actor: AuditActor,
  input: { orderId: string; bookingUrl: string; refunds?: RefundDesk },
): Promise<StaffOrderResendMail> {
  const order = await orderInReach(db, member, input.orderId);
  const message = await mailOfState(db, order, input);
  if (!message) throw orderNotMailable();
  await db.transaction(async (tx) => {
    const outboxId = await enqueueMail(tx, message);
    await recordAudit(tx, actor, {
      action: ORDER_RESEND_MAIL_ACTION,
      target: auditTarget('order', order.id),
      before: null,
      after: { kind: message.kind, to: message.to, outbox_id: outboxId },
    });
  });
  return { sent: 1, to: message.to };
}
