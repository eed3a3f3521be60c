import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { limits, ports, urls, wechatMerchant } from './tests/ports';

/**
 * End-to-end journeys against the built stack, started here on ports of its own so a running
 * `pnpm start` is left alone: gateway (PGlite in a fresh directory), booking app, marketing
 * app, a second booking app whose gateway is down, and a third under a second brand.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bookdirect-e2e-'));
// The secret the sites share with this run's gateway, so its limits count each visitor.
process.env.E2E_SITE_SECRET ??= randomBytes(24).toString('base64url');
const siteSecret = process.env.E2E_SITE_SECRET;

/**
 * The WeChat journey's merchant and platform keys, made once per run (the workers read the
 * same variable): the fake WeChat verifies with the merchant's public key and signs with the
 * platform's private key, the gateway the other way round.
 */
process.env.E2E_WECHAT_KEYS ??= (() => {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = pair();
  const platform = pair();
  return JSON.stringify({
    merchantPrivate: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    merchantPublic: merchant.publicKey.export({ type: 'spki', format: 'pem' }),
    platformPrivate: platform.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    platformPublic: platform.publicKey.export({ type: 'spki', format: 'pem' }),
  });
})();
const wechatKeys = JSON.parse(process.env.E2E_WECHAT_KEYS) as Record<string, string>;
process.env.E2E_WECHAT_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bookdirect-e2e-wechat-'));

/** Journeys that move the gateway's clock (see the `time` project). */
const TIME_TRAVEL = /time-travel\.spec\.ts$/;
/**
 * The accessibility sweep runs at 375 px only (the `phone` project) unless `A11Y_FULL=1`
 * asks for the full matrix; the keyboard-only journey is a desktop journey.
 */
const A11Y_FULL = process.env.A11Y_FULL === '1';
const A11Y = /a11y\.spec\.ts$/;
const KEYBOARD = /keyboard\.spec\.ts$/;
/** Two gateways and two sites of their own on PostgreSQL: one run of it is the point. */
const REPLICAS = /replicas\.spec\.ts$/;
/**
 * The back office is for the staff's desks and tablets (1280 and 768 px, which its journeys
 * set themselves), not for phones.
 */
const OFFICE = /office[^/]*\.spec\.ts$/;

/** The second white-label brand the sweep checks its contrast with: deep green and gold. */
const secondBrand = {
  BRAND_NAME: 'Olive Grove Stays',
  BRAND_LOGO_TEXT: 'Olive Grove',
  BRAND_PRIMARY: '#1E4D3B',
  BRAND_ACCENT: '#C9A227',
  BRAND_BACKGROUND: '#F5F3EA',
  BRAND_SURFACE: '#FFFFFF',
  BRAND_TEXT: '#1A2420',
  BRAND_EMAIL: 'stay@olivegrove.example',
  BRAND_PHONE: '+30 2310 555 017',
  BRAND_ADDRESS: '4 Tsimiski Street, 546 24 Thessaloniki, Greece',
};

const site = (
  app: string,
  port: number,
  gatewayUrl: string,
  extraEnv: Record<string, string> = {},
) => ({
  command: 'node server.mjs',
  cwd: `apps/${app}`,
  url: `http://127.0.0.1:${port}/healthz`,
  env: {
    PORT: String(port),
    NODE_ENV: 'production',
    GATEWAY_URL: gatewayUrl,
    GATEWAY_PUBLIC_URL: urls.gateway,
    BOOKING_URL: urls.booking,
    MARKETING_URL: urls.marketing,
    SITE_SECRET: siteSecret,
    ...extraEnv,
  },
  reuseExistingServer: false,
  timeout: 60_000,
});

