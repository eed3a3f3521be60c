import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadKeptOrder, receiptHtmlResponse, receiptOf } from '../receipt.server';

/** The receipt of the signed-in member's order, as a printable page; another's or unknown: 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { order, lang } = await loadKeptOrder(request);
  return receiptHtmlResponse(receiptOf(order, lang));
}
