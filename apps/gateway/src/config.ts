import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { MAX_WORKERS } from '@bookdirect/cluster';
import { SITE_SECRET_ENV } from '@bookdirect/gateway-sdk';
import { type AccountSettings, accountSettingsFromEnv } from './accounts/settings';
import { type RateSettings, rateSettingsFromEnv, searchCacheFromEnv } from './catalog/settings';
import { type CheckinSettings, checkinSettingsFromEnv } from './checkin/settings';
import { ConfigError } from './config-error';
import type { DatabaseConfig } from './db';
import { type FranchiseSettings, franchiseSettingsFromEnv } from './franchise/settings';
import { type MailSettings, mailSettingsFromEnv } from './mail/transports';
import { type OrderSettings, orderSettingsFromEnv } from './orders/settings';
import { type PartnerEntry, parsePartnerOrigins, parsePartners } from './partners/settings';
import {
  cardProviderFromEnv,
  type PaymentSettings,
  paymentSettingsFromEnv,
  weChatCredentialCount,
  weChatIsLocal,
} from './payments/settings';
import { type StaffSettings, staffSettingsFromEnv } from './staff/settings';

export { ConfigError };

/**
 * Gateway settings, read once from the environment: the one module of the gateway that reads
 * it (besides the entry points, which hand it here). Each domain's part is parsed by a pure
 * function of its own `settings.ts` and reaches the domain as a value (`app.config.orders`,
 * plugin options). Every setting has a working default so a fresh clone starts with no
 * `.env` (README, Configuration).
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type { DatabaseConfig };

export interface Config {
  /** NODE_ENV as given; `production` switches off development conveniences. */
  nodeEnv: string;
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: LogLevel;
  /** What browsers load from the gateway (images, checkout pages); no trailing slash. */
  publicUrl: string;
  /** Where the gateway keeps files of its own; the embedded database lives in `pglite/`. */
  dataDir: string;
  /**
   * DATABASE_URL (PostgreSQL, else the embedded PGlite), DATABASE_POOL_SIZE, and
   * DATABASE_READ_URL: streaming replicas the catalogue's reads go to (docs/scaling/replicas.md).
   */
  database: DatabaseConfig;
  /**
   * DEV_ROUTES: the dev mailbox and the points grant (`/dev/...`), answered to loopback
   * peers only. Refused beside production, real mail or a real payment provider.
   */
  devRoutes: boolean;
  /**
   * TRUST_PROXY, as Fastify's `trustProxy`: which peers' `X-Forwarded-For` (and `-Proto`)
   * `request.ip` and `request.protocol` believe. False: none, the socket's peer is the client.
   */
  trustProxy: TrustProxy;
  /**
   * SITE_SECRET, shared with the booking and marketing servers: only a call carrying it may
   * name the visitor's address (gateway-sdk's site-forwarding headers). Unset: never.
   */
  siteSecret: string | undefined;
  /**
   * PARTNERS: partners (`{code, name, origins}`, a JSON array) upserted into the partners
   * table at start-up; the table, not this list, is what the gateway reads while it runs.
   */
  partners: PartnerEntry[];
  /**
   * PARTNER_ORIGINS (deprecated, for one release): origins answered besides the partners
   * table's, as before it existed. Empty: only the table's.
   */
  partnerOrigins: string[];
  /**
   * GATEWAY_WORKERS: processes serving the port (node:cluster), one per core to use every
   * core; 1 by default. More than one needs DATABASE_URL (PGlite is one process's database).
   */
  workers: number;
  /** MAIL_FROM and SMTP_URL (mail/transports.ts). */
  mail: MailSettings;
  /** SEED_DEMO: the demo catalogue, member, trips and partner at start-up; `0` never. */
  seedDemo: boolean;
  /**
   * JOBS: `on` (the default) runs the periodic jobs (holds, stays, points, refunds, mail) in
   * this process; `off` leaves them to worker processes (`pnpm --filter @bookdirect/gateway
   * worker`), which need DATABASE_URL.
   */
  jobs: boolean;
  /** STAFF_*: back-office sign-in limits, session lengths and the TOTP issuer (staff/settings.ts). */
  staff: StaffSettings;
  /** Members' attempt limits and BOOKING_URL (accounts/settings.ts). */
  accounts: AccountSettings;
  /** ORDER_HOLD_MINUTES, ORDER_HOLD_SWEEP_S, BOOKING_URL (orders/settings.ts). */
  orders: OrderSettings;
  /** CHECKIN_LIMIT_*, CHECKIN_HINTS_*, CHECKIN_TOKEN_LIMIT_*, BOOKING_URL (checkin/settings.ts). */
  checkin: CheckinSettings;
  /** FRANCHISE_STAFF_EMAIL, FRANCHISE_STAFF_LANG, FRANCHISE_RATE_LIMIT_* (franchise/settings.ts). */
  franchise: FranchiseSettings;
  /** EXCHANGE_RATE_MAX_MOVE, EXCHANGE_RATES_URL (catalog/settings.ts). */
  rates: RateSettings;
  /** SEARCH_CACHE: false (`0`) turns the search answers' cache off (catalog/settings.ts). */
  searchCache: boolean;
  /** PAYMENT_PROVIDER, PAYPAL_*, WECHAT_*, BOOKING_URL (payments/settings.ts). */
  payments: PaymentSettings;
}

