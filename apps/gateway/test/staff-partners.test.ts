import { Rec } from '@bookdirect/gateway-sdk/contract';
import type {
  StaffAuditEntry,
  StaffPartner,
  StaffPartnerList,
} from '@bookdirect/gateway-sdk/staff';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/orders/schema';
import { partners } from '../src/partners/schema';
import { describeEachBackend, viaGateway } from './support/gateway';
import {
  book,
  createGuest,
  createMember,
  insertOrderHotel,
  type Member,
  type OrderHotel,
} from './support/orders';
import { type StaffSession, staffCall, staffSession } from './support/staff';

const CATALOGUE_READ = '/v1/u/app/hotelhotcity/?nums=3';

const allowedOrigin = (response: LightMyRequestResponse) =>
  response.headers['access-control-allow-origin'];

/** A catalogue read from a page on `origin`, as the embed makes it. */
const readFrom = (app: FastifyInstance, origin: string) =>
  app.inject({ method: 'GET', url: CATALOGUE_READ, headers: { origin } });

describeEachBackend('partners in the back office', (gateway) => {
  let admin: StaffSession;
  let manager: StaffSession;
  let desk: StaffSession;
  let hotel: OrderHotel;
  let member: Member;
  let guest: number;

  beforeAll(async () => {
    const { app, db } = gateway();
    hotel = await insertOrderHotel(db, { nights: [[9000, 20]] });
    admin = await staffSession(app, db, 'admin', [], 'Ada Admin');
    manager = await staffSession(app, db, 'manager', [hotel.hotelId]);
    desk = await staffSession(app, db, 'desk', [hotel.hotelId]);
    member = await createMember(db, 'office-partner');
    guest = await createGuest(db, member.userId);
  });

  const list = (session: StaffSession = admin) =>
    staffCall<StaffPartnerList>(gateway().app, session, 'GET', '/partners/');
  type Answered = { partner: StaffPartner; errors?: Record<string, string> };
  const create = (body: Record<string, unknown>, session: StaffSession = admin) =>
    staffCall<Answered>(gateway().app, session, 'POST', '/partners/', body);
  const change = (code: string, body: Record<string, unknown>, session: StaffSession = admin) =>
    staffCall<Answered>(gateway().app, session, 'PUT', `/partners/${code}/`, body);
  const remove = (code: string, session: StaffSession = admin) =>
    staffCall<null>(gateway().app, session, 'DELETE', `/partners/${code}/`);
  const auditOf = async (target: string) =>
    (
      await staffCall<{ entry_list: StaffAuditEntry[] }>(
        gateway().app,
        admin,
        'GET',
        `/audit/?target=${encodeURIComponent(target)}`,
      )
    ).body.data.entry_list;
  const stored = async (code: string) =>
    (await gateway().db.select().from(partners).where(eq(partners.code, code)))[0];
  /** The partner code an order booked with `?partner=<code>`'s code was given. */
  const bookedFor = async (code: string) => {
    const { body } = await book(gateway().app, member, hotel, {
      offset: 0,
      guests: [guest],
      extra: { partner_code: code },
    });
    expect(body.rec).toBe(Rec.ok);
    const [row] = await gateway()
      .db.select({ partnerCode: orders.partnerCode })
      .from(orders)
      .where(eq(orders.id, body.data.order_id));
    return row?.partnerCode;
  };

  it('adds a partner with its origins normalised, lists it and keeps who did it', async () => {
    const answer = await create({
      code: 'Blog_One',
      name: '  A Travel Blog ',
      origins: ['HTTPS://Blog.Example', 'http://localhost:3020', 'https://blog.example'],
    });
    expect(answer.body.rec).toBe(Rec.ok);
    expect(answer.body.data.partner).toEqual({
      code: 'Blog_One',
      name: 'A Travel Blog',
      origins: ['https://blog.example', 'http://localhost:3020'],
      update_time: expect.any(Number),
    });
    const listed = (await list()).body.data.partner_list;
    expect(listed.find((partner) => partner.code === 'Blog_One')).toEqual(answer.body.data.partner);
    const [entry] = await auditOf('partner:Blog_One');
    expect(entry).toMatchObject({
      staff_id: admin.staff.staff_id,
      action: 'partner.create',
      target: 'partner:Blog_One',
      before: null,
      after: { name: 'A Travel Blog', origins: ['https://blog.example', 'http://localhost:3020'] },
    });
  });

  it('refuses a code already taken (rec 6), whatever the case of the rest', async () => {
    const again = await create({ code: 'Blog_One', name: 'Another', origins: [] });
    expect(again.body).toMatchObject({ rec: Rec.conflict, key: 'office_partners:partner_exists' });
    expect((await stored('Blog_One'))?.name).toBe('A Travel Blog');
  });

  it('names the field at fault: code, name or origins, and writes nothing', async () => {
    const wrong: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'X', origins: [] }, { code: 'validation:required' }],
      [{ code: 'with space', name: 'X' }, { code: 'office_partners:code_invalid' }],
      [{ code: 'x'.repeat(33), name: 'X' }, { code: 'office_partners:code_invalid' }],
      [{ code: 'ok-code', name: '   ' }, { name: 'validation:required' }],
      [{ code: 'ok-code', name: 'x'.repeat(201) }, { name: 'validation:invalid' }],
    ];
    for (const origin of [
      'https://blog.example/',
      'https://blog.example/embed',
      'ftp://blog.example',
      'blog.example',
      '*',
      'https://*.example',
      'https://user@blog.example',
      'https://blog.example?x=1',
      'https://blog.example:443',
      '',
    ]) {
      wrong.push([
        { code: 'ok-code', name: 'X', origins: ['https://fine.example', origin] },
        { origins: 'office_partners:origin_invalid' },
      ]);
    }
    wrong.push([
      {
        code: 'ok-code',
        name: 'X',
        origins: Array.from({ length: 21 }, (_, n) => `https://site-${n}.example`),
      },
      { origins: 'office_partners:origins_too_many' },
    ]);
    for (const [body, errors] of wrong) {
      const answer = await create(body);
      expect(answer.body.rec, JSON.stringify(body)).toBe(Rec.validation);
      expect(answer.body.data.errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(await stored('ok-code')).toBeUndefined();
    // Twenty is the most, and a port is kept.
    const twenty = Array.from({ length: 20 }, (_, n) => `https://site-${n}.example:8${n}`);
    expect(
      (await create({ code: 'ok-code', name: 'X', origins: twenty })).body.data.partner.origins,
    ).toEqual(twenty);
  });

  it("edits a partner's name and origins, never its code, and keeps before and after", async () => {
    const answer = await change('Blog_One', {
      name: 'The Blog',
      origins: ['https://new.blog.example'],
      code: 'renamed',
    });
    expect(answer.body.rec).toBe(Rec.ok);
    expect(answer.body.data.partner).toMatchObject({
      code: 'Blog_One',
      name: 'The Blog',
      origins: ['https://new.blog.example'],
    });
    expect(await stored('renamed')).toBeUndefined();
    const [entry] = await auditOf('partner:Blog_One');
    expect(entry).toMatchObject({
      action: 'partner.update',
      before: { name: 'A Travel Blog', origins: ['https://blog.example', 'http://localhost:3020'] },
      after: { name: 'The Blog', origins: ['https://new.blog.example'] },
    });
    const bad = await change('Blog_One', { name: 'The Blog', origins: ['https://x.example/'] });
    expect(bad.body).toMatchObject({
      rec: Rec.validation,
      data: { errors: { origins: 'office_partners:origin_invalid' } },
    });
    expect((await change('Blog_One', { name: 'The Blog' })).body).toMatchObject({
      rec: Rec.validation,
      data: { errors: { origins: 'validation:required' } },
    });
  });

  it('answers rec 5 for a partner that is not there, or a code no partner can have', async () => {
    for (const code of ['no-such-partner', 'blog_one', 'a%20b', 'x'.repeat(33)]) {
      expect((await change(code, { name: 'X', origins: [] })).body.rec, code).toBe(Rec.notFound);
      expect((await remove(code)).body.rec, code).toBe(Rec.notFound);
    }
  });

  it("follows the office's changes at the next request: the embed's origin and the links' code", async () => {
    const { app } = gateway();
    const origin = 'https://embed.partner.example';
    expect(allowedOrigin(await readFrom(app, origin))).toBeUndefined();
    expect(await bookedFor('embed-partner')).toBeNull();

    await create({ code: 'embed-partner', name: 'Embed Partner', origins: [origin] });
    expect(allowedOrigin(await readFrom(app, origin))).toBe(origin);
    expect((await viaGateway(app, 'GET', '/v1/u/util/partner/embed-partner/')).body.rec).toBe(0);
    const whileListed = await bookedFor('embed-partner');
    expect(whileListed).toBe('embed-partner');

    await change('embed-partner', { name: 'Embed Partner', origins: ['https://moved.example'] });
    expect(allowedOrigin(await readFrom(app, origin))).toBeUndefined();
    expect(allowedOrigin(await readFrom(app, 'https://moved.example'))).toBe(
      'https://moved.example',
    );

    const removed = await remove('embed-partner');
    expect(removed.body).toMatchObject({ rec: Rec.ok, data: null });
    expect(allowedOrigin(await readFrom(app, 'https://moved.example'))).toBeUndefined();
    expect((await viaGateway(app, 'GET', '/v1/u/util/partner/embed-partner/')).body.rec).toBe(5);
    expect(await bookedFor('embed-partner')).toBeNull();
    expect(await stored('embed-partner')).toBeUndefined();

    const [entry] = await auditOf('partner:embed-partner');
    expect(entry).toMatchObject({
      staff_id: admin.staff.staff_id,
      action: 'partner.delete',
      before: { name: 'Embed Partner', origins: ['https://moved.example'] },
      after: null,
    });
    // The audit log finds every partner write by the kind alone.
    const kinds = (await auditOf('partner')).map((e) => e.action);
    expect(kinds).toEqual(expect.arrayContaining(['partner.create', 'partner.update']));
  });

  it('is for admins: a manager and a desk are refused (rec 4), writing nothing', async () => {
    for (const session of [manager, desk]) {
      expect((await list(session)).body.rec).toBe(Rec.forbidden);
      expect((await create({ code: 'sneaky', name: 'X' }, session)).body.rec).toBe(Rec.forbidden);
      expect((await change('Blog_One', { name: 'X', origins: [] }, session)).body.rec).toBe(
        Rec.forbidden,
      );
      expect((await remove('Blog_One', session)).body.rec).toBe(Rec.forbidden);
    }
    expect(await stored('sneaky')).toBeUndefined();
    expect((await stored('Blog_One'))?.name).toBe('The Blog');
  });
});

describe('partner origins in the office rules', () => {
  it('are exactly scheme://host[:port], lower-cased', async () => {
    const { partnerOrigin } = await import('@bookdirect/gateway-sdk/staff');
    expect(partnerOrigin(' HTTP://LocalHost:3020 ')).toBe('http://localhost:3020');
    expect(partnerOrigin('https://[::1]:8443')).toBe('https://[::1]:8443');
    for (const wrong of ['https://a.example/', 'https://a.example#x', 'https://a b.example', 42]) {
      expect(partnerOrigin(wrong), String(wrong)).toBeNull();
    }
  });
});
