import { addDays, todayIn } from '@bookdirect/gateway-sdk';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './axe';
import { docScreenshot } from './doc-screenshots';
import { expect, locales, signInAs, test, urls } from './fixtures';
import { staffSession } from './staff';
import {
  type Answer,
  bookStay,
  createMember,
  gatewayGet,
  mailsTo,
  type NewMember,
  payInSandbox,
} from './stays';

/**
 * Online check-in, from both doors: a member checks in a stay booked here from its order page,
 * and an anonymous guest checks in a travel-platform reservation with the `o_token` flow.
 * Each journey books or imports its own stay arriving today (hotel time), so none depends on
 * another's data or on the demo seed's platform bookings.
 */

const words = {
  en: {
    checkin: 'Online check-in',
    passwordsButton: 'Key-box passwords',
    channel: 'Booking channel',
    number: 'Booking order number',
    email: 'Reservation email',
    prefix: 'Country code',
    phone: 'Reservation phone',
    continue: 'Continue',
    dialog: 'Confirm your email',
    confirm: 'Confirm',
    guest: (n: number) => `Guest ${n}`,
    lastName: 'Last name',
    firstName: 'First name',
    nationality: 'Nationality',
    cardType: 'ID type',
    idNumber: 'ID number',
    guestEmail: 'E-mail',
    guestPhone: 'Phone',
    add: '+ Add a guest',
    remove: (n: number, no: string) => `Delete guest ${n} of room ${no}`,
    submit: 'Submit check-in',
    lastNameRequired: 'Please enter the last name',
    show: (no: string) => `Show the password of room ${no}`,
    password: (no: string) => `Password of room ${no}`,
    send: 'Send to email',
    sent: 'Email has been sent, please check',
    guide: /Check-in guide/,
    wrongContact: /l\*\*\*@|[a-z]\*\*\*@/,
    pay: /^Pay /,
    steps: 'Check-in progress',
    register: 'Register',
    see: 'See',
    titles: ['Online check-in', 'Guest information', 'Key-box password', 'Check-in guide'],
    mailSubject: /room codes/i,
    signIn: 'Sign in',
    signInEmail: 'Email',
    signInPassword: 'Password',
  },
  zh: {
    checkin: '在线入住',
    passwordsButton: '密码箱密码',
    channel: '预订渠道',
    number: '预订订单号',
    email: '预订邮箱',
    prefix: '区号',
    phone: '预订手机号',
    continue: '继续',
    dialog: '确认邮箱',
    confirm: '确认',
    guest: (n: number) => `入住人 ${n}`,
    lastName: '姓',
    firstName: '名',
    nationality: '国籍',
    cardType: '证件类型',
    idNumber: '证件号码',
    guestEmail: '电子邮箱',
    guestPhone: '手机号',
    add: '+ 添加入住人',
    remove: (n: number, no: string) => `删除 ${no} 号房的入住人 ${n}`,
    submit: '提交入住信息',
    lastNameRequired: '请输入姓',
    show: (no: string) => `显示 ${no} 号房密码`,
    password: (no: string) => `${no} 号房密码`,
    send: '发送到邮箱',
    sent: '邮件已发送，请查收',
    guide: /入住指南/,
    wrongContact: /[a-z]\*\*\*@/,
    pay: /^支付 /,
    steps: '入住办理进度',
    register: '注册',
    see: '查看',
    titles: ['在线入住', '入住人信息', '密码箱密码', '入住指南'],
    mailSubject: /密码/,
    signIn: '登录',
    signInEmail: '邮箱',
    signInPassword: '密码',
  },
} as const;

type Words = (typeof words)[keyof typeof words];

interface TodayRoom {
  hotelId: number;
  roomTypeId: number;
  arrival: number;
  adults: number;
}

/**
 * A room type with a room free tonight, at the hotel's own "today" (the hotels are in several
 * time zones), for `nights` nights. Hotels are tried in a shuffled order so parallel journeys
 * rarely reach for the same last room.
 */
