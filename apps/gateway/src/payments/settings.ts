import { readFileSync } from 'node:fs';
import { PAY_SOURCE } from '@bookdirect/gateway-sdk';
import { bookingUrlFromEnv } from '../accounts/settings';
import { ConfigError } from '../config-error';
import type { WeChatSettings } from '../wechat/settings';

export type { WeChatSettings };

/**
 * Payment settings from the environment. With nothing set, source 11 is served by the
 * built-in sandbox checkout and WeChat Pay is off, so a fresh clone can book and pay.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'paypal'] as const;
export type CardProvider = (typeof PAYMENT_PROVIDERS)[number];

export const DEFAULT_PAYPAL_API_BASE = 'https://api-m.sandbox.paypal.com';
export const DEFAULT_WECHAT_API_BASE = 'https://api.mch.weixin.qq.com';

export interface PayPalSettings {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook subscription; verification needs it. */
  webhookId: string;
}

export const DEFAULT_WECHAT_OPEN_API_BASE = 'https://api.weixin.qq.com';

export interface PaymentSettings {
  /** Who serves pay_source 11 (PAYMENT_PROVIDER). */
  provider: CardProvider;
  paypal: PayPalSettings;
  /** Undefined unless every one of WECHAT_CREDENTIALS is set. */
  wechat: WeChatSettings | undefined;
  /** What browsers load from the gateway: checkout page, PayPal return (GATEWAY_PUBLIC_URL). */
  publicUrl: string;
  /** The booking app the browser goes back to after paying (BOOKING_URL). */
  bookingUrl: string;
}

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string): string => env[name]?.trim() ?? '';
const withoutSlash = (url: string) => url.replace(/\/+$/, '');

function url(env: Env, name: string, fallback: string): string {
  const raw = value(env, name) || fallback;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:')
      return withoutSlash(parsed.href);
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
}

/** Who serves pay_source 11: PAYMENT_PROVIDER, `sandbox` when unset. */
export function cardProviderFromEnv(env: Env): CardProvider {
  const provider = (value(env, 'PAYMENT_PROVIDER') || 'sandbox').toLowerCase();
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider)) {
    throw new ConfigError(
      `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, got "${provider}"`,
    );
  }
  return provider as CardProvider;
}

/** What turns WeChat Pay on: all of them, or none. */
export const WECHAT_CREDENTIALS = [
  'WECHAT_APP_ID',
  'WECHAT_APP_SECRET',
  'WECHAT_MCH_ID',
  'WECHAT_API_V3_KEY',
  'WECHAT_MCH_CERT_SERIAL',
  'WECHAT_MCH_PRIVATE_KEY',
  'WECHAT_PLATFORM_PUBLIC_KEY',
  'WECHAT_PLATFORM_SERIAL',
] as const;

/**
 * How many of the WeChat Pay credentials are set: 0 is off, all of them on, anything
 * between a ConfigError from paymentSettingsFromEnv.
 */
export function weChatCredentialCount(env: Env): number {
  return WECHAT_CREDENTIALS.filter((name) => value(env, name)).length;
}

/**
 * True when WeChat's both APIs are set to this machine: a stand-in (the end-to-end fake), not
 * WeChat, so no money and no real account are involved.
 */
export function weChatIsLocal(env: Env): boolean {
  const loopback = (name: string) => {
    try {
      return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(value(env, name)).hostname);
    } catch {
      return false;
    }
  };
  return loopback('WECHAT_API_BASE') && loopback('WECHAT_OPEN_API_BASE');
}

/**
 * A key given inline (PEM, its line breaks possibly written `\n` as environments do) or as
 * the path of a PEM file.
 */
function pem(env: Env, name: string): string {
  const raw = value(env, name).replaceAll('\\n', '\n');
  if (raw.startsWith('-----BEGIN')) return raw;
  try {
    return readFileSync(raw, 'utf8');
  } catch {
    throw new ConfigError(`${name} must be a PEM key or the path of one, got "${raw}"`);
  }
}

function weChatSettingsFromEnv(env: Env, publicUrl: string): WeChatSettings | undefined {
  const set = weChatCredentialCount(env);
  if (set === 0) return undefined;
  if (set < WECHAT_CREDENTIALS.length) {
    // Half a configuration is a typo, not a choice: say so instead of hiding WeChat Pay.
    const missing = WECHAT_CREDENTIALS.filter((name) => !value(env, name));
    throw new ConfigError(
      `WeChat Pay needs ${WECHAT_CREDENTIALS.join(', ')} together; missing ${missing.join(', ')}`,
    );
  }
  const apiV3Key = value(env, 'WECHAT_API_V3_KEY');
  if (Buffer.byteLength(apiV3Key) !== 32) {
    throw new ConfigError('WECHAT_API_V3_KEY must be the 32-character APIv3 key');
  }
  return {
    appId: value(env, 'WECHAT_APP_ID'),
    appSecret: value(env, 'WECHAT_APP_SECRET'),
    mchId: value(env, 'WECHAT_MCH_ID'),
    apiV3Key,
    certSerial: value(env, 'WECHAT_MCH_CERT_SERIAL'),
    privateKey: pem(env, 'WECHAT_MCH_PRIVATE_KEY'),
    platformPublicKey: pem(env, 'WECHAT_PLATFORM_PUBLIC_KEY'),
    platformSerial: value(env, 'WECHAT_PLATFORM_SERIAL'),
    apiBase: url(env, 'WECHAT_API_BASE', DEFAULT_WECHAT_API_BASE),
    openApiBase: url(env, 'WECHAT_OPEN_API_BASE', DEFAULT_WECHAT_OPEN_API_BASE),
    notifyUrl: url(env, 'WECHAT_NOTIFY_URL', `${publicUrl}/payments/wechat/notify`),
  };
}

export function paymentSettingsFromEnv(
  env: Env,
  app: { isProduction: boolean; publicUrl: string },
): PaymentSettings {
  const provider = cardProviderFromEnv(env);
  const paypal: PayPalSettings = {
    apiBase: url(env, 'PAYPAL_API_BASE', DEFAULT_PAYPAL_API_BASE),
    clientId: value(env, 'PAYPAL_CLIENT_ID'),
    clientSecret: value(env, 'PAYPAL_CLIENT_SECRET'),
    webhookId: value(env, 'PAYPAL_WEBHOOK_ID'),
  };
  if (provider === 'paypal' && app.isProduction) {
    const missing = (
      [
        ['PAYPAL_CLIENT_ID', paypal.clientId],
        ['PAYPAL_CLIENT_SECRET', paypal.clientSecret],
        ['PAYPAL_WEBHOOK_ID', paypal.webhookId],
      ] as const
    )
      .filter(([, v]) => !v)
      .map(([name]) => name);
    if (missing.length > 0) {
      throw new ConfigError(
        `PAYMENT_PROVIDER=paypal needs ${missing.join(', ')} in production (see docs/payments.md)`,
      );
    }
  }

  const publicUrl = withoutSlash(app.publicUrl);
  return {
    provider,
    paypal,
    wechat: weChatSettingsFromEnv(env, publicUrl),
    publicUrl,
    bookingUrl: bookingUrlFromEnv(env),
  };
}

/** The `pay_source` values this configuration can serve, in `pay_source_list` order. */
export function enabledPaySources(settings: Pick<PaymentSettings, 'wechat'>): number[] {
  return settings.wechat ? [PAY_SOURCE.paypal, PAY_SOURCE.wechat] : [PAY_SOURCE.paypal];
}
