import { PAY_SOURCE } from '@bookdirect/gateway-sdk';
import { encode } from 'uqr';

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
 * A Native `code_url` as a QR code: an SVG `data:` URL made on the server (error correction
 * M, a two-module margin; encoder: uqr, as booking-ui's QrCode), so the page needs no script
 * to draw it (the site's CSP allows `data:` images). Each row's dark runs are one rectangle.
 */
export function qrDataUrl(codeUrl: string): string {
  const { size, data } = encode(codeUrl, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1H${start}z`;
    }
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" ` +
    `shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path d="${path}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
