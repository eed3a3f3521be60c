import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Gateway settings, read once from the environment. Every setting has a working default so
 * a fresh clone starts with no `.env` (ARCHITECTURE.md, Configuration).
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      /** Connections in the pool of this process. */
      poolSize: number;
    }
  | {
      kind: 'pglite';
      /** A directory for a file-backed database, or `memory://` for a throwaway one. */
      dataDir: string;
    };

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
  database: DatabaseConfig;
}

export const DEFAULT_PORT = 4000;
export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_PUBLIC_URL = 'http://localhost:4000';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export interface LoadConfigOptions {
  /** Where relative paths and the repository root search start; `process.cwd()` by default. */
  cwd?: string;
}

/**
 * Parses settings from an environment object. Pure apart from looking for the repository
 * root on disk, so tests can feed it any environment.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  options: LoadConfigOptions = {},
): Config {
  const cwd = options.cwd ?? process.cwd();
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  const dataDir = resolve(cwd, nonEmpty(env.DATA_DIR) ?? join(findRepoRoot(cwd), '.data'));
  const databaseUrl = nonEmpty(env.DATABASE_URL);

  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    host: nonEmpty(env.HOST) ?? DEFAULT_HOST,
    port: parseInteger('PORT', env.PORT, DEFAULT_PORT, 0, 65_535),
    logLevel: parseLogLevel(env.LOG_LEVEL, nodeEnv),
    publicUrl: parseUrl('GATEWAY_PUBLIC_URL', env.GATEWAY_PUBLIC_URL ?? DEFAULT_PUBLIC_URL),
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
        }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  };
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

function parsePostgresUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    // Never echo the value: it usually carries a password.
    throw new ConfigError(`DATABASE_URL must be a postgres:// URL, got scheme "${url.protocol}"`);
  }
  return raw;
}
