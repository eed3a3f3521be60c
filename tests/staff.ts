import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, locales, urls, waitingForHydration } from './fixtures';
import type { Answer } from './stays';

const run = promisify(execFile);

/** An account `staff:add` printed: its password and authenticator secret, shown this once. */
export interface AddedStaff {
  email: string;
  password: string;
  totp_secret: string;
  otpauth_uri: string;
}

/** An e-mail address no other journey (or run) uses. */
export function staffEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * A new staff account in this run's gateway, added by its own `staff:add` (which reaches the
 * running gateway through its socket in the run's data directory), enrolled with the secret
 * it prints, as an admin sets up the first account of an install.
 */
export async function addStaff(
  email: string,
  role: 'admin' | 'manager' | 'desk',
  options: { hotels?: number[]; name?: string; lang?: 'zh' | 'en' } = {},
): Promise<AddedStaff> {
  const args = ['--import', 'tsx', 'src/staff/add-cli.ts', email, role];
  for (const hotel of options.hotels ?? []) args.push('--hotel', String(hotel));
  if (options.name) args.push('--name', options.name);
  if (options.lang) args.push('--lang', options.lang);
  const { stdout } = await run(process.execPath, args, {
    cwd: fileURLToPath(new URL('../apps/gateway/', import.meta.url)),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return JSON.parse(stdout) as AddedStaff;
}

/**
 * The staff session the journeys call staff calls with: a new admin signed in with its
 * authenticator's code of now, as a tool would.
 */
export async function staffSession(request: APIRequestContext): Promise<string> {
  const added = await addStaff(staffEmail('import'), 'admin');
  const response = await request.post(`${urls.gateway}/v1/s/session/`, {
    data: {
      email: added.email,
      password: createHash('sha256').update(added.password).digest('hex'),
      otp: totp(added.totp_secret, Date.now()),
    },
  });
  const body = (await response.json()) as Answer<{ token: string }>;
  expect(body.rec, body.msg).toBe(0);
  return body.data.token;
}

/** RFC 6238: the 6-digit code of a base32 secret at `at` (SHA-1, 30-second steps). */
export function totp(secret: string, at: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * A browser context of the office signed in as `account` (a session made through the staff
 * call, its cookie set as the sign-in page leaves it; office.spec.ts covers the page itself),
 * in English at 1280 px, downloads accepted. Answers the session's `token` as well.
 */
export async function signInOffice(
  browser: Browser,
  request: APIRequestContext,
  account: AddedStaff,
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const response = await request.post(`${urls.gateway}/v1/s/session/`, {
    data: {
      email: account.email,
      password: createHash('sha256').update(account.password).digest('hex'),
      otp: totp(account.totp_secret, Date.now()),
    },
  });
  const body = (await response.json()) as Answer<{ token: string }>;
  expect(body.rec, body.msg).toBe(0);
  const context = await browser.newContext({
    locale: locales.en,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await context.addCookies([
    {
      name: 'office_session',
      value: body.data.token,
      url: urls.office,
      httpOnly: true,
      sameSite: 'Strict',
    },
    { name: 'lng', value: 'en', url: urls.office },
  ]);
  return {
    context,
    page: waitingForHydration(await context.newPage()),
    token: body.data.token,
  };
}

/** The last code each secret signed in with: a code is good once, so the next waits. */
const usedCodes = new Map<string, string>();

/** The authenticator's code of now, waiting for the next step when this one signed in already. */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const code = totp(secret, Date.now());
    if (usedCodes.get(secret) !== code) {
      usedCodes.set(secret, code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Signs in on the office's sign-in page, as a person does, and waits to be let in. */
export async function signInThroughPage(page: Page, account: AddedStaff): Promise<void> {
  await page.goto(`${urls.office}/sign-in`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('input[name="otp"]').fill(await freshCode(account.totp_secret));
  await page.locator('form:has(input[name="otp"]) button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** A staff call with `token`'s session; its `data`, after checking it answered rec 0. */
export async function staffCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${urls.gateway}/v1/s${path}`, {
    method,
    headers: { token },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as Answer<T>;
  expect(body.rec, `${method} /v1/s${path}: ${body.msg}`).toBe(0);
  return body.data;
}
