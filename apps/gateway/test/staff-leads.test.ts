import type { FranchiseLead } from '@bookdirect/gateway-sdk/contract';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { StaffAuditEntry, StaffLead, StaffLeadList } from '@bookdirect/gateway-sdk/staff';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db';
import { franchiseApplications, franchiseMessages } from '../src/franchise/schema';
import { FIXTURE, insertFixture } from './support/catalog-fixture';
import { FRANCHISE_APPLICATION } from './support/franchise';
import { call, describeEachBackend, viaGateway } from './support/gateway';
import { createMember } from './support/orders';
import { type StaffSession, staffCall, staffSession } from './support/staff';

/** Applications arriving a minute apart from `start`, oldest first; their ids. */
async function insertLeads(db: Database, names: string[], start: Date): Promise<number[]> {
  const rows = await db
    .insert(franchiseApplications)
    .values(
      names.map((name, n) => ({
        mobile: FRANCHISE_APPLICATION.mobile,
        remark: FRANCHISE_APPLICATION.remark,
        countryId: FRANCHISE_APPLICATION.country_id,
        provinceId: FRANCHISE_APPLICATION.province_id,
        cityId: FRANCHISE_APPLICATION.city_id,
        willLevelId: FRANCHISE_APPLICATION.will_level_id,
        name,
        lang: 'en',
        clientAddress: '198.51.100.20',
        createdAt: new Date(start.getTime() + n * 60_000),
      })),
    )
    .returning({ id: franchiseApplications.id });
  return rows.map((row) => row.id);
}

