import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type PaymentProvider, ProviderError, type StartContext, type Started } from './provider';
import type { WeChatSettings, WeChatSignType } from './settings';

/**
 * WeChat Pay API v2 (the XML one): a unified order (`/pay/unifiedorder`, trade type JSAPI)
 * gives a prepay_id, and the page calls WeixinJSBridge / wx.requestPayment with the five
 * in-app parameters signed with the merchant key. The signing scheme is the published one:
 * non-empty parameters sorted by name, `k=v` joined with `&`, then `&key=<API key>`, MD5 (or
 * HMAC-SHA256 keyed with the API key), upper-case hex.
 */

const TIMEOUT_MS = 10_000;

export type WeChatParams = Record<string, string | number | undefined>;

export function wechatSign(params: WeChatParams, apiKey: string, type: WeChatSignType): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const signed = `${text}&key=${apiKey}`;
  const digest =
    type === 'MD5'
      ? createHash('md5').update(signed, 'utf8').digest('hex')
      : createHmac('sha256', apiKey).update(signed, 'utf8').digest('hex');
  return digest.toUpperCase();
}

export function wechatSignatureValid(
  params: WeChatParams,
  apiKey: string,
  type: WeChatSignType,
): boolean {
  const given = Buffer.from(String(params.sign ?? ''));
  const expected = Buffer.from(wechatSign(params, apiKey, type));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `<xml><k><![CDATA[v]]></k>...</xml>`, the only shape API v2 sends and accepts. */
export function toWeChatXml(params: WeChatParams): string {
  const fields = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `<${k}><![CDATA[${String(v).replaceAll(']]>', ']]]]><![CDATA[>')}]]></${k}>`)
    .join('');
  return `<xml>${fields}</xml>`;
}

/** Reads the flat XML of API v2 (no attributes, no nesting). */
export function fromWeChatXml(xml: string): Record<string, string> {
  const body = /<xml>([\s\S]*)<\/xml>/.exec(xml)?.[1] ?? '';
  const out: Record<string, string> = {};
  for (const [, key, inner] of body.matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) {
    if (!key) continue;
    // A value may be split over several CDATA sections (that is how `]]>` is written).
    out[key] = (inner ?? '')
      .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
      .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeEntities(part)))
      .join('');
  }
  return out;
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

export const nonce = (): string => randomBytes(16).toString('hex');

export interface WeChatClientOptions {
  settings: WeChatSettings;
  fetch?: typeof fetch;
  /** Seconds since the epoch, for `timeStamp`. */
  now?: () => Date;
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

  async start({ attempt, order, clientIp, openid }: StartContext): Promise<Started> {
    const s = this.settings;
    const request: WeChatParams = {
      appid: s.appId,
      mch_id: s.mchId,
      nonce_str: nonce(),
      sign_type: s.signType,
      body: order.description.slice(0, 120),
      // Retried unified orders with the same out_trade_no return the same prepay_id.
      out_trade_no: attempt.id,
      fee_type: order.currency,
      total_fee: order.amount,
      spbill_create_ip: clientIp,
      notify_url: s.notifyUrl,
      trade_type: 'JSAPI',
      openid,
      attach: order.orderId,
    };
    request.sign = wechatSign(request, s.apiKey, s.signType);
    let response: Response;
    try {
      response = await this.fetch(`${s.apiBase}/pay/unifiedorder`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body: toWeChatXml(request),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`WeChat Pay unreachable: ${(error as Error).message}`);
    }
    const answer = fromWeChatXml(await response.text());
    if (!response.ok || answer.return_code !== 'SUCCESS') {
      throw new ProviderError(
        `WeChat Pay refused the call: ${answer.return_msg ?? response.status}`,
        response.status,
        answer,
      );
    }
    // An answer we cannot authenticate might not come from WeChat at all.
    if (!wechatSignatureValid(answer, s.apiKey, s.signType)) {
      throw new ProviderError('WeChat Pay answer has a bad signature', response.status);
    }
    if (answer.result_code !== 'SUCCESS' || !answer.prepay_id) {
      throw new ProviderError(
        `WeChat Pay unified order failed: ${answer.err_code ?? 'no prepay_id'}`,
        response.status,
        answer,
      );
    }
    return {
      providerOrderId: answer.prepay_id,
      data: { wxpay: this.inAppParameters(answer.prepay_id) },
    };
  }

  /** The five parameters of WeixinJSBridge `getBrandWCPayRequest` / `wx.requestPayment`. */
  inAppParameters(prepayId: string) {
    const s = this.settings;
    const params = {
      appId: s.appId,
      timeStamp: String(Math.floor((this.options.now?.() ?? new Date()).getTime() / 1000)),
      nonceStr: nonce(),
      package: `prepay_id=${prepayId}`,
      signType: s.signType,
    };
    const paySign = wechatSign(params, s.apiKey, s.signType);
    return {
      timeStamp: params.timeStamp,
      nonceStr: params.nonceStr,
      package: params.package,
      signType: params.signType,
      paySign,
    };
  }
}