const gateway = (
  port: number,
  dataDir: string | undefined,
  publicUrl: string,
  bookingUrl: string,
  extraEnv: Record<string, string> = {},
) => ({
  command: 'node apps/gateway/dist/server.js',
  url: `${publicUrl}/health`,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    LOG_LEVEL: 'warn',
    // The journeys read codes from the dev mailbox and grant points for a stay.
    DEV_ROUTES: '1',
    FRANCHISE_RATE_LIMIT_MAX: String(limits.franchisePerAddress),
    CODE_REQUESTS_PER_ADDRESS: String(limits.codeRequestsPerAddress),
    CHECKIN_LIMIT_ADDRESS_MAX: String(limits.checkinPerAddress),
    SITE_SECRET: siteSecret,
    GATEWAY_PUBLIC_URL: publicUrl,
    // The sandbox checkout sends the browser back to this run's booking app.
    BOOKING_URL: bookingUrl,
    ...extraEnv,
  },
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS) || 2,
  // A loaded two-core machine answers a form post or a hydration in more than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: urls.booking,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: A11Y_FULL ? [TIME_TRAVEL] : [TIME_TRAVEL, A11Y],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, channel: undefined },
      testIgnore: [TIME_TRAVEL, KEYBOARD, REPLICAS, OFFICE],
      // The desktop's own ways (the WeChat Pay QR code): a phone is offered another.
      grepInvert: /@desktop-only/,
    },
    // Moves the gateway's clock, which every journey shares: after all the others, alone.
    {
      name: 'time',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: TIME_TRAVEL,
      dependencies: ['desktop', 'phone'],
      fullyParallel: false,
    },
  ],
  webServer: [
    gateway(ports.gateway, process.env.E2E_DATA_DIR, urls.gateway, urls.booking, {
      // The partner site's pages read the catalogue from the browser (the embed): the demo
      // partner, on this run's origin for its site.
      PARTNERS: JSON.stringify([
        { code: 'wander-notes', name: 'Wander Notes', origins: [urls.partner] },
      ]),
    }),
    site('booking', ports.booking, urls.gateway),
    site('marketing', ports.marketing, urls.gateway),
    site('office', ports.office, urls.gateway, { OFFICE_URL: urls.office }),
    // A partner's site on an origin of its own, embedding the booking site.
    {
      command: 'node server.mjs',
      cwd: 'examples/partner-site',
      url: `http://127.0.0.1:${ports.partner}/healthz`,
      env: {
        PORT: String(ports.partner),
        BOOKING_URL: urls.booking,
        GATEWAY_PUBLIC_URL: urls.gateway,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    site('booking', ports.bookingNoGateway, 'http://127.0.0.1:9'),
    // Visitors' pages kept while the gateway's tags hold (tests/page-cache.spec.ts).
    site('booking', ports.bookingPageCache, urls.gateway, {
      BOOKING_URL: urls.bookingPageCache,
      PAGE_CACHE_SECONDS: '30',
    }),
    site('booking', ports.bookingSecondBrand, urls.gateway, {
      ...secondBrand,
      BOOKING_URL: urls.bookingSecondBrand,
    }),
    // The WeChat Pay journey's own stack, so the others keep PayPal as the only method.
    {
      command: 'node --import tsx tests/fake-wechat-server.ts',
      url: `${urls.fakeWechat}/fake/health`,
      env: { E2E_PORT_OFFSET: process.env.E2E_PORT_OFFSET ?? '0' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    gateway(
      ports.gatewayWechat,
      process.env.E2E_WECHAT_DATA_DIR,
      urls.gatewayWechat,
      urls.bookingWechat,
      {
        WECHAT_APP_ID: wechatMerchant.appId,
        WECHAT_APP_SECRET: wechatMerchant.appSecret,
        WECHAT_MCH_ID: wechatMerchant.mchId,
        WECHAT_API_V3_KEY: wechatMerchant.apiV3Key,
        WECHAT_MCH_CERT_SERIAL: wechatMerchant.certSerial,
        WECHAT_MCH_PRIVATE_KEY: wechatKeys.merchantPrivate ?? '',
        WECHAT_PLATFORM_PUBLIC_KEY: wechatKeys.platformPublic ?? '',
        WECHAT_PLATFORM_SERIAL: wechatMerchant.platformSerial,
        WECHAT_API_BASE: urls.fakeWechat,
        WECHAT_OPEN_API_BASE: urls.fakeWechat,
      },
    ),
    site('booking', ports.bookingWechat, urls.gatewayWechat, {
      GATEWAY_PUBLIC_URL: urls.gatewayWechat,
      BOOKING_URL: urls.bookingWechat,
      WECHAT_APP_ID: wechatMerchant.appId,
      WECHAT_OAUTH_BASE: urls.fakeWechat,
    }),
  ],
});
