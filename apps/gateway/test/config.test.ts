import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, findRepoRoot, loadConfig } from '../src/config';

describe('configuration', () => {
  const repo = mkdtempSync(join(tmpdir(), 'gateway-config-'));
  writeFileSync(join(repo, 'pnpm-workspace.yaml'), 'packages: []\n');
  const appDir = join(repo, 'apps', 'gateway');
  mkdirSync(appDir, { recursive: true });
  const outside = mkdtempSync(join(tmpdir(), 'gateway-no-repo-'));
  afterAll(() => {
    rmSync(repo, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('starts with no environment at all', () => {
    const config = loadConfig({}, { cwd: appDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      host: '0.0.0.0',
      port: 4000,
      logLevel: 'info',
      publicUrl: 'http://localhost:4000',
      dataDir: join(repo, '.data'),
      database: { kind: 'pglite', dataDir: join(repo, '.data', 'pglite') },
    });
  });

  it('finds the repository root from the repository or the app folder', () => {
    expect(findRepoRoot(appDir)).toBe(repo);
    expect(findRepoRoot(repo)).toBe(repo);
    expect(findRepoRoot(outside)).toBe(outside);
  });

  it('uses PostgreSQL when DATABASE_URL is set, with a pool of 10 by default', () => {
    const url = 'postgres://app:secret@db.internal:5432/bookdirect';
    expect(loadConfig({ DATABASE_URL: url }, { cwd: appDir }).database).toEqual({
      kind: 'postgres',
      url,
      poolSize: 10,
    });
    expect(
      loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '25' }, { cwd: appDir }).database,
    ).toMatchObject({ poolSize: 25 });
  });

  it('runs one process unless GATEWAY_WORKERS asks for more, which needs PostgreSQL', () => {
    const url = 'postgres://app:secret@db.internal:5432/bookdirect';
    expect(loadConfig({}, { cwd: appDir }).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: url, GATEWAY_WORKERS: '2' }, { cwd: appDir }).workers).toBe(
      2,
    );
    expect(() => loadConfig({ GATEWAY_WORKERS: '2' }, { cwd: appDir })).toThrow(
      /GATEWAY_WORKERS above 1 needs DATABASE_URL/,
    );
    for (const bad of ['0', '65', 'two']) {
      expect(() =>
        loadConfig({ DATABASE_URL: url, GATEWAY_WORKERS: bad }, { cwd: appDir }),
      ).toThrow(ConfigError);
    }
  });

  it('sends catalogue reads to DATABASE_READ_URL replicas, which need DATABASE_URL', () => {
    const url = 'postgres://app:secret@db.internal:5432/bookdirect';
    const replicaA = 'postgres://app:secret@replica-a.internal:5432/bookdirect';
    const replicaB = 'postgresql://app:secret@replica-b.internal:5432/bookdirect';
    expect(
      loadConfig(
        { DATABASE_URL: url, DATABASE_READ_URL: ` ${replicaA} , ${replicaB}` },
        { cwd: appDir },
      ).database,
    ).toEqual({ kind: 'postgres', url, poolSize: 10, readUrls: [replicaA, replicaB] });
    expect(
      loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: ' ' }, { cwd: appDir }).database,
    ).not.toHaveProperty('readUrls');
    expect(() => loadConfig({ DATABASE_READ_URL: replicaA }, { cwd: appDir })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    for (const bad of [`${replicaA},`, 'mysql://replica/x', `${replicaA},,${replicaB}`]) {
      expect(() =>
        loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: bad }, { cwd: appDir }),
      ).toThrow(ConfigError);
    }
    // The refusal names the variable, never the URL and its password.
    expect(() =>
      loadConfig(
        { DATABASE_URL: url, DATABASE_READ_URL: 'mysql://u:hunter2@replica/x' },
        { cwd: appDir },
      ),
    ).toThrow(/^DATABASE_READ_URL must be a postgres:\/\/ URL, got scheme "mysql:"$/);
  });

  it('takes DATA_DIR, relative to the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'var/data' }, { cwd: appDir });
    expect(config.dataDir).toBe(join(appDir, 'var', 'data'));
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: join(appDir, 'var', 'data', 'pglite'),
    });
  });

  it('reads the listener, log level, public address and environment', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'WARN',
        NODE_ENV: 'production',
        GATEWAY_PUBLIC_URL: 'https://api.example.com/',
      },
      { cwd: appDir },
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'warn',
      isProduction: true,
      publicUrl: 'https://api.example.com',
    });
  });

  it('keeps tests quiet by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, { cwd: appDir }).logLevel).toBe('silent');
  });

  it('refuses settings it cannot use, naming the variable', () => {
    const bad: Record<string, string>[] = [
      { PORT: 'abc' },
      { PORT: '70000' },
      { PORT: '-1' },
      { DATABASE_POOL_SIZE: '0', DATABASE_URL: 'postgres://localhost/x' },
      { LOG_LEVEL: 'loud' },
      { GATEWAY_PUBLIC_URL: 'not a url' },
      { GATEWAY_PUBLIC_URL: 'ftp://example.com' },
      { DATABASE_URL: 'mysql://localhost/x' },
    ];
    for (const env of bad) {
      const name = Object.keys(env).find((key) => key !== 'DATABASE_URL') ?? 'DATABASE_URL';
      expect(() => loadConfig(env, { cwd: appDir }), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env, { cwd: appDir })).toThrow(name);
    }
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    const trust = (value?: string) =>
      loadConfig({ TRUST_PROXY: value }, { cwd: appDir }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust(' 127.0.0.1, 10.0.0.0/8 ,loopback,fd00::/8,192.168.0.0/255.255.0.0 ')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
    ]);
    // A hop count cannot tell a proxy from a client that wrote the hops itself.
    for (const value of ['1', '2', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', '::1/129']) {
      expect(() => trust(value), value).toThrow(ConfigError);
      expect(() => trust(value), value).toThrow('TRUST_PROXY');
    }
  });

  it('takes a SITE_SECRET of 16 characters or more, and never echoes it', () => {
    expect(loadConfig({}, { cwd: appDir }).siteSecret).toBeUndefined();
    expect(loadConfig({ SITE_SECRET: ' 0123456789abcdef ' }, { cwd: appDir }).siteSecret).toBe(
      '0123456789abcdef',
    );
    expect(() => loadConfig({ SITE_SECRET: 'short-secret' }, { cwd: appDir })).toThrow(
      expect.objectContaining({
        name: 'ConfigError',
        message: expect.not.stringContaining('short-secret'),
      }),
    );
  });

  it('never echoes a database password in an error', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: 'mysql://u:hunter2@localhost/x' }, { cwd: appDir }),
    ).toThrow(expect.objectContaining({ message: expect.not.stringContaining('hunter2') }));
  });
});
