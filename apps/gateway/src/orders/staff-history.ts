import { CreditsOperate } from '@bookdirect/gateway-sdk/contract';
import {
  STAFF_ORDER_EVENTS,
  type StaffOrderEvent,
  type StaffOrderHistoryEntry,
  type StaffOrderNote,
} from '@bookdirect/gateway-sdk/staff';
import { and, asc, eq, inArray, like, ne } from 'drizzle-orm';
import { userCreditsNotes } from '../accounts/schema';
import type { Database } from '../db';
import { mailOutbox } from '../mail/schema';
import { auditTarget } from '../staff/audit';
import { staff, staffAudit } from '../staff/schema';
import { type OrderRow, orderRefunds } from './schema';

/**
 * An order's life as the back office reads it, from what the database records already: the
 * order's own timestamps, its points, its refund, its mails (the outbox), its key-box reveals
 * (from check-in) and the staff audit entries about it. Nothing is written for the history's
 * sake.
 */

/** The traveller, the gateway itself (jobs, providers, the platform import), or staff. */
export const GUEST = 'guest';
export const SYSTEM = 'system';

/** A key-box password revealed to the guest or mailed to them (the check-in domain's record). */
export interface KeyEvent {
  action: 'reveal' | 'email' | string;
  at: Date;
}

interface Event {
  at: Date;
  what: StaffOrderEvent | string;
  by: string;
}

/** Where an event sits among those of the same moment: in the order the code lists them. */
const rank = (what: string) => {
  const at = (STAFF_ORDER_EVENTS as readonly string[]).indexOf(what);
  return at === -1 ? STAFF_ORDER_EVENTS.length : at;
};

const staffName = (row: { name: string | null; email: string | null }) =>
  row.name?.trim() || row.email || SYSTEM;

/** The staff entries about the order, oldest first, each with who made it. */
async function auditOf(db: Database, orderId: string) {
  return db
    .select({
      at: staffAudit.at,
      action: staffAudit.action,
      after: staffAudit.after,
      name: staff.name,
      email: staff.email,
    })
    .from(staffAudit)
    .leftJoin(staff, eq(staff.id, staffAudit.staffId))
    .where(eq(staffAudit.target, auditTarget('order', orderId)))
    .orderBy(asc(staffAudit.at), asc(staffAudit.id));
}

/** An internal note's audit action; its `after` is `{ note }`. */
export const ORDER_NOTE_ACTION = 'order.note';
/** A mail sent again by staff; its `after` is `{ kind, to, outbox_id }`. */
export const ORDER_RESEND_MAIL_ACTION = 'order.resend_mail';

/** The order's own mails (mail.ts): its confirmation and its cancellation. */
const ORDER_MAIL_KINDS = ['order_confirmed', 'order_cancelled'];

/**
 * The order's mails in the outbox, oldest first: to the booking's contact, of the order's
 * kinds, its id in the subject (every order mail names it there). One given up on is left
 * out: it never reached the guest.
 */
