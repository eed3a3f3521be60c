import { PAY_SOURCE } from '@bookdirect/gateway-sdk';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { PayPalClient } from './paypal';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox';
import type { ProviderName } from './schema';
import type { PaymentSettings } from './settings';
import { WeChatPayClient } from './wechat';

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

export interface PaymentDepsOptions {
  /** On top of `app.config.payments` (PAYMENT_PROVIDER, PAYPAL_*, WECHAT_*, BOOKING_URL). */
  settings?: Partial<PaymentSettings>;
  clock?: () => Date;
  /** The HTTP client of the providers; tests may count or fail calls. */
  fetch?: typeof fetch;
}

/**
 * The providers as configured, built once per app: the pay call, the provider routes and the
 * refund worker share them (and so share PayPal's access token).
 */
export function createPaymentDeps(
  app: FastifyInstance,
  options: PaymentDepsOptions = {},
): PaymentDeps {
  const settings: PaymentSettings = {
    ...app.config.payments,
    ...options.settings,
  };
  const clock = options.clock ?? app.clock;
  const paypal =
    settings.provider === 'paypal'
      ? new PayPalClient({
          settings: settings.paypal,
          publicUrl: settings.publicUrl,
          fetch: options.fetch,
        })
      : undefined;
  const wechat = settings.wechat
    ? new WeChatPayClient({ settings: settings.wechat, fetch: options.fetch })
    : undefined;
  const card: PaymentProvider = paypal ?? new SandboxProvider(settings.publicUrl, app.db, clock);
  return { db: app.db, settings, card, paypal, wechat, log: app.log, clock };
}

/** The provider that serves a pay source (11 the sandbox or PayPal, 21 WeChat Pay), if any. */
export function providerOfSource(
  deps: PaymentDeps,
  paySource: number,
): PaymentProvider | undefined {
  if (paySource === PAY_SOURCE.paypal) return deps.card;
  if (paySource === PAY_SOURCE.wechat) return deps.wechat;
  return undefined;
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
