import {
  createDecipheriv,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import type { OrderPayData } from '@bookdirect/gateway-sdk/contract';
import {
  type CaptureRecord,
  type LookupOutcome,
  type PaymentProvider,
  ProviderError,
  type StartContext,
  type Started,
} from './provider';
import type { PaymentRow } from './schema';
import type { WeChatSettings } from './settings';

/**
 * WeChat Pay API v3: JSON over HTTPS, every request signed SHA256withRSA with the merchant's
 * API key (the `Authorization: WECHATPAY2-SHA256-RSA2048 ...` header), every answer and
 * notification signed by the platform (`Wechatpay-Signature`), notifications' `resource`
 * encrypted AES-256-GCM with the APIv3 key. One prepay per attempt, by `out_trade_no` (the
 * attempt id): JSAPI inside WeChat, Native (a QR code) on desktops, H5 on other phones.
 */

const TIMEOUT_MS = 10_000;
/** How old a signed answer or notification may be; older ones may be replays. */
export const WECHAT_SIGNATURE_MAX_AGE_S = 300;

export const WX_MODES = ['jsapi', 'native', 'h5'] as const;
export type WxMode = (typeof WX_MODES)[number];

export const nonce = (): string => randomBytes(16).toString('hex').toUpperCase();

/** The text a v3 request signature covers: `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`. */
export function requestMessage(
  method: string,
  path: string,
  timestamp: string,
  nonceStr: string,
  body: string,
): string {
  return `${method}\n${path}\n${timestamp}\n${nonceStr}\n${body}\n`;
}

/** The text a platform signature covers (answers and notifications): `TIMESTAMP\nNONCE\nBODY\n`. */
export function answerMessage(timestamp: string, nonceStr: string, body: string): string {
  return `${timestamp}\n${nonceStr}\n${body}\n`;
}

export function rsaSign(message: string, privateKey: string | KeyObject): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

export function rsaVerify(
  message: string,
  signature: string,
  publicKey: string | KeyObject,
): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(message, 'utf8')
      .verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** The `Authorization` header of a v3 request. */
export function authorization(
  merchant: { mchId: string; certSerial: string; privateKey: string | KeyObject },
  request: { method: string; path: string; body: string; timestamp: string; nonceStr: string },
): string {
  const signature = rsaSign(
    requestMessage(request.method, request.path, request.timestamp, request.nonceStr, request.body),
    merchant.privateKey,
  );
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchId}",nonce_str="${request.nonceStr}",` +
    `signature="${signature}",timestamp="${request.timestamp}",serial_no="${merchant.certSerial}"`
  );
}

/** The fields of an `Authorization` header (`mchid`, `nonce_str`, ...). */
export function parseAuthorization(header: string): Record<string, string> | undefined {
  const match = /^WECHATPAY2-SHA256-RSA2048\s+(.*)$/.exec(header.trim());
  if (!match?.[1]) return undefined;
  const fields: Record<string, string> = {};
  for (const [, key, val] of match[1].matchAll(/(\w+)="([^"]*)"/g)) {
    if (key) fields[key] = val ?? '';
  }
  return fields;
}

/** `paySign` of the in-app parameters: `appId\ntimeStamp\nnonceStr\npackage\n`, RSA. */
export function paySign(
  params: { appId: string; timeStamp: string; nonceStr: string; package: string },
  privateKey: string | KeyObject,
): string {
  return rsaSign(
    `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`,
    privateKey,
  );
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** Opens a notification's `resource`: AES-256-GCM, the tag the ciphertext's last 16 bytes. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error('unknown algorithm');
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - 16)),
    decipher.final(),
  ]).toString('utf8');
}

/** What WeChat Pay says of a transaction (lookup, and a notification's decrypted resource). */
export interface WeChatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; currency?: string };
}

export interface WeChatClientOptions {
  settings: WeChatSettings;
  fetch?: typeof fetch;
}

export class WeChatPayClient implements PaymentProvider {
  readonly name = 'wechat' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: WeChatClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  get settings(): WeChatSettings {
    return this.options.settings;
  }

  /**
   * Signed timestamps are WeChat's to judge against its own time: the wall clock, not the
   * gateway's clock (which tests and demos move).
   */
  private seconds(): string {
    return String(Math.floor(Date.now() / 1000));
  }

