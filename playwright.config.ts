import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { limits, ports, urls } from './tests/ports';

/**
 * End-to-end journeys against the built stack, started here on ports of its own so a running
 * `pnpm start` is left alone: gateway (PGlite in a fresh directory), booking app, marketing
 * app, a second booking app whose gateway is down, and a third under a second brand.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bookdirect-e2e-'));
// The secret the sites share with this run's gateway, so its limits count each visitor.
process.env.E2E_SITE_SECRET ??= randomBytes(24).toString('base64url');
const siteSecret = process.env.E2E_SITE_SECRET;

/** Journeys that move the gateway's clock (see the `time` project). */
const TIME_TRAVEL = /time-travel\.spec\.ts$/;
/**
 * The accessibility sweep runs at 375 px only (the `phone` project) unless `A11Y_FULL=1`
 * asks for the full matrix; the keyboard-only journey is a desktop journey.
 */
const A11Y_FULL = process.env.A11Y_FULL === '1';
const A11Y = /a11y\.spec\.ts$/;
const KEYBOARD = /keyboard\.spec\.ts$/;

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

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: urls.booking,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
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
      testIgnore: [TIME_TRAVEL, KEYBOARD],
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
    {
      command: 'node apps/gateway/dist/server.js',
      url: `${urls.gateway}/health`,
      env: {
        PORT: String(ports.gateway),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // The journeys read codes from the dev mailbox and grant points for a stay.
        DEV_ROUTES: '1',
        ADMIN_TOKEN: `admin-${siteSecret}`,
        FRANCHISE_RATE_LIMIT_MAX: String(limits.franchisePerAddress),
        CODE_REQUESTS_PER_ADDRESS: String(limits.codeRequestsPerAddress),
        CHECKIN_LIMIT_ADDRESS_MAX: String(limits.checkinPerAddress),
        SITE_SECRET: siteSecret,
        GATEWAY_PUBLIC_URL: urls.gateway,
        // The sandbox checkout sends the browser back to this run's booking app.
        BOOKING_URL: urls.booking,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    site('booking', ports.booking, urls.gateway),
    site('marketing', ports.marketing, urls.gateway),
    site('booking', ports.bookingNoGateway, 'http://127.0.0.1:9'),
    site('booking', ports.bookingSecondBrand, urls.gateway, {
      ...secondBrand,
      BOOKING_URL: urls.bookingSecondBrand,
    }),
  ],
});
