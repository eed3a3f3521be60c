/**
 * What the reviews page shows, as its address says it: `?hotel_id=` (the hotel picked),
 * `hidden=0|1` (shown or hidden ones; both when absent) and `page`.
 */
export interface ReviewsView {
  hotelId?: number;
  hidden?: 0 | 1;
  page: number;
}

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export function readReviewsView(params: URLSearchParams): ReviewsView {
  const hidden = params.get('hidden');
  return {
    hotelId: positive(params.get('hotel_id')),
    hidden: hidden === '0' ? 0 : hidden === '1' ? 1 : undefined,
    page: positive(params.get('page')) ?? 1,
  };
}

/** The page's address for a view (what the filter form and the page links lead to). */
export function reviewsHref(view: ReviewsView): string {
  const params = new URLSearchParams();
  if (view.hotelId !== undefined) params.set('hotel_id', String(view.hotelId));
  if (view.hidden !== undefined) params.set('hidden', String(view.hidden));
  if (view.page > 1) params.set('page', String(view.page));
  const search = params.toString();
  return search ? `/reviews?${search}` : '/reviews';
}
