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

/** Money a provider reports taken for an attempt: its capture id, amount and currency. */
export interface Captured {
  kind: 'captured';
  captureId: string;
  /** Minor units of `currency` (read with the attempt's decimals). */
  amount: number;
  currency: string;
}

export type CaptureOutcome =
  | Captured
  /** Taken by the provider but not final yet (PayPal PENDING); a webhook completes it. */
  | { kind: 'pending'; captureId: string }
  | { kind: 'declined'; reason: string };

/**
 * What the provider's books say of an attempt, asked when the gateway's own record may be
 * behind them (a gateway that died mid-capture, a hold about to end with a payment in
 * flight): taken (`captured`, `pending`), or `none`, nothing taken and nothing being taken.
 */
export type LookupOutcome = Captured | { kind: 'pending'; captureId: string } | { kind: 'none' };

export interface PaymentProvider {
  readonly name: ProviderName;
  start(context: StartContext): Promise<Started>;
  /** Takes the money of an approved attempt. Repeating it for one attempt takes it once. */
  capture?(attempt: PaymentRow): Promise<CaptureOutcome>;
  /**
   * Gives a capture back in full: `capture.amount` of `capture.currency`, what the provider
   * took, never the order's amount. Repeating it for one attempt refunds once.
   */
  refund?(capture: CaptureRecord): Promise<void>;
  /**
   * Gives back `amount` (minor units) of a capture, once per `key`: part of what was taken
   * (a date change that lowered the order's total). Repeating a key refunds once.
   */
  refundPart?(capture: CaptureRecord, amount: number, key: string): Promise<void>;
  /**
   * Reads what the provider holds for an attempt; throws ProviderError when it cannot tell.
   * Without it the gateway cannot ask, and settles an attempt in flight by its age alone.
   */
  lookup?(attempt: PaymentRow): Promise<LookupOutcome>;
}

/**
 * A capture as the gateway records it on its attempt (`payments`: capture_id, amount,
 * currency): what the provider took, and so what a refund asks back.
 */
export interface CaptureRecord {
  /** The attempt that took it; a refund's request id derives from it. */
  attemptId: string;
  captureId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** Decimals the provider's decimal amount was read with (the attempt's). */
  minorUnit: number;
}

/**
 * The capture an attempt records, or `taken` as the provider has just reported it (not yet
 * recorded: a capture that does not match the order, or one that came too late). Undefined
 * when there is nothing a provider could be asked to give back: no capture id, or an amount
 * that is not a whole positive number of minor units.
 */
export function captureRecord(attempt: PaymentRow, taken?: Captured): CaptureRecord | undefined {
  const captureId = taken?.captureId ?? attempt.captureId;
  const amount = taken?.amount ?? attempt.amount;
  const currency = taken?.currency ?? attempt.currency;
  if (!captureId || !Number.isSafeInteger(amount) || amount <= 0 || !currency) return undefined;
  return { attemptId: attempt.id, captureId, amount, currency, minorUnit: attempt.minorUnit };
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
