import { Rec } from '@bookdirect/gateway-sdk/contract';
import {
  STAFF_ORDER_NOTE_MAX,
  type StaffOrder,
  type StaffOrderExport,
  type StaffOrderListItem,
  type StaffOrderNote,
  type StaffOrderResendMail,
} from '@bookdirect/gateway-sdk/staff';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { dispatchMail } from '../src/mail/dispatcher';
import { devMailbox, mailOutbox } from '../src/mail/schema';
import { devMailboxTransport } from '../src/mail/transports';
import { staffAudit } from '../src/staff/schema';
import { describeEachBackend } from './support/gateway';
import { createGuest, createMember, dayAt, FIRST_NIGHT, insertOrderHotel } from './support/orders';
import { type Booker, bookOrder, EUR_NIGHTS, payOnSandbox } from './support/payments';
import { type StaffSession, staffCall, staffSession } from './support/staff';

/**
 * The orders desk: internal notes on an order, the guest's mail sent again, and the export of
 * the listed orders; each for the caller's hotels only, each staff action in the order's
 * history with who made it.
 */

type List = { order_list: StaffOrderListItem[]; total: number };

describeEachBackend('staff order desk', (gateway) => {
  /** Hotel A's booker, a guest named Lia Moreira. */
  let a: Booker;
  /** Hotel B's booker. */
  let b: Booker;
  let paid: string;
  let unpaid: string;
  let later: string;
  let foreign: string;
  let desk: StaffSession;
  let otherDesk: StaffSession;
  let admin: StaffSession;

  beforeAll(async () => {
    const { app, db } = gateway();
    const memberA = await createMember(db, 'sod-a');
    a = {
      member: memberA,
      guest: await createGuest(db, memberA.userId, 'Lia', 'Moreira'),
      hotel: await insertOrderHotel(db, { nights: EUR_NIGHTS }),
      next: 0,
    };
    const memberB = await createMember(db, 'sod-b');
    b = {
      member: memberB,
      guest: await createGuest(db, memberB.userId, 'Tomas', 'Vale'),
      hotel: await insertOrderHotel(db, { nights: EUR_NIGHTS }),
      next: 0,
    };
    // Nights 0 and 2 paid, night 1 left unpaid; hotel B's order paid too.
    paid = await bookOrder(app, a);
    expect(await payOnSandbox(app, a, paid)).toContain('payment=success');
    unpaid = await bookOrder(app, a);
    later = await bookOrder(app, a);
    expect(await payOnSandbox(app, a, later)).toContain('payment=success');
    foreign = await bookOrder(app, b);
    expect(await payOnSandbox(app, b, foreign)).toContain('payment=success');

    desk = await staffSession(app, db, 'desk', [a.hotel.hotelId], 'Duarte Desk');
    otherDesk = await staffSession(app, db, 'desk', [b.hotel.hotelId], 'Bea Desk');
    admin = await staffSession(app, db, 'admin', [], 'Alda Admin');
  });

  const detail = async (session: StaffSession, orderId: string) => {
    const answer = await staffCall<StaffOrder>(
      gateway().app,
      session,
      'GET',
      `/orders/${orderId}/`,
    );
    expect(answer.body.rec).toBe(Rec.ok);
    return answer.body.data;
  };
  const addNote = (session: StaffSession, orderId: string, note: unknown) =>
    staffCall<{ notes: StaffOrderNote[] }>(
      gateway().app,
      session,
      'POST',
      `/orders/${orderId}/notes/`,
      { note },
    );
  const resend = (session: StaffSession, orderId: string) =>
    staffCall<StaffOrderResendMail>(
      gateway().app,
      session,
      'POST',
      `/orders/${orderId}/resend-mail/`,
    );
  const exported = (session: StaffSession, query = '') =>
    staffCall<StaffOrderExport>(gateway().app, session, 'GET', `/orders/export/${query}`);
  const auditOf = (orderId: string) =>
    gateway()
      .db.select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `order:${orderId}`))
      .orderBy(staffAudit.id);
  const mailsTo = (to: string, kind: string) =>
    gateway()
      .db.select({ id: mailOutbox.id, subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
      .orderBy(mailOutbox.id);

  it('keeps internal notes: newest first in the detail, in the history with the staff name', async () => {
    const first = await addNote(desk, paid, '  Guest asks for a quiet room  ');
    expect(first.body.rec).toBe(Rec.ok);
    expect(first.body.data.notes).toMatchObject([
      { note: 'Guest asks for a quiet room', by: 'Duarte Desk' },
    ]);
    const second = await addNote(admin, paid, 'Late arrival, around 23:00');
    expect(second.body.data.notes.map((n) => [n.note, n.by])).toEqual([
      ['Late arrival, around 23:00', 'Alda Admin'],
      ['Guest asks for a quiet room', 'Duarte Desk'],
    ]);

    const { notes, history } = await detail(desk, paid);
    expect(notes).toEqual(second.body.data.notes);
    expect(history.filter((h) => h.what === 'order.note').map((h) => h.by)).toEqual([
      'Duarte Desk',
      'Alda Admin',
    ]);
    const entries = await auditOf(paid);
    expect(entries.map((e) => [e.action, e.staffId, e.after])).toEqual([
      ['order.note', desk.staff.staff_id, { note: 'Guest asks for a quiet room' }],
      ['order.note', admin.staff.staff_id, { note: 'Late arrival, around 23:00' }],
    ]);
    // Another order has none.
    expect((await detail(desk, unpaid)).notes).toEqual([]);
  });

  it('refuses an empty note and one over 2000 characters, and keeps a note of 2000', async () => {
    const before = (await auditOf(unpaid)).length;
    for (const [note, key] of [
      ['', 'orders:staff_note_required'],
      ['   ', 'orders:staff_note_required'],
      [undefined, 'orders:staff_note_required'],
      ['x'.repeat(STAFF_ORDER_NOTE_MAX + 1), 'orders:staff_note_too_long'],
    ] as const) {
      const answer = await addNote(desk, unpaid, note);
      expect(answer.body.rec, String(note?.length)).toBe(Rec.validation);
      expect(answer.body.data, String(note?.length)).toEqual({ errors: { note: key } });
    }
    expect(await auditOf(unpaid)).toHaveLength(before);
    const longest = await addNote(desk, unpaid, 'y'.repeat(STAFF_ORDER_NOTE_MAX));
    expect(longest.body.data.notes[0]?.note).toHaveLength(STAFF_ORDER_NOTE_MAX);
  });

  it("answers another hotel's order like a missing one, and exports none of its orders", async () => {
    const mailsBefore = (await mailsTo(a.member.email, 'order_confirmed')).length;
    const auditBefore = (await auditOf(paid)).length;
    for (const answer of [
      await addNote(otherDesk, paid, 'Not my hotel'),
      await resend(otherDesk, paid),
      await addNote(desk, 'ZZZZZZZZZZZZZZZZZZZZ', 'Nobody'),
      await resend(desk, 'ZZZZZZZZZZZZZZZZZZZZ'),
    ]) {
      expect([answer.body.rec, answer.body.key]).toEqual([Rec.notFound, 'orders:order_not_found']);
      expect(answer.body.data).toBeNull();
    }
    expect(await auditOf(paid)).toHaveLength(auditBefore);
    expect(await mailsTo(a.member.email, 'order_confirmed')).toHaveLength(mailsBefore);

    // Hotel B's desk: its own order only, whatever it asks for.
    const own = await exported(otherDesk);
    expect(own.body.data.order_list.map((o) => o.order_id)).toEqual([foreign]);
    const byId = await exported(otherDesk, `?q=${paid}`);
    expect(byId.body.data).toEqual({ order_list: [], total: 0, truncated: 0 });
    const byName = await exported(otherDesk, '?q=moreira');
    expect(byName.body.data.order_list).toEqual([]);
    const theirHotel = await exported(otherDesk, `?hotel_id=${a.hotel.hotelId}`);
    expect([theirHotel.body.rec, theirHotel.body.data]).toEqual([Rec.notFound, null]);
  });

  it('sends the confirmation again, into the outbox and the mailbox, shown as the staff member’s', async () => {
    const { db } = gateway();
    const confirmations = await mailsTo(a.member.email, 'order_confirmed');
    const forPaid = confirmations.filter((m) => m.subject.includes(paid));
    expect(forPaid).toHaveLength(1);

    const answer = await resend(desk, paid);
    expect(answer.body.rec).toBe(Rec.ok);
    expect(answer.body.data).toEqual({ sent: 1, to: a.member.email });
    const after = (await mailsTo(a.member.email, 'order_confirmed')).filter((m) =>
      m.subject.includes(paid),
    );
    expect(after).toHaveLength(2);
    expect(after[1]?.subject).toBe(`Booking confirmed: Orders Test Hotel (${paid})`);
    expect(after[1]?.subject).toBe(after[0]?.subject);
    expect(after[1]?.text).toBe(after[0]?.text);

    await dispatchMail(db, devMailboxTransport(), { now: new Date(Date.now() + 1_000) });
    const [delivered] = await db
      .select({ subject: devMailbox.subject, outboxId: devMailbox.outboxId })
      .from(devMailbox)
      .where(eq(devMailbox.toAddress, a.member.email))
      .orderBy(desc(devMailbox.id))
      .limit(1);
    expect(delivered).toEqual({ subject: after[1]?.subject, outboxId: after[1]?.id });

    const [entry] = await db
      .select()
      .from(staffAudit)
      .where(
        and(eq(staffAudit.target, `order:${paid}`), eq(staffAudit.action, 'order.resend_mail')),
      );
    expect(entry).toMatchObject({
      staffId: desk.staff.staff_id,
      after: { kind: 'order_confirmed', to: a.member.email, outbox_id: after[1]?.id },
    });

    const { history } = await detail(desk, paid);
    // The confirmation of the payment, then the one the desk sent, the last thing done.
    const whats = history.map((h) => [h.what, h.by]);
    expect(whats.filter(([what]) => what === 'mail_sent')).toEqual([
      ['mail_sent', 'system'],
      ['mail_sent', 'Duarte Desk'],
    ]);
    expect(whats.at(-1)).toEqual(['mail_sent', 'Duarte Desk']);
    expect(whats.filter(([what]) => what === 'order.resend_mail')).toEqual([]);
  });

  it('refuses to resend for an unpaid order, and sends a cancelled one its cancellation', async () => {
    const { app } = gateway();
    const refused = await resend(desk, unpaid);
    expect([refused.body.rec, refused.body.key]).toEqual([
      Rec.conflict,
      'orders:order_not_mailable',
    ]);
    expect(
      (await mailsTo(a.member.email, 'order_confirmed')).filter((m) => m.subject.includes(unpaid)),
    ).toEqual([]);

    const cancel = await staffCall(app, desk, 'PUT', `/orders/cancel/${later}/`, {
      reasons: [5],
      comment: 'Guest called',
    });
    expect(cancel.body.rec).toBe(Rec.ok);
    const answer = await resend(admin, later);
    expect(answer.body.data).toEqual({ sent: 1, to: a.member.email });
    const cancellations = (await mailsTo(a.member.email, 'order_cancelled')).filter((m) =>
      m.subject.includes(later),
    );
    expect(cancellations).toHaveLength(2);
    expect(cancellations[1]?.subject).toBe(`Booking cancelled: Orders Test Hotel (${later})`);
    expect(cancellations[1]?.text).toBe(cancellations[0]?.text);
    const { history } = await detail(desk, later);
    expect(history.filter((h) => h.what === 'mail_sent').map((h) => h.by)).toEqual([
      'system',
      'system',
      'Alda Admin',
    ]);
    expect(history.find((h) => h.what === 'cancelled')?.by).toBe('Duarte Desk');
  });

  it('exports what the list answers, across its pages, with the same filters', async () => {
    const { app } = gateway();
    const night0 = dayAt(FIRST_NIGHT);
    const night1 = dayAt(FIRST_NIGHT + 1);
    for (const query of [
      '',
      `?hotel_id=${a.hotel.hotelId}`,
      '?status_ids=1,9',
      '?status_ids=2',
      `?from=${night1.day}`,
      `?from=${night0.iso}&to=${night0.iso}`,
      '?q=moreira',
      `?q=${unpaid.slice(0, 10).toLowerCase()}`,
      '?q=nobody-at-all',
    ]) {
      const answer = await exported(desk, query);
      expect(answer.body.rec, query).toBe(Rec.ok);
      const { order_list, total, truncated } = answer.body.data;
      const pages: StaffOrderListItem[] = [];
      const join = query ? `${query}&` : '?';
      for (let page = 1; page <= 3; page++) {
        const listed = await staffCall<List>(
          app,
          desk,
          'GET',
          `/orders/${join}nums=1&page=${page}`,
        );
        expect(listed.body.data.total, query).toBe(total);
        pages.push(...listed.body.data.order_list);
      }
      expect(order_list, query).toEqual(pages);
      expect(truncated, query).toBe(0);
    }
    const all = await exported(desk);
    expect(all.body.data.order_list.map((o) => o.order_id)).toEqual([later, unpaid, paid]);
    expect(all.body.data.order_list[0]).toMatchObject({
      guest_name: 'Lia Moreira',
      email: a.member.email,
      hotel_id: a.hotel.hotelId,
    });
    expect(
      (await exported(desk, '?status_ids=1')).body.data.order_list.map((o) => o.order_id),
    ).toEqual([unpaid]);
    // The list's own rules: a day that is no day is refused.
    const wrong = await exported(desk, '?from=20261340');
    expect(wrong.body.rec).toBe(Rec.validation);
  });
});
