import { addDays, todayIn } from '@bookdirect/gateway-sdk';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expectAccessible } from './axe';
import { docScreenshot } from './doc-screenshots';
import { expect, locales, test, urls, waitingForHydration } from './fixtures';
import { addStaff, signInThroughPage, staffCall, staffEmail, staffSession } from './staff';
import { type Answer, gatewayGet, mailsTo } from './stays';

/**
 * The front desk from the back office: a platform booking arriving today, checked in online
 * by its guest, is moved to another room on the board and the guest's passwords page shows
 * the new room; a key-box password reset on the board reaches the guest's mailbox with a new
 * password; a reservations file with one bad row imports nothing when all or none is chosen,
 * and its valid rows once they are chosen, marked as platform bookings on the board; both
 * pages in both languages, checked by axe at the desk's widths.
 */

async function officePage(browser: Browser, lang: 'en' | 'zh' = 'en', width = 1280) {
  const context = await browser.newContext({
    locale: locales[lang],
    viewport: { width, height: 900 },
  });
  return { context, page: waitingForHydration(await context.newPage()) };
}

interface Tonight {
  hotelId: number;
  roomTypeId: number;
  arrival: number;
}

/**
 * A room type with two rooms free tonight (one for the stay, one to move it to) at the
 * hotel's own today. Hotels are tried in a shuffled order so parallel journeys rarely reach
 * for the same rooms.
 */
async function twoRoomsTonight(request: APIRequestContext): Promise<Tonight> {
  const { hotel_list } = await gatewayGet<{ hotel_list: { hotel_id: number }[] }>(
    request,
    '/hotel/main/?nums=30',
  );
  const hotels = hotel_list.slice(0, 12).sort(() => Math.random() - 0.5);
  for (const { hotel_id } of hotels) {
    const { hotel } = await gatewayGet<{ hotel: { time_zone: string } }>(
      request,
      `/hotel/main/${hotel_id}/`,
    );
    const arrival = todayIn(hotel.time_zone);
    const { hotel_room_type_list } = await gatewayGet<{
      hotel_room_type_list: {
        hotel_room_type_id: number;
        rest_nums: number;
        price: number | null;
      }[];
    }>(request, `/hotel/roomtype/?hotel_id=${hotel_id}&start_day=${arrival}&days=1`);
    const room = hotel_room_type_list.find((r) => r.rest_nums >= 2 && r.price !== null);
    if (room) return { hotelId: hotel_id, roomTypeId: room.hotel_room_type_id, arrival };
  }
  throw new Error('no room type with two rooms free tonight');
}

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** One platform reservation arriving today, as a line of the import. */
function reservation(stay: Tonight, number: string, email: string) {
  return {
    platform: 'Booking.com',
    platform_order_no: number,
    hotel: stay.hotelId,
    room_type: stay.roomTypeId,
    check_in: stay.arrival,
    check_out: addDays(stay.arrival, 1),
    guest_name: 'Desk Journey',
    email,
    phone: '210 555 0199',
    tel_prefix: '+30',
  };
}

interface CheckedIn extends Tonight {
  orderId: string;
  number: string;
  email: string;
  oToken: string;
}

/**
 * A platform booking arriving today that its guest has checked in online (the anonymous
 * door: verification, then the guests of its room), so its room has a key-box password.
 */
