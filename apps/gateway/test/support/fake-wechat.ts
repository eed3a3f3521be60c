import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WeChatSignType } from '../../src/payments/settings';
import {
  fromWeChatXml,
  toWeChatXml,
  type WeChatParams,
  wechatSign,
  wechatSignatureValid,
} from '../../src/payments/wechat';

/**
 * A stand-in for WeChat Pay API v2's unified order, strict about what the real one checks:
 * the merchant's app id and mch id, every required field, JSAPI's openid, and the request's
 * `sign` under the merchant key. Its answers are signed the same way, and a repeated
 * out_trade_no gets the same prepay_id.
 */

const REQUIRED = [
  'appid',
  'mch_id',
  'nonce_str',
  'sign',
  'body',
  'out_trade_no',
  'total_fee',
  'spbill_create_ip',
  'notify_url',
  'trade_type',
];

export class FakeWeChatPay {
  readonly unifiedOrders: Record<string, string>[] = [];
  private readonly prepay = new Map<string, string>();
  private server: Server | undefined;
  url = '';

  constructor(
    readonly merchant: { appId: string; mchId: string; apiKey: string; signType: WeChatSignType },
  ) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
        res.end(
          req.method === 'POST' && req.url === '/pay/unifiedorder'
            ? this.unifiedOrder(Buffer.concat(chunks).toString('utf8'))
            : fail('unknown path'),
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private unifiedOrder(xml: string): string {
    const p = fromWeChatXml(xml);
    this.unifiedOrders.push(p);
    const missing = REQUIRED.find((k) => !p[k]);
    if (missing) return fail(`missing ${missing}`);
    if (p.appid !== this.merchant.appId || p.mch_id !== this.merchant.mchId)
      return fail('appid and mch_id do not match');
    const type = (p.sign_type || 'MD5') as WeChatSignType;
    if (type !== this.merchant.signType || !wechatSignatureValid(p, this.merchant.apiKey, type))
      return fail('签名错误');
    if (p.trade_type === 'JSAPI' && !p.openid)
      return this.signed({
        result_code: 'FAIL',
        err_code: 'PARAM_ERROR',
        err_code_des: 'JSAPI needs openid',
      });
    if (!/^[1-9]\d*$/.test(p.total_fee ?? ''))
      return this.signed({
        result_code: 'FAIL',
        err_code: 'PARAM_ERROR',
        err_code_des: 'total_fee',
      });
    const key = p.out_trade_no ?? '';
    let prepayId = this.prepay.get(key);
    if (!prepayId) {
      prepayId = `wx${Date.now()}${randomBytes(8).toString('hex')}`;
      this.prepay.set(key, prepayId);
    }
    return this.signed({ result_code: 'SUCCESS', trade_type: p.trade_type, prepay_id: prepayId });
  }

  private signed(fields: WeChatParams): string {
    const answer: WeChatParams = {
      return_code: 'SUCCESS',
      return_msg: 'OK',
      appid: this.merchant.appId,
      mch_id: this.merchant.mchId,
      nonce_str: randomBytes(8).toString('hex'),
      ...fields,
    };
    answer.sign = wechatSign(answer, this.merchant.apiKey, this.merchant.signType);
    return toWeChatXml(answer);
  }

  /** The payment notification WeChat posts to notify_url once the payer paid. */
  notification(
    outTradeNo: string,
    options: { totalFee: number; feeType: string; key?: string },
  ): string {
    const order = this.unifiedOrders.find((o) => o.out_trade_no === outTradeNo);
    const n: WeChatParams = {
      return_code: 'SUCCESS',
      appid: this.merchant.appId,
      mch_id: this.merchant.mchId,
      nonce_str: randomBytes(8).toString('hex'),
      result_code: 'SUCCESS',
      openid: order?.openid,
      trade_type: 'JSAPI',
      bank_type: 'CMC',
      total_fee: options.totalFee,
      fee_type: options.feeType,
      cash_fee: options.totalFee,
      transaction_id: `4200${Date.now()}${randomBytes(4).toString('hex')}`,
      out_trade_no: outTradeNo,
      attach: order?.attach,
      time_end: '20260101120000',
    };
    n.sign = wechatSign(n, options.key ?? this.merchant.apiKey, this.merchant.signType);
    return toWeChatXml(n);
  }
}

function fail(message: string): string {
  return toWeChatXml({ return_code: 'FAIL', return_msg: message });
}
