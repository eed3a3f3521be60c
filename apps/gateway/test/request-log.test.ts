import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db';
import { pgliteTemplate, startGateway, type TestGateway, testConfig } from './support/gateway';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  via?: string;
}

/** A gateway whose log lines land in `lines`, at `level`. */
async function loggedApp(db: Database, level: string) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  const app = await buildApp({
    db,
    config: testConfig(),
    logger: pino({ level }, stream),
  });
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway('pglite');
  });
  afterAll(() => gateway.close());

  it('writes one line per request at info, when it answers', async () => {
    const { app, lines } = await loggedApp(gateway.db, 'info');
    try {
      await app.inject({ method: 'GET', url: '/v1/u/util/currency/' });
      await app.inject({ method: 'GET', url: '/nope' });
      await app.inject({
        method: 'POST',
        url: '/gateway',
        headers: { 'x-api-path': '/v1/u/util/currency/', 'x-api-method': 'GET' },
        payload: {},
      });
      expect(lines).toHaveLength(3);
      expect(lines.map((l) => [l.req?.method, l.req?.url, l.res?.statusCode])).toEqual([
        ['GET', '/v1/u/util/currency/', 200],
        ['GET', '/nope', 404],
        ['GET', '/v1/u/util/currency/', 200],
      ]);
      expect(lines.every((l) => l.msg === 'request completed' && l.level === 30)).toBe(true);
      expect(lines.every((l) => typeof l.responseTime === 'number')).toBe(true);
      expect(lines.map((l) => l.via)).toEqual([undefined, undefined, '/gateway']);
    } finally {
      await app.close();
    }
  });

  it('keeps health probes quiet unless they fail', async () => {
    const { app, lines } = await loggedApp(gateway.db, 'info');
    try {
      for (let i = 0; i < 3; i++) {
        expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      }
      await app.inject({ method: 'GET', url: '/health/' });
      expect(lines).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('logs a failed health probe', async () => {
    // A database that is gone: every query fails, so /health answers 503.
    const gone = await createDatabase(
      { kind: 'pglite', dataDir: 'memory://' },
      { pgliteTemplate: pgliteTemplate() },
    );
    await gone.close();
    const { app, lines } = await loggedApp(gone.db, 'info');
    try {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
      const completed = lines.filter((l) => l.msg === 'request completed');
      expect(completed).toHaveLength(1);
      expect(completed[0]).toMatchObject({ level: 50, res: { statusCode: 503 } });
    } finally {
      await app.close();
    }
  });

  it('adds an arrival line per request at debug', async () => {
    const { app, lines } = await loggedApp(gateway.db, 'debug');
    try {
      await app.inject({ method: 'GET', url: '/v1/u/util/currency/' });
      await app.inject({ method: 'GET', url: '/health' });
      expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    } finally {
      await app.close();
    }
  });
});