async function mailsOf(db: Database, order: OrderRow) {
  return db
    .select({ id: mailOutbox.id, at: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, order.email),
        inArray(mailOutbox.kind, ORDER_MAIL_KINDS),
        like(mailOutbox.subject, `%${order.id}%`),
        ne(mailOutbox.status, 'failed'),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

/** The outbox row a staff resend queued, from its audit entry. */
const outboxIdOf = (after: unknown): number | undefined => {
  const id = (after as { outbox_id?: unknown } | null)?.outbox_id;
  return typeof id === 'number' ? id : undefined;
};

/** The staff's notes among the order's audit entries, newest first. */
function notesOf(audit: Awaited<ReturnType<typeof auditOf>>): StaffOrderNote[] {
  return audit
    .filter((entry) => entry.action === ORDER_NOTE_ACTION)
    .reverse()
    .map((entry) => ({
      time: Math.floor(entry.at.getTime() / 1000),
      by: staffName(entry),
      note: String((entry.after as { note?: unknown } | null)?.note ?? ''),
    }));
}

/** The order's internal notes, newest first (`POST /v1/s/orders/{id}/notes/` answers them). */
export async function orderNotes(db: Database, orderId: string): Promise<StaffOrderNote[]> {
  return notesOf(await auditOf(db, orderId));
}

/** What the order's own columns say happened, cancelled by `canceller`. */
function orderEvents(order: OrderRow, canceller: string): Event[] {
  const events: Event[] = [];
  const add = (at: Date | null, what: StaffOrderEvent, by: string) => {
    if (at) events.push({ at, what, by });
  };
  const imported = order.otaOrderId !== null;
  add(order.createdAt, imported ? 'imported' : 'created', imported ? SYSTEM : GUEST);
  if (order.payCredits > 0) add(order.createdAt, 'points_spent', GUEST);
  // An imported reservation was paid on its platform: its import says so.
  if (!imported) add(order.paidAt, 'paid', GUEST);
  // Every cancel has its reasons; a hold that ran out has none.
  const expired = order.cancelReasons.length === 0;
  add(order.cancelledAt, expired ? 'expired' : 'cancelled', expired ? SYSTEM : canceller);
  add(order.roomsAssignedAt, 'rooms_assigned', SYSTEM);
  add(order.checkedInAt, 'checked_in', GUEST);
  add(order.completedAt, 'completed', SYSTEM);
  add(order.reviewedAt, 'reviewed', GUEST);
  return events;
}

/** The order's history, oldest first, and its notes, newest first (`GET /v1/s/orders/{id}/`). */
export async function orderHistory(
  db: Database,
  order: OrderRow,
  keys: readonly KeyEvent[],
): Promise<{ history: StaffOrderHistoryEntry[]; notes: StaffOrderNote[] }> {
  const [audit, mails, points, [refund]] = await Promise.all([
    auditOf(db, order.id),
    mailsOf(db, order),
    db
      .select({ operate: userCreditsNotes.operate, at: userCreditsNotes.createdAt })
      .from(userCreditsNotes)
      .where(
        and(
          eq(userCreditsNotes.orderId, order.id),
          inArray(userCreditsNotes.operate, [CreditsOperate.earn, CreditsOperate.refund]),
        ),
      ),
    db
      .select({ createdAt: orderRefunds.createdAt, refundedAt: orderRefunds.refundedAt })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id)),
  ]);
  // A staff cancel is its audit entry; the order's columns tell the traveller's.
  const staffCancel = audit.find((entry) => entry.action === 'order.cancel');
  const canceller = staffCancel ? staffName(staffCancel) : GUEST;
  const cancelledBy = order.cancelReasons.length === 0 ? SYSTEM : canceller;
  const events = orderEvents(order, canceller).filter(
    (event) => !(staffCancel && event.what === 'cancelled'),
  );
  // A mail a staff member sent again is theirs, at the moment they asked for it.
  const resent = new Map<number, Event>();
  for (const entry of audit) {
    const event: Event = {
      at: entry.at,
      what: entry.action === 'order.cancel' ? 'cancelled' : entry.action,
      by: staffName(entry),
    };
    if (entry.action === ORDER_RESEND_MAIL_ACTION) {
      const outboxId = outboxIdOf(entry.after);
      if (outboxId !== undefined) resent.set(outboxId, { ...event, what: 'mail_sent' });
      continue;
    }
    events.push(event);
  }
  for (const mail of mails) {
    events.push(resent.get(mail.id) ?? { at: mail.at, what: 'mail_sent', by: SYSTEM });
  }
  for (const note of points) {
    const earned = note.operate === CreditsOperate.earn;
    events.push({
      at: note.at,
      what: earned ? 'points_earned' : 'points_returned',
      by: earned ? SYSTEM : cancelledBy,
    });
  }
  if (refund) {
    events.push({ at: refund.createdAt, what: 'refund_requested', by: cancelledBy });
    if (refund.refundedAt) events.push({ at: refund.refundedAt, what: 'refunded', by: SYSTEM });
  }
  for (const key of keys) {
    events.push({
      at: key.at,
      what: key.action === 'reveal' ? 'keys_revealed' : 'keys_mailed',
      by: GUEST,
    });
  }
  const history = events
    .sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a.what) - rank(b.what))
    .map((event) => ({
      time: Math.floor(event.at.getTime() / 1000),
      what: event.what,
      by: event.by,
    }));
  return { history, notes: notesOf(audit) };
}
