import { ORDER_LIST_PAGE_SIZE } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { orderCreateContentSchema } from '@bookdirect/gateway-sdk/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, requireMember } from '../accounts/sessions';
import { defineEndpoint } from '../http/endpoint';
import { ok, validationFailed } from '../http/envelope';
import { checkOrder, createOrder, listOrders, orderDetail, statusFilter } from './service';
import { type Clock, type OrderSettings, orderSettingsFromEnv, systemClock } from './settings';

const yupOptions = { abortEarly: false, stripUnknown: true } as const;

export interface OrderRoutesOptions {
  /** Defaults from the environment (ORDER_HOLD_MINUTES, BOOKING_URL, ...). */
  settings?: Partial<OrderSettings>;
  clock?: Clock;
}

/** Orders under /v1/u: price check, booking, My Trips and an order's detail. */
export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (app, options) => {
  const settings: OrderSettings = {
    ...orderSettingsFromEnv(process.env),
    ...options.settings,
  };
  const clock = options.clock ?? systemClock;

  defineEndpoint(app, endpoints.orderCheck, {
    before: authenticate,
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
    before: authenticate,
    handler: async (request, { body: input }) => {
      const userId = await requireMember(request);
      // The body's rules checked `content` is a string; what it holds is checked here, once.
      let raw: unknown;
      try {
        raw = JSON.parse(input.content);
      } catch {
        throw validationFailed({ content: 'validation:invalid' });
      }
      const content = await orderCreateContentSchema.validate(raw, yupOptions);
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
          lang: request.lang,
          now: clock(),
        },
        settings,
      );
      return ok({ order_id: created.orderId, pay_source_list: created.pay_source_list });
    },
  });

  defineEndpoint(app, endpoints.orders, {
    before: authenticate,
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
};
