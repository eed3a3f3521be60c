import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, locales, signInAs, test } from './fixtures';
import {
  amount,
  bookStay,
  createMember,
  futureStay,
  gatewayGet,
  mailsTo,
  payInSandbox,
} from './stays';

/** Words of the journey in each language (the locales' own copy). */
const words = {
  en: {
    pay: /^Pay /,
    panel: 'Change dates',
    seePrice: 'See the price',
    payMore: /^You pay .+ more\.$/,
    refund: /^.+ will be refunded\.$/,
    confirm: 'Change to these dates',
    pending: 'New dates waiting for payment',
    payDifference: /^Pay the difference/,
    fourNights: '(4 nights)',
    refundToast: /The refund of .+ is on its way\./,
    mailSubject: 'Dates changed',
    mailPaid: 'Paid for the change',
    mailRefund: 'Refunded for the change',
  },
  zh: {
    pay: /^支付 /,
    panel: '更改日期',
    seePrice: '查看价格',
    payMore: /^您需补付 .+。$/,
    refund: /^将退还 .+。$/,
    confirm: '确认更改为这些日期',
    pending: '新日期待支付',
    payDifference: /^支付差价/,
    fourNights: '（4 晚）',
    refundToast: /退款/,
    mailSubject: '日期已更改',
    mailPaid: '改期补付',
    mailRefund: '改期退款',
  },
} as const;

interface OrderAnswer {
  order: {
    status: number;
    amount: number;
    change: { pay_amount: number } | null;
    snapshoot: { start_day: number; end_day: number };
  };
}

const iso = (day: number) => {
  const text = String(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
};

/** The day `n` days after `day` (`YYYYMMDD`). */
function addDays(day: number, n: number): number {
  const date = new Date(
    Date.UTC(Math.floor(day / 10000), (Math.floor(day / 100) % 100) - 1, day % 100),
  );
  date.setUTCDate(date.getUTCDate() + n);
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/** Asks the order page for the price of new dates, as its date form does, and answers the quote. */
async function quoteDates(
  page: Page,
  orderId: string,
  start: number,
  days: number,
  lang: 'en' | 'zh',
) {
  const w = words[lang];
  await page.goto(`/order/detail?orderId=${orderId}`);
  const panel = page.getByRole('region', { name: w.panel });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: w.seePrice })).toBeVisible();
  await page.goto(
    `/order/detail?orderId=${orderId}&change_in=${iso(start)}&change_out=${iso(addDays(start, days))}`,
  );
  const quote = page.getByTestId('change-quote-result');
  await expect(quote).toBeVisible();
  return quote;
}

/**
 * A member with a paid booking of `days` nights, signed in on the page, and the order as
 * booked; in a room type with rooms free for `growsTo` nights when the stay will grow.
 */
async function paidStay(
  { page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext },
  info: TestInfo,
  lang: 'en' | 'zh',
  name: string,
  days: number,
  growsTo?: number,
) {
  const member = await createMember(request, `${name}-${lang}`);
  const stay = futureStay(info, lang, { days });
  const { orderId } = await bookStay(request, member, stay, { lang, growsTo });
  await signInAs(context, request, member);
  await payInSandbox(page, request, member, orderId, words[lang].pay);
  const before = await gatewayGet<OrderAnswer>(request, `/orders/main/${orderId}/`, member.token);
  return { member, stay, orderId, before };
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`change the dates of a booking (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('a longer stay waits for its difference, which is paid like the booking and moves it', async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(240_000);
      const { member, stay, orderId, before } = await paidStay(
        { page, context, request },
        info,
        lang,
        'dates-up',
        2,
        4,
      );

      // Two more nights after the ones booked: the same nights stay taken, the total grows.
      const quote = await quoteDates(page, orderId, stay.enterDate, 4, lang);
      const difference = quote.getByTestId('change-difference');
      await expect(difference).toHaveText(w.payMore);
      const newTotal = amount(await quote.getByTestId('change-new-total').textContent());
      expect(newTotal).toBeGreaterThan(before.order.amount);
      await expectAccessible(page, `change quote (${lang})`);
      await quote.getByRole('button', { name: w.confirm }).click();

      // Held: the page says what to pay and until when; the booking keeps its dates meanwhile.
      const pending = page.getByTestId('change-pending');
      await expect(pending.getByRole('heading', { name: w.pending })).toBeVisible();
      const held = await gatewayGet<OrderAnswer>(request, `/orders/main/${orderId}/`, member.token);
      expect(held.order.snapshoot.end_day).toBe(stay.leaveDate);
      expect(held.order.change?.pay_amount).toBeGreaterThan(0);

      // Paid on the same checkout as the booking: the order moves.
      await pending.getByRole('button', { name: w.payDifference }).click();
      // The checkout names the stay being paid for: the new one.
      await expect(page.getByText(w.fourNights)).toBeVisible();
      await page.getByRole('button', { name: w.pay }).click();
      await expect(page).toHaveURL(/payment=success/);
      await expect
        .poll(async () => {
          const now = await gatewayGet<OrderAnswer>(
            request,
            `/orders/main/${orderId}/`,
            member.token,
          );
          return [now.order.snapshoot.end_day, now.order.change];
        })
        .toEqual([addDays(stay.enterDate, 4), null]);
      const moved = await gatewayGet<OrderAnswer>(
        request,
        `/orders/main/${orderId}/`,
        member.token,
      );
      expect(moved.order).toMatchObject({ status: 2, amount: newTotal });
      expect(moved.order.snapshoot.start_day).toBe(stay.enterDate);

      await page.goto(`/order/detail?orderId=${orderId}`);
      await expect(page.getByTestId('change-pending')).toHaveCount(0);

      // The mail says what changed and what was paid for it.
      await expect
        .poll(async () =>
          (await mailsTo(request, member.email)).filter((m) => m.subject.includes(w.mailSubject)),
        )
        .toHaveLength(1);
      const [mail] = (await mailsTo(request, member.email)).filter((m) =>
        m.subject.includes(w.mailSubject),
      );
      expect(mail?.text).toContain(w.mailPaid);
    });

    test('a shorter stay moves at once and the difference is refunded', async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(180_000);
      const { member, stay, orderId, before } = await paidStay(
        { page, context, request },
        info,
        lang,
        'dates-down',
        3,
      );

      // The first night only: a subset of the nights booked, so the total falls.
      const quote = await quoteDates(page, orderId, stay.enterDate, 1, lang);
      await expect(quote.getByTestId('change-difference')).toHaveText(w.refund);
      const newTotal = amount(await quote.getByTestId('change-new-total').textContent());
      expect(newTotal).toBeLessThan(before.order.amount);
      await quote.getByRole('button', { name: w.confirm }).click();

      await expect(page.getByTestId('toast')).toContainText(w.refundToast);
      const moved = await gatewayGet<OrderAnswer>(
        request,
        `/orders/main/${orderId}/`,
        member.token,
      );
      expect(moved.order).toMatchObject({ status: 2, amount: newTotal, change: null });
      expect(moved.order.snapshoot).toMatchObject({
        start_day: stay.enterDate,
        end_day: addDays(stay.enterDate, 1),
      });

      await expect
        .poll(async () =>
          (await mailsTo(request, member.email)).filter((m) => m.subject.includes(w.mailSubject)),
        )
        .toHaveLength(1);
      const [mail] = (await mailsTo(request, member.email)).filter((m) =>
        m.subject.includes(w.mailSubject),
      );
      expect(mail?.text).toContain(w.mailRefund);
    });
  });
}
