import { type OrderListItem, Rec } from '@bookdirect/gateway-sdk/contract';
import type { StaffOrder, StaffOrderListItem } from '@bookdirect/gateway-sdk/staff';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../src/orders/schema';
import { staffAudit } from '../src/staff/schema';
import { describeEachBackend, viaGateway } from './support/gateway';
import {
  api,
  balanceOf,
  book,
  cancelOrderCall,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  grantPoints,
  insertOrderHotel,
  restNums,
} from './support/orders';
import {
  type Booker,
  bookOrder,
  cancellationMails,
  EUR_NIGHTS,
  ledgerOf,
  orderStatus,
  payOnSandbox,
  refundRowOf,
} from './support/payments';
import { type StaffSession, staffCall, staffSession } from './support/staff';

/**
 * The back office's orders: a hotel's staff list, search, read and cancel its orders, never
 * another hotel's; a cancel on the guest's behalf is the traveller's own cancel (rooms,
 * points, refund, mail) with an audit entry, and the order's history tells who did what.
 */

type List = { order_list: StaffOrderListItem[]; total: number };

describeEachBackend(
  'staff orders',
  (gateway) => {
    /** Hotel A's booker: a guest named Marta Quintela, 1,000 points. */
    let a: Booker;
    /** Hotel B's booker, whose orders the hotel A staff never see. */
    let b: Booker;
    let paid: string;
    let unpaid: string;
    let foreign: string;
    let stockBefore: number[];
    let manager: StaffSession;
    let desk: StaffSession;
    let admin: StaffSession;

    beforeAll(async () => {
      const { app, db } = gateway();
      const memberA = await createMember(db, 'so-a');
      a = {
        member: memberA,
        guest: await createGuest(db, memberA.userId, 'Marta', 'Quintela'),
        hotel: await insertOrderHotel(db, { nights: EUR_NIGHTS }),
        next: 0,
      };
      const memberB = await createMember(db, 'so-b');
      b = {
        member: memberB,
        guest: await createGuest(db, memberB.userId, 'Ines', 'Rocha'),
        hotel: await insertOrderHotel(db, { nights: EUR_NIGHTS }),
        next: 0,
      };
      await grantPoints(db, memberA.userId, 1000);
      stockBefore = await restNums(db, a.hotel.roomTypeId);

      // Night 0: points and a payment, a contact phone of its own.
      const booked = await book(app, a.member, a.hotel, {
        guests: [a.guest],
        offset: a.next++,
        credits: 300,
        contact: { mobile: '936 123 457', tel_prefix: '+351' },
      });
      paid = booked.body.data.order_id;
      expect(await payOnSandbox(app, a, paid)).toContain('payment=success');
      // Night 1: left unpaid.
      unpaid = await bookOrder(app, a);
      foreign = await bookOrder(app, b);

      manager = await staffSession(app, db, 'manager', [a.hotel.hotelId], 'Rui Manager');
      desk = await staffSession(app, db, 'desk', [a.hotel.hotelId], 'Duarte Desk');
      admin = await staffSession(app, db, 'admin', [], 'Alda Admin');
    });

    const list = (session: StaffSession, query = '') =>
      staffCall<List>(gateway().app, session, 'GET', `/orders/${query}`);
    const ids = async (session: StaffSession, query: string) => {
      const answer = await list(session, query);
      expect(answer.body.rec).toBe(Rec.ok);
      return answer.body.data.order_list.map((o) => o.order_id).sort();
    };

    it("lists a manager's hotel's orders only, newest first, with the booking's contact", async () => {
      const answer = await list(manager);
      expect(answer.body.rec).toBe(Rec.ok);
      const { order_list, total } = answer.body.data;
      expect(order_list.map((o) => o.order_id)).toEqual([unpaid, paid]);
      expect(total).toBe(2);
      expect(order_list[1]).toMatchObject({
        order_id: paid,
        status: 2,
        hotel_id: a.hotel.hotelId,
        guest_name: 'Marta Quintela',
        email: a.member.email,
        mobile: '+351936123457',
        partner_code: null,
        ota_id: 1,
        ota_order_id: null,
        pay_credits: 300,
      });
      // The same item as the member's own list shows.
      const mine = await api<{ order_list: OrderListItem[] }>(
        gateway().app,
        'GET',
        '/orders/main/',
        a.member.token,
      );
      const own = mine.body.data.order_list.find((o) => o.order_id === paid);
      expect(order_list[1]).toMatchObject(own as OrderListItem);

      // Paged.
      const first = await list(manager, '?nums=1');
      expect(first.body.data.order_list.map((o) => o.order_id)).toEqual([unpaid]);
      expect(first.body.data.total).toBe(2);
      const second = await list(manager, '?nums=1&page=2');
      expect(second.body.data.order_list.map((o) => o.order_id)).toEqual([paid]);

      // An admin sees the whole group; a desk its hotel, like the manager.
      expect(await ids(admin, `?hotel_id=${b.hotel.hotelId}`)).toEqual([foreign]);
      expect(await ids(desk, '')).toEqual([paid, unpaid].sort());
    });

    it("answers another hotel's order, or hotel, like a missing one", async () => {
      const { app, db } = gateway();
      const read = await staffCall(app, manager, 'GET', `/orders/${foreign}/`);
      const missing = await staffCall(app, manager, 'GET', '/orders/ZZZZZZZZZZZZZZZZZZZZ/');
      expect([read.body.rec, read.body.key]).toEqual([Rec.notFound, 'orders:order_not_found']);
      expect([missing.body.rec, missing.body.key]).toEqual([read.body.rec, read.body.key]);

      const cancel = await staffCall(app, desk, 'PUT', `/orders/cancel/${foreign}/`, {
        reasons: [4],
        comment: '',
      });
      expect(cancel.body.rec).toBe(Rec.notFound);
      expect(await orderStatus(db, foreign)).toBe(1);

      const otherHotel = await list(manager, `?hotel_id=${b.hotel.hotelId}`);
      const noHotel = await list(admin, '?hotel_id=2147483000');
      expect(otherHotel.body.rec).toBe(Rec.notFound);
      expect(noHotel.body.rec).toBe(Rec.notFound);
    });

    it('filters by hotel, status and arrival days', async () => {
      expect(await ids(manager, `?hotel_id=${a.hotel.hotelId}`)).toEqual([paid, unpaid].sort());
      expect(await ids(manager, '?status_ids=2')).toEqual([paid]);
      expect(await ids(manager, '?status_ids=1,9')).toEqual([unpaid]);
      expect(await ids(manager, '?status_ids=1&status_ids=2')).toEqual([paid, unpaid].sort());
      expect(await ids(manager, '?status_ids=6')).toEqual([]);
      const night0 = dayAt(FIRST_NIGHT);
      const night1 = dayAt(FIRST_NIGHT + 1);
      expect(await ids(manager, `?from=${night1.day}`)).toEqual([unpaid]);
      expect(await ids(manager, `?to=${night0.day}`)).toEqual([paid]);
      expect(await ids(manager, `?from=${night0.iso}&to=${night0.iso}`)).toEqual([paid]);
      expect(await ids(manager, `?from=${night0.day}&to=${night1.day}`)).toEqual(
        [paid, unpaid].sort(),
      );

      for (const wrong of [
        '?status_ids=3',
        '?from=20261340',
        `?from=${night1.day}&to=${night0.day}`,
      ]) {
        const answer = await list(manager, wrong);
        expect(answer.body.rec, wrong).toBe(Rec.validation);
      }
    });

    it('finds an order by its id, a guest name, the e-mail or the phone', async () => {
      const queries = [
        paid,
        paid.slice(0, 8).toLowerCase(),
        'quintela',
        'MARTA Q',
        a.member.email.slice(0, 14).toUpperCase(),
        '936 123 457',
        '+351 936-123-457',
      ];
      for (const q of queries) {
        expect(await ids(manager, `?q=${encodeURIComponent(q)}`), q).toContain(paid);
      }
      // The other order has the default phone; nobody has these.
      expect(await ids(manager, `?q=${encodeURIComponent('936 123 457')}`)).toEqual([paid]);
      expect(await ids(manager, '?q=Rocha')).toEqual([]);
      // `%` and `_` are letters to look for, not patterns.
      expect(await ids(manager, '?q=%25')).toEqual([]);
      expect(await ids(manager, '?q=_')).toEqual([]);
      // Another hotel's guest is found by its own staff only.
      expect(await ids(admin, '?q=rocha')).toEqual([foreign]);
    });

    it("cancels a paid order past its deadline on the guest's behalf: refund, points, rooms, audit", async () => {
      const { app, db } = gateway();
      // The free cancellation is over: the traveller can no longer cancel.
      await db
        .update(orders)
        .set({ cancelExpireAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, paid));
      const refused = await cancelOrderCall(app, a.member, paid);
      expect([refused.body.rec, refused.body.key]).toEqual([
        Rec.conflict,
        'orders:order_not_cancelable',
      ]);
      expect(await balanceOf(db, a.member.userId)).toBe(700);

      const answer = await staffCall<{ order: OrderListItem }>(
        app,
        desk,
        'PUT',
        `/orders/cancel/${paid}/`,
        { reasons: [5], comment: 'Called the desk: flight cancelled' },
      );
      expect(answer.body.rec).toBe(Rec.ok);
      const { order } = answer.body.data;
      expect(order).toMatchObject({ order_id: paid, status: 9, can_cancel: 0 });
      expect(order.refund?.amount).toBe(order.pay_amount);
      expect(order.pay_amount).toBeGreaterThan(0);

      const refund = await refundRowOf(db, paid);
      expect(refund).toMatchObject({ amount: Math.round(order.pay_amount * 100), paySource: 11 });
      expect(await ledgerOf(db, paid)).toEqual([
        { operate: 2, credits: -300 },
        { operate: 3, credits: 300 },
      ]);
      expect(await balanceOf(db, a.member.userId)).toBe(1000);
      // Night 0 has its room back; night 1 still holds the unpaid order's.
      const stock = await restNums(db, a.hotel.roomTypeId);
      expect(stock[0]).toBe(stockBefore[0]);
      expect(stock[1]).toBe((stockBefore[1] ?? 0) - 1);
      const mails = await cancellationMails(db, a.member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Booking cancelled: Orders Test Hotel (${paid})`);

      const entries = await db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.target, `order:${paid}`), eq(staffAudit.action, 'order.cancel')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        staffId: desk.staff.staff_id,
        before: { status: 2 },
        after: { status: 9, refund_amount: order.pay_amount },
      });

      // The member sees it cancelled, with its refund.
      await app.refunds.idle();
      const mine = await api<{ order: OrderListItem }>(
        app,
        'GET',
        `/orders/main/${paid}/`,
        a.member.token,
      );
      expect(mine.body.data.order).toMatchObject({
        status: 9,
        refund: { status: 'refunded', amount: order.pay_amount },
      });

      // Nothing is left to cancel, for staff as for the traveller.
      const again = await staffCall(app, manager, 'PUT', `/orders/cancel/${paid}/`, {
        reasons: [5],
        comment: '',
      });
      expect([again.body.rec, again.body.key]).toEqual([
        Rec.conflict,
        'orders:order_not_cancelable',
      ]);
      expect(await cancellationMails(db, a.member.email)).toHaveLength(1);
      const count = await db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.target, `order:${paid}`));
      expect(count).toHaveLength(1);
    });

    it("shows the order's history: created, paid, mailed and cancelled by the staff member", async () => {
      const { app } = gateway();
      const answer = await staffCall<StaffOrder>(app, manager, 'GET', `/orders/${paid}/`);
      expect(answer.body.rec).toBe(Rec.ok);
      const { order, refund, checkin, history, order_hotel } = answer.body.data;
      expect(order).toMatchObject({
        order_id: paid,
        status: 9,
        guest_name: 'Marta Quintela',
        cancel_reasons: [5],
        cancel_comment: 'Called the desk: flight cancelled',
      });
      expect(refund).toMatchObject({ status: 'refunded', amount: order.pay_amount });
      expect(checkin).toEqual({ hotel_status: 0, rooms: [] });
      expect(order_hotel.hotel_id).toBe(a.hotel.hotelId);
      // The confirmation and the cancellation, queued by the payment and the cancel.
      const mails = history.filter((h) => h.what === 'mail_sent');
      expect(mails.map((h) => h.by)).toEqual(['system', 'system']);
      const lived = history.filter((h) => h.what !== 'mail_sent');
      expect(lived.map((h) => [h.what, h.by])).toEqual([
        ['created', 'guest'],
        ['points_spent', 'guest'],
        ['paid', 'guest'],
        ['cancelled', 'Duarte Desk'],
        ['points_returned', 'Duarte Desk'],
        ['refund_requested', 'Duarte Desk'],
        ['refunded', 'system'],
      ]);
      const times = history.map((h) => h.time);
      expect(times).toEqual([...times].sort((x, y) => x - y));
    });

    it('cancels an unpaid order and refuses one without a reason', async () => {
      const { app, db } = gateway();
      const none = await staffCall(app, manager, 'PUT', `/orders/cancel/${unpaid}/`, {
        reasons: [],
        comment: '',
      });
      expect(none.body.rec).toBe(Rec.validation);
      expect(await orderStatus(db, unpaid)).toBe(1);
      const answer = await staffCall<{ order: OrderListItem }>(
        app,
        manager,
        'PUT',
        `/orders/cancel/${unpaid}/`,
        { reasons: [1], comment: '' },
      );
      expect(answer.body.data.order).toMatchObject({ status: 9, refund: null });
      expect(await restNums(db, a.hotel.roomTypeId)).toEqual(stockBefore);
      expect(await refundRowOf(db, unpaid)).toBeUndefined();
      const detail = await staffCall<StaffOrder>(app, manager, 'GET', `/orders/${unpaid}/`);
      // Its cancellation mailed, as the only mail it had.
      expect(detail.body.data.history.map((h) => [h.what, h.by])).toEqual([
        ['created', 'guest'],
        ['cancelled', 'Rui Manager'],
        ['mail_sent', 'system'],
      ]);
    });

    it('answers through /gateway with X-Api-Path', async () => {
      const answer = await viaGateway(
        gateway().app,
        'GET',
        `/v1/s/orders/?q=${encodeURIComponent('quintela')}&status_ids=9`,
        { headers: { token: manager.token } },
      );
      expect(answer.body.rec).toBe(Rec.ok);
      expect((answer.body.data as List).order_list.map((o) => o.order_id).sort()).toEqual(
        [paid, unpaid].sort(),
      );
    });
  },
  { databases: 'both' },
);
