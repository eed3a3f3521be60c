import {
  createCipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  answerMessage,
  parseAuthorization,
  requestMessage,
  rsaSign,
  rsaVerify,
} from '../../src/payments/wechat';

/**
 * A strict stand-in for WeChat: WeChat Pay API v3 (JSAPI, Native and H5 prepay, the order
 * query and close, domestic refunds, signed and encrypted notifications) and the official
 * account's API (snsapi_base OAuth, cgi-bin/token, the jsapi_ticket). It refuses what WeChat
 * refuses: a request whose `Authorization` is not signed by the merchant's key, names
 * another mchid or certificate serial or is too old; an app id or secret that is not the
 * account's; a used OAuth code; an expired access token. Its answers are signed with a
 * platform key of its own, so a gateway that skips verification would notice nothing, and
 * one that verifies refuses a forged answer.
 *
 * Keys are generated when it is built; `env()` hands the gateway the settings that point at
 * it. The test (or the e2e stack) pays with `pay(outTradeNo)`, which posts the notification
 * to the gateway's notify_url as WeChat would.
 */

export interface FakeWeChatOptions {
  appId: string;
  appSecret: string;
  mchId: string;
  /** 32 characters. */
  apiV3Key: string;
  certSerial: string;
  platformSerial: string;
  /** Seconds an access token and a ticket live (WeChat: 7200). */
  credentialTtlSeconds?: number;
  /** The openid of a visitor who comes through `/connect/oauth2/authorize`. */
  openidOfVisitor?: () => string;
  /**
   * PEM keys made beforehand, when the gateway must be given them before the fake starts
   * (the end-to-end stack); otherwise the fake makes its own.
   */
  keys?: FakeWeChatKeys;
}

export interface FakeWeChatKeys {
  merchantPrivate: string;
  merchantPublic: string;
  platformPrivate: string;
  platformPublic: string;
}

/** A merchant key pair and a platform key pair, as PEM. */
export function makeFakeWeChatKeys(): FakeWeChatKeys {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = pair();
  const platform = pair();
  const pem = (key: KeyObject, type: 'pkcs8' | 'spki') =>
    key.export({ type, format: 'pem' }).toString();
  return {
    merchantPrivate: pem(merchant.privateKey, 'pkcs8'),
    merchantPublic: pem(merchant.publicKey, 'spki'),
    platformPrivate: pem(platform.privateKey, 'pkcs8'),
    platformPublic: pem(platform.publicKey, 'spki'),
  };
}

export interface FakeTransaction {
  outTradeNo: string;
  mode: 'jsapi' | 'native' | 'h5';
  request: Record<string, unknown>;
  prepayId: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'USERPAYING';
  transactionId?: string;
  /** What the payment took, when not the prepay's `amount` (`markPaid`'s options). */
  total?: number;
  currency?: string;
  notifyUrl: string;
}

export interface FakeRefund {
  outRefundNo: string;
  refundId: string;
  transactionId: string;
  amount: number;
}

type Answer = { status: number; body?: unknown };

const ERROR = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});

export class FakeWeChat {
  readonly merchantKey: { privateKey: KeyObject; publicKey: KeyObject };
  readonly platformKey: { privateKey: KeyObject; publicKey: KeyObject };
  readonly transactions = new Map<string, FakeTransaction>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Every call, as `METHOD /path`: tests count the token and ticket fetches. */
  readonly calls: string[] = [];
  private readonly codes = new Map<string, { openid: string; used: boolean }>();
  private readonly tokens = new Map<string, number>();
  private server: Server | undefined;
  /** The fake's own sense of time, in ms (tests move it to expire tokens). */
  offsetMs = 0;
  url = '';

  constructor(readonly options: FakeWeChatOptions) {
    const keys = options.keys ?? makeFakeWeChatKeys();
    this.merchantKey = {
      privateKey: createPrivateKey(keys.merchantPrivate),
      publicKey: createPublicKey(keys.merchantPublic),
    };
    this.platformKey = {
      privateKey: createPrivateKey(keys.platformPrivate),
      publicKey: createPublicKey(keys.platformPublic),
    };
  }

