import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { DEMO_PARTNER, seedDemoPartner } from '../src/partners/demo-seed';
import { partners } from '../src/partners/schema';
import { isAllowedOrigin, partnerByCode, upsertPartners } from '../src/partners/service';
import {
  describeEachBackend,
  startGateway,
  type TestGateway,
  testConfig,
  viaGateway,
} from './support/gateway';

const BLOG = 'https://blog.example';
const AGENCY = 'https://agency.example';
const STRANGER = 'https://stranger.example';
const CATALOGUE_READ = '/v1/u/app/hotelhotcity/?nums=3';

const allowedOrigin = (response: LightMyRequestResponse) =>
  response.headers['access-control-allow-origin'];

const readFrom = (app: FastifyInstance, origin: string) =>
  app.inject({ method: 'GET', url: CATALOGUE_READ, headers: { origin } });

const preflight = (origin: string): InjectOptions => ({
  method: 'OPTIONS',
  url: '/v1/u/hotel/main/',
  headers: { origin, 'access-control-request-method': 'GET' },
});

describeEachBackend('the partners table', (gateway) => {
  const codes = ['blog-partner', 'agency_2', 'kept-by-office'];

  beforeAll(async () => {
    await gateway().db.delete(partners).where(inArray(partners.code, codes));
    await upsertPartners(gateway().db, [
      { code: 'blog-partner', name: 'A Travel Blog', origins: [BLOG] },
    ]);
  });

  it('names a known partner by its code; an unknown or malformed code is no partner', async () => {
    const known = await viaGateway(gateway().app, 'GET', '/v1/u/util/partner/blog-partner/');
    expect(known.body).toMatchObject({
      rec: 0,
      data: { partner: { code: 'blog-partner', name: 'A Travel Blog' } },
    });
    // The origins are the gateway's business, not the site's.
    expect(known.body.data).toEqual({ partner: { code: 'blog-partner', name: 'A Travel Blog' } });
    for (const code of ['no-such-partner', 'BLOG-PARTNER', 'x'.repeat(33), 'a%20b', '%C3%A9']) {
      const answer = await viaGateway(gateway().app, 'GET', `/v1/u/util/partner/${code}/`);
      expect(answer.body.rec, code).toBe(5);
    }
    expect(await partnerByCode(gateway().db, 'with space')).toBeNull();
    expect(await partnerByCode(gateway().db, 42)).toBeNull();
  });

  it("answers a partner's origin from the table on the catalogue reads, and no other", async () => {
    const partner = await readFrom(gateway().app, BLOG);
    expect(partner.json()).toMatchObject({ rec: 0 });
    expect(allowedOrigin(partner)).toBe(BLOG);
    expect(partner.headers.vary).toMatch(/Origin/);

    const stranger = await readFrom(gateway().app, STRANGER);
    expect(stranger.json()).toMatchObject({ rec: 0 });
    expect(allowedOrigin(stranger)).toBeUndefined();

    const ok = await gateway().app.inject(preflight(BLOG));
    expect(ok.statusCode).toBe(204);
    expect(allowedOrigin(ok)).toBe(BLOG);
    expect(ok.headers['access-control-allow-methods']).toBe('GET');
    const refused = await gateway().app.inject(preflight(STRANGER));
    expect(allowedOrigin(refused)).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('follows a change to the table at the next request, without a restart', async () => {
    const { app, db } = gateway();
    // The back office adds a partner: its origin reads at once, its code is known at once.
    await db.insert(partners).values({ code: 'agency_2', name: 'Agency', origins: [AGENCY] });
    expect(allowedOrigin(await readFrom(app, AGENCY))).toBe(AGENCY);
    expect(allowedOrigin(await app.inject(preflight(AGENCY)))).toBe(AGENCY);
    expect((await viaGateway(app, 'GET', '/v1/u/util/partner/agency_2/')).body.rec).toBe(0);

    // It moves the blog to another origin: the old one is refused from the next request.
    await db
      .update(partners)
      .set({ origins: ['https://new.blog.example'] })
      .where(eq(partners.code, 'blog-partner'));
    expect(allowedOrigin(await readFrom(app, BLOG))).toBeUndefined();
    expect(allowedOrigin(await readFrom(app, 'https://new.blog.example'))).toBe(
      'https://new.blog.example',
    );

    // It removes the agency: neither its origin nor its code counts any more.
    await db.delete(partners).where(eq(partners.code, 'agency_2'));
    expect(allowedOrigin(await readFrom(app, AGENCY))).toBeUndefined();
    const refused = await app.inject(preflight(AGENCY));
    expect(allowedOrigin(refused)).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
    expect((await viaGateway(app, 'GET', '/v1/u/util/partner/agency_2/')).body.rec).toBe(5);
  });

  it("PARTNERS adds its partners and brings them to what it says; others' stay", async () => {
    const { db } = gateway();
    await db
      .insert(partners)
      .values({ code: 'kept-by-office', name: 'Office', origins: [STRANGER] })
      .onConflictDoNothing();
    await upsertPartners(db, [
      { code: 'blog-partner', name: 'The Blog, renamed', origins: [BLOG, AGENCY] },
    ]);
    expect(await partnerByCode(db, 'blog-partner')).toEqual({
      code: 'blog-partner',
      name: 'The Blog, renamed',
      origins: [BLOG, AGENCY],
    });
    expect(await partnerByCode(db, 'kept-by-office')).toMatchObject({ origins: [STRANGER] });
    expect(await isAllowedOrigin(db, AGENCY)).toBe(true);
    // Starting again with the same setting changes nothing.
    await upsertPartners(db, [
      { code: 'blog-partner', name: 'The Blog, renamed', origins: [BLOG, AGENCY] },
    ]);
    expect(await db.select().from(partners).where(eq(partners.code, 'blog-partner'))).toHaveLength(
      1,
    );
  });

  it('the demo seed adds the demo partner site once, and leaves one already there alone', async () => {
    const { db } = gateway();
    await db.delete(partners).where(eq(partners.code, DEMO_PARTNER.code));
    expect(await seedDemoPartner(db)).toEqual({ seeded: true });
    expect(await partnerByCode(db, 'wander-notes')).toEqual({
      code: 'wander-notes',
      name: 'Wander Notes',
      origins: ['http://localhost:3020'],
    });
    await db
      .update(partners)
      .set({ origins: ['https://wandernotes.example'] })
      .where(eq(partners.code, DEMO_PARTNER.code));
    expect(await seedDemoPartner(db)).toEqual({ seeded: false });
    expect(await partnerByCode(db, 'wander-notes')).toMatchObject({
      origins: ['https://wandernotes.example'],
    });
  });

  it('refuses a code the pattern does not allow, whoever writes it', async () => {
    await expect(
      gateway().db.insert(partners).values({ code: 'with space', name: 'Nope' }),
    ).rejects.toThrow();
  });
});

describe('PARTNERS', () => {
  const load = (value: string) => loadConfig({ NODE_ENV: 'test', PARTNERS: value });

  it('reads a JSON array of {code, name, origins}', () => {
    expect(
      load(
        JSON.stringify([
          { code: 'wander-notes', name: ' Wander Notes ', origins: ['http://localhost:3020/'] },
          { code: 'Agency_2', name: 'Agency', origins: [AGENCY, `${AGENCY}/`] },
          { code: 'links-only', name: 'A partner without an embed' },
        ]),
      ).partners,
    ).toEqual([
      { code: 'wander-notes', name: 'Wander Notes', origins: ['http://localhost:3020'] },
      { code: 'Agency_2', name: 'Agency', origins: [AGENCY] },
      { code: 'links-only', name: 'A partner without an embed', origins: [] },
    ]);
    expect(loadConfig({ NODE_ENV: 'test' }).partners).toEqual([]);
    expect(load('  ').partners).toEqual([]);
    expect(load('[]').partners).toEqual([]);
  });

  it('stops the gateway with the entry at fault for anything else', () => {
    const wrong: [string, RegExp][] = [
      ['wander-notes', /not valid JSON/],
      ['{"code":"a","name":"A","origins":[]}', /JSON array/],
      ['["a"]', /PARTNERS\[0\] must be an object/],
      ['[{"code":"with space","name":"A"}]', /PARTNERS\[0\]\.code/],
      [`[{"code":"${'x'.repeat(33)}","name":"A"}]`, /PARTNERS\[0\]\.code/],
      ['[{"name":"A"}]', /PARTNERS\[0\]\.code/],
      [
        '[{"code":"a","name":"A"},{"code":"a","name":"B"}]',
        /PARTNERS\[1\]\.code "a" is listed twice/,
      ],
      ['[{"code":"a"}]', /PARTNERS\[0\]\.name/],
      ['[{"code":"a","name":"  "}]', /PARTNERS\[0\]\.name/],
      ['[{"code":"a","name":"A","origins":"https://a.example"}]', /PARTNERS\[0\]\.origins/],
      ['[{"code":"a","name":"A","origins":["https://a.example/embed"]}]', /PARTNERS\[0\]\.origins/],
      ['[{"code":"a","name":"A","origins":["*"]}]', /PARTNERS\[0\]\.origins/],
      ['[{"code":"a","name":"A","origin":["https://a.example"]}]', /"origin"/],
    ];
    for (const [value, message] of wrong) {
      expect(() => load(value), value).toThrow(ConfigError);
      expect(() => load(value), value).toThrow(message);
    }
  });
});

describe('PARTNER_ORIGINS, deprecated', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway('pglite');
  });
  afterAll(() => gateway.close());

  it('is still answered beside the table, and the gateway says it is deprecated', async () => {
    const lines: { level: number; msg: string; setting?: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
        done();
      },
    });
    const app = await buildApp({
      db: gateway.db,
      config: testConfig({ PARTNER_ORIGINS: 'https://legacy.example' }),
      logger: pino({ level: 'warn' }, stream),
    });
    try {
      await app.ready();
      const warning = lines.find((line) => line.setting === 'PARTNER_ORIGINS');
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toMatch(/PARTNER_ORIGINS is deprecated.*PARTNERS/);
      expect(allowedOrigin(await readFrom(app, 'https://legacy.example'))).toBe(
        'https://legacy.example',
      );
      expect(allowedOrigin(await readFrom(app, STRANGER))).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
