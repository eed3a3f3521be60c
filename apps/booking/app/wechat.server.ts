import { PAY_SOURCE } from '@bookdirect/gateway-sdk';
import QRCode from 'qrcode';

/**
 * WeChat on the booking site: whether it offers WeChat Pay, which kind of payment a browser
 * gets, and the official account's OAuth (snsapi_base) that gives the gateway the visitor's
 * openid before WeChat Pay JSAPI. WECHAT_APP_ID (the gateway's official account) turns it on;
 * WECHAT_OAUTH_BASE moves the OAuth page (tests point it at their fake WeChat).
 */

export type WxMode = 'jsapi' | 'native' | 'h5';

const appId = process.env.WECHAT_APP_ID?.trim() ?? '';
const oauthBase = (process.env.WECHAT_OAUTH_BASE?.trim() || 'https://open.weixin.qq.com').replace(
  /\/+$/,
  '',
);

/** The pay sources the site offers: PayPal, and WeChat Pay when WeChat is configured. */
export const SITE_PAY_SOURCES: readonly number[] = appId
  ? [PAY_SOURCE.paypal, PAY_SOURCE.wechat]
  : [PAY_SOURCE.paypal];

/** JSAPI inside WeChat, H5 on other phones, a Native QR code on desktops. */
export function wxModeOf(request: Request): WxMode {
  const agent = request.headers.get('user-agent') ?? '';
  if (/MicroMessenger/i.test(agent)) return 'jsapi';
  if (/Mobi|Android|iPhone|iPad|iPod/i.test(agent)) return 'h5';
  return 'native';
}

export { wxPayPath } from './wechat-paths';

/** A same-site path, so the OAuth return can never be sent elsewhere. */
export function sitePath(raw: string | null | undefined): string | undefined {
  return raw?.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\') ? raw : undefined;
}

/**
 * The official account's OAuth page: WeChat sends the visitor back to `/wechat/oauth` with a
 * code, and `state` carries the page to return to.
 */
export function oauthUrl(request: Request, next: string): string {
  const back = new URL('/wechat/oauth', request.url);
  const query = new URLSearchParams({
    appid: appId,
    redirect_uri: back.href,
    response_type: 'code',
    scope: 'snsapi_base',
    state: next,
  });
  return `${oauthBase}/connect/oauth2/authorize?${query}#wechat_redirect`;
}

/**
 * A Native `code_url` as a QR code: a PNG `data:` URL made on the server, so the page needs
 * no script to draw it (the site's CSP allows `data:` images).
 */
export function qrDataUrl(codeUrl: string): Promise<string> {
  return QRCode.toDataURL(codeUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
