import { Reviews } from '@bookdirect/booking-ui';
import { useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { ReviewsView } from '../../detail.server';
import type { loader as reviewsLoader } from '../../routes/hotel.reviews';

/**
 * The reviews section: the loader's page, and "show more" adding the next pages in place
 * through the resource route. The same link without JavaScript reloads this page on the
 * next page of reviews.
 */
export function HotelReviews({ hotelId, first }: { hotelId: number; first: ReviewsView }) {
  const location = useLocation();
  const fetcher = useFetcher<typeof reviewsLoader>();
  const [pages, setPages] = useState<ReviewsView[]>([first]);
  const [failed, setFailed] = useState(false);
  const last = pages[pages.length - 1] ?? first;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || fetcher.data.page !== last.page + 1) return;
    const next = fetcher.data.reviews;
    if (next) setPages((current) => [...current, next]);
    else setFailed(true);
  }, [fetcher.state, fetcher.data, last.page]);

  // A review written while the traveller reads moves the pages by one: show it once.
  const byId = new Map(pages.flatMap((page) => page.reviews).map((r) => [r.id, r] as const));
  const reviews = [...byId.values()];
  const params = new URLSearchParams(location.search);
  params.set('reviewPage', String(last.page + 1));
  return (
    <Reviews
      total={first.total}
      average={first.average}
      reviews={reviews}
      moreHref={last.hasMore ? `/hotel/detail?${params}#reviews` : undefined}
      moreState={fetcher.state !== 'idle' ? 'loading' : failed ? 'failed' : 'idle'}
      onMore={() => {
        setFailed(false);
        fetcher.load(`/hotel/reviews?hotelId=${hotelId}&page=${last.page + 1}`);
      }}
    />
  );
}
