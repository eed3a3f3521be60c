import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe';
import { docScreenshot } from './doc-screenshots';
import { expect, test, urls } from './fixtures';
import { addStaff, signInOffice, staffEmail, staffSession } from './staff';
import type { Answer } from './stays';

/**
 * Reviews in the office from an admin's browser: a review of a demo hotel hidden with a
 * reason leaves the traveller's hotel page (its count and score change at once), a reply
 * written in the office shows under its review on the hotel page; axe at the desk's and the
 * tablet's widths. Whatever the journey changed is put back at the end, so the demo hotel
 * keeps its reviews for the other journeys.
 */

interface Review {
  review_id: number;
  hotel_id: number;
  score: number;
  content: string;
  hidden: number;
  reply: string;
}

/** A staff call of the journey's own admin session. */
async function staffCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'PUT',
  path: string,
  data?: unknown,
): Promise<Answer<T>> {
  const response = await request.fetch(`${urls.gateway}/v1/s${path}`, {
    method,
    headers: { token },
    ...(data === undefined ? {} : { data }),
  });
  return (await response.json()) as Answer<T>;
}

/** The hotel's 0-5 score from its reviews' scores, as the gateway rounds it (one decimal). */
const scoreOf = (scores: number[]) => {
  const sum = scores.reduce((a, b) => a + b, 0);
  return (Math.floor((sum * 10 + scores.length) / (2 * scores.length)) / 10).toFixed(1);
};

