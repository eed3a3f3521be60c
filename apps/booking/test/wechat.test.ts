import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrDataUrl, sitePath, wxModeOf } from '../app/wechat.server';

const from = (agent: string) =>
  new Request('http://localhost:3000/order/wxpay?orderId=1', { headers: { 'user-agent': agent } });

describe('WeChat Pay on the booking site', () => {
  it('pays in WeChat inside WeChat, by H5 on other phones and by QR code on desktops', () => {
    expect(
      wxModeOf(
        from(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
        ),
      ),
    ).toBe('jsapi');
    expect(
      wxModeOf(from('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/120.0 Mobile Safari/537.36')),
    ).toBe('h5');
    expect(
      wxModeOf(
        from('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'),
      ),
    ).toBe('native');
  });

  it('goes back after the OAuth only to a path of this site', () => {
    expect(sitePath('/order/wxpay?orderId=1')).toBe('/order/wxpay?orderId=1');
    expect(sitePath('//evil.example/x')).toBeUndefined();
    expect(sitePath('https://evil.example/')).toBeUndefined();
    expect(sitePath('/\\evil.example')).toBeUndefined();
    expect(sitePath(null)).toBeUndefined();
  });

  it("draws a Native code_url's QR code as an SVG data: URL, module for module", () => {
    const codeUrl = 'weixin://wxpay/bizpayurl?pr=Ab3dE5f';
    const url = qrDataUrl(codeUrl);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString();
    const { size, data } = encode(codeUrl, { ecc: 'M', border: 2 });
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
    // Each rectangle is one row's run of dark modules: together, exactly the code's.
    const drawn = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    for (const [, x, y, width] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) {
      for (let i = 0; i < Number(width); i++) (drawn[Number(y)] as boolean[])[Number(x) + i] = true;
    }
    expect(drawn).toEqual(data);
  });
});