async function roomArrivingToday(request: APIRequestContext, nights = 1): Promise<TodayRoom> {
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
    // Past 10:00 on the morning after, the window of a stay arriving today stays open long enough.
    const { hotel_room_type_list } = await gatewayGet<{
      hotel_room_type_list: {
        hotel_room_type_id: number;
        rest_nums: number;
        price: number | null;
        adult_nums: number;
      }[];
    }>(request, `/hotel/roomtype/?hotel_id=${hotel_id}&start_day=${arrival}&days=${nights}`);
    const room = hotel_room_type_list.find((r) => r.rest_nums > 0 && r.price !== null);
    if (room) {
      return {
        hotelId: hotel_id,
        roomTypeId: room.hotel_room_type_id,
        arrival,
        adults: room.adult_nums,
      };
    }
  }
  throw new Error('no room free tonight');
}

/** Books one room arriving today for the member, as the pay page does; answers the unpaid order. */
async function bookToday(request: APIRequestContext, member: NewMember, lang: 'zh' | 'en') {
  const room = await roomArrivingToday(request, 2);
  const { orderId } = await bookStay(
    request,
    member,
    { enterDate: room.arrival, days: 2 },
    { lang, room: { hotelId: room.hotelId, room: { hotel_room_type_id: room.roomTypeId } } },
  );
  return { orderId, ...room };
}

