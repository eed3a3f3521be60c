import { createHash } from 'node:crypto';
import type { SessionData } from '@bookdirect/gateway-sdk';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, locales, test } from './fixtures';
import { urls } from './ports';
import { type Answer, futureStay, guestBody } from './stays';

/**
 * WeChat Pay from the pages, against the run's fake WeChat: the journey's own gateway (WeChat
 * Pay configured) and booking app. On a desktop the pay page's QR code is paid by the fake
 * and the page moves on to the paid order; in WeChat's browser the official account's OAuth
 * binds the visitor's openid first, then WeChat's payment sheet (WeixinJSBridge, stubbed here
 * to have the fake pay) ends in the paid order too.
 */

test.use({ baseURL: urls.bookingWechat });

const words = {
  en: {
    reserve: 'Reserve',
    continue: 'Continue',
    chooseGuests: 'Choose guests',
    confirm: 'Confirm',
    contactPhone: 'Contact phone',
    wechatPay: /WeChat Pay/,
    privacy: /personal data under the privacy terms/,
    crossBorder: /cross-border provision/,
    bookNow: 'Book now',
    payTitle: 'Pay with WeChat Pay',
    payNow: 'Pay with WeChat Pay',
    paid: 'Payment successful!',
  },
  zh: {
    reserve: '预订',
    continue: '继续',
    chooseGuests: '选择入住人',
    confirm: '确定',
    contactPhone: '联系电话',
    wechatPay: /微信支付/,
    privacy: /隐私条款收集/,
    crossBorder: /跨境/,
    bookNow: '立即预订',
    payTitle: '微信支付',
    payNow: '微信支付',
    paid: '支付成功！',
  },
} as const;

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) ' +
  'WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

async function wechatGateway<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; data?: unknown } = {},
): Promise<Answer<T>> {
  const response = await request.fetch(`${urls.gatewayWechat}/v1/u${path}`, {
    method,
    headers: options.token ? { token: options.token } : {},
    ...(options.data === undefined ? {} : { data: options.data }),
  });
  return (await response.json()) as Answer<T>;
}

/**
 * A new member of the WeChat journey's gateway (its own, so the OAuth binding is this
 * test's), signed in on its booking app as the sign-in form leaves them.
 */
