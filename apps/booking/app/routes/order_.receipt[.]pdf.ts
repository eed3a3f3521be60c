import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadKeptOrder, receiptOf } from '../receipt.server';
import { receiptPdfResponse } from '../receipt-pdf.server';

/** The receipt of the signed-in member's order as a PDF; another's or unknown: 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { order, lang } = await loadKeptOrder(request);
  return receiptPdfResponse(receiptOf(order, lang), order.orderId);
}