  /**
   * Verifies a platform signature over `body`. Its age is judged by the wall clock, not the
   * gateway's (which tests and demos move): it is about this message's transport.
   */
  verifySignature(headers: Record<string, unknown>, body: string): boolean {
    const header = (name: string) => {
      const v = headers[name];
      return typeof v === 'string' ? v : '';
    };
    const timestamp = header('wechatpay-timestamp');
    const nonceStr = header('wechatpay-nonce');
    const signature = header('wechatpay-signature');
    if (header('wechatpay-serial') !== this.settings.platformSerial) return false;
    if (!/^\d{1,12}$/.test(timestamp) || !nonceStr || !signature) return false;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > WECHAT_SIGNATURE_MAX_AGE_S) return false;
    return rsaVerify(
      answerMessage(timestamp, nonceStr, body),
      signature,
      this.settings.platformPublicKey,
    );
  }

  /** One signed call; answers the parsed JSON of a verified 2xx, `undefined` for a 404. */
  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { notFound?: boolean } = {},
  ): Promise<T | undefined> {
    const s = this.settings;
    const text = body === undefined ? '' : JSON.stringify(body);
    let response: Response;
    try {
      response = await this.fetch(`${s.apiBase}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          authorization: authorization(s, {
            method,
            path,
            body: text,
            timestamp: this.seconds(),
            nonceStr: nonce(),
          }),
        },
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`WeChat Pay unreachable: ${(error as Error).message}`);
    }
    const answer = await response.text();
    const parsed = (() => {
      try {
        return answer ? (JSON.parse(answer) as Record<string, unknown>) : {};
      } catch {
        return { raw: answer.slice(0, 200) };
      }
    })();
    if (response.status === 404 && options.notFound) return undefined;
    if (!response.ok) {
      // 4xx with a code WeChat documents as final is the provider saying no for good.
      const final = response.status === 400 || response.status === 403;
      throw new ProviderError(
        `WeChat Pay refused the call: ${String(parsed.code ?? response.status)}`,
        final ? 422 : response.status,
        parsed,
      );
    }
    // An answer we cannot authenticate might not come from WeChat at all.
    if (!this.verifySignature(Object.fromEntries(response.headers), answer)) {
      throw new ProviderError('WeChat Pay answer has a bad signature', response.status);
    }
    return parsed as T;
  }

  async start({ attempt, order, clientIp, openid, wxMode }: StartContext): Promise<Started> {
    const s = this.settings;
    const mode: WxMode = wxMode ?? 'jsapi';
    const request: Record<string, unknown> = {
      appid: s.appId,
      mchid: s.mchId,
      description: order.description.slice(0, 127),
      // A repeated prepay with the same out_trade_no and fields answers the same prepay.
      out_trade_no: attempt.id,
      attach: order.orderId,
      notify_url: s.notifyUrl,
      amount: { total: order.amount, currency: order.currency },
    };
    if (mode === 'jsapi') {
      if (!openid) throw new ProviderError('JSAPI needs the payer openid');
      request.payer = { openid };
    } else if (mode === 'h5') {
      request.scene_info = { payer_client_ip: clientIp, h5_info: { type: 'Wap' } };
    } else {
      request.scene_info = { payer_client_ip: clientIp };
    }
    const answer = await this.call<{ prepay_id?: string; code_url?: string; h5_url?: string }>(
      'POST',
      `/v3/pay/transactions/${mode}`,
      request,
    );
    if (mode === 'jsapi') {
      if (!answer?.prepay_id) throw new ProviderError('WeChat Pay answered no prepay_id');
      return {
        providerOrderId: answer.prepay_id,
        data: { wxpay: this.inAppParameters(answer.prepay_id) },
      };
    }
    if (mode === 'native') {
      if (!answer?.code_url) throw new ProviderError('WeChat Pay answered no code_url');
      return { data: { code_url: answer.code_url } };
    }
    if (!answer?.h5_url) throw new ProviderError('WeChat Pay answered no h5_url');
    return { approveUrl: answer.h5_url, data: { href: answer.h5_url } };
  }

  /** The parameters of WeixinJSBridge `getBrandWCPayRequest` / `wx.requestPayment`. */
  inAppParameters(prepayId: string): NonNullable<OrderPayData['wxpay']> {
    const s = this.settings;
    const params = {
      appId: s.appId,
      timeStamp: this.seconds(),
      nonceStr: nonce(),
      package: `prepay_id=${prepayId}`,
    };
    return { ...params, signType: 'RSA', paySign: paySign(params, s.privateKey) };
  }

  async lookup(attempt: PaymentRow): Promise<LookupOutcome> {
    const t = await this.transaction(attempt.id);
    if (!t) return { kind: 'none' };
    if ((t.trade_state === 'SUCCESS' || t.trade_state === 'REFUND') && t.transaction_id) {
      return {
        kind: 'captured',
        captureId: t.transaction_id,
        amount: Number(t.amount?.total),
        currency: t.amount?.currency ?? 'CNY',
      };
    }
    // The payer is entering the password: money may still be taken.
    if (t.trade_state === 'USERPAYING') return { kind: 'pending', captureId: attempt.id };
    return { kind: 'none' };
  }

  /** The transaction of an out_trade_no; undefined when WeChat has none. */
  async transaction(outTradeNo: string): Promise<WeChatTransaction | undefined> {
    const s = this.settings;
    return this.call<WeChatTransaction>(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(s.mchId)}`,
      undefined,
      { notFound: true },
    );
  }

  /** Closes an unpaid prepay, so it can no longer be paid (a switch to another mode). */
  async close(outTradeNo: string): Promise<void> {
    await this.call(
      'POST',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`,
      {
        mchid: this.settings.mchId,
      },
    );
  }

  /** The whole transaction back: `total` is what it took, which WeChat checks, and all of it goes. */
  async refund(capture: CaptureRecord): Promise<void> {
    const answer = await this.call<{ status?: string; refund_id?: string }>(
      'POST',
      '/v3/refund/domestic/refunds',
      {
        transaction_id: capture.captureId,
        // One refund per attempt: WeChat answers a repeated out_refund_no with the first.
        out_refund_no: `refund-${capture.attemptId}`,
        amount: { refund: capture.amount, total: capture.amount, currency: capture.currency },
      },
    );
    if (answer?.status === 'CLOSED' || answer?.status === 'ABNORMAL') {
      throw new ProviderError(`WeChat Pay refund ${answer.status}`, 422, answer);
    }
  }
}
