import { expect, locales, signInAs, test } from './fixtures';
import { bookStay, createMember, futureStay, grantPoints, mailsTo, payInSandbox } from './stays';

/** Words of the cancel journeys in each language (the locales' own copy). */
const words = {
  en: {
    cancel: 'Cancel the booking',
    dialog: 'Cancel this booking?',
    reasonRequired: 'Please choose at least one reason.',
    tripCancelled: 'Trip cancelled',
    cheaper: 'Cheaper on other platforms',
    other: 'Other',
    comment: 'Comment (optional)',
    cancelledToast: 'Your booking is cancelled.',
    refundToast: /^Your booking is cancelled\. The refund of .+ is on its way\.$/,
    cancelled: 'Cancelled',
    refunded: /refunded on/,
    pointsBack: '100 points were returned to your balance.',
    chargeSummary: 'Charge summary',
    noPoints: 'None: a cancelled booking earns no points',
    pay: /^Pay /,
    check: 'Check',
    mailSubject: 'Booking cancelled',
  },
  zh: {
    cancel: '取消预订',
    dialog: '确定取消此预订吗？',
    reasonRequired: '请至少选择一个取消原因。',
    tripCancelled: '行程取消',
    cheaper: '其他平台更便宜',
    other: '其他',
    comment: '备注（选填）',
    cancelledToast: '您的预订已取消。',
    refundToast: /^您的预订已取消，.+ 的退款正在处理中。$/,
    cancelled: '已取消',
    refunded: /已于 .+ 退款/,
    pointsBack: '100 积分已退回您的账户。',
    chargeSummary: '费用明细',
    noPoints: '无：已取消的订单不获得积分',
    pay: /^支付 /,
    check: '查看',
    mailSubject: '订单已取消',
  },
} as const;

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`cancel a booking (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('an unpaid booking is cancelled from its page and My Trips says so', async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(90_000);
      const member = await createMember(request, `cancel-unpaid-${lang}`);
      const { orderId } = await bookStay(request, member, futureStay(info, lang));
      await signInAs(context, request, member);

      await page.goto('/order_list');
      await page.locator(`[data-order-id="${orderId}"]`).getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/order/detail\\?orderId=${orderId}`));
      await page.getByTestId('cancel-button').click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog).toBeVisible();

      // No reason: the dialog says one is needed and nothing is cancelled.
      await dialog.getByTestId('cancel-submit').click();
      await expect(dialog.getByText(w.reasonRequired)).toBeVisible();

      await dialog.getByRole('checkbox', { name: w.tripCancelled }).check();
      await dialog.getByTestId('cancel-submit').click();

      // Back where the traveller came from, with the toast, and the order is cancelled.
      await expect(page).toHaveURL(/\/order_list/);
      await expect(page.getByTestId('toast')).toContainText(w.cancelledToast);
      await expect(
        page.locator(`[data-order-id="${orderId}"]`).getByText(w.cancelled),
      ).toBeVisible();
      await page.goto(`/order/detail?orderId=${orderId}`);
      await expect(page.getByTestId('cancel-button')).toHaveCount(0);
      // A cancelled booking promises no points to earn, and says so.
      await page.getByText(w.chargeSummary).click();
      await expect(page.getByTestId('points-gain')).toHaveText(w.noPoints);
    });

    test('a paid booking is cancelled, refunded in full and its points come back', async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(120_000);
      const member = await createMember(request, `cancel-paid-${lang}`);
      await grantPoints(request, member.email, 1000);
      const { orderId } = await bookStay(request, member, futureStay(info, lang), {
        credits: 100,
        lang,
      });
      await signInAs(context, request, member);
      await payInSandbox(page, request, member, orderId, w.pay);

      await page.goto(`/order/detail?orderId=${orderId}`);
      await page.getByTestId('cancel-button').click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await dialog.getByRole('checkbox', { name: w.cheaper }).check();
      await dialog.getByRole('checkbox', { name: w.other, exact: true }).check();
      await dialog.getByLabel(w.comment).fill('Plans changed, sorry.');
      await dialog.getByTestId('cancel-submit').click();

      await expect(page.getByTestId('toast')).toHaveText(w.refundToast);
      // The sandbox confirms the refund at once; the page shows it once it is recorded.
      await expect(async () => {
        await page.goto(`/order/detail?orderId=${orderId}`);
        await expect(page.getByTestId('refund-status')).toContainText(w.refunded, {
          timeout: 1_000,
        });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByText(w.pointsBack)).toBeVisible();
      await expect(page.getByTestId('cancel-button')).toHaveCount(0);

      // One cancellation mail, in the booking's language, once the outbox has sent it.
      const cancelMails = async () =>
        (await mailsTo(request, member.email)).filter(
          (m) => m.subject.includes(orderId) && m.subject.includes(w.mailSubject),
        ).length;
      await expect.poll(cancelMails, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await cancelMails()).toBe(1);
    });
  });
}
