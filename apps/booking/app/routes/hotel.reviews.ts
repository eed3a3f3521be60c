import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { loadReviews, type ReviewsView } from '../detail.server';
import { shell } from '../shell.server';

/**
 * Resource route of the hotel page's reviews: `GET /hotel/reviews?hotelId&page` answers one
 * page of them as JSON, for "show more" to add in place. Without JavaScript the same link
 * reloads the hotel page on that page (`reviewPage`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const hotelId = Number(url.searchParams.get('hotelId'));
  const page = Number(url.searchParams.get('page') ?? '1');
  if (!Number.isSafeInteger(hotelId) || hotelId <= 0 || !Number.isSafeInteger(page) || page < 1) {
    return json({ page, reviews: undefined as ReviewsView | undefined });
  }
  // undefined: the gateway could not answer, and the page offers to try again.
  return json({ page, reviews: await loadReviews(shell.gatewayFor(request), hotelId, page) });
}
