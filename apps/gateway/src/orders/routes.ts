import { ALL_ORDER_STATUS_IDS, ORDER_LIST_PAGE_SIZE } from '@bookdirect/gateway-sdk';
import {
  orderCheckBody,
  orderCreateBody,
  orderCreateContentSchema,
  orderListQuery,
} from '@bookdirect/gateway-sdk/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, requireMember } from '../accounts/sessions';
import { defineEndpoint } from '../http/endpoint';
import { ok, validationFailed } from '../http/envelope';
import type { JsonSchema, ObjectSchema } from '../http/schemas';
import { enabledPaySources, paymentSettingsFromEnv } from '../payments/settings';
import { checkOrder, createOrder, listOrders, orderDetail, statusFilter } from './service';
import { type Clock, type OrderSettings, orderSettingsFromEnv, systemClock } from './settings';

const TAGS = ['orders'] as const;
const yupOptions = { abortEarly: false, stripUnknown: true } as const;

export interface OrderRoutesOptions {
  /** Defaults from the environment (ORDER_HOLD_MINUTES, BOOKING_URL, ...). */
  settings?: Partial<OrderSettings>;
  clock?: Clock;
}

const members =
  'Needs the `token` header of a live session; without one the answer is rec 3 ' +
  '`errors:session_expired`.';

const int = (description?: string): JsonSchema => ({
  type: 'integer',
  ...(description ? { description } : {}),
});
const num = (description?: string): JsonSchema => ({
  type: 'number',
  ...(description ? { description } : {}),
});
const str = (description?: string): JsonSchema => ({
  type: 'string',
  ...(description ? { description } : {}),
});
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
});
const dayPrice = object({ day: int('`YYYYMMDD`'), price: num() });

const contentProperties = {
  start_day: int('First night, `YYYYMMDD`'),
  days: int('Nights, 1-90'),
  hotel_id: int(),
  hotel_room_type_id: int(),
  nums: int('Rooms, 1-9 (default 1)'),
} as const;

const orderCheckData = object({
  amount: num('Room total for the stay (every night, every room) in `currency`'),
  pay_credits: int('Points that will be spent'),
  credits_amount: num('The part of `amount` those points cover'),
  credits_use_max: int(
    'Largest multiple of 100 within the balance that does not go past covering the amount',
  ),
  credits: int("The member's balance"),
  pay_amount: num('`amount - credits_amount`, never below 0'),
  currency: int(),
  symbol: str(),
  price: { type: 'array', items: dayPrice, description: "One room's nightly prices" },
  cancel_expire_time: int('Free cancellation until then (seconds since the epoch)'),
  credits_gain: int('Points the stay earns when it completes (0 for non-standard rates)'),
});

const names = object({ name_cn: str(), name_en: str() });
const orderListItem = object({
  order_id: str('20 characters, random'),
  status: int('1 unpaid, 2 paid, 6 completed, 8 reviewed, 9 cancelled'),
  source: int(),
  amount: num(),
  pay_credits: int(),
  credits_amount: num(),
  pay_amount: num(),
  currency: int(),
  symbol: str(),
  create_time: int(),
  cancel_expire_time: int(),
  expire_time: int("End of an unpaid order's hold; 0 otherwise"),
  hotel_status: int('2 while check-in is open, 4 checked in, 0 otherwise'),
  credits_gain: int(),
  snapshoot: object({ hotel: names, room_type: names, start_day: int(), end_day: int() }),
});

const orderHotel = object({
  hotel_id: int(),
  start_day: int(),
  end_day: int(),
  days: int(),
  nums: int(),
  guests: { type: 'array', items: object({ first_name: str(), last_name: str() }) },
  assign_rooms: {
    type: 'array',
    items: object({ no: str(), hotel_room_id: int(), order_group_no: str() }),
  },
  hotel_info: object({ name_cn: str(), name_en: str(), address_cn: str(), address_en: str() }),
  hotel_room_type_info: object({
    name_cn: str(),
    name_en: str(),
    adult_nums: int(),
    image_key: str(),
    price: { type: 'array', items: dayPrice },
  }),
  policy: object({ check_in_policy: object({ check_in_time: str(), check_out_time: str() }) }),
});

const checkBody: ObjectSchema = {
  type: 'object',
  properties: {
    seller_id: int('The hotel group (1 for the demo brand)'),
    source: int('1 web, 2 mobile web, 3 WeChat'),
    content: { type: 'object', properties: contentProperties },
    amount: num('The floored room total the page showed'),
    credits: int('Points to spend: 0, or at least 100 (rounded down to a multiple of 100)'),
  },
};

