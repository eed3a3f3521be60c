import { replyLangOf } from '@bookdirect/gateway-sdk/staff';
import { describe, expect, it } from 'vitest';
import { readReviewsView, reviewsHref } from '../app/reviews/view';

describe('the reviews page address', () => {
  it('keeps the hotel, shown or hidden and the page, and drops what it cannot read', () => {
    const view = readReviewsView(new URLSearchParams('hotel_id=12&hidden=1&page=3'));
    expect(view).toEqual({ hotelId: 12, hidden: 1, page: 3 });
    expect(reviewsHref(view)).toBe('/reviews?hotel_id=12&hidden=1&page=3');
    expect(readReviewsView(new URLSearchParams('hotel_id=x&hidden=2&page=-1'))).toEqual({
      hotelId: undefined,
      hidden: undefined,
      page: 1,
    });
    expect(reviewsHref({ hidden: 0, page: 1 })).toBe('/reviews?hidden=0');
    expect(reviewsHref({ page: 1 })).toBe('/reviews');
  });

  it('offers a reply in the language its text is written in', () => {
    expect(replyLangOf('感谢您的入住')).toBe('zh');
    expect(replyLangOf('Thank you, 王先生!')).toBe('zh');
    expect(replyLangOf('Merci beaucoup')).toBe('en');
    expect(replyLangOf('')).toBe('en');
  });
});
