/** Where WeChat Pay of an order happens on this site (the page and its server both link it). */
export const wxPayPath = (orderId: string) => `/order/wxpay?orderId=${encodeURIComponent(orderId)}`;