test.describe('reviews in the office', () => {
  test('an admin hides a review and replies to another: the hotel page follows at once', async ({
    browser,
    page: traveller,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await staffSession(request);
    const run = Date.now().toString(36);

    // A demo hotel whose newest reviews are each of their own words, and where one of them
    // hidden changes the hotel's score.
    const all = await staffCall<{ review_list: Review[] }>(
      request,
      token,
      'GET',
      '/reviews/?hidden=0&nums=100',
    );
    expect(all.rec, all.msg).toBe(0);
    let hotelId = 0;
    let shown: Review[] = [];
    let target: Review | undefined;
    let other: Review | undefined;
    for (const id of new Set(all.data.review_list.map((r) => r.hotel_id))) {
      const list = await staffCall<{ review_list: Review[] }>(
        request,
        token,
        'GET',
        `/reviews/?hotel_id=${id}&hidden=0&nums=100`,
      );
      const reviews = list.data.review_list;
      const unique = reviews
        .slice(0, 5)
        .filter((r) => reviews.filter((o) => o.content === r.content).length === 1 && !r.reply);
      const scores = reviews.map((r) => r.score);
      const changes = unique.find(
        (r) =>
          scoreOf(scores) !==
          scoreOf(scores.filter((_, n) => reviews[n]?.review_id !== r.review_id)),
      );
      const second = unique.find((r) => r !== changes);
      if (reviews.length >= 3 && changes && second) {
        hotelId = id;
        shown = reviews;
        target = changes;
        other = second;
        break;
      }
    }
    if (!target || !other) throw new Error('no demo hotel fits the journey');
    const hidden = target;
    const answered = other;
    const before = scoreOf(shown.map((r) => r.score));
    const after = scoreOf(
      shown.filter((r) => r.review_id !== hidden.review_id).map((r) => r.score),
    );

    const admin = await addStaff(staffEmail('reviews-admin'), 'admin', {
      name: `Reviews Admin ${run}`,
      lang: 'en',
    });
    const { context, page } = await signInOffice(browser, request, admin);
    try {
      // The traveller sees the review and the hotel's score as they are.
      await traveller.goto(`/hotel/detail?hotelId=${hotelId}`);
      const reviewsSection = traveller.locator('#reviews');
      await expect(reviewsSection.getByText(hidden.content)).toBeVisible();
      await expect(traveller.locator('[data-score-label]').first()).toContainText(
        `Score ${before} out of 5`,
      );

      // The admin picks the hotel (kept in the address) and hides the review with a reason.
      await page.goto(`${urls.office}/reviews`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviews');
      await page.getByLabel('Hotel').selectOption(String(hotelId));
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]hotel_id=${hotelId}(&|$)`));
      const card = page.locator(`[data-testid="review-card"][data-review="${hidden.review_id}"]`);
      await expect(card).toContainText(hidden.content);
      await card.getByText('Hide', { exact: true }).click();
      // A reason is required.
      await card.getByRole('button', { name: 'Hide the review' }).click();
      await expect(card.getByText('Please say why the review is hidden.')).toBeVisible();
      await card.getByLabel('Why hide it').fill(`Names a member of staff (${run})`);
      await card.getByRole('button', { name: 'Hide the review' }).click();
      await expect(card.getByRole('status')).toContainText('Hidden');
      await expect(card.getByTestId('review-hidden-line')).toContainText(`Reviews Admin ${run}`);
      await expect(card.getByTestId('review-hidden-line')).toContainText(
        `Names a member of staff (${run})`,
      );
      await expect(card.getByRole('button', { name: 'Show again' })).toBeVisible();

      // The hotel page: the review is gone, the count and the score follow.
      await traveller.goto(`/hotel/detail?hotelId=${hotelId}`);
      await expect(reviewsSection.getByText(hidden.content)).toHaveCount(0);
      await expect(traveller.locator('[data-score-label]').first()).toContainText(
        `Score ${after} out of 5`,
      );
      await expect(reviewsSection.getByText(`${shown.length - 1} reviews`)).toBeVisible();

      // A reply written in the office shows under its review, as written.
      const replyText = `Thank you for staying with us! (${run})`;
      const replied = page.locator(
        `[data-testid="review-card"][data-review="${answered.review_id}"]`,
      );
      await replied.getByText('Reply', { exact: true }).click();
      await replied.getByLabel(/^Reply to /).fill(replyText);
      await expect(replied.getByLabel('Language of the reply')).toHaveValue('en');
      await replied.getByRole('button', { name: 'Save the reply' }).click();
      await expect(replied.getByRole('status')).toContainText('Reply saved');
      await expect(replied.getByTestId('review-reply')).toContainText(replyText);

      await traveller.goto(`/hotel/detail?hotelId=${hotelId}`);
      const item = reviewsSection.getByRole('listitem').filter({ hasText: answered.content });
      await expect(item.getByRole('heading', { name: 'Reply from the hotel' })).toBeVisible();
      await expect(item.getByText(replyText)).toHaveAttribute('lang', 'en');

      // The page passes axe at the desk's and the tablet's widths, and fits a phone.
      for (const width of [1280, 768]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${urls.office}/reviews?hotel_id=${hotelId}`);
        await expectAccessible(page, `reviews at ${width}`);
        if (width === 1280) {
          await page.screenshot({ path: docScreenshot('office-reviews-en.png') });
        }
      }
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${urls.office}/reviews?hotel_id=${hotelId}&hidden=1`);
      await expect(
        page.locator(`[data-testid="review-card"][data-review="${hidden.review_id}"]`),
      ).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
      // The desk of the same hotel is not allowed on the page.
      const desk = await addStaff(staffEmail('reviews-desk'), 'desk', {
        hotels: [hotelId],
        lang: 'en',
      });
      const deskBrowser = await signInOffice(browser, request, desk);
      const refused = await deskBrowser.page.goto(`${urls.office}/reviews?hotel_id=${hotelId}`);
      expect(refused?.status()).toBe(403);
      await expect(
        deskBrowser.page.getByText('Your role does not include this page.'),
      ).toBeVisible();
      await deskBrowser.context.close();
    } finally {
      await staffCall(request, token, 'PUT', `/reviews/${hidden.review_id}/show/`, {});
      await staffCall(request, token, 'PUT', `/reviews/${answered.review_id}/reply/`, {
        content: '',
      });
      await context.close();
    }
  });
});
