import type { OrderPayData } from '@bookdirect/gateway-sdk/contract';
import type { PaymentRow, ProviderName } from './schema';

/**
 * What every payment provider does for the payment steps. Those steps own the attempt rows,
 * the claims and the order; a provider only talks to its payment system, and every call it
 * makes is safe to repeat for one attempt (PayPal-Request-Id, WeChat's out_trade_no).
 */

/** The order as a provider shows it to the payer. */
export interface PayableSummary {
  orderId: string;
  description: string;
  /** Minor units. */
  amount: number;
  currency: string;
  minorUnit: number;
  lang: 'zh' | 'en';
}

export interface StartContext {
  attempt: PaymentRow;
  order: PayableSummary;
  /** The payer's address, which WeChat wants with the prepay call. */
  clientIp: string;
  /** WeChat JSAPI: the payer's openid in the merchant's app. */
  openid?: string;
  /** WeChat Pay: which prepay to open (JSAPI in WeChat, Native QR code, H5). */
  wxMode?: 'jsapi' | 'native' | 'h5';
}

export interface Started {
  providerOrderId?: string;
  approveUrl?: string;
  /** What `POST /orders/pay/` answers. */
  data: OrderPayData;
}

export type CaptureOutcome =
  | { kind: 'captured'; captureId: string; amount: number; currency: string }
  /** Taken by the provider but not final yet (PayPal PENDING); a webhook completes it. */
  | { kind: 'pending'; captureId: string }
  | { kind: 'declined'; reason: string };

/**
 * What the provider's books say of an attempt, asked when the gateway's own record may be
 * behind them (a gateway that died mid-capture, a hold about to end with a payment in
 * flight): taken (`captured`, `pending`), or `none`, nothing taken and nothing being taken.
 */
export type LookupOutcome =
  | { kind: 'captured'; captureId: string; amount: number; currency: string }
  | { kind: 'pending'; captureId: string }
  | { kind: 'none' };

export interface PaymentProvider {
  readonly name: ProviderName;
  start(context: StartContext): Promise<Started>;
  /** Takes the money of an approved attempt. Repeating it for one attempt takes it once. */
  capture?(attempt: PaymentRow): Promise<CaptureOutcome>;
  /** Gives a captured attempt's money back in full. Repeating it refunds once. */
  refund?(attempt: PaymentRow): Promise<void>;
  /**
   * Reads what the provider holds for an attempt; throws ProviderError when it cannot tell.
   * Without it the gateway cannot ask, and settles an attempt in flight by its age alone.
   */
  lookup?(attempt: PaymentRow): Promise<LookupOutcome>;
}

/** The provider answered with an error or not at all; the caller may retry. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    message: string,
    readonly status?: number,
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

/** `12345` minor units of a 2-decimal currency -> `"123.45"`; yen -> `"12345"`. */
export function decimalAmount(minor: number, minorUnit: number): string {
  return (minor / 10 ** minorUnit).toFixed(minorUnit);
}

/** `"123.45"` -> `12345`, exactly (no floating-point rounding). */
export function minorAmount(decimal: string, minorUnit: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return Number.NaN;
  const fraction = (match[2] ?? '').padEnd(minorUnit, '0');
  if (fraction.length > minorUnit) return Number.NaN;
  return Number(`${match[1]}${fraction}`);
}