/** Imports one travel-platform reservation arriving today through the staff call. */
async function importPlatformOrder(request: APIRequestContext, label: string) {
  const room = await roomArrivingToday(request, 1);
  const number =
    `E2E-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const email = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const token = await staffSession(request);
  const response = await request.post(`${urls.gateway}/v1/s/checkin/ota-orders/`, {
    headers: { token },
    data: {
      reservations: [
        {
          platform: 'Booking.com',
          platform_order_no: number,
          hotel: room.hotelId,
          room_type: room.roomTypeId,
          check_in: room.arrival,
          check_out: addDays(room.arrival, 1),
          guest_name: 'Lina Journey',
          email,
          phone: '210 555 0199',
          tel_prefix: '+30',
        },
      ],
    },
  });
  await request.delete(`${urls.gateway}/v1/s/session/`, { headers: { token } });
  const body = (await response.json()) as Answer<{
    report: { outcome: string; order_id: string; reason: string }[];
  }>;
  expect(body.rec, body.msg).toBe(0);
  const line = body.data.report[0];
  expect(line?.outcome, line?.reason).toBe('imported');
  return { number, email, orderId: line?.order_id as string, ...room };
}

/**
 * The step as a guest at the door reaches it again: reloaded, and opened fresh from a link (a
 * new tab of the same browser). Each load hydrates without a page error or hydration warning
 * (the fixture fails the test on any), keeps the server's styles and fits the screen's width.
 */
async function reopen(page: Page, title: string) {
  await page.reload();
  await expectWhole(page, title);
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  await expectWhole(fresh, title);
  await fresh.close();
}

async function expectWhole(page: Page, title: string) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveTitle(new RegExp(title));
  const drawn = await page.evaluate(() => ({
    // `<main>` grows to fill the page (flex: 1 0 auto) only with the styled-components rules.
    styled: getComputedStyle(document.querySelector('main') as Element).flexGrow === '1',
    width: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(drawn.styled, 'the page keeps its styles').toBe(true);
  expect(drawn.width, 'the page fits the screen').toBeLessThanOrEqual(drawn.screen);
}

const shot = async (page: Page, info: TestInfo, name: string, lang: string) => {
  if (info.project.name !== 'phone') return;
  // From the top, so the sticky header is drawn once, where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: docScreenshot(`checkin-${name}-${lang}.png`), fullPage: true });
};

/** Fills every field of one guest. */
async function fillGuest(page: Page, w: Words, n: number, email: string) {
  const guest = page.getByRole('group', { name: w.guest(n), exact: true });
  await guest.getByLabel(w.lastName, { exact: true }).fill('Journey');
  await guest.getByLabel(w.firstName, { exact: true }).fill(`Guest${n}`);
  await guest.getByLabel(w.nationality, { exact: true }).selectOption('300');
  await expect(guest.getByLabel(w.prefix, { exact: true })).toHaveValue('+30');
  await guest.getByLabel(w.cardType, { exact: true }).selectOption('2');
  await guest.getByLabel(w.idNumber, { exact: true }).fill(`P${1000000 + n}`);
  await guest.getByLabel(w.guestEmail, { exact: true }).fill(email);
  await guest.getByLabel(w.guestPhone, { exact: true }).fill('6912345678');
}

/** Step 3: each room's password hidden, the eye shows it; answers the first room's number and password. */
async function readPasswords(page: Page, w: Words) {
  await expect(page).toHaveURL(/\/display_password\?order_id=/);
  const box = page.getByTestId('keybox-room').first();
  const no = (await box.getAttribute('data-room')) as string;
  const input = page.getByLabel(w.password(no), { exact: true });
  await expect(input).toHaveAttribute('type', 'password');
  const eye = page.getByRole('button', { name: w.show(no), exact: true });
  await expect(eye).toHaveAttribute('aria-pressed', 'false');
  await eye.click();
  await expect(eye).toHaveAttribute('aria-pressed', 'true');
  await expect(input).toHaveAttribute('type', 'text');
  await expectAccessible(page, 'check-in step 3, password shown');
  const password = await input.inputValue();
  expect(password).toMatch(/^\d{4}$/);
  // Keyboard: the toggle hides it again.
  await eye.focus();
  await page.keyboard.press('Enter');
  await expect(input).toHaveAttribute('type', 'password');
  return { no, password };
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`online check-in (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('a member checks in a stay arriving today from its order page and reads the passwords', async ({
      page,
      context,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const member = await createMember(request, `checkin-member-${lang}`);
      const { orderId, hotelId } = await bookToday(request, member, lang);
      await signInAs(context, request, member);
      await payInSandbox(page, request, member, orderId, w.pay);
      // The gateway's sandbox checkout is not this site: its console is not ours to judge.
      consoleErrors.length = 0;

      await page.goto(`/order/detail?orderId=${orderId}`);
      const button = page.getByTestId('checkin-button');
      await expect(button).toHaveText(w.checkin);
      await button.click();

      // Step 1, prefilled: this site's channel, the order number, the profile's e-mail.
      await expect(page).toHaveURL(new RegExp(`/checkin\\?order_id=${orderId}`));
      await expect(page).toHaveTitle(new RegExp(w.titles[0]));
      const steps = page.getByRole('navigation', { name: w.steps, exact: true });
      await expect(steps.locator('[aria-current="step"]')).toContainText(
        lang === 'en' ? 'Booking info' : '预订信息',
      );
      await expect(page.getByLabel(w.channel, { exact: true })).toHaveValue('1');
      await expect(page.getByLabel(w.number, { exact: true })).toHaveValue(orderId);
      await expect(page.getByLabel(w.email, { exact: true })).toHaveValue(member.email);
      await reopen(page, w.titles[0]);
      await expect(page.getByLabel(w.number, { exact: true })).toHaveValue(orderId);
      await page.getByLabel(w.prefix, { exact: true }).selectOption('+30');
      await page.getByLabel(w.phone, { exact: true }).fill('6912345678');
      await page.getByRole('button', { name: w.continue, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog.getByText(member.email)).toBeVisible();
      await expectAccessible(page, 'check-in step 1, confirm dialog');
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click();

      // Step 2: the stay, and the guests of the assigned room.
      await expect(page).toHaveURL(new RegExp(`/checkin_apply\\?order_id=${orderId}`));
      await expect(page).toHaveTitle(new RegExp(w.titles[1]));
      await expect(page.getByTestId('checkin-stay')).toBeVisible();
      await reopen(page, w.titles[1]);
      await expectAccessible(page, 'check-in step 2');
      // Nothing filled in but the booked guest's name: the spec's message, nothing sent.
      await page
        .getByRole('group', { name: w.guest(1), exact: true })
        .getByLabel(w.lastName, { exact: true })
        .fill('');
      await page.getByRole('button', { name: w.submit, exact: true }).click();
      await expect(page.getByText(w.lastNameRequired).first()).toBeVisible();
      await expect(page).toHaveURL(/\/checkin_apply/);
      await fillGuest(page, w, 1, member.email);
      // The first guest cannot be deleted; a second one can.
      await expect(
        page.getByRole('group', { name: w.guest(1), exact: true }).getByRole('button'),
      ).toHaveCount(0);
      const room = page.getByTestId('checkin-room').first();
      const legend = (await room.locator('legend').first().textContent()) ?? '';
      const no = /\d+/.exec(legend)?.[0] ?? '';
      await page.getByRole('button', { name: w.add, exact: true }).click();
      await expect(page.getByRole('group', { name: w.guest(2), exact: true })).toBeVisible();
      await page.getByRole('button', { name: w.remove(2, no), exact: true }).click();
      await expect(page.getByRole('group', { name: w.guest(2), exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: w.submit, exact: true }).click();

      // Step 3: the passwords, as the gateway keeps them. The submission assigns the rooms,
      // issues their passwords and queues the mail before the step loads: more than an
      // assertion's usual wait on a busy machine.
      await expect(page).toHaveTitle(new RegExp(w.titles[2]), { timeout: 20_000 });
      await reopen(page, w.titles[2]);
      const { password } = await readPasswords(page, w);
      const kept = await gatewayGet<{ rooms: { no: string; password: string }[] }>(
        request,
        `/checkin/password/${orderId}/`,
        member.token,
      );
      expect(kept.rooms.map((r) => r.password)).toContain(password);
      await expect(page.getByRole('link', { name: w.guide })).toHaveAttribute(
        'href',
        `/checkIn_intro?hotelId=${hotelId}`,
      );

      // Checked in: the order page leads straight to the passwords.
      await page.goto(`/order/detail?orderId=${orderId}`);
      await expect(page.getByTestId('checkin-button')).toHaveText(w.passwordsButton);
      await page.getByTestId('checkin-button').click();
      await expect(page).toHaveURL(/\/display_password\?/);
      expect(consoleErrors).toEqual([]);
    });

    test('an anonymous guest checks in a platform booking with the o_token, reads and mails the passwords', async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(120_000);
      const booking = await importPlatformOrder(request, `checkin-guest-${lang}`);

      await page.goto('/checkin');
      await expect(page).toHaveTitle(new RegExp(w.titles[0]));
      await expect(page.getByLabel(w.prefix, { exact: true })).toHaveValue('+86');
      await page.getByLabel(w.channel, { exact: true }).selectOption('2');
      await page.getByLabel(w.number, { exact: true }).fill(booking.number);
      // A wrong e-mail first: the gateway's words in the toast, for 1.5 s, with the masked address.
      await page.getByLabel(w.email, { exact: true }).fill('someone.else@example.com');
      await page.getByLabel(w.prefix, { exact: true }).selectOption('+30');
      await page.getByLabel(w.phone, { exact: true }).fill('210 555 0199');
      await page.getByRole('button', { name: w.continue, exact: true }).click();
      await page
        .getByRole('dialog', { name: w.dialog })
        .getByRole('button', { name: w.confirm, exact: true })
        .click();
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(w.wrongContact);
      await expect(toast).toBeHidden({ timeout: 4_000 });
      await expect(page).toHaveURL(/\/checkin$/);

      // The draft is kept: a reload brings the form back as typed.
      await reopen(page, w.titles[0]);
      await expect(page.getByLabel(w.number, { exact: true })).toHaveValue(booking.number);
      await expect(page.getByLabel(w.prefix, { exact: true })).toHaveValue('+30');

      await page.getByLabel(w.email, { exact: true }).fill(booking.email);
      await shot(page, info, '1-booking', lang);
      await page.getByRole('button', { name: w.continue, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog.getByText(booking.email)).toBeVisible();
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click();

      // The o_token: an httpOnly session cookie of the booking site.
      await expect(page).toHaveURL(new RegExp(`/checkin_apply\\?order_id=${booking.orderId}`));
      const token = (await context.cookies()).find((c) => c.name === 'o_token');
      expect(token?.httpOnly).toBe(true);
      expect(token?.expires).toBe(-1);

      await reopen(page, w.titles[1]);
      await fillGuest(page, w, 1, booking.email);
      await shot(page, info, '2-guests', lang);
      await page.getByRole('button', { name: w.submit, exact: true }).click();

      // The submission assigns the rooms, issues their passwords and queues the mail before the
      // next step loads: more than an assertion's usual wait on a busy machine.
      await expect(page).toHaveTitle(new RegExp(w.titles[2]), { timeout: 20_000 });
      await reopen(page, w.titles[2]);
      const { no, password } = await readPasswords(page, w);
      // The same password the gateway answers for this token.
      const kept = await request.fetch(
        `${urls.gateway}/v1/u/checkin/guest/password/${booking.orderId}/`,
        { headers: { o_token: token?.value ?? '' } },
      );
      const keptBody = (await kept.json()) as Answer<{ rooms: { no: string; password: string }[] }>;
      expect(keptBody.data.rooms).toContainEqual(expect.objectContaining({ no, password }));
      await page.getByRole('button', { name: w.show(no), exact: true }).click();
      await shot(page, info, '3-password', lang);

      await page.getByRole('button', { name: w.send, exact: true }).click();
      await expect(page.getByTestId('toast')).toHaveText(w.sent);
      await expect
        .poll(async () => (await mailsTo(request, booking.email)).map((m) => m.text).join('\n'), {
          timeout: 15_000,
        })
        .toContain(password);

      // The guide: the hotel's pictures, Register and the owners' financial products.
      await page.getByRole('link', { name: w.guide }).click();
      await expect(page).toHaveURL(new RegExp(`/checkIn_intro\\?hotelId=${booking.hotelId}`));
      await expect(page).toHaveTitle(new RegExp(w.titles[3]));
      await reopen(page, w.titles[3]);
      const picture = page.getByTestId('checkin-guide-images').getByRole('img').first();
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await picture.getAttribute('src')).toMatch(/_3\.\w+$/);
      await expect(page.getByRole('link', { name: w.register, exact: true })).toHaveAttribute(
        'href',
        '/register',
      );
      await expect(page.getByRole('link', { name: w.see, exact: true })).toHaveAttribute(
        'href',
        `${urls.marketing}/#financial`,
      );
      await shot(page, info, 'guide', lang);

      // Without the token (a closed browser), the steps go back to step 1.
      await context.clearCookies({ name: 'o_token' });
      await page.goto(`/display_password?order_id=${booking.orderId}&hotelId=${booking.hotelId}`);
      await expect(page).toHaveURL(/\/checkin$/);
    });

    test("a guest who types a member's booking signs in and comes back to the draft", async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const member = await createMember(request, `checkin-login-${lang}`);
      const { orderId } = await bookToday(request, member, lang);
      await signInAs(context, request, member);
      await payInSandbox(page, request, member, orderId, w.pay);
      // Signed out: an anonymous visitor from here on.
      await context.clearCookies();

      await page.goto('/checkin');
      await page.getByLabel(w.channel, { exact: true }).selectOption('1');
      await page.getByLabel(w.number, { exact: true }).fill(orderId);
      await page.getByLabel(w.email, { exact: true }).fill(member.email);
      await page.getByLabel(w.prefix, { exact: true }).selectOption('+30');
      await page.getByLabel(w.phone, { exact: true }).fill('6912345678');
      await page.getByRole('button', { name: w.continue, exact: true }).click();
      await page
        .getByRole('dialog', { name: w.dialog })
        .getByRole('button', { name: w.confirm, exact: true })
        .click();

      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckin/);
      const signIn = page.getByRole('main').getByRole('form', { name: w.signIn });
      await signIn.getByRole('textbox', { name: w.signInEmail }).fill(member.email);
      await signIn.getByLabel(w.signInPassword, { exact: true }).fill(member.password);
      await signIn.getByRole('button', { name: w.signIn }).click();
      await expect(page).toHaveURL(/\/checkin$/);
      await expect(page.getByLabel(w.number, { exact: true })).toHaveValue(orderId);
      await page.getByRole('button', { name: w.continue, exact: true }).click();
      await page
        .getByRole('dialog', { name: w.dialog })
        .getByRole('button', { name: w.confirm, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/checkin_apply\\?order_id=${orderId}`));
    });
  });
}
