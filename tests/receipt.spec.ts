import { expectAccessible } from './axe';
import { expect, locales, signInAs, test, urls } from './fixtures';
import { bookStay, createMember, futureStay, gatewayGet, mailsTo, payInSandbox } from './stays';

/** Words of the journey in each language (the locales' own copy). */
const words = {
  en: {
    pay: /^Pay /,
    keep: 'Reaching the hotel',
    calendar: 'Add to calendar',
    receipt: 'Receipt',
    receiptPdf: 'Receipt (PDF)',
    paid: 'Paid',
    mailSubject: 'Booking confirmed',
  },
  zh: {
    pay: /^支付 /,
    keep: '联系酒店',
    calendar: '添加到日历',
    receipt: '收据',
    receiptPdf: '收据（PDF）',
    paid: '实付',
    mailSubject: '预订成功',
  },
} as const;

interface HotelInfo {
  name_en: string;
  name_cn: string;
  mobile: string;
  email: string;
  coord_x: number;
  coord_y: number;
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`what a traveller keeps (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test("the order page reaches the hotel and gives the stay's calendar file and receipts, to its member only", async ({
      page,
      context,
      request,
      browser,
    }, info) => {
      test.setTimeout(180_000);
      const member = await createMember(request, `receipt-${lang}`);
      const { orderId } = await bookStay(request, member, futureStay(info, lang), { lang });
      await signInAs(context, request, member);
      await payInSandbox(page, request, member, orderId, w.pay);

      const { order_hotel } = await gatewayGet<{
        order_hotel: {
          hotel_info: HotelInfo;
          policy: { check_in_policy: { check_in_time: string } };
        };
      }>(request, `/orders/main/${orderId}/`, member.token);
      const hotel = order_hotel.hotel_info;
      const hotelName = lang === 'zh' ? hotel.name_cn : hotel.name_en;

      await page.goto(`/order/detail?orderId=${orderId}`);
      const keep = page.getByRole('region', { name: w.keep });
      await expect(keep).toBeVisible();
      if (hotel.mobile) {
        await expect(keep.getByRole('link', { name: hotel.mobile })).toHaveAttribute(
          'href',
          /^tel:/,
        );
      }
      if (hotel.email) {
        await expect(keep.getByRole('link', { name: hotel.email })).toHaveAttribute(
          'href',
          `mailto:${hotel.email}`,
        );
      }
      await expect(keep).toContainText(order_hotel.policy.check_in_policy.check_in_time);

      // The calendar file: one event, from check-in to check-out, named after the hotel.
      const calendarHref = await keep.getByRole('link', { name: w.calendar }).getAttribute('href');
      // As the browser asks for it: in the page's language.
      const asBrowser = { headers: { 'accept-language': locales[lang] } };
      const ics = await page.request.get(calendarHref ?? '', asBrowser);
      expect(ics.headers()['content-type']).toContain('text/calendar');
      const entry = (await ics.text()).replace(/\r\n /g, '');
      expect(entry).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
      expect(entry).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
      expect(entry).toContain(`SUMMARY:${hotelName.replace(/([,;\\])/g, '\\$1')}`);

      // The receipt: a page of its own with the order and what was paid.
      await keep.getByRole('link', { name: w.receipt, exact: true }).click();
      await expect(page).toHaveURL(/\/order\/receipt\?orderId=/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.receipt);
      await expect(page.getByTestId('receipt-stay')).toContainText(orderId);
      await expect(page.getByTestId('receipt-amounts')).toContainText(w.paid);
      await expectAccessible(page, `receipt (${lang})`);

      const pdf = await page.request.get(`/order/receipt.pdf?orderId=${orderId}`, asBrowser);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const { PDFParse } = await import('pdf-parse');
      const { text } = await new PDFParse({ data: new Uint8Array(await pdf.body()) }).getText();
      expect(text).toContain(orderId);

      // The confirmation mail carries the hotel's details and the calendar file, once the
      // outbox has sent it (payment only queues it).
      const confirmations = async () =>
        (await mailsTo(request, member.email)).filter((m) => m.subject.includes(w.mailSubject));
      await expect.poll(async () => (await confirmations()).length, { timeout: 20_000 }).toBe(1);
      const [mail] = await confirmations();
      expect(mail?.text).toContain(order_hotel.policy.check_in_policy.check_in_time);
      if (hotel.mobile) expect(mail?.text).toContain(hotel.mobile);
      const withFiles = mail as unknown as { attachments: { content_type: string }[] };
      expect(withFiles.attachments.map((a) => a.content_type)).toEqual([
        expect.stringContaining('text/calendar'),
      ]);

      // Another member gets nothing of this order.
      const other = await createMember(request, `receipt-other-${lang}`);
      const otherContext = await browser.newContext({
        locale: locales[lang],
        baseURL: urls.booking,
      });
      try {
        await signInAs(otherContext, request, other);
        for (const path of ['/order/receipt', '/order/receipt.pdf', '/order/calendar']) {
          const answer = await otherContext.request.get(`${path}?orderId=${orderId}`);
          expect(answer.status(), path).toBe(404);
        }
      } finally {
        await otherContext.close();
      }
    });
  });
}