  private now(): number {
    return Date.now() + this.offsetMs;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 'SYSTEM_ERROR', message: String(error) }));
        });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The gateway settings that point WeChat Pay and the official account at this fake. */
  env(): Record<string, string> {
    const o = this.options;
    const pem = (key: KeyObject, type: 'pkcs8' | 'spki') =>
      key.export({ type, format: 'pem' }).toString();
    return {
      WECHAT_APP_ID: o.appId,
      WECHAT_APP_SECRET: o.appSecret,
      WECHAT_MCH_ID: o.mchId,
      WECHAT_API_V3_KEY: o.apiV3Key,
      WECHAT_MCH_CERT_SERIAL: o.certSerial,
      WECHAT_MCH_PRIVATE_KEY: pem(this.merchantKey.privateKey, 'pkcs8'),
      WECHAT_PLATFORM_PUBLIC_KEY: pem(this.platformKey.publicKey, 'spki'),
      WECHAT_PLATFORM_SERIAL: o.platformSerial,
      WECHAT_API_BASE: this.url,
      WECHAT_OPEN_API_BASE: this.url,
    };
  }

  /** An OAuth code for a visitor with this openid, as the authorize redirect brings it. */
  issueCode(openid: string): string {
    const code = randomBytes(12).toString('hex');
    this.codes.set(code, { openid, used: false });
    return code;
  }

  private async handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    this.calls.push(`${method} ${url.pathname}`);
    if (url.pathname === '/connect/oauth2/authorize') {
      const redirect = this.authorize(url.searchParams);
      if (!redirect) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('redirect_uri 参数错误');
        return;
      }
      res.writeHead(302, { location: redirect });
      res.end();
      return;
    }
    if (url.pathname === '/fake/health') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
      return;
    }
    if (method === 'POST' && url.pathname === '/fake/pay') {
      // The test's hand on the payer's phone: pay the transaction of a prepay_id or out_trade_no.
      const asked = JSON.parse(body || '{}') as { prepay_id?: string; out_trade_no?: string };
      const t = this.find(
        (x) => x.prepayId === asked.prepay_id || x.outTradeNo === asked.out_trade_no,
      );
      const status = t ? await this.pay(t.outTradeNo) : 404;
      res.writeHead(t ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ notified: status }));
      return;
    }
    if (url.pathname.startsWith('/sns/') || url.pathname.startsWith('/cgi-bin/')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(this.officialAccount(url)));
      return;
    }
    const answer = this.payApi(method, url, req.headers.authorization ?? '', body);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'content-type': 'application/json; charset=utf-8',
      'request-id': randomBytes(8).toString('hex'),
      ...this.signatureHeaders(text),
    });
    res.end(text);
  }

  /** snsapi_base needs no consent: WeChat redirects at once with a code for the visitor. */
  private authorize(query: URLSearchParams): string | undefined {
    if (query.get('appid') !== this.options.appId) return undefined;
    if (query.get('response_type') !== 'code' || query.get('scope') !== 'snsapi_base') {
      return undefined;
    }
    let target: URL;
    try {
      target = new URL(query.get('redirect_uri') ?? '');
    } catch {
      return undefined;
    }
    const openid = this.options.openidOfVisitor?.() ?? `o${randomBytes(12).toString('hex')}`;
    target.searchParams.set('code', this.issueCode(openid));
    target.searchParams.set('state', query.get('state') ?? '');
    return target.href;
  }

  private officialAccount(url: URL): Record<string, unknown> {
    const q = url.searchParams;
    const ttl = this.options.credentialTtlSeconds ?? 7200;
    const credentialsOk = () =>
      q.get('appid') === this.options.appId && q.get('secret') === this.options.appSecret;
    if (url.pathname === '/sns/oauth2/access_token') {
      if (q.get('grant_type') !== 'authorization_code') {
        return { errcode: 40002, errmsg: 'invalid grant_type' };
      }
      if (q.get('appid') !== this.options.appId) return { errcode: 40013, errmsg: 'invalid appid' };
      if (!credentialsOk()) return { errcode: 40125, errmsg: 'invalid appsecret' };
      const code = this.codes.get(q.get('code') ?? '');
      if (!code) return { errcode: 40029, errmsg: 'invalid code' };
      if (code.used) return { errcode: 40163, errmsg: 'code been used' };
      code.used = true;
      return {
        access_token: randomBytes(16).toString('hex'),
        expires_in: 7200,
        refresh_token: randomBytes(16).toString('hex'),
        openid: code.openid,
        scope: 'snsapi_base',
      };
    }
    if (url.pathname === '/cgi-bin/token') {
      if (q.get('grant_type') !== 'client_credential') {
        return { errcode: 40002, errmsg: 'invalid grant_type' };
      }
      if (q.get('appid') !== this.options.appId) return { errcode: 40013, errmsg: 'invalid appid' };
      if (!credentialsOk()) return { errcode: 40125, errmsg: 'invalid appsecret' };
      const token = randomBytes(24).toString('hex');
      // A new token ends the ones before it, as WeChat's does (after a short overlap).
      this.tokens.clear();
      this.tokens.set(token, this.now() + ttl * 1000);
      return { access_token: token, expires_in: ttl };
    }
    if (url.pathname === '/cgi-bin/ticket/getticket') {
      const expires = this.tokens.get(q.get('access_token') ?? '');
      if (expires === undefined) return { errcode: 40001, errmsg: 'invalid credential' };
      if (expires <= this.now()) return { errcode: 42001, errmsg: 'access_token expired' };
      if (q.get('type') !== 'jsapi') return { errcode: 40097, errmsg: 'invalid args' };
      return {
        errcode: 0,
        errmsg: 'ok',
        ticket: randomBytes(30).toString('base64url'),
        expires_in: ttl,
      };
    }
    return { errcode: 40066, errmsg: 'invalid url' };
  }

  /** The platform's signature headers over an answer or notification body. */
  signatureHeaders(body: string, key: KeyObject = this.platformKey.privateKey) {
    // Signatures are about transport: the wall clock, whatever `offsetMs` says.
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonceStr = randomBytes(16).toString('hex');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonceStr,
      'wechatpay-serial': this.options.platformSerial,
      'wechatpay-signature': rsaSign(answerMessage(timestamp, nonceStr, body), key),
    };
  }

  /** Checks a merchant request's `Authorization` as WeChat Pay does; an Answer when refused. */
  private refusal(method: string, url: URL, header: string, body: string): Answer | undefined {
    const auth = parseAuthorization(header);
    if (!auth?.mchid || !auth.signature || !auth.timestamp || !auth.nonce_str || !auth.serial_no) {
      return ERROR(401, 'SIGN_ERROR', 'Authorization 头格式错误');
    }
    if (auth.mchid !== this.options.mchId) return ERROR(401, 'SIGN_ERROR', '商户号不存在');
    if (auth.serial_no !== this.options.certSerial) {
      return ERROR(401, 'SIGN_ERROR', '商户证书序列号有误');
    }
    if (Math.abs(Date.now() / 1000 - Number(auth.timestamp)) > 300) {
      return ERROR(401, 'SIGN_ERROR', '请求时间戳已过期');
    }
    const message = requestMessage(
      method,
      `${url.pathname}${url.search}`,
      auth.timestamp,
      auth.nonce_str,
      body,
    );
    if (!rsaVerify(message, auth.signature, this.merchantKey.publicKey)) {
      return ERROR(401, 'SIGN_ERROR', '签名错误');
    }
    return undefined;
  }

  private payApi(method: string, url: URL, header: string, body: string): Answer {
    const refused = this.refusal(method, url, header, body);
    if (refused) return refused;
    let json: Record<string, unknown> = {};
    if (body) {
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return ERROR(400, 'PARAM_ERROR', '请求体不是 JSON');
      }
    }
    const prepay = /^\/v3\/pay\/transactions\/(jsapi|native|h5)$/.exec(url.pathname);
    if (method === 'POST' && prepay?.[1]) {
      return this.prepay(prepay[1] as FakeTransaction['mode'], json);
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && query?.[1]) {
      if (url.searchParams.get('mchid') !== this.options.mchId) {
        return ERROR(400, 'PARAM_ERROR', 'mchid 有误');
      }
      const t = this.transactions.get(decodeURIComponent(query[1]));
      if (!t) return ERROR(404, 'ORDER_NOT_EXIST', '订单不存在');
      return { status: 200, body: this.transactionBody(t) };
    }
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(url.pathname);
    if (method === 'POST' && close?.[1]) {
      if (json.mchid !== this.options.mchId) return ERROR(400, 'PARAM_ERROR', 'mchid 有误');
      const t = this.transactions.get(decodeURIComponent(close[1]));
      if (!t) return ERROR(404, 'ORDER_NOT_EXIST', '订单不存在');
      if (t.state === 'SUCCESS' || t.state === 'REFUND') {
        return ERROR(400, 'ORDERPAID', '订单已支付');
      }
      t.state = 'CLOSED';
      return { status: 204 };
    }
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      return this.refund(json);
    }
    return ERROR(404, 'NOT_FOUND', '无此接口');
  }

  private prepay(mode: FakeTransaction['mode'], body: Record<string, unknown>): Answer {
    const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
    for (const field of ['appid', 'mchid', 'description', 'out_trade_no', 'notify_url']) {
      if (typeof body[field] !== 'string' || !body[field]) {
        return ERROR(400, 'PARAM_ERROR', `缺少参数 ${field}`);
      }
    }
    if (body.appid !== this.options.appId || body.mchid !== this.options.mchId) {
      return ERROR(400, 'PARAM_ERROR', 'appid和mch_id不匹配');
    }
    if (!Number.isInteger(amount?.total) || Number(amount?.total) <= 0) {
      return ERROR(400, 'PARAM_ERROR', 'amount.total 有误');
    }
    const scene = body.scene_info as
      | { payer_client_ip?: unknown; h5_info?: { type?: unknown } }
      | undefined;
    if (mode === 'jsapi' && !(body.payer as { openid?: unknown } | undefined)?.openid) {
      return ERROR(400, 'PARAM_ERROR', 'JSAPI 缺少 payer.openid');
    }
    if (mode === 'h5' && (!scene?.payer_client_ip || !scene.h5_info?.type)) {
      return ERROR(400, 'PARAM_ERROR', 'H5 缺少 scene_info');
    }
    const outTradeNo = String(body.out_trade_no);
    let t = this.transactions.get(outTradeNo);
    if (t && t.mode !== mode) return ERROR(400, 'INVALID_REQUEST', '订单号重复');
    if (t?.state === 'CLOSED') return ERROR(400, 'ORDER_CLOSED', '订单已关闭');
    if (t?.state === 'SUCCESS' || t?.state === 'REFUND') {
      return ERROR(400, 'ORDERPAID', '订单已支付');
    }
    if (!t) {
      t = {
        outTradeNo,
        mode,
        request: body,
        prepayId: `wx${Date.now()}${randomBytes(8).toString('hex')}`,
        state: 'NOTPAY',
        notifyUrl: String(body.notify_url),
      };
      this.transactions.set(outTradeNo, t);
    }
    if (mode === 'jsapi') return { status: 200, body: { prepay_id: t.prepayId } };
    if (mode === 'native') {
      return { status: 200, body: { code_url: `weixin://wxpay/bizpayurl?pr=${t.prepayId}` } };
    }
    return {
      status: 200,
      body: {
        h5_url: `${this.url}/h5pay?prepay_id=${t.prepayId}&package=${randomBytes(4).toString('hex')}`,
      },
    };
  }

  private transactionBody(t: FakeTransaction) {
    const amount = t.request.amount as { total: number; currency?: string };
    return {
      appid: this.options.appId,
      mchid: this.options.mchId,
      out_trade_no: t.outTradeNo,
      transaction_id: t.transactionId,
      trade_type: t.mode.toUpperCase(),
      trade_state: t.state,
      trade_state_desc: t.state,
      attach: t.request.attach,
      amount: { total: t.total ?? amount.total, currency: t.currency ?? amount.currency ?? 'CNY' },
      payer: t.request.payer,
    };
  }

  private refund(body: Record<string, unknown>): Answer {
    const amount = body.amount as { refund?: unknown; total?: unknown } | undefined;
    if (typeof body.out_refund_no !== 'string' || !body.out_refund_no) {
      return ERROR(400, 'PARAM_ERROR', '缺少参数 out_refund_no');
    }
    const t = [...this.transactions.values()].find(
      (x) =>
        (body.transaction_id && x.transactionId === body.transaction_id) ||
        (body.out_trade_no && x.outTradeNo === body.out_trade_no),
    );
    if (!t?.transactionId) return ERROR(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    const existing = this.refunds.get(body.out_refund_no);
    if (existing) return { status: 200, body: this.refundBody(existing) };
    // `total` must be what the transaction took, as WeChat checks it; the refund at most that.
    const total = t.total ?? (t.request.amount as { total: number }).total;
    if (amount?.total !== total || !Number.isInteger(amount.refund)) {
      return ERROR(400, 'PARAM_ERROR', '退款金额有误');
    }
    const refunded = [...this.refunds.values()]
      .filter((r) => r.transactionId === t.transactionId)
      .reduce((sum, r) => sum + r.amount, 0);
    if (Number(amount.refund) + refunded > total) {
      return ERROR(403, 'NOT_ENOUGH', '退款金额超过可退金额');
    }
    const refund: FakeRefund = {
      outRefundNo: body.out_refund_no,
      refundId: `50${Date.now()}${randomBytes(4).toString('hex')}`,
      transactionId: t.transactionId,
      amount: Number(amount.refund),
    };
    this.refunds.set(refund.outRefundNo, refund);
    t.state = 'REFUND';
    return { status: 200, body: this.refundBody(refund) };
  }

  private refundBody(r: FakeRefund) {
    return {
      refund_id: r.refundId,
      out_refund_no: r.outRefundNo,
      transaction_id: r.transactionId,
      status: 'SUCCESS',
      amount: { refund: r.amount },
    };
  }

  /**
   * Marks the transaction paid, as when the payer confirms in WeChat. `total` and `currency`
   * make it take another amount than the prepay asked (a capture that does not match the
   * order): the query, the notification and the refund's check all see what was taken.
   */
  markPaid(
    outTradeNo: string,
    options: { total?: number; currency?: string } = {},
  ): FakeTransaction {
    const t = this.transactions.get(outTradeNo);
    if (!t) throw new Error(`no WeChat Pay transaction ${outTradeNo}`);
    if (t.state === 'NOTPAY' || t.state === 'USERPAYING') {
      t.state = 'SUCCESS';
      t.transactionId = `4200${Date.now()}${randomBytes(4).toString('hex')}`;
      t.total = options.total;
      t.currency = options.currency;
    }
    return t;
  }

  /** The refunds made of a transaction (a repeated out_refund_no makes none). */
  refundsOf(outTradeNo: string): FakeRefund[] {
    const id = this.transactions.get(outTradeNo)?.transactionId;
    return [...this.refunds.values()].filter((r) => id && r.transactionId === id);
  }

  /**
   * The TRANSACTION.SUCCESS notification of a paid transaction: body and headers as WeChat
   * posts them. `key` and `apiV3Key` let a test forge one.
   */
  notification(
    outTradeNo: string,
    options: { key?: KeyObject; apiV3Key?: string; id?: string } = {},
  ): { body: string; headers: Record<string, string> } {
    const t = this.transactions.get(outTradeNo);
    if (!t) throw new Error(`no WeChat Pay transaction ${outTradeNo}`);
    const transaction = this.transactionBody(t);
    const resourceNonce = randomBytes(6).toString('hex');
    const associated = 'transaction';
    const cipher = createCipheriv(
      'aes-256-gcm',
      Buffer.from(options.apiV3Key ?? this.options.apiV3Key, 'utf8'),
      Buffer.from(resourceNonce, 'utf8'),
    );
    cipher.setAAD(Buffer.from(associated, 'utf8'));
    const ciphertext = Buffer.concat([
      cipher.update(JSON.stringify(transaction), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]).toString('base64');
    const body = JSON.stringify({
      id: options.id ?? randomBytes(16).toString('hex'),
      create_time: new Date(this.now()).toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext,
        associated_data: associated,
        nonce: resourceNonce,
      },
    });
    return {
      body,
      headers: { 'content-type': 'application/json', ...this.signatureHeaders(body, options.key) },
    };
  }

  /** Pays the transaction and notifies the gateway; answers the gateway's HTTP status. */
  async pay(outTradeNo: string): Promise<number> {
    const t = this.markPaid(outTradeNo);
    const { body, headers } = this.notification(outTradeNo);
    const response = await fetch(t.notifyUrl, { method: 'POST', headers, body });
    return response.status;
  }

  /** The transaction a prepay with this field opened (the e2e stack looks up by prepay_id). */
  find(predicate: (t: FakeTransaction) => boolean): FakeTransaction | undefined {
    return [...this.transactions.values()].find(predicate);
  }
}
