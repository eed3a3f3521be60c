import { devices } from '@playwright/test';
import { expect, locales, signInAs, test, urls } from './fixtures';
import { bookStay, createMember, gatewayCall, payInSandbox, ymd } from './stays';

/**
 * Journeys that move the gateway's clock (`POST /dev/clock`, dev routes only): a paid stay
 * that ends, completes by the job, earns its points and lifts the member's level, then is
 * reviewed and shows on the hotel. The clock is the whole gateway's, so this file runs as a
 * project of its own after the others (playwright.config.ts), one test at a time.
 */

const words = {
  en: {
    pay: /^Pay /,
    toReview: 'To review',
    completed: /^Stay completed\. \d[\d,]* points were added to your balance\.$/,
    gold: 'Gold member',
    earned: 'Earned on a completed stay',
    expires: /^Expires /,
    thanks: 'Thank you! Your review is published on the hotel page.',
  },
  zh: {
    pay: /^支付 /,
    toReview: '待评价',
    completed: /^入住已完成，\d[\d,]* 积分已存入您的账户。$/,
    gold: '黄金会员',
    earned: '完成入住获得',
    expires: / 到期$/,
    thanks: '感谢您！您的评价已发布在酒店页面。',
  },
} as const;

const DAY_S = 86_400;

interface DevClock {
  now: number;
  offset_seconds: number;
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  await request.post(`${urls.gateway}/dev/clock`, { data: { offset_seconds: 0 } });
});

const screens = {
  desktop: devices['Desktop Chrome'].viewport,
  phone: { width: 375, height: 812 },
} as const;

for (const lang of ['en', 'zh'] as const) {
  for (const screen of ['desktop', 'phone'] as const) {
    const w = words[lang];

    test.describe(`a stay that ends (${lang}, ${screen})`, () => {
      test.use({ locale: locales[lang], viewport: screens[screen] });

      test('completes, earns points and a level, and its review shows on the hotel', async ({
        page,
        context,
        request,
      }) => {
        test.setTimeout(150_000);
        // The gateway's today, wherever earlier journeys left its clock.
        const clock = (await (await request.get(`${urls.gateway}/dev/clock`)).json()) as {
          data: DevClock;
        };
        const start = new Date((clock.data.now + 2 * DAY_S) * 1000);
        const stay = { enterDate: ymd(start), days: 5 };

        const member = await createMember(request, `stay-${lang}-${screen}`);
        const { orderId, hotelId } = await bookStay(request, member, stay);
        await signInAs(context, request, member);
        await payInSandbox(page, request, member, orderId, w.pay);

        // Past check-out (and a day more, whatever the hotel's time zone): the jobs run.
        const moved = await request.post(`${urls.gateway}/dev/clock`, {
          data: { advance_seconds: (2 + stay.days + 2) * DAY_S },
        });
        expect(((await moved.json()) as { rec: number }).rec).toBe(0);

        await page.goto('/order_list?tab=6');
        await expect(page.getByRole('link', { name: w.toReview })).toHaveAttribute(
          'aria-current',
          'page',
        );
        const card = page.locator(`[data-order-id="${orderId}"]`);
        await expect(card).toBeVisible();

        await page.goto(`/order/detail?orderId=${orderId}`);
        await expect(page.getByText(w.completed)).toBeVisible();

        // Five nights in twelve months: gold. The points page lists the stay's points.
        await page.goto('/user_credits');
        await expect(page.getByRole('main').getByText(w.gold).first()).toBeVisible();
        const entry = page.locator(`[data-order-id="${orderId}"]`).first();
        await expect(entry).toContainText(w.earned);
        await expect(entry.getByText(w.expires)).toBeVisible();
        await expect(entry.getByRole('link')).toHaveAttribute(
          'href',
          `/order/detail?orderId=${orderId}`,
        );

        // The review, from the order page, shows on the hotel.
        const text = `Quiet room, kind staff (${lang}-${screen}-${Date.now().toString(36)}) <b>not bold</b>`;
        await page.goto(`/order/detail?orderId=${orderId}#review`);
        const form = page.getByTestId('review-form');
        // The score's label is what a person clicks: the radio itself is drawn as a chip.
        await form.getByTestId('review-score').getByText('9', { exact: true }).click();
        await expect(form.getByTestId('review-score-9')).toBeChecked();
        await form.getByTestId('review-content').fill(text);
        await form.getByTestId('review-submit').click();
        await expect(page.getByTestId('toast')).toContainText(w.thanks);
        await expect(page.getByTestId('my-review')).toContainText(text);

        const answer = await gatewayCall<{ review_list: { content: string }[] }>(
          request,
          'GET',
          `/hotel/review/?hotel_id=${hotelId}&page=1&nums=20`,
        );
        expect(answer.data.review_list.map((r) => r.content)).toContain(text);
        await page.goto(`/hotel/detail?hotelId=${hotelId}`);
        // Shown as text: the markup in it is not markup on the page.
        await expect(page.getByText(text)).toBeVisible();
      });
    });
  }
}