async function newMember(context: BrowserContext, request: APIRequestContext) {
  const email = `wx-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const sent = await wechatGateway(request, 'POST', '/user/regemail/', { data: { email } });
  expect(sent.rec, sent.msg).toBe(0);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await request.get(
          `${urls.gatewayWechat}/dev/mailbox.json?to=${encodeURIComponent(email)}`,
        );
        const { messages } = (await mailbox.json()) as { messages: { text: string }[] };
        code = /\b\d{6}\b/.exec(messages[0]?.text ?? '')?.[0];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const password = createHash('sha256').update('Journey2026!').digest('hex');
  const joined = await wechatGateway<SessionData>(request, 'PUT', '/user/regemail/', {
    data: { email, password, code, marketing_consent: 0 },
  });
  expect(joined.rec, joined.msg).toBe(0);
  const site = new URL(urls.bookingWechat);
  const cookie = { domain: site.hostname, path: '/', sameSite: 'Lax' as const };
  await context.addCookies([
    { ...cookie, name: 'token', value: encodeURIComponent(joined.data.token), httpOnly: true },
    { ...cookie, name: 'login', value: '1' },
  ]);
  return { email, token: joined.data.token };
}

/** A free room of the seeded hotels for the stay. */
async function freeRoom(request: APIRequestContext, stay: { enterDate: number; days: number }) {
  const hotels = await wechatGateway<{ hotel_list: { hotel_id: number }[] }>(
    request,
    'GET',
    `/hotel/main/?start_day=${stay.enterDate}&days=${stay.days}&nums=30`,
  );
  for (const hotel of hotels.data.hotel_list.slice(0, 12)) {
    const rooms = await wechatGateway<{
      hotel_room_type_list: {
        hotel_room_type_id: number;
        price: number | null;
        rest_nums: number;
      }[];
    }>(
      request,
      'GET',
      `/hotel/roomtype/?hotel_id=${hotel.hotel_id}&start_day=${stay.enterDate}&days=${stay.days}`,
    );
    const room = rooms.data.hotel_room_type_list.find((r) => r.rest_nums > 0 && r.price !== null);
    if (room) return { hotelId: hotel.hotel_id, roomTypeId: room.hotel_room_type_id };
  }
  throw new Error('no room free for the stay');
}

async function saveGuest(request: APIRequestContext, token: string, lastName: string) {
  const saved = await wechatGateway<{ user_folks_id: number }>(request, 'POST', '/user/folks/', {
    token,
    data: guestBody(lastName),
  });
  expect(saved.rec, saved.msg).toBe(0);
}

/** An unpaid order of the member, booked through the gateway as the pay page books. */
async function bookThroughGateway(
  request: APIRequestContext,
  member: { email: string; token: string },
  stay: { enterDate: number; days: number },
): Promise<string> {
  const room = await freeRoom(request, stay);
  const content = {
    start_day: stay.enterDate,
    days: stay.days,
    hotel_id: room.hotelId,
    hotel_room_type_id: room.roomTypeId,
    nums: 1,
  };
  const quote = await wechatGateway<{ order: { amount: number } }>(
    request,
    'POST',
    '/orders/check/',
    { token: member.token, data: { seller_id: 1, source: 1, content, amount: 0, credits: 0 } },
  );
  const lastName = `Wx${Date.now().toString(36)}`;
  await saveGuest(request, member.token, lastName);
  const folks = await wechatGateway<{
    user_folks_list: { user_folks_id: number; last_name: string }[];
  }>(request, 'GET', '/user/folks/', { token: member.token });
  const guest = folks.data.user_folks_list.find((f) => f.last_name === lastName);
  const created = await wechatGateway<{ order_id: string }>(request, 'POST', '/orders/main/', {
    token: member.token,
    data: {
      source: 1,
      content: JSON.stringify({ ...content, user_folks: [guest?.user_folks_id] }),
      amount: quote.data.order.amount,
      mobile: '6912345678',
      tel_prefix: '+30',
      email: member.email,
      credits: 0,
      store_id: '',
      needLogin: 1,
    },
  });
  expect(created.rec, created.msg).toBe(0);
  return created.data.order_id;
}

/** The payer confirms on their phone: the fake WeChat pays and notifies the gateway. */
async function fakePays(request: APIRequestContext, prepayId: string) {
  const paid = await request.post(`${urls.fakeWechat}/fake/pay`, { data: { prepay_id: prepayId } });
  expect(paid.ok()).toBe(true);
  expect(((await paid.json()) as { notified: number }).notified).toBe(204);
}

async function expectPaid(page: Page, w: (typeof words)[keyof typeof words]) {
  await expect(page).toHaveURL(/\/order_list\?payment=success&orderId=/, { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: w.paid })).toBeVisible();
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`WeChat Pay (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('on a desktop: the pay page offers WeChat Pay, shows a QR code and ends paid @desktop-only', async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(120_000);
      const { token } = await newMember(context, request);
      const stay = futureStay(info, lang);
      const room = await freeRoom(request, stay);
      const lastName = `Qr${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      await saveGuest(request, token, lastName);

      await page.goto(
        `/hotel/detail?hotelId=${room.hotelId}&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
      );
      await page
        .locator(`a[href*="roomTypeId=${room.roomTypeId}"]:has-text("${w.reserve}")`)
        .click();
      await expect(page).toHaveURL(/\/hotel\/booking\?/);
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await page
        .getByRole('button', { name: w.continue, exact: true })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/hotel\/pay\?/);

      await page.getByRole('button', { name: w.chooseGuests }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox', { name: new RegExp(lastName) }).check();
      await dialog.getByRole('button', { name: w.confirm }).click();
      await page.getByLabel(w.contactPhone).fill('6912345678');
      // Two methods now: none is chosen for the traveller.
      const wechat = page.getByRole('radio', { name: w.wechatPay });
      await expect(wechat).not.toBeChecked();
      await wechat.check();
      await page.getByRole('checkbox', { name: w.privacy }).check();
      await page.getByRole('checkbox', { name: w.crossBorder }).check();
      await page
        .getByRole('button', { name: w.bookNow, exact: true })
        .filter({ visible: true })
        .first()
        .click();

      await expect(page).toHaveURL(/\/order\/wxpay\?orderId=/);
      await expect(page.getByRole('heading', { name: w.payTitle })).toBeVisible();
      const qr = page.getByTestId('wxpay-qr');
      await expect(qr.getByRole('img')).toBeVisible();
      const codeUrl = (await qr.getAttribute('data-code-url')) ?? '';
      expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      const orderId = new URL(page.url()).searchParams.get('orderId');
      await fakePays(request, new URL(codeUrl).searchParams.get('pr') ?? '');
      await expectPaid(page, w);
      expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);
    });

    test.describe('in the WeChat browser', () => {
      test.use({ userAgent: WECHAT_UA });

      test('binds the openid through OAuth, pays in the WeChat sheet and ends paid', async ({
        page,
        context,
        request,
      }, info) => {
        test.setTimeout(120_000);
        const member = await newMember(context, request);
        const orderId = await bookThroughGateway(request, member, futureStay(info, lang));
        const sheets: Record<string, string>[] = [];
        // WeChat's bridge, as the WeChat browser injects it: the payer confirms at once.
        await page.exposeFunction('fakeWeChatConfirms', async (params: Record<string, string>) => {
          sheets.push(params);
          await fakePays(request, (params.package ?? '').replace(/^prepay_id=/, ''));
        });
        await page.addInitScript(() => {
          const w = window as unknown as {
            WeixinJSBridge: unknown;
            fakeWeChatConfirms(params: unknown): Promise<void>;
          };
          w.WeixinJSBridge = {
            invoke(name: string, params: unknown, done: (r: { err_msg: string }) => void) {
              if (name !== 'getBrandWCPayRequest') return;
              void w
                .fakeWeChatConfirms(params)
                .then(() => done({ err_msg: 'get_brand_wcpay_request:ok' }));
            },
          };
        });
        const oauth = page.waitForRequest((r) =>
          r.url().startsWith(`${urls.fakeWechat}/connect/oauth2/authorize?`),
        );

        await page.goto(`/order/detail?orderId=${orderId}`);
        await page.getByRole('button', { name: w.payNow, exact: true }).click();
        const authorize = new URL((await oauth).url());
        expect(authorize.searchParams.get('scope')).toBe('snsapi_base');
        expect(authorize.searchParams.get('redirect_uri')).toBe(
          `${urls.bookingWechat}/wechat/oauth`,
        );
        await expectPaid(page, w);
        expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);
        expect(sheets).toHaveLength(1);
        expect(sheets[0]).toMatchObject({
          signType: 'RSA',
          package: expect.stringMatching(/^prepay_id=/),
        });
      });
    });
  });
}
