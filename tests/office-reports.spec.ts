import { readFile } from 'node:fs/promises';
import { expectAccessible } from './axe';
import { docScreenshot } from './doc-screenshots';
import { expect, locales, test, urls, waitingForHydration } from './fixtures';
import { addStaff, signInThroughPage, staffCall, staffEmail, staffSession } from './staff';

/**
 * The reports of the back office from a hotel manager's browser: a hand-made month far ahead
 * (20 months, which no other journey books and the demo calendar does not reach) gets three
 * platform bookings on known nights; the manager's report of that month, by day and by month,
 * shows the occupancy and the ADR the journey computes from its own orders, and so does its
 * CSV export; the group is not theirs to choose; axe at the desk's and the tablet's widths.
 */

interface StaffHotels {
  hotel_list: {
    hotel_id: number;
    room_types: { hotel_room_type_id: number; rooms: number }[];
  }[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month 20 months from now: its `YYYY-MM-DD` days and how many. */
function farMonth() {
  const first = new Date();
  first.setDate(1);
  first.setMonth(first.getMonth() + 20);
  const year = first.getFullYear();
  const month = first.getMonth() + 1;
  const days = new Date(year, month, 0).getDate();
  const day = (d: number) => `${year}-${pad(month)}-${pad(d)}`;
  return { day, from: day(1), to: day(days), days };
}

/** The stays of the month: first night, nights, rooms, amount paid on the platform. */
const STAYS = [
  { night: 3, nights: 2, rooms: 1, amount: 300 },
  { night: 10, nights: 1, rooms: 2, amount: 500 },
  { night: 20, nights: 4, rooms: 1, amount: 480 },
];

/** As the office writes a ratio: `27.1%`. The gateway rounds it to 4 decimals first. */
const percent = (ratio: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.round(ratio * 10000) / 10000);

/** An amount's figure as the office writes it, without the symbol: `160.00`, `¥160` → `160`. */
const figure = (amount: number, digits: number) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);

test.describe('the reports', () => {
  test("a manager's month shows the occupancy and ADR of its own orders, on the page and in the CSV", async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await staffSession(request);
    const month = farMonth();

    // A hotel with a room type of at least two rooms; all its rooms in service count.
    const { hotel_list } = await staffCall<StaffHotels>(request, token, 'GET', '/hotels/');
    const hotels = hotel_list
      .filter((hotel) => hotel.room_types.some((type) => type.rooms >= 2))
      .sort(() => Math.random() - 0.5);
    const hotel = hotels[0];
    if (!hotel) throw new Error('no hotel with a room type of two rooms');
    const type = hotel.room_types.find((one) => one.rooms >= 2) as {
      hotel_room_type_id: number;
      rooms: number;
    };
    const rooms = hotel.room_types.reduce((sum, one) => sum + one.rooms, 0);

    // The month's nights are for sale, then the platform's three bookings arrive.
    await staffCall(request, token, 'PUT', '/calendar/', {
      room_type_id: type.hotel_room_type_id,
      from: month.from,
      to: month.to,
      price: 100,
      rest_nums: type.rooms,
    });
    const number =
      `E2E-REPORT-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    const imported = await staffCall<{ report: { outcome: string; reason: string }[] }>(
      request,
      token,
      'POST',
      '/checkin/ota-orders/',
      {
        reservations: STAYS.map((stay, index) => ({
          platform: 'Booking.com',
          platform_order_no: `${number}-${index}`,
          hotel: hotel.hotel_id,
          room_type: type.hotel_room_type_id,
          check_in: month.day(stay.night),
          check_out: month.day(stay.night + stay.nights),
          guest_name: 'Report Journey',
          email: `${number.toLowerCase()}-${index}@example.com`,
          phone: '210 555 0199',
          tel_prefix: '+30',
          rooms: stay.rooms,
          amount: stay.amount,
        })),
      },
    );
    for (const line of imported.report) expect(line.outcome, line.reason).toBe('imported');

    // What the report must say, from the journey's own orders.
    const sold = STAYS.reduce((sum, stay) => sum + stay.rooms * stay.nights, 0);
    const revenue = STAYS.reduce((sum, stay) => sum + stay.amount, 0);
    const occupancy = sold / (rooms * month.days);
    const adr = revenue / sold;

    const manager = await addStaff(staffEmail('reports-manager'), 'manager', {
      hotels: [hotel.hotel_id],
      name: `Manager ${Date.now().toString(36)}`,
      lang: 'en',
    });
    const context = await browser.newContext({
      locale: locales.en,
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = waitingForHydration(await context.newPage());
    // The charts the browser takes over are the ones the server drew: no hydration error.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await signInThroughPage(page, manager);

    // By day: the totals, and the night of the two-room stay in the occupancy's table.
    await page.goto(`${urls.office}/reports`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
    await expect(
      page.getByLabel('Hotel').locator('option', { hasText: 'The whole group' }),
    ).toHaveCount(0);
    await page.getByLabel('Hotel').selectOption(String(hotel.hotel_id));
    await page.getByLabel('From').fill(month.from);
    await page.getByLabel('To (included)').fill(month.to);
    await page.getByLabel('Periods').selectOption('day');
    await page.getByRole('button', { name: 'Show the report' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/reports\\?hotel_id=${hotel.hotel_id}&from=${month.from}`),
    );
    const subject = (await page.getByTestId('report-subject').textContent()) ?? '';
    const digits = /money in JPY/.test(subject) ? 0 : 2;
    await expect(page.getByTestId('report-total-occupancy-value')).toHaveText(percent(occupancy));
    await expect(page.getByTestId('report-total-occupancy')).toContainText(
      `${sold} of ${figure(rooms * month.days, 0)} room-nights sold`,
    );
    await expect(page.getByTestId('report-total-adr-value')).toContainText(
      figure(Math.round(adr * 10 ** digits) / 10 ** digits, digits),
    );
    await expect(page.getByTestId('report-total-room_revenue-value')).toContainText(
      figure(revenue, digits),
    );
    const dayRows = page.getByTestId('report-occupancy-table').locator('tbody tr');
    await expect(dayRows).toHaveCount(month.days);
    await expect(dayRows.nth(9).locator('td')).toHaveText(percent(2 / rooms));
    await expect(dayRows.nth(0).locator('td')).toHaveText(percent(0));
    // Platform imports count as the website's.
    const web = page.getByTestId('report-channels-table').locator('tbody tr').first();
    await expect(web.locator('th')).toHaveText('Website');
    await expect(web.locator('td').nth(2)).toHaveText(String(sold));
    // Every chart is an image the server drew, with its summary.
    await expect(page.locator('figure svg[role="img"]')).toHaveCount(5);
    const html = await (await context.request.get(page.url())).text();
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Occupancy per period/);
    await page.screenshot({ path: docScreenshot('office-reports-day.png'), fullPage: false });