/** `false`, `true` (every peer), or addresses, CIDR ranges and proxy-addr's range names. */
export type TrustProxy = boolean | string[];

export const DEFAULT_PORT = 4000;
export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_PUBLIC_URL = 'http://localhost:4000';
/** A shorter shared secret could be guessed by asking; the sites' start scripts use 32. */
export const MIN_SITE_SECRET_LENGTH = 16;

export interface LoadConfigOptions {
  /** Where relative paths and the repository root search start; `process.cwd()` by default. */
  cwd?: string;
}

/**
 * Parses settings from an environment object. Pure apart from looking for the repository
 * root on disk, so tests can feed it any environment.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): Config {
  const cwd = options.cwd ?? process.cwd();
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  const dataDir = resolve(cwd, nonEmpty(env.DATA_DIR) ?? join(findRepoRoot(cwd), '.data'));
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const devRoutes = parseFlag('DEV_ROUTES', env.DEV_ROUTES);
  if (devRoutes) refuseDevRoutesBesideRealServices(env, nodeEnv);
  const workers = parseInteger('GATEWAY_WORKERS', env.GATEWAY_WORKERS, 1, 1, MAX_WORKERS);
  if (workers > 1 && !databaseUrl) {
    throw new ConfigError(
      'GATEWAY_WORKERS above 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process',
    );
  }

  const isProduction = nodeEnv === 'production';
  const publicUrl = parseUrl('GATEWAY_PUBLIC_URL', env.GATEWAY_PUBLIC_URL ?? DEFAULT_PUBLIC_URL);
  const migrationsDir = nonEmpty(env.MIGRATIONS_DIR);

  const readUrls = parseReadUrls(env.DATABASE_READ_URL);
  if (readUrls.length > 0 && !databaseUrl) {
    throw new ConfigError(
      'DATABASE_READ_URL needs DATABASE_URL: replicas stream from a PostgreSQL primary, and the embedded database (PGlite) has none',
    );
  }

  const jobs = parseJobs(env.JOBS);
  if (!jobs && !databaseUrl) {
    throw new ConfigError(
      'JOBS=off needs DATABASE_URL: worker processes cannot open the embedded database (PGlite), which belongs to the gateway',
    );
  }

  return {
    nodeEnv,
    isProduction,
    host: nonEmpty(env.HOST) ?? DEFAULT_HOST,
    port: parseInteger('PORT', env.PORT, DEFAULT_PORT, 0, 65_535),
    logLevel: parseLogLevel(env.LOG_LEVEL, nodeEnv),
    publicUrl,
    dataDir,
    database: databaseUrl
      ? {
          kind: 'postgres',
          url: parsePostgresUrl(databaseUrl),
          poolSize: parseInteger(
            'DATABASE_POOL_SIZE',
            env.DATABASE_POOL_SIZE,
            DEFAULT_POOL_SIZE,
            1,
            1000,
          ),
          ...(readUrls.length > 0 ? { readUrls } : {}),
          migrationsDir,
        }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite'), migrationsDir },
    devRoutes,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    siteSecret: parseSiteSecret(env[SITE_SECRET_ENV]),
    partners: parsePartners(env.PARTNERS),
    partnerOrigins: parsePartnerOrigins(env.PARTNER_ORIGINS),
    workers,
    mail: mailSettingsFromEnv(env),
    seedDemo: env.SEED_DEMO?.trim() !== '0',
    jobs,
    staff: staffSettingsFromEnv(env),
    accounts: accountSettingsFromEnv(env),
    orders: orderSettingsFromEnv(env),
    checkin: checkinSettingsFromEnv(env),
    franchise: franchiseSettingsFromEnv(env),
    rates: rateSettingsFromEnv(env),
    searchCache: searchCacheFromEnv(env),
    payments: paymentSettingsFromEnv(env, { isProduction, publicUrl }),
  };
}

/**
 * The dev routes hand out every mailed code and mint points: harmless on a laptop whose mail
 * and payments go nowhere, a takeover anywhere real mail is sent or real money is taken.
 */
