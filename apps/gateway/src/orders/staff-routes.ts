import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { auditTarget, recordAudit } from '../staff/audit';
import { actorOf, requireStaff } from '../staff/request';
import { worksFor } from '../staff/scope';
import { cancelOnBehalf } from './lifecycle';
import type { RefundDesk } from './lifecycle/cancel';
import { toMajor } from './money';
import { addOrderNote, resendOrderMail } from './staff-order-desk';
import {
  exportStaffOrders,
  listStaffOrders,
  type OrderStayRecord,
  staffOrderDetail,
} from './staff-orders';

export interface StaffOrderRoutesOptions {
  /** Payments' refund worker, nudged when a cancel writes a refund request. */
  refunds?: RefundDesk;
  /** The check-in domain's rooms and key-box events of an order. */
  stay: OrderStayRecord;
}

/** The back office's calls under /v1/s: orders of the caller's hotels, cancelling on a guest's behalf. */
export const staffOrderRoutes: FastifyPluginAsync<StaffOrderRoutesOptions> = async (
  app,
  options,
) => {
  defineEndpoint(app, staffEndpoints.staffOrders, {
    handler: async (request, { query }) =>
      ok(
        await listStaffOrders(
          app.db,
          await requireStaff(request),
          {
            page: query.page,
            nums: query.nums,
            hotelId: query.hotel_id,
            statuses: query.status_ids,
            from: query.from,
            to: query.to,
            q: query.q,
          },
          { now: app.clock(), lang: request.lang },
        ),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffOrderExport, {
    handler: async (request, { query }) =>
      ok(
        await exportStaffOrders(
          app.db,
          await requireStaff(request),
          {
            hotelId: query.hotel_id,
            statuses: query.status_ids,
            from: query.from,
            to: query.to,
            q: query.q,
          },
          { now: app.clock(), lang: request.lang },
        ),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffOrder, {
    handler: async (request) =>
      ok(
        await staffOrderDetail(app.db, await requireStaff(request), request.params.id ?? '', {
          now: app.clock(),
          lang: request.lang,
          stay: options.stay,
        }),
      ),
  });

  defineEndpoint(app, staffEndpoints.staffOrderNote, {
    handler: async (request, { body }) => {
      const member = await requireStaff(request);
      const notes = await addOrderNote(app.db, member, await actorOf(request), {
        orderId: request.params.id ?? '',
        note: body.note,
      });
      return ok({ notes });
    },
  });

  defineEndpoint(app, staffEndpoints.staffOrderResendMail, {
    handler: async (request) => {
      const member = await requireStaff(request);
      return ok(
        await resendOrderMail(app.db, member, await actorOf(request), {
          orderId: request.params.id ?? '',
          bookingUrl: app.config.orders.bookingUrl,
          refunds: options.refunds,
        }),
      );
    },
  });

  defineEndpoint(app, staffEndpoints.staffOrderCancel, {
    handler: async (request, { body }) => {
      const member = await requireStaff(request);
      const actor = await actorOf(request);
      const orderId = request.params.id ?? '';
      const order = await cancelOnBehalf(
        app.db,
        {
          orderId,
          reasons: body.reasons,
          comment: body.comment,
          now: actor.at,
          bookingUrl: app.config.orders.bookingUrl,
          reaches: (hotelId) => worksFor(member, hotelId),
          endedEarly: (tx, id) => options.stay.endedEarly(tx, id),
          record: (tx, { before, refundAmount, minorUnit }) =>
            recordAudit(tx, actor, {
              action: 'order.cancel',
              target: auditTarget('order', orderId),
              before: { status: before.status },
              after: {
                status: OrderStatus.cancelled,
                refund_amount: toMajor(refundAmount, minorUnit),
                reasons: body.reasons,
                comment: body.comment,
              },
            }),
        },
        options.refunds,
      );
      return ok({ order });
    },
  });
};
