import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { expireHolds } from '../src/orders/holds';
import { orders } from '../src/orders/schema';
import { paymentEvents, payments } from '../src/payments/schema';
import { enabledPaySources, paymentSettingsFromEnv } from '../src/payments/settings';
import {
  authorization,
  decryptResource,
  paySign,
  requestMessage,
  rsaVerify,
  WeChatPayClient,
} from '../src/payments/wechat';
import { jsapiSignature } from '../src/wechat/official-account';
import { wechatCredentials, wechatOpenids } from '../src/wechat/schema';
import { describeEachBackend, testConfig } from './support/gateway';
import { api, book, createMember } from './support/orders';
import {
  attemptsOf,
  bookOrder,
  confirmationMails,
  newBooker,
  orderStatus,
  pay,
  useFakeWeChat,
} from './support/payments';

const PUBLIC_URL = 'http://localhost:4000';

const OPTIONS = {
  appId: 'wx2421b1c4370ec43b',
  appSecret: 'oa-secret-for-tests',
  mchId: '1900009191',
  apiV3Key: 'e2e0f3a5b6c7d8e9f0a1b2c3d4e5f6a7',
  certSerial: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
  platformSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
};

describe('WeChat settings', () => {
  const app = { isProduction: true, publicUrl: PUBLIC_URL };
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const full = {
    WECHAT_APP_ID: 'wx1',
    WECHAT_APP_SECRET: 's',
    WECHAT_MCH_ID: '100',
    WECHAT_API_V3_KEY: 'k'.repeat(32),
    WECHAT_MCH_CERT_SERIAL: 'AB',
    WECHAT_MCH_PRIVATE_KEY: keys.privateKey
      .export({ type: 'pkcs8', format: 'pem' })
      .toString()
      .replaceAll('\n', '\\n'),
    WECHAT_PLATFORM_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    WECHAT_PLATFORM_SERIAL: 'CD',
  };

  it('turns WeChat Pay on with the whole set, notifying the gateway by default', () => {
    const s = paymentSettingsFromEnv(full, app);
    expect(s.wechat?.notifyUrl).toBe(`${PUBLIC_URL}/payments/wechat/notify`);
    expect(s.wechat?.apiBase).toBe('https://api.mch.weixin.qq.com');
    expect(s.wechat?.openApiBase).toBe('https://api.weixin.qq.com');
    // A key written on one line, as environments hold it, is the PEM again.
    expect(s.wechat?.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(enabledPaySources(s)).toEqual([11, 21]);
  });

  it('refuses to start with part of the set, naming what is missing', () => {
    const { WECHAT_PLATFORM_SERIAL: _, ...partial } = full;
    expect(() => paymentSettingsFromEnv(partial, app)).toThrow(/missing WECHAT_PLATFORM_SERIAL/);
    expect(() => paymentSettingsFromEnv({ ...full, WECHAT_API_V3_KEY: 'short' }, app)).toThrow(
      /WECHAT_API_V3_KEY/,
    );
    expect(() =>
      paymentSettingsFromEnv({ ...full, WECHAT_MCH_PRIVATE_KEY: '/no/such/key.pem' }, app),
    ).toThrow(/WECHAT_MCH_PRIVATE_KEY/);
  });
});

describe('WeChat signatures', () => {
  it("signs the JS-SDK config like the example of WeChat's JS-SDK documentation", () => {
    const example = {
      ticket:
        'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      noncestr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    };
    expect(jsapiSignature(example)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
    // The part after `#` is not the page's.
    expect(jsapiSignature({ ...example, url: `${example.url}#top` })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });

  it("builds the v3 signed message as WeChat Pay's documentation shows it", () => {
    // The documentation's example of a GET: an empty body still ends with its newline.
    expect(
      requestMessage(
        'GET',
        '/v3/certificates',
        '1554208460',
        '593BEC0C930BF1AFEB40B4A08C8FB242',
        '',
      ),
    ).toBe('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const header = authorization(
      { mchId: '1900009191', certSerial: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C', privateKey },
      {
        method: 'GET',
        path: '/v3/certificates',
        body: '',
        timestamp: '1554208460',
        nonceStr: '593BEC0C930BF1AFEB40B4A08C8FB242',
      },
    );
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="[A-Za-z0-9+/=]{344}",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"$/,
    );
    const signature = /signature="([^"]+)"/.exec(header)?.[1] ?? '';
    expect(
      rsaVerify(
        'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
        signature,
        publicKey,
      ),
    ).toBe(true);
    // In-app paySign: appId, timeStamp, nonceStr and package, one a line.
    const params = {
      appId: 'wx8888888888888888',
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
    };
    expect(
      rsaVerify(
        'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n',
        paySign(params, privateKey),
        publicKey,
      ),
    ).toBe(true);
  });
});

describe('WeChat Pay and the official account', () => {
  const fake = useFakeWeChat(OPTIONS);

  const client = (overrides: Record<string, string> = {}) => {
    const settings = paymentSettingsFromEnv(
      { ...fake.env(), ...overrides },
      { isProduction: false, publicUrl: PUBLIC_URL },
    ).wechat;
    if (!settings) throw new Error('WeChat Pay not configured');
    return new WeChatPayClient({ settings });
  };
  const attemptRow = (id: string) =>
    ({ id, amount: 100, currency: 'CNY', captureId: null }) as never;

  it('is refused by the fake with wrong credentials or a wrong signature', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const start = (c: WeChatPayClient) =>
      c.start({
        attempt: { id: randomBytes(16).toString('hex') } as never,
        order: {
          orderId: 'o',
          description: 'Room',
          amount: 100,
          currency: 'CNY',
          minorUnit: 2,
          lang: 'en',
        },
        clientIp: '203.0.113.9',
        wxMode: 'native',
      });
    await expect(start(client())).resolves.toMatchObject({
      data: { code_url: expect.stringMatching(/^weixin:\/\/wxpay\//) },
    });
    await expect(start(client({ WECHAT_MCH_PRIVATE_KEY: String(other) }))).rejects.toMatchObject({
      status: 401,
      detail: { code: 'SIGN_ERROR', message: '签名错误' },
    });
    await expect(start(client({ WECHAT_MCH_CERT_SERIAL: 'FFFF' }))).rejects.toMatchObject({
      status: 401,
      detail: { code: 'SIGN_ERROR' },
    });
    await expect(start(client({ WECHAT_MCH_ID: '1900000000' }))).rejects.toMatchObject({
      status: 401,
    });
    // An answer not signed by the platform key we trust is not believed.
    const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    await expect(start(client({ WECHAT_PLATFORM_PUBLIC_KEY: String(foreign) }))).rejects.toThrow(
      /bad signature/,
    );
  });

  it('looks a transaction up: none, then paid', async () => {
    const wx = client();
    const id = randomBytes(16).toString('hex');
    await expect(wx.lookup(attemptRow(id))).resolves.toEqual({ kind: 'none' });
    await wx.start({
      attempt: { id } as never,
      order: {
        orderId: 'o',
        description: 'Room',
        amount: 100,
        currency: 'CNY',
        minorUnit: 2,
        lang: 'zh',
      },
      clientIp: '203.0.113.9',
      wxMode: 'h5',
    });
    await expect(wx.lookup(attemptRow(id))).resolves.toEqual({ kind: 'none' });
    const t = fake.markPaid(id);
    await expect(wx.lookup(attemptRow(id))).resolves.toEqual({
      kind: 'captured',
      captureId: t.transactionId,
      amount: 100,
      currency: 'CNY',
    });
  });

  it('decrypts a notification resource with the APIv3 key only', () => {
    const id = randomBytes(16).toString('hex');
    fake.transactions.set(id, {
      outTradeNo: id,
      mode: 'native',
      request: { amount: { total: 5, currency: 'CNY' } },
      prepayId: 'wx1',
      state: 'SUCCESS',
      transactionId: '42001',
      notifyUrl: '',
    });
    const { body } = fake.notification(id);
    const resource = JSON.parse(body).resource;
    expect(JSON.parse(decryptResource(resource, OPTIONS.apiV3Key))).toMatchObject({
      out_trade_no: id,
      transaction_id: '42001',
      trade_state: 'SUCCESS',
    });
    expect(() => decryptResource(resource, 'b'.repeat(32))).toThrow();
  });

  describeEachBackend('gateway with WeChat', (gateway) => {
    const notify = (app: FastifyInstance, n: { body: string; headers: Record<string, string> }) =>
      app.inject({
        method: 'POST',
        url: '/payments/wechat/notify',
        headers: n.headers,
        payload: n.body,
      });
    const bind = async (app: FastifyInstance, token: string, openid: string) =>
      api<{ openid_bound: number }>(app, 'POST', '/user/wxoagensign/', token, {
        code: fake.issueCode(openid),
      });

    it('offers WeChat Pay beside PayPal for every new order', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'wx-list');
      const answer = await book(app, b.member, b.hotel, { guests: [b.guest], offset: b.next++ });
      expect(answer.body.data.pay_source_list).toEqual([
        { pay_source: 11, pay_amount: 120.5 },
        { pay_source: 21, pay_amount: 120.5 },
      ]);
    });

    it('binds the OAuth openid to one member only', async () => {
      const { app, db } = gateway();
      const a = await createMember(db, 'wx-bind-a');
      const b = await createMember(db, 'wx-bind-b');
      const openid = `o${randomBytes(8).toString('hex')}`;
      expect((await bind(app, a.token, openid)).body).toMatchObject({
        rec: 0,
        data: { openid_bound: 1 },
      });
      // Binding again (a new code, the same openid) changes nothing.
      expect((await bind(app, a.token, openid)).body.rec).toBe(0);
      expect((await bind(app, b.token, openid)).body).toMatchObject({
        rec: 6,
        key: 'wechat:openid_taken',
      });
      const rows = await db.select().from(wechatOpenids).where(eq(wechatOpenids.openid, openid));
      expect(rows).toMatchObject([{ userId: a.userId, appId: OPTIONS.appId }]);

      // A code is good once; a made-up one never; a visitor without a session not at all.
      const code = fake.issueCode(`o${randomBytes(8).toString('hex')}`);
      expect((await api(app, 'POST', '/user/wxoagensign/', b.token, { code })).body.rec).toBe(0);
      expect((await api(app, 'POST', '/user/wxoagensign/', b.token, { code })).body).toMatchObject({
        rec: 2,
        data: { errors: { code: 'wechat:code_invalid' } },
      });
      expect(
        (await api(app, 'POST', '/user/wxoagensign/', undefined, { code: 'x' })).body.rec,
      ).toBe(3);
    });

    it('answers a signed JS-SDK config and fetches token and ticket once for two gateways', async () => {
      const { app, db } = gateway();
      await db.delete(wechatCredentials).where(eq(wechatCredentials.appId, OPTIONS.appId));
      const before = fake.calls.length;
      const second = await buildApp({ db, config: testConfig() });
      try {
        const url = 'https://booking.example.com/pay?order=1#wechat_redirect';
        const first = await api<Record<string, string | number>>(
          app,
          'GET',
          `/user/wxconfig/?url=${encodeURIComponent(url)}`,
          undefined,
        );
        const again = await api<Record<string, string | number>>(
          second,
          'GET',
          `/user/wxconfig/?url=${encodeURIComponent(url)}`,
          undefined,
        );
        expect(first.body.rec).toBe(0);
        expect(again.body.rec).toBe(0);
        const fetched = fake.calls.slice(before);
        expect(fetched.filter((c) => c === 'GET /cgi-bin/token')).toHaveLength(1);
        expect(fetched.filter((c) => c === 'GET /cgi-bin/ticket/getticket')).toHaveLength(1);
        const [ticket] = await db
          .select()
          .from(wechatCredentials)
          .where(eq(wechatCredentials.kind, 'jsapi_ticket'));
        const data = first.body.data;
        expect(data.app_id).toBe(OPTIONS.appId);
        expect(data.signature).toBe(
          createHash('sha1')
            .update(
              `jsapi_ticket=${ticket?.value}&noncestr=${data.noncestr}&timestamp=${data.timestamp}&url=https://booking.example.com/pay?order=1`,
            )
            .digest('hex'),
        );
      } finally {
        await second.close();
      }
    });

    it('pays by QR code (Native): the notification pays once, a forged one never', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'wx-native');
      const orderId = await bookOrder(app, b);
      expect(
        (await pay(app, b.member.token, { pay_source: 21, order_id: orderId })).body,
      ).toMatchObject({ rec: 2, data: { errors: { wx_mode: 'payments:wx_mode_required' } } });
      const answer = await pay(app, b.member.token, {
        pay_source: 21,
        order_id: orderId,
        wx_mode: 'native',
      });
      expect(answer.body.rec).toBe(0);
      const codeUrl = (answer.body.data as { code_url?: string }).code_url;
      expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      const [attempt] = await attemptsOf(db, orderId);
      expect(attempt?.wxMode).toBe('native');
      const id = attempt?.id ?? '';
      expect(fake.transactions.get(id)?.request).toMatchObject({
        appid: OPTIONS.appId,
        mchid: OPTIONS.mchId,
        out_trade_no: id,
        notify_url: `${PUBLIC_URL}/payments/wechat/notify`,
        amount: { total: 12_050, currency: 'EUR' },
      });
      // Asking again shows the same code.
      const again = await pay(app, b.member.token, {
        pay_source: 21,
        order_id: orderId,
        wx_mode: 'native',
      });
      expect((again.body.data as { code_url?: string }).code_url).toBe(codeUrl);

      fake.markPaid(id);
      const forgedKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      expect((await notify(app, fake.notification(id, { key: forgedKey }))).statusCode).toBe(401);
      expect(
        (await notify(app, fake.notification(id, { apiV3Key: 'f'.repeat(32) }))).statusCode,
      ).toBe(401);
      expect(await orderStatus(db, orderId)).toBe(1);

      const real = fake.notification(id);
      for (let i = 0; i < 3; i++) expect((await notify(app, real)).statusCode).toBe(204);
      // Another delivery of the same payment (a new notification id) changes nothing either.
      expect((await notify(app, fake.notification(id))).statusCode).toBe(204);
      expect(await orderStatus(db, orderId)).toBe(2);
      expect((await attemptsOf(db, orderId))[0]?.status).toBe('captured');
      expect(await confirmationMails(db, b.member.email)).toBe(1);
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.paySource).toBe(21);
      const events = await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, JSON.parse(real.body).id));
      expect(events).toHaveLength(1);
    });

    it('pays inside WeChat (JSAPI) with the bound openid and RSA-signed parameters', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'wx-jsapi');
      const orderId = await bookOrder(app, b);
      expect(
        (await pay(app, b.member.token, { pay_source: 21, order_id: orderId, wx_mode: 'jsapi' }))
          .body,
      ).toMatchObject({ rec: 6, key: 'payments:wechat_openid_required' });
      const openid = `o${randomBytes(8).toString('hex')}`;
      expect((await bind(app, b.member.token, openid)).body.rec).toBe(0);
      const answer = await pay(app, b.member.token, {
        pay_source: 21,
        order_id: orderId,
        wx_mode: 'jsapi',
      });
      expect(answer.body.rec).toBe(0);
      const wxpay = answer.body.data.wxpay ?? {};
      const [attempt] = await attemptsOf(db, orderId);
      const t = fake.transactions.get(attempt?.id ?? '');
      expect(t?.request.payer).toEqual({ openid });
      expect(wxpay).toMatchObject({
        appId: OPTIONS.appId,
        package: `prepay_id=${t?.prepayId}`,
        signType: 'RSA',
      });
      expect(
        rsaVerify(
          `${wxpay.appId}\n${wxpay.timeStamp}\n${wxpay.nonceStr}\n${wxpay.package}\n`,
          wxpay.paySign ?? '',
          fake.merchantKey.publicKey,
        ),
      ).toBe(true);
      fake.markPaid(attempt?.id ?? '');
      expect((await notify(app, fake.notification(attempt?.id ?? ''))).statusCode).toBe(204);
      expect(await orderStatus(db, orderId)).toBe(2);
    });

    it('pays on other phones (H5), and a switch of mode closes the earlier prepay', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'wx-h5');
      const orderId = await bookOrder(app, b);
      await pay(app, b.member.token, { pay_source: 21, order_id: orderId, wx_mode: 'native' });
      const h5 = await pay(app, b.member.token, {
        pay_source: 21,
        order_id: orderId,
        wx_mode: 'h5',
      });
      expect(h5.body.rec).toBe(0);
      expect(h5.body.data.href).toMatch(new RegExp(`^${fake.url}/h5pay\\?prepay_id=`));
      const attempts = await attemptsOf(db, orderId);
      const native = attempts.find((a) => a.wxMode === 'native');
      const web = attempts.find((a) => a.wxMode === 'h5');
      expect(native?.status).toBe('failed');
      expect(fake.transactions.get(native?.id ?? '')?.state).toBe('CLOSED');
      expect(fake.transactions.get(web?.id ?? '')?.request.scene_info).toMatchObject({
        h5_info: { type: 'Wap' },
      });
      fake.markPaid(web?.id ?? '');
      expect((await notify(app, fake.notification(web?.id ?? ''))).statusCode).toBe(204);
      expect(await orderStatus(db, orderId)).toBe(2);
      expect(
        (await pay(app, b.member.token, { pay_source: 21, order_id: orderId, wx_mode: 'h5' })).body,
      ).toMatchObject({ rec: 6, key: 'payments:order_paid' });
    });

    it('gives back a payment made after its attempt ended, and leaves the order unpaid', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'wx-late');
      const orderId = await bookOrder(app, b);
      await pay(app, b.member.token, { pay_source: 21, order_id: orderId, wx_mode: 'native' });
      const [attempt] = await attemptsOf(db, orderId);
      const id = attempt?.id ?? '';
      // As the hold sweep leaves it when WeChat had nothing yet.
      await db
        .update(payments)
        .set({ status: 'failed', failure: 'hold expired before payment' })
        .where(eq(payments.id, id));
      fake.markPaid(id);
      const late = fake.notification(id);
      expect((await notify(app, late)).statusCode).toBe(204);
      expect((await notify(app, late)).statusCode).toBe(204);
      expect(fake.refunds.get(`refund-${id}`)).toMatchObject({ amount: 12_050 });
      expect((await attemptsOf(db, orderId))[0]?.status).toBe('refunded');
      expect(await orderStatus(db, orderId)).toBe(1);
    });

    /** What WeChat Pay was asked to give back, and how often it was asked, for one attempt. */
    const refundsAt = (id: string) => ({
      made: fake.refundsOf(id).map((r) => r.amount),
      calls: fake.calls.filter((c) => c === 'POST /v3/refund/domestic/refunds').length,
    });

    for (const [label, taken] of [
      ['too little', { total: 1 }],
      ['too much', { total: 20_000 }],
      ['another currency', { total: 12_050, currency: 'CNY' }],
    ] as const) {
      it(`gives back a payment of ${label} in full, once, and leaves the order unpaid`, async () => {
        const { app, db } = gateway();
        const b = await newBooker(db, 'wx-mismatch');
        const orderId = await bookOrder(app, b);
        await pay(app, b.member.token, { pay_source: 21, order_id: orderId, wx_mode: 'native' });
        const [attempt] = await attemptsOf(db, orderId);
        const id = attempt?.id ?? '';
        const t = fake.markPaid(id, taken);
        const callsBefore = refundsAt(id).calls;

        // Delivered again and again, and once more under a new notification id.
        const notice = fake.notification(id);
        for (let i = 0; i < 3; i++) expect((await notify(app, notice)).statusCode).toBe(204);
        expect((await notify(app, fake.notification(id))).statusCode).toBe(204);

        // Exactly what was taken goes back, with `total` what was taken, in one call.
        expect(refundsAt(id)).toEqual({ made: [taken.total], calls: callsBefore + 1 });
        expect(fake.refunds.get(`refund-${id}`)).toMatchObject({
          transactionId: t.transactionId,
          amount: taken.total,
        });
        expect(await orderStatus(db, orderId)).toBe(1);
        expect(await confirmationMails(db, b.member.email)).toBe(0);
        // The attempt records what happened: the capture, what it took, that it went back.
        const [record] = await attemptsOf(db, orderId);
        expect(record).toMatchObject({
          status: 'refunded',
          captureId: t.transactionId,
          amount: taken.total,
          currency: 'currency' in taken ? taken.currency : 'EUR',
        });
        expect(record?.failure).toMatch(
          /^amount mismatch: captured .+, the order asks 120\.50 EUR$/,
        );
        expect(record?.refundedAt).toBeInstanceOf(Date);

        // The order can still be paid, with the right amount.
        await pay(app, b.member.token, { pay_source: 21, order_id: orderId, wx_mode: 'native' });
        const next = (await attemptsOf(db, orderId)).find((a) => a.status === 'created');
        expect(next?.id).not.toBe(id);
        fake.markPaid(next?.id ?? '');
        expect((await notify(app, fake.notification(next?.id ?? ''))).statusCode).toBe(204);
        expect(await orderStatus(db, orderId)).toBe(2);
        expect(refundsAt(id).calls).toBe(callsBefore + 1);
      });
    }

    it('gives back a payment of the wrong amount the hold sweep finds by asking, and the hold ends', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'wx-mismatch-sweep');
      const orderId = await bookOrder(app, b);
      await pay(app, b.member.token, { pay_source: 21, order_id: orderId, wx_mode: 'native' });
      const [attempt] = await attemptsOf(db, orderId);
      const id = attempt?.id ?? '';
      // Paid too little; the notification has not arrived when the hold runs out.
      fake.markPaid(id, { total: 9_999 });
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      const end = order?.holdExpiresAt ?? new Date();
      const swept = await expireHolds(db, {
        now: new Date(end.getTime() + 1000),
        desk: app.reconciler,
      });
      expect(swept.expired).toContain(orderId);
      expect(fake.refundsOf(id).map((r) => r.amount)).toEqual([9_999]);
      expect((await attemptsOf(db, orderId))[0]).toMatchObject({
        status: 'refunded',
        amount: 9_999,
      });
      expect(await orderStatus(db, orderId)).toBe(9);
      expect(await confirmationMails(db, b.member.email)).toBe(0);

      // The notification that follows gives nothing back a second time.
      expect((await notify(app, fake.notification(id))).statusCode).toBe(204);
      expect(fake.refundsOf(id)).toHaveLength(1);
      expect(await orderStatus(db, orderId)).toBe(9);
    });

    it('gives back a payment of the wrong amount found when the payer switches mode', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'wx-mismatch-switch');
      const orderId = await bookOrder(app, b);
      await pay(app, b.member.token, { pay_source: 21, order_id: orderId, wx_mode: 'native' });
      const [attempt] = await attemptsOf(db, orderId);
      const id = attempt?.id ?? '';
      fake.markPaid(id, { total: 12_051 });
      const h5 = await pay(app, b.member.token, {
        pay_source: 21,
        order_id: orderId,
        wx_mode: 'h5',
      });
      expect(h5.body.rec).toBe(0);
      expect(h5.body.data.href).toMatch(new RegExp(`^${fake.url}/h5pay\\?prepay_id=`));
      expect(fake.refundsOf(id).map((r) => r.amount)).toEqual([12_051]);
      const attempts = await attemptsOf(db, orderId);
      expect(attempts.find((a) => a.id === id)).toMatchObject({
        status: 'refunded',
        amount: 12_051,
      });
      expect(attempts.find((a) => a.id !== id)).toMatchObject({ status: 'created', wxMode: 'h5' });
      expect(await orderStatus(db, orderId)).toBe(1);
    });
  });
});
