import { ORDER_LIST_PAGE_SIZE, REVIEW_PAGE_SIZE } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { orderCreateContentSchema } from '@bookdirect/gateway-sdk/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { idempotencyClaim, idempotently } from '../accounts/idempotency';
import { requireMember } from '../accounts/sessions';
import type { Clock } from '../clock';
import { defineEndpoint, ruleOptions } from '../http/endpoint';
import { ok, validationFailed } from '../http/envelope';
import { startCompletionJob } from './completion';
import { type ChangeRefundDesk, changeOrderDates, type DatesAnswer } from './dates';
import { type HoldDesk, startHoldSweeper } from './holds';
import { cancelOrder, reviewOrder } from './lifecycle';
import type { RefundDesk } from './lifecycle/cancel';
import { listHotelReviews } from './reviews';
import {
  type CreatedOrder,
  checkOrder,
  createOrder,
  listOrders,
  orderDetail,
  statusFilter,
} from './service';
import type { OrderSettings } from './settings';

/** What `POST /orders/main/` answers, and what its Idempotency-Key keeps. */
type BookedAnswer = Pick<CreatedOrder, 'pay_source_list'> & { order_id: string };

export interface OrderRoutesOptions {
  /** On top of `app.config.orders` (ORDER_HOLD_MINUTES, BOOKING_URL, ...). */
  settings?: Partial<OrderSettings>;
  clock?: Clock;
  /** The payments domain's side of a cancel's refund (app.ts wires it). */
  refunds?: RefundDesk & Partial<ChangeRefundDesk>;
  /** The payments domain's look at payments in flight before a hold ends (app.ts wires it). */
  holds?: HoldDesk;
}

/** Orders under /v1/u: price check, booking, My Trips and an order's detail. */
export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (app, options) => {
  const settings: OrderSettings = {
    ...app.config.orders,
    ...options.settings,
  };
  const clock = options.clock ?? app.clock;
  if (app.runJobs) {
    app.jobs.add(
      'holds',
      startHoldSweeper(app.db, {
        intervalMs: settings.sweepIntervalMs,
        clock,
        logger: app.log,
        desk: options.holds,
      }),
    );
    app.jobs.add('completion', startCompletionJob(app.db, { clock, logger: app.log }));
  }

  defineEndpoint(app, endpoints.orderCheck, {
    handler: async (request, { body: input }) => {
      const userId = await requireMember(request);
      const order = await checkOrder(app.db, {
        userId,
        sellerId: input.seller_id,
        content: input.content,
        amount: input.amount,
        credits: input.credits,
        now: clock(),
      });
      return ok({ order });
    },
  });

  defineEndpoint(app, endpoints.orderCreate, {
    idempotent: true,
    handler: async (request, { body: input }) => {
      const userId = await requireMember(request);
      // The body's rules checked `content` is a string; what it holds is checked here, once.
      let raw: unknown;
      try {
        raw = JSON.parse(input.content);
      } catch {
        throw validationFailed({ content: 'validation:invalid' });
      }
      const content = await orderCreateContentSchema.validate(raw, ruleOptions());
      const now = clock();
      const answer = await idempotently<BookedAnswer>(
        app.db,
        idempotencyClaim(request, userId),
        now,
        async (keep) => {
          const toAnswer = (created: CreatedOrder): BookedAnswer => ({
            order_id: created.orderId,
            pay_source_list: created.pay_source_list,
          });
          const created = await createOrder(
            app.db,
            {
              userId,
              source: input.source,
              content,
              amount: input.amount,
              credits: input.credits,
              mobile: input.mobile,
              telPrefix: input.tel_prefix,
              email: input.email,
              requests: input.requests ?? '',
              arrivalTime: input.arrival_time ?? '',
              partnerCode: input.partner_code,
              lang: request.lang,
              now,
              keep: keep && ((tx, booked) => keep(tx, toAnswer(booked))),
            },
            settings,
          );
          return toAnswer(created);
        },
      );
      return ok(answer);
    },
  });

  defineEndpoint(app, endpoints.orders, {
    handler: async (request, { query }) => {
      const userId = await requireMember(request);
      return ok(
        await listOrders(app.db, userId, {
          page: query.page ?? 1,
          num: query.num ?? ORDER_LIST_PAGE_SIZE,
          statuses: statusFilter(query),
          now: clock(),
        }),
      );
    },
  });

  defineEndpoint(app, endpoints.order, {
    handler: async (request) => {
      const userId = await requireMember(request);
      return ok(await orderDetail(app.db, userId, request.params.id ?? '', clock()));
    },
  });

  defineEndpoint(app, endpoints.orderCancel, {
    handler: async (request, { body }) => {
      const userId = await requireMember(request);
      const order = await cancelOrder(
        app.db,
        {
          userId,
          orderId: request.params.id ?? '',
          reasons: body.reasons,
          comment: body.comment,
          now: clock(),
          bookingUrl: settings.bookingUrl,
        },
        options.refunds,
      );
      return ok({ order });
    },
  });

  defineEndpoint(app, endpoints.orderDates, {
    idempotent: true,
    handler: async (request, { body }) => {
      const userId = await requireMember(request);
      const now = clock();
      const refunds = options.refunds;
      const answer = await idempotently<DatesAnswer>(
        app.db,
        idempotencyClaim(request, userId),
        now,
        (keep) =>
          changeOrderDates(
            app.db,
            {
              userId,
              orderId: request.params.id ?? '',
              startDay: Number(body.start_day),
              days: Number(body.days),
              amount: body.amount,
              now,
              bookingUrl: settings.bookingUrl,
              holdMinutes: settings.holdMinutes,
              keep,
            },
            refunds?.changeRefunded && {
              changeRefunded: (changeId) => refunds.changeRefunded?.(changeId),
            },
          ),
      );
      return ok(answer);
    },
  });

  defineEndpoint(app, endpoints.orderReview, {
    handler: async (request, { body }) => {
      const userId = await requireMember(request);
      return ok(
        await reviewOrder(app.db, {
          userId,
          orderId: request.params.id ?? '',
          score: body.score,
          content: body.content,
          now: clock(),
        }),
      );
    },
  });

  defineEndpoint(app, endpoints.hotelReviews, {
    contentTag: true,
    handler: async (_request, { query }) =>
      ok(
        await listHotelReviews(app.db, {
          hotelId: query.hotel_id,
          page: query.page ?? 1,
          nums: query.nums ?? REVIEW_PAGE_SIZE,
        }),
      ),
  });
};