function refuseDevRoutesBesideRealServices(
  env: Record<string, string | undefined>,
  nodeEnv: string,
): void {
  const reasons: string[] = [];
  if (nodeEnv === 'production') reasons.push('NODE_ENV=production');
  if (nonEmpty(env.SMTP_URL)) reasons.push('SMTP_URL');
  if (cardProviderFromEnv(env) === 'paypal') reasons.push('PAYMENT_PROVIDER=paypal');
  if (weChatCredentialCount(env) > 0 && !weChatIsLocal(env)) {
    reasons.push('WeChat Pay credentials (WECHAT_*)');
  }
  if (reasons.length > 0) {
    throw new ConfigError(
      `DEV_ROUTES is for a local run only; unset it, or unset ${reasons.join(', ')}`,
    );
  }
}

/**
 * The monorepo root: the nearest ancestor holding `pnpm-workspace.yaml`. Outside a checkout
 * (a deployed image) the start directory itself.
 */
export function findRepoRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return parsed;
}

function parseJobs(raw: string | undefined): boolean {
  const value = nonEmpty(raw)?.toLowerCase() ?? 'on';
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`JOBS must be on or off, got "${value}"`);
}

function parseFlag(name: string, raw: string | undefined): boolean {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ConfigError(`${name} must be 1, true, 0 or false, got "${value}"`);
}

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = nonEmpty(raw);
  if (value === undefined || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) {
    // Fastify treats a hop count as "trust nothing": a count cannot tell the proxy from a
    // client that reached the gateway directly and wrote the hops itself. Say so rather
    // than start with a setting that silently does nothing.
    throw new ConfigError(
      `TRUST_PROXY=${value}: a hop count cannot be checked; name the proxies' addresses or ` +
        'CIDR ranges instead (e.g. TRUST_PROXY=10.0.0.0/8)',
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isProxyEntry(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      'TRUST_PROXY must be true, false, or a comma-separated list of ' +
        `addresses and CIDR ranges, got "${wrong}"`,
    );
  }
  return entries;
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (!address || rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (/^\d+$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  // The netmask form, `10.0.0.0/255.0.0.0`.
  return family === 4 && isIP(bits) === 4;
}

function parseSiteSecret(raw: string | undefined): string | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  if (value.length < MIN_SITE_SECRET_LENGTH) {
    throw new ConfigError(
      `${SITE_SECRET_ENV} must be at least ${MIN_SITE_SECRET_LENGTH} characters, got ${value.length}`,
    );
  }
  return value;
}

function parseLogLevel(raw: string | undefined, nodeEnv: string): LogLevel {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined) return nodeEnv === 'test' ? 'silent' : 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return value as LogLevel;
}

function parseUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function parsePostgresUrl(raw: string, name = 'DATABASE_URL'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a postgres:// URL`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    // Never echo the value: it usually carries a password.
    throw new ConfigError(`${name} must be a postgres:// URL, got scheme "${url.protocol}"`);
  }
  return raw;
}

/** DATABASE_READ_URL: the replicas' URLs, comma-separated; none when unset. */
function parseReadUrls(raw: string | undefined): string[] {
  const value = nonEmpty(raw);
  if (value === undefined) return [];
  const urls = value.split(',').map((part) => part.trim());
  if (urls.some((url) => url === '')) {
    throw new ConfigError(
      'DATABASE_READ_URL must be postgres:// URLs separated by commas, with none empty',
    );
  }
  return urls.map((url) => parsePostgresUrl(url, 'DATABASE_READ_URL'));
}