const createBody: ObjectSchema = {
  type: 'object',
  properties: {
    source: int('1 web, 2 mobile web, 3 WeChat'),
    content: str(
      'JSON string: `{start_day, days, hotel_id, hotel_room_type_id, nums, user_folks: [user_folks_id]}`',
    ),
    amount: num('The floored room total the page showed'),
    mobile: str('Contact phone'),
    tel_prefix: str('`+86`'),
    email: str('Contact e-mail; the confirmation goes there'),
    credits: int('Points to spend'),
    store_id: str("The hotel's store id from its detail (the gateway keeps its own)"),
    needLogin: int('1'),
  },
};

/** Orders under /v1/u: price check, booking, My Trips and an order's detail. */
export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (app, options) => {
  const settings: OrderSettings = {
    ...orderSettingsFromEnv(process.env),
    // One entry per payment method the gateway can serve: WeChat Pay joins when configured.
    paySources: enabledPaySources(paymentSettingsFromEnv(process.env, app.config)),
    ...options.settings,
  };
  const clock = options.clock ?? systemClock;

  defineEndpoint(app, 'POST /orders/check/', {
    summary: 'Price a stay before booking',
    description:
      'Prices every night from the catalogue. rec 6 `errors:insufficient_room_stock` when a ' +
      'night has no price or fewer than `nums` rooms; rec 6 `orders:price_changed` with the ' +
      'fresh figures in `data.order` when the floored total differs from `amount`; rec 6 ' +
      '`account:credits_insufficient` for points beyond the balance. 100 points are worth ' +
      "1 CNY at the current rate, rounded down to the currency's minor unit; `credits` is " +
      'rounded down to a multiple of 100 and capped at `credits_use_max`. ' +
      members,
    tags: TAGS,
    body: checkBody,
    rules: { body: orderCheckBody },
    before: authenticate,
    data: object({ order: orderCheckData }),
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

  defineEndpoint(app, 'POST /orders/main/', {
    summary: 'Book a stay',
    description:
      'Checks the guests are saved guests of the member (rec 2 `validation:save_guest_information`) ' +
      'and at most `nums x adult_nums` (rec 2 `validation:maximum_guest`), re-prices like the ' +
      "check (the same rec 6 answers), then in one transaction takes every night's rooms, " +
      `spends the points and writes the order. An unpaid order holds them ${settings.holdMinutes} ` +
      'minutes, then expires to 9 and gives them back. When points cover the whole amount the ' +
      'order is paid at once (status 2) and the confirmation is mailed. ' +
      members,
    tags: TAGS,
    body: createBody,
    rules: { body: orderCreateBody },
    before: authenticate,
    data: object({
      order_id: str(),
      pay_source_list: {
        type: 'array',
        items: object({
          pay_source: int('11 PayPal (sandbox by default), 21 WeChat Pay'),
          pay_amount: num(),
        }),
      },
    }),
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

  defineEndpoint(app, 'GET /orders/main/', {
    summary: 'My Trips',
    description:
      `The member's own orders, newest first, \`num\` per page (default ${ORDER_LIST_PAGE_SIZE}). ` +
      `\`status\` is a tab (0 all, 1, 2, 9); \`status_ids\` a list such as \`${ALL_ORDER_STATUS_IDS.join(',')}\`. ` +
      members,
    tags: TAGS,
    querystring: {
      type: 'object',
      properties: {
        page: int('From 1'),
        num: int(`Per page, 1-100 (default ${ORDER_LIST_PAGE_SIZE})`),
        status: int('0 all, or one status'),
        status_ids: str('Comma-separated statuses, e.g. `1,2,6,8,9`'),
      },
    },
    rules: { query: orderListQuery },
    before: authenticate,
    data: object({ order_list: { type: 'array', items: orderListItem }, total: int() }),
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

  defineEndpoint(app, 'GET /orders/main/{id}/', {
    summary: 'An order',
    description:
      "The order and its stay. Another member's order answers rec 5 `orders:order_not_found`, " +
      `exactly like one that does not exist. ${members}`,
    tags: TAGS,
    params: { type: 'object', required: ['id'], properties: { id: str('`order_id`') } },
    data: object({ order: orderListItem, order_hotel: orderHotel }),
    handler: async (request) => {
      const userId = await requireMember(request);
      return ok(await orderDetail(app.db, userId, request.params.id ?? '', clock()));
    },
  });
};
