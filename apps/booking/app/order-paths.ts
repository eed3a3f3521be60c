/** My Trips, where the order pages go back to by default. */
export const MY_TRIPS = '/order_list';

/** The order page, with the way back it was given (none when that is plain My Trips). */
export function orderPath(orderId: string, from?: string): string {
  const query = new URLSearchParams({ orderId });
  if (from && from !== MY_TRIPS) query.set('from', from);
  return `/order/detail?${query}`;
}

/** The page's URL with `cancel` set or removed: the cancel button's no-JavaScript target. */
export function withCancel(search: string, on: boolean): string {
  const query = new URLSearchParams(search);
  if (on) query.set('cancel', '1');
  else query.delete('cancel');
  return `/order/detail?${query}`;
}