async function checkedInStay(request: APIRequestContext, token: string): Promise<CheckedIn> {
  const stay = await twoRoomsTonight(request);
  const number = unique('E2E-DESK');
  const email = `${number.toLowerCase()}@example.com`;
  const imported = await staffCall<{
    report: { outcome: string; order_id: string; reason: string }[];
  }>(request, token, 'POST', '/checkin/ota-orders/', {
    reservations: [reservation(stay, number, email)],
  });
  expect(imported.report[0]?.outcome, imported.report[0]?.reason).toBe('imported');
  const orderId = imported.report[0]?.order_id as string;
  const guest = async <T>(path: string, data: unknown) => {
    const response = await request.post(`${urls.gateway}/v1/u${path}`, { data });
    const body = (await response.json()) as Answer<T>;
    expect(body.rec, `${path}: ${body.msg}`).toBe(0);
    return body.data;
  };
  const verified = await guest<{ o_token: string }>('/checkin/guest/verify/', {
    hotel: {
      check_contact: {
        ota_id: 2,
        ota_order_id: number,
        email,
        phone_prefix: '+30',
        phone: '210 555 0199',
      },
    },
  });
  const oToken = verified.o_token;
  const order = await guest<{
    order_hotel: {
      checkins: {
        start_day: number;
        end_day: number;
        hotel_room_id: number;
        order_group_no: string;
      }[];
    };
  }>('/checkin/guest/order/', { order_id: orderId, o_token: oToken });
  const checkins = order.order_hotel.checkins.map((room) => ({
    start_day: room.start_day,
    end_day: room.end_day,
    hotel_room_id: room.hotel_room_id,
    order_group_no: room.order_group_no,
    guest: [
      {
        first_name: 'Desk',
        last_name: 'Journey',
        nationality: 300,
        card_type: 2,
        id_card: 'P1234567',
        email,
        tel_prefix: '+30',
        phone: '6912345678',
      },
    ],
  }));
  expect(checkins.length).toBeGreaterThan(0);
  await guest(`/checkin/guest/submit/${orderId}/`, { hotel: { checkins }, o_token: oToken });
  return { ...stay, orderId, number, email, oToken };
}

/** The guest's passwords as the gateway answers their token: room number and password. */
async function guestPasswords(request: APIRequestContext, stay: CheckedIn) {
  const response = await request.get(
    `${urls.gateway}/v1/u/checkin/guest/password/${stay.orderId}/`,
    { headers: { o_token: stay.oToken } },
  );
  const body = (await response.json()) as Answer<{ rooms: { no: string; password: string }[] }>;
  expect(body.rec, body.msg).toBe(0);
  return body.data.rooms;
}

/** A desk member of the stay's hotel, signed in, on the board of that hotel today. */
async function deskBoard(browser: Browser, stay: Tonight) {
  const desk = await addStaff(staffEmail('desk'), 'desk', { hotels: [stay.hotelId], lang: 'en' });
  const { context, page } = await officePage(browser);
  await signInThroughPage(page, desk);
  await page.goto(`${urls.office}/desk?hotel=${stay.hotelId}`);
  await expect(page).toHaveTitle(/Front desk/);
  return { context, page };
}