describeEachBackend('franchise leads in the back office', (gateway) => {
  let admin: StaffSession;
  let manager: StaffSession;
  let desk: StaffSession;
  let memberToken: string;
  /** Oldest first: Ada, Bo, Cy, Di. */
  let ids: number[];
  // Later than anything else the suite's database holds, so these lead the list.
  const start = new Date('2031-05-01T08:00:00Z');

  beforeAll(async () => {
    const { app, db } = gateway();
    const fixture = await insertFixture(db, FIXTURE.slice(0, 1));
    const hotelId = Object.values(fixture.hotel)[0] as number;
    admin = await staffSession(app, db, 'admin');
    manager = await staffSession(app, db, 'manager', [hotelId]);
    desk = await staffSession(app, db, 'desk', [hotelId]);
    memberToken = (await createMember(db, 'leads')).token;
    ids = await insertLeads(db, ['Ada', 'Bo', 'Cy', 'Di'], start);
    await db.insert(franchiseMessages).values({
      name: 'Eve',
      contact: 'eve@example.com',
      message: 'Call me about Lisbon.',
      lang: 'en',
      clientAddress: '198.51.100.21',
      createdAt: new Date(start.getTime() + 10 * 60_000),
    });
  });

  const list = (query: string, session: StaffSession | undefined = admin) =>
    staffCall<StaffLeadList>(gateway().app, session, 'GET', `/leads/${query}`);
  const update = (id: number, body: Record<string, unknown>, session = admin) =>
    staffCall<{ lead: StaffLead; errors?: Record<string, string> }>(
      gateway().app,
      session,
      'PUT',
      `/leads/${id}/`,
      body,
    );
  const auditOf = async (id: number) => {
    const answer = await staffCall<{ entry_list: StaffAuditEntry[] }>(
      gateway().app,
      admin,
      'GET',
      `/audit/?target=${encodeURIComponent(`lead:${id}`)}`,
    );
    return answer.body.data.entry_list;
  };
  const stored = async (id: number) => {
    const [row] = await gateway()
      .db.select()
      .from(franchiseApplications)
      .where(eq(franchiseApplications.id, id));
    return { stage: row?.stage, note: row?.note };
  };

  describe('GET /v1/s/leads/', () => {
    it('lists the applications newest first, with their stage, note and ids', async () => {
      const answer = await list('?nums=4');
      expect(answer.body.rec).toBe(Rec.ok);
      expect(answer.body.data.lead_list.map((lead) => lead.name)).toEqual([
        'Di',
        'Cy',
        'Bo',
        'Ada',
      ]);
      expect(answer.body.data.lead_list[3]).toEqual({
        lead_id: ids[0],
        name: 'Ada',
        mobile: FRANCHISE_APPLICATION.mobile,
        country_id: FRANCHISE_APPLICATION.country_id,
        province_id: FRANCHISE_APPLICATION.province_id,
        city_id: FRANCHISE_APPLICATION.city_id,
        country_name: 'China',
        province_name: expect.any(String),
        city_name: 'Beijing',
        will_level_id: FRANCHISE_APPLICATION.will_level_id,
        intention: 'New hotel',
        remark: FRANCHISE_APPLICATION.remark,
        stage: 'new',
        note: '',
        create_time: start.getTime() / 1000,
        stage_staff_id: 0,
        stage_staff_name: '',
        stage_time: 0,
      });
      expect(answer.body.data.total).toBeGreaterThanOrEqual(4);
    });

    it('pages, and keeps one stage when asked', async () => {
      const second = await list('?nums=2&page=2');
      expect(second.body.data.lead_list.map((lead) => lead.name)).toEqual(['Bo', 'Ada']);
      expect((await update(ids[1] as number, { stage: 'signed' })).body.rec).toBe(Rec.ok);
      const signed = await list('?stage=signed');
      expect(signed.body.data).toMatchObject({ total: 1 });
      expect(signed.body.data.lead_list.map((lead) => lead.lead_id)).toEqual([ids[1]]);
      for (const query of ['?stage=won', '?nums=0', '?nums=101', '?page=0']) {
        const refused = await list(query);
        expect([query, refused.body.rec]).toEqual([query, Rec.validation]);
      }
    });

    it('names regions and intention in the request language', async () => {
      const zh = await list('?nums=4&lang=cn');
      expect(zh.body.data.lead_list.find((lead) => lead.lead_id === ids[0])).toMatchObject({
        city_name: '北京',
        country_name: '中国',
      });
    });

    it('answers admins only: a manager or a desk rec 4, a member rec 3', async () => {
      expect((await list('', manager)).body.rec).toBe(Rec.forbidden);
      expect((await list('', desk)).body.rec).toBe(Rec.forbidden);
      const member = await call(gateway().app, {
        method: 'GET',
        url: '/v1/s/leads/',
        headers: { token: memberToken },
      });
      expect(member.body.rec).toBe(Rec.sessionExpired);
    });
  });

  describe('PUT /v1/s/leads/{id}/', () => {
    it('moves the stage, then the note, each with an audit entry of before and after', async () => {
      const id = ids[2] as number;
      const staged = await update(id, { stage: 'contacted' });
      expect(staged.body.rec).toBe(Rec.ok);
      expect(staged.body.data.lead).toMatchObject({ lead_id: id, stage: 'contacted', note: '' });
      const noted = await viaGateway(gateway().app, 'PUT', `/v1/s/leads/${id}/`, {
        headers: { token: admin.token },
        body: { note: '  Called on Monday; visit planned.  ' },
      });
      expect(noted.body).toMatchObject({
        rec: Rec.ok,
        data: { lead: { stage: 'contacted', note: 'Called on Monday; visit planned.' } },
      });
      expect(await stored(id)).toEqual({
        stage: 'contacted',
        note: 'Called on Monday; visit planned.',
      });
      const entries = await auditOf(id);
      expect(
        entries.map(({ action, target, staff_id, before, after }) => ({
          action,
          target,
          staff_id,
          before,
          after,
        })),
      ).toEqual([
        {
          action: 'lead.update',
          target: `lead:${id}`,
          staff_id: admin.staff.staff_id,
          before: { stage: 'contacted', note: '' },
          after: { stage: 'contacted', note: 'Called on Monday; visit planned.' },
        },
        {
          action: 'lead.update',
          target: `lead:${id}`,
          staff_id: admin.staff.staff_id,
          before: { stage: 'new', note: '' },
          after: { stage: 'contacted', note: '' },
        },
      ]);
    });

    it('keeps who moved the stage and when, and a note alone leaves them', async () => {
      const { app, db } = gateway();
      const [id] = await insertLeads(db, ['Fay'], new Date(start.getTime() - 60 * 60_000));
      const other = await staffSession(app, db, 'admin', [], '');
      const moved = await update(id as number, { stage: 'contacted' }, other);
      const now = Math.floor(app.clock().getTime() / 1000);
      expect(moved.body.data.lead).toMatchObject({
        stage: 'contacted',
        stage_staff_id: other.staff.staff_id,
        // No name: the e-mail says who.
        stage_staff_name: other.added.email,
      });
      expect(Math.abs(moved.body.data.lead.stage_time - now)).toBeLessThanOrEqual(5);
      const noted = await update(id as number, { note: 'Visit booked.' });
      expect(noted.body.data.lead).toMatchObject({
        stage_staff_id: other.staff.staff_id,
        stage_time: moved.body.data.lead.stage_time,
      });
      const same = await update(id as number, { stage: 'contacted' });
      expect(same.body.data.lead.stage_staff_id).toBe(other.staff.staff_id);
      const signed = await update(id as number, { stage: 'signed' });
      expect(signed.body.data.lead).toMatchObject({
        stage: 'signed',
        stage_staff_id: admin.staff.staff_id,
        stage_staff_name: 'Ana Lima',
      });
      const listed = await list('?stage=signed&nums=100');
      expect(listed.body.data.lead_list.find((lead) => lead.lead_id === id)).toEqual(
        signed.body.data.lead,
      );
    });

    it('takes both at once, and an empty note clears it', async () => {
      const id = ids[3] as number;
      await update(id, { note: 'Wants a call back.' });
      const answer = await update(id, { stage: 'lost', note: '' });
      expect(answer.body.data.lead).toMatchObject({ stage: 'lost', note: '' });
      expect(await stored(id)).toEqual({ stage: 'lost', note: '' });
    });

    it('refuses a body without either, an unknown stage or a long note, writing nothing', async () => {
      const id = ids[0] as number;
      const entries = (await auditOf(id)).length;
      const none = await update(id, {});
      expect(none.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { stage: 'validation:required' } },
      });
      expect((await update(id, { stage: 'won' })).body.data.errors).toEqual({
        stage: 'validation:invalid',
      });
      expect((await update(id, { note: 'x'.repeat(2001) })).body.data.errors).toEqual({
        note: 'validation:invalid',
      });
      expect((await update(id, { note: 'x'.repeat(2000) })).body.rec).toBe(Rec.ok);
      expect(await stored(id)).toEqual({ stage: 'new', note: 'x'.repeat(2000) });
      expect(await auditOf(id)).toHaveLength(entries + 1);
    });

    it('answers rec 5 for a lead that does not exist, rec 4 to a manager, writing nothing', async () => {
      const missing = await update(2_000_000_000, { stage: 'contacted' });
      expect(missing.body.rec).toBe(Rec.notFound);
      expect(await auditOf(2_000_000_000)).toEqual([]);
      const id = ids[0] as number;
      const before = await stored(id);
      expect((await update(id, { stage: 'signed' }, manager)).body.rec).toBe(Rec.forbidden);
      expect((await update(id, { stage: 'signed' }, desk)).body.rec).toBe(Rec.forbidden);
      const member = await call(gateway().app, {
        method: 'PUT',
        url: `/v1/s/leads/${id}/`,
        headers: { token: memberToken },
        payload: { stage: 'signed' },
      });
      expect(member.body.rec).toBe(Rec.sessionExpired);
      expect(await stored(id)).toEqual(before);
    });
  });

  describe('GET /v1/s/leads/export/', () => {
    it('lists applications and messages, oldest first, with names in the request language', async () => {
      const answer = await staffCall<{ lead_list: FranchiseLead[] }>(
        gateway().app,
        admin,
        'GET',
        '/leads/export/?lang=en',
      );
      expect(answer.body.rec).toBe(Rec.ok);
      const ours = answer.body.data.lead_list.filter(
        (lead) => lead.create_time >= start.getTime() / 1000,
      );
      expect(ours.map((lead) => [lead.kind, lead.name])).toEqual([
        ['application', 'Ada'],
        ['application', 'Bo'],
        ['application', 'Cy'],
        ['application', 'Di'],
        ['message', 'Eve'],
      ]);
      expect(ours[0]).toMatchObject({
        country: 'China',
        city: 'Beijing',
        intention: 'New hotel',
        contact: '',
      });
      expect(ours[4]).toMatchObject({ contact: 'eve@example.com', mobile: '' });
      const zh = await staffCall<{ lead_list: FranchiseLead[] }>(
        gateway().app,
        admin,
        'GET',
        '/leads/export/?lang=cn',
      );
      expect(zh.body.data.lead_list.find((lead) => lead.id === ids[0])?.city).toBe('北京');
    });

    it('answers admins only', async () => {
      expect((await staffCall(gateway().app, manager, 'GET', '/leads/export/')).body.rec).toBe(
        Rec.forbidden,
      );
      expect((await staffCall(gateway().app, undefined, 'GET', '/leads/export/')).body.rec).toBe(
        Rec.sessionExpired,
      );
      // The export's old address, with its shared token, is gone.
      const gone = await call(gateway().app, { method: 'GET', url: '/v1/u/franchise/leads' });
      expect(gone.status).toBe(404);
    });
  });
});