    // The CSV of the same address: the month's totals line.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('reports-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `report-hotel-${hotel.hotel_id}-${month.from}-${month.to}.csv`,
    );
    const csv = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(
      /^Period start,Period end,Room-nights available,Room-nights sold,Occupancy \(%\)/,
    );
    // Header, the days, the totals, a gap, the channels' header, web, mobile, WeChat (no
    // partner sold here) and the last line's end.
    expect(lines).toHaveLength(1 + month.days + 1 + 1 + 1 + 3 + 1);
    const totals = (lines[1 + month.days] ?? '').split(',');
    expect(totals.slice(0, 8)).toEqual([
      'Total',
      '',
      String(rooms * month.days),
      String(sold),
      String(Math.round(occupancy * 10000) / 100),
      String(revenue),
      String(Math.round(adr * 10 ** digits) / 10 ** digits),
      String(Math.round((revenue / (rooms * month.days)) * 10 ** digits) / 10 ** digits),
    ]);
    expect(lines[1 + 9]?.split(',').slice(0, 4)).toEqual([
      month.day(10),
      month.day(10),
      String(rooms),
      '2',
    ]);

    // By month: one period with the same figures.
    await page.getByLabel('Periods').selectOption('month');
    await page.getByRole('button', { name: 'Show the report' }).click();
    await expect(page).toHaveURL(/by=month/);
    const monthRows = page.getByTestId('report-occupancy-table').locator('tbody tr');
    await expect(monthRows).toHaveCount(1);
    await expect(monthRows.first().locator('td')).toHaveText(percent(occupancy));
    await expect(
      page.getByTestId('report-rates-table').locator('tbody tr td').first(),
    ).toContainText(figure(Math.round(adr * 10 ** digits) / 10 ** digits, digits));

    // The group is the admins' alone; a range backwards is the gateway's to refuse.
    const group = await page.goto(
      `${urls.office}/reports?hotel_id=0&from=${month.from}&to=${month.to}`,
    );
    expect(group?.status()).toBe(200);
    await expect(page.getByLabel('Hotel')).toHaveValue(String(hotel.hotel_id));
    await page.goto(
      `${urls.office}/reports?hotel_id=${hotel.hotel_id}&from=${month.to}&to=${month.from}`,
    );
    await expect(page.getByTestId('reports-refused')).toBeVisible();
    await expect(page.getByTestId('reports-export')).toHaveCount(0);
    const backwards = await context.request.get(
      `${urls.office}/reports/export?hotel_id=${hotel.hotel_id}&from=${month.to}&to=${month.from}`,
    );
    expect(backwards.status()).toBe(400);

    await page.goto(
      `${urls.office}/reports?hotel_id=${hotel.hotel_id}&from=${month.from}&to=${month.to}&by=week`,
    );
    // In Chinese, the same figures in the staff member's other language.
    await context.addCookies([{ name: 'lng', value: 'zh', url: urls.office }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('经营报表');
    await expect(page.getByTestId('report-subject')).toContainText('金额单位');
    await expect(page.getByTestId('report-total-occupancy-value')).toHaveText(percent(occupancy));
    await expectAccessible(page, 'reports in Chinese');
    await context.addCookies([{ name: 'lng', value: 'en', url: urls.office }]);
    await page.reload();
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `reports at ${width}`);
    }
    // A phone's width: the charts shrink with the page instead of running off it.
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: docScreenshot('office-reports-375.png'), fullPage: true });
    await context.close();

    // The admin's report without a choice: this month, by day, for the whole group, in CNY.
    const admin = await browser.newContext({
      locale: locales.en,
      viewport: { width: 1280, height: 900 },
    });
    await admin.addCookies([
      {
        name: 'office_session',
        value: token,
        url: urls.office,
        httpOnly: true,
        sameSite: 'Strict',
      },
      { name: 'lng', value: 'en', url: urls.office },
    ]);
    const adminPage = waitingForHydration(await admin.newPage());
    await adminPage.goto(`${urls.office}/reports`);
    await expect(adminPage.getByLabel('Hotel')).toHaveValue('0');
    await expect(adminPage.getByLabel('Periods')).toHaveValue('day');
    await expect(adminPage.getByTestId('report-subject')).toContainText('The whole group');
    await expect(adminPage.getByTestId('report-subject')).toContainText('money in CNY');
    await admin.close();

    // The front desk of the same hotel has no reports: the gateway's rec 4, the 403 page.
    const desk = await addStaff(staffEmail('reports-desk'), 'desk', {
      hotels: [hotel.hotel_id],
      lang: 'en',
    });
    const deskContext = await browser.newContext({
      locale: locales.en,
      viewport: { width: 1280, height: 900 },
    });
    const deskPage = waitingForHydration(await deskContext.newPage());
    await signInThroughPage(deskPage, desk);
    const refused = await deskPage.goto(`${urls.office}/reports?hotel_id=${hotel.hotel_id}`);
    expect(refused?.status()).toBe(403);
    const csvRefused = await deskContext.request.get(
      `${urls.office}/reports/export?hotel_id=${hotel.hotel_id}&from=${month.from}&to=${month.to}`,
    );
    expect(csvRefused.status()).toBe(403);
    await deskContext.close();
  });
});
