import { PAY_SOURCE } from '@bookdirect/gateway-sdk';
import { DEFAULT_BOOKING_URL } from '../accounts/settings';
import { ConfigError } from '../config-error';

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

export type WeChatSignType = 'MD5' | 'HMAC-SHA256';

export interface WeChatSettings {
  appId: string;
  mchId: string;
  /** The merchant's API v2 key (32 characters), the secret behind every `sign`. */
  apiKey: string;
  apiBase: string;
  notifyUrl: string;
  signType: WeChatSignType;
}

export interface PaymentSettings {
  /** Who serves pay_source 11 (PAYMENT_PROVIDER). */
  provider: CardProvider;
  paypal: PayPalSettings;
  /** Undefined unless WECHAT_APP_ID, WECHAT_MCH_ID and WECHAT_API_KEY are all set. */
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

/** WeChat Pay's merchant credentials as given; an unset one is the empty string. */
function weChatCredentialsFromEnv(env: Env): Pick<WeChatSettings, 'appId' | 'mchId' | 'apiKey'> {
  return {
    appId: value(env, 'WECHAT_APP_ID'),
    mchId: value(env, 'WECHAT_MCH_ID'),
    apiKey: value(env, 'WECHAT_API_KEY'),
  };
}

/**
 * How many of the three WeChat Pay credentials are set: 0 is off, 3 is on, anything between
 * a ConfigError from paymentSettingsFromEnv.
 */
export function weChatCredentialCount(env: Env): number {
  const wx = weChatCredentialsFromEnv(env);
  return [wx.appId, wx.mchId, wx.apiKey].filter(Boolean).length;
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

  const signType = value(env, 'WECHAT_SIGN_TYPE').toUpperCase() || 'MD5';
  if (signType !== 'MD5' && signType !== 'HMAC-SHA256') {
    throw new ConfigError(`WECHAT_SIGN_TYPE must be MD5 or HMAC-SHA256, got "${signType}"`);
  }
  const wx = weChatCredentialsFromEnv(env);
  const wxSet = weChatCredentialCount(env);
  if (wxSet > 0 && wxSet < 3) {
    // Half a configuration is a typo, not a choice: say so instead of hiding WeChat Pay.
    throw new ConfigError(
      'WeChat Pay needs WECHAT_APP_ID, WECHAT_MCH_ID and WECHAT_API_KEY together',
    );
  }
  const publicUrl = withoutSlash(app.publicUrl);
  return {
    provider,
    paypal,
    wechat:
      wxSet === 3
        ? {
            ...wx,
            apiBase: url(env, 'WECHAT_API_BASE', DEFAULT_WECHAT_API_BASE),
            notifyUrl: url(env, 'WECHAT_NOTIFY_URL', `${publicUrl}/payments/wechat/notify`),
            signType,
          }
        : undefined,
    publicUrl,
    bookingUrl: withoutSlash(value(env, 'BOOKING_URL') || DEFAULT_BOOKING_URL),
  };
}

/** The `pay_source` values this configuration can serve, in `pay_source_list` order. */
export function enabledPaySources(settings: Pick<PaymentSettings, 'wechat'>): number[] {
  return settings.wechat ? [PAY_SOURCE.paypal, PAY_SOURCE.wechat] : [PAY_SOURCE.paypal];
}
