import type {
  IdType,
  OrderCheck,
  OrderCheckBody,
  OrderContent,
  OrderCreateBody,
  OrderGuest,
  OrderHotel,
  OrderListItem,
  OrderListQuery,
  OrderPayBody,
  OrderPayData,
  OrderSnapshot,
  PaySourceAmount,
  UserFolk,
  UserFolkInput,
} from './wire/orders';

/**
 * Saved guests, orders and payment: the types of `wire/orders` (where each shape is declared
 * once, with its descriptions) and the order statuses.
 */
export type {
  IdType,
  OrderCheck,
  OrderCheckBody,
  OrderContent,
  OrderCreateBody,
  OrderGuest,
  OrderHotel,
  OrderListItem,
  OrderListQuery,
  OrderPayBody,
  OrderPayData,
  OrderSnapshot,
  PaySourceAmount,
  UserFolk,
  UserFolkInput,
};

/** 1 unpaid, 2 paid (upcoming), 6 completed (pending review), 8 reviewed, 9 cancelled. */
export const OrderStatus = {
  unpaid: 1,
  paid: 2,
  completed: 6,
  reviewed: 8,
  cancelled: 9,
} as const;
export type OrderStatusId = (typeof OrderStatus)[keyof typeof OrderStatus];

export interface OrderEndpoints {
  'GET /user/folks/': { query: undefined; body: undefined; data: { user_folks_list: UserFolk[] } };
  'POST /user/folks/': { query: undefined; body: UserFolkInput; data: { user_folks_id: number } };
  'PUT /user/folks/{id}/': {
    query: undefined;
    body: UserFolkInput;
    data: { user_folks_id: number };
  };
  'POST /orders/check/': { query: undefined; body: OrderCheckBody; data: { order: OrderCheck } };
  'POST /orders/main/': {
    query: undefined;
    body: OrderCreateBody;
    data: { order_id: string; pay_source_list: PaySourceAmount[] };
  };
  'POST /orders/pay/': {
    query: undefined;
    body: OrderPayBody;
    data: OrderPayData;
  };
  'GET /orders/main/': {
    query: OrderListQuery | undefined;
    body: undefined;
    data: { order_list: OrderListItem[]; total: number };
  };
  'GET /orders/main/{id}/': {
    query: undefined;
    body: undefined;
    data: { order: OrderListItem; order_hotel: OrderHotel };
  };
}
