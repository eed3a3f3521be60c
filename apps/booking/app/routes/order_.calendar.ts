import type { LoaderFunctionArgs } from '@remix-run/node';
import { calendarResponse, loadKeptOrder } from '../receipt.server';

/** The signed-in member's order as a calendar entry (`.ics`); another's or unknown: 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { order, lang } = await loadKeptOrder(request);
  return calendarResponse(order, lang);
}