test.describe('the front desk', () => {
  test('a room is moved on the board and the guest sees the new room on their passwords page', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await staffSession(request);
    const stay = await checkedInStay(request, token);
    const before = await guestPasswords(request, stay);
    const { context, page } = await deskBoard(browser, stay);

    const row = page.getByTestId('board-arrivals').locator(`tr[data-order="${stay.orderId}"]`);
    await expect(row.getByTestId('board-rooms')).toHaveText(before[0]?.no as string);
    await expect(row).toContainText('Checked in');
    await expect(row.getByTestId('platform-badge')).toContainText(stay.number);
    await row.getByText('Change room').click();
    const select = row.getByLabel('New room for room 1');
    // Its own room is chosen; another order's room is shown as held, and cannot be chosen.
    await expect(select.locator('option:checked')).toContainText('(its room now)');
    const free = select.locator('option:not([disabled]):not(:checked)').first();
    const newNo = ((await free.textContent()) ?? '').trim();
    expect(newNo).not.toBe('');
    await select.selectOption({ label: newNo });
    await row.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByTestId('board-message')).toHaveText(
      `Order ${stay.orderId}: room 1 is now ${newNo}.`,
    );
    await expect(row.getByTestId('board-rooms')).toHaveText(newNo);
    await page.screenshot({ path: docScreenshot('office-desk-en.png'), fullPage: true });
    await context.close();

    // The guest's passwords page, with their check-in token: the new room.
    const guest = await browser.newContext({ locale: locales.en });
    await guest.addCookies([{ name: 'o_token', value: stay.oToken, url: urls.booking }]);
    const passwords = waitingForHydration(await guest.newPage());
    await passwords.goto(
      `${urls.booking}/display_password?order_id=${stay.orderId}&hotelId=${stay.hotelId}`,
    );
    await expect(passwords.getByTestId('keybox-room')).toHaveAttribute('data-room', newNo);
    await guest.close();
  });

  test("a key-box password reset on the board reaches the guest's mailbox with a new password", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await staffSession(request);
    const stay = await checkedInStay(request, token);
    const [old] = await guestPasswords(request, stay);
    const { context, page } = await deskBoard(browser, stay);
    const mailsBefore = (await mailsTo(request, stay.email)).length;

    const row = page.getByTestId('board-arrivals').locator(`tr[data-order="${stay.orderId}"]`);
    await row.getByRole('button', { name: `Reset key-box password of ${old?.no}` }).click();
    const confirm = page.getByTestId('board-confirm');
    await expect(confirm.getByRole('heading')).toHaveText(
      `Reset the key-box password of room ${old?.no}?`,
    );
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('board-message')).toHaveText(
      `Room ${old?.no} has a new key-box password, mailed to ${stay.email}.`,
    );
    await context.close();

    const [now] = await guestPasswords(request, stay);
    expect(now?.password).toMatch(/^\d{4}$/);
    expect(now?.password).not.toBe(old?.password);
    await expect
      .poll(
        async () => {
          const mails = await mailsTo(request, stay.email);
          return mails.length > mailsBefore ? (mails[0]?.text ?? '') : '';
        },
        { timeout: 15_000 },
      )
      .toContain(now?.password as string);
    const newest = (await mailsTo(request, stay.email))[0]?.text ?? '';
    expect(newest).not.toContain(old?.password as string);
  });

  test("an early departure on the board frees tonight's room and ends the guest's passwords", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await staffSession(request);
    const stay = await checkedInStay(request, token);
    const [room] = await guestPasswords(request, stay);
    const { context, page } = await deskBoard(browser, stay);

    const inHouse = page.getByTestId('board-in_house').locator(`tr[data-order="${stay.orderId}"]`);
    await inHouse.getByRole('button', { name: 'Early departure' }).click();
    const confirm = page.getByTestId('board-confirm');
    await expect(confirm.getByRole('heading')).toHaveText(
      `Mark order ${stay.orderId} as leaving today?`,
    );
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('board-message')).toHaveText(
      `Order ${stay.orderId} has left; 1 night given back.`,
    );
    // Gone from the guests in house, listed as leaving today and checked out.
    await expect(inHouse).toHaveCount(0);
    const leaving = page
      .getByTestId('board-departures')
      .locator(`tr[data-order="${stay.orderId}"]`);
    await expect(leaving).toContainText('Checked out');
    await context.close();

    // Its room is free tonight and the guest's passwords are gone.
    const board = await staffCall<{
      rooms: { hotel_room_id: number; no: string; order_id: string | null }[];
    }>(request, token, 'GET', `/checkin/board/?hotel_id=${stay.hotelId}`);
    expect(board.rooms.find((r) => r.no === room?.no)?.order_id).toBeNull();
    expect(await guestPasswords(request, stay)).toEqual([]);
  });

  test('a file with one bad row imports nothing as all or none, then its valid rows', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await staffSession(request);
    const stay = await twoRoomsTonight(request);
    const good = [unique('E2E-IMPA'), unique('E2E-IMPB')];
    const bad = unique('E2E-IMPX');
    const header =
      'platform,platform_order_no,hotel,room_type,check_in,check_out,guest_name,email,phone,tel_prefix';
    const line = (number: string, email: string) => {
      const row = reservation(stay, number, email);
      return [
        row.platform,
        row.platform_order_no,
        row.hotel,
        row.room_type,
        row.check_in,
        row.check_out,
        row.guest_name,
        row.email,
        row.phone,
        row.tel_prefix,
      ].join(',');
    };
    const csv = [
      header,
      line(good[0] as string, 'first@example.com'),
      line(bad, 'not an address'),
      line(good[1] as string, 'second@example.com'),
    ].join('\n');
    const manager = await addStaff(staffEmail('import'), 'manager', {
      hotels: [stay.hotelId],
      lang: 'en',
    });
    const { context, page } = await officePage(browser);
    await signInThroughPage(page, manager);
    await page.goto(`${urls.office}/import`);
    await expect(page).toHaveTitle(/Import platform bookings/);
    await page
      .getByLabel('Reservations file (CSV or JSON)')
      .setInputFiles({ name: 'march.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('import-preview');
    await expect(preview).toContainText('2 valid, 0 already imported, 1 with a problem.');
    const refused = preview.locator('tr[data-outcome="refused"]');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText(bad);
    await expect(refused).toContainText(/email/);
    await expect(preview.locator('tr[data-outcome="valid"]')).toHaveCount(2);
    await page.screenshot({ path: docScreenshot('office-import-en.png'), fullPage: true });

    await page.getByRole('button', { name: 'Import all or none' }).click();
    const result = page.getByTestId('import-result');
    await expect(result).toContainText(
      'Nothing was imported: a row has a problem, and all or none was chosen.',
    );
    await expect(result.locator('tr[data-outcome="skipped"]')).toHaveCount(2);
    const board = () =>
      staffCall<{ arrivals: { order_id: string; ota_order_id: string | null }[] }>(
        request,
        token,
        'GET',
        `/checkin/board/?hotel_id=${stay.hotelId}&day=${stay.arrival}`,
      );
    const numbers = async () => (await board()).arrivals.map((entry) => entry.ota_order_id);
    expect(await numbers()).not.toContain(good[0]);
    expect(await numbers()).not.toContain(good[1]);

    // The same file, kept by the page: now its valid rows.
    await page.getByRole('button', { name: 'Import the valid rows' }).click();
    await expect(result).toContainText('2 imported, 0 already imported, 1 refused.');
    await expect(result.locator('tr[data-outcome="imported"]')).toHaveCount(2);
    const arrivals = (await board()).arrivals;
    const imported = arrivals.filter((entry) => good.includes(entry.ota_order_id ?? ''));
    expect(imported).toHaveLength(2);

    await page.goto(`${urls.office}/desk?hotel=${stay.hotelId}`);
    for (const entry of imported) {
      const row = page.getByTestId('board-arrivals').locator(`tr[data-order="${entry.order_id}"]`);
      await expect(row.getByTestId('platform-badge')).toContainText(
        `Platform ${entry.ota_order_id}`,
      );
    }
    expect(await numbers()).not.toContain(bad);
    await context.close();
  });

  for (const lang of ['en', 'zh'] as const) {
    test(`the board and the import page in ${lang}, accessible at 1280 and 768 px`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const admin = await addStaff(staffEmail(`desk-a11y-${lang}`), 'admin', { lang });
      const { context, page } = await officePage(browser, lang);
      await signInThroughPage(page, admin);
      const titles = {
        en: { board: 'Front desk', import: 'Import platform bookings', arrivals: 'Arrivals' },
        zh: { board: '前台', import: '导入平台订单', arrivals: '今日到店' },
      }[lang];
      await page.goto(`${urls.office}/desk`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.board);
      await expect(page.getByRole('heading', { name: titles.arrivals })).toBeVisible();
      await expectAccessible(page, `board ${lang} at 1280`);
      await page.setViewportSize({ width: 768, height: 900 });
      await expectAccessible(page, `board ${lang} at 768`);
      if (lang === 'zh') {
        await page.screenshot({ path: docScreenshot('office-desk-zh.png') });
      }
      await page.goto(`${urls.office}/import`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.import);
      await expectAccessible(page, `import ${lang} at 768`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectAccessible(page, `import ${lang} at 1280`);
      if (lang === 'zh') {
        await page.screenshot({ path: docScreenshot('office-import-zh.png') });
      }
      await context.close();
    });
  }
});
