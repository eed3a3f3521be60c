import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import type { PayPalClient } from './paypal';
import type { PaymentProvider } from './provider';
import type { ProviderName } from './schema';
import type { PaymentSettings } from './settings';
import type { WeChatPayClient } from './wechat';

/** What the payment steps work with: the database, the providers, the log and the clock. */
export interface PaymentDeps {
  db: Database;
  settings: PaymentSettings;
  /** Serves pay_source 11: the sandbox or PayPal. */
  card: PaymentProvider;
  paypal: PayPalClient | undefined;
  wechat: WeChatPayClient | undefined;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/** Where the browser goes back to: `success` only when the order is paid. */
export type Outcome = 'success' | 'error';
/** A webhook also needs to know whether the provider should deliver again. */
export type CaptureResult = Outcome | 'retry';

export const toOutcome = (result: CaptureResult): Outcome =>
  result === 'success' ? 'success' : 'error';

/** The configured provider of an attempt, if it is still configured. */
export function providerOf(deps: PaymentDeps, name: ProviderName): PaymentProvider | undefined {
  if (name === 'wechat') return deps.wechat;
  return deps.card.name === name ? deps.card : undefined;
}

/** `${BOOKING_URL}/order_list?payment=...`; the order id lets the page link the order. */
export function redirectUrl(deps: PaymentDeps, outcome: Outcome, orderId?: string): string {
  const query = new URLSearchParams({ payment: outcome });
  if (orderId) query.set('orderId', orderId);
  return `${deps.settings.bookingUrl}/order_list?${query}`;
}
