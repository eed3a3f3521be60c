import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { StaffAuditEntry } from '@bookdirect/gateway-sdk/staff';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditTarget, recordAudit } from '../src/staff/audit';
import { FIXTURE, insertFixture } from './support/catalog-fixture';
import { describeEachBackend } from './support/gateway';
import { type StaffSession, staffCall, staffSession } from './support/staff';

describeEachBackend('the staff audit log', (gateway) => {
  let admin: StaffSession;
  let other: StaffSession;
  let manager: StaffSession;
  const order = `AUD${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    const { app, db } = gateway();
    const fixture = await insertFixture(db, FIXTURE);
    const hotelId = fixture.hotel[FIXTURE[0]?.key ?? ''] as number;
    admin = await staffSession(app, db, 'admin');
    other = await staffSession(app, db, 'admin');
    manager = await staffSession(app, db, 'manager', [hotelId]);
    const at = new Date('2026-03-02T08:00:00Z');
    await db.transaction(async (tx) => {
      await recordAudit(
        tx,
        { staffId: admin.staff.staff_id, clientAddress: '203.0.113.7', at },
        {
          action: 'order.cancel',
          target: auditTarget('order', order),
          before: { status: 2 },
          after: { status: 9 },
        },
      );
      await recordAudit(
        tx,
        {
          staffId: other.staff.staff_id,
          clientAddress: '203.0.113.8',
          at: new Date(at.getTime() + 1000),
        },
        {
          action: 'lead.update',
          target: auditTarget('lead', 7),
          before: { stage: 'new' },
          after: { stage: 'contacted' },
        },
      );
    });
  });

  const list = (session: StaffSession, query: string) =>
    staffCall<{ entry_list: StaffAuditEntry[]; total: number }>(
      gateway().app,
      session,
      'GET',
      `/audit/${query}`,
    );

  it('shows admins who did what to which target, before and after, from where', async () => {
    const answer = await list(admin, `?staff_id=${admin.staff.staff_id}`);
    expect(answer.body.rec).toBe(Rec.ok);
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.entry_list).toEqual([
      {
        time: Date.parse('2026-03-02T08:00:00Z') / 1000,
        staff_id: admin.staff.staff_id,
        action: 'order.cancel',
        target: `order:${order}`,
        before: { status: 2 },
        after: { status: 9 },
        ip: '203.0.113.7',
      },
    ]);
  });

  it('filters by target: the whole target, its id alone or its kind (with its colon or without)', async () => {
    for (const target of [`order:${order}`, order]) {
      const answer = await list(admin, `?target=${encodeURIComponent(target)}`);
      expect(answer.body.data.entry_list.map((e) => e.target)).toEqual([`order:${order}`]);
    }
    for (const kind of ['lead', 'lead:']) {
      const leads = await list(admin, `?target=${encodeURIComponent(kind)}&nums=100`);
      expect(leads.body.data.entry_list.length, kind).toBeGreaterThan(0);
      expect(leads.body.data.entry_list.every((e) => e.target.startsWith('lead:'))).toBe(true);
    }
    const none = await list(admin, '?target=order:nothing-here');
    expect(none.body.data).toEqual({ entry_list: [], total: 0 });
  });

  it('pages newest first', async () => {
    const first = await list(admin, '?nums=1&page=1');
    const second = await list(admin, '?nums=1&page=2');
    expect(first.body.data.total).toBeGreaterThanOrEqual(2);
    const [a] = first.body.data.entry_list;
    const [b] = second.body.data.entry_list;
    expect((a?.time ?? 0) >= (b?.time ?? 0)).toBe(true);
    expect(a).not.toEqual(b);
    const wrong = await list(admin, '?nums=101');
    expect(wrong.body.rec).toBe(Rec.validation);
  });

  it('is for admins only', async () => {
    const answer = await list(manager, '');
    expect([answer.body.rec, answer.body.key]).toEqual([Rec.forbidden, 'errors:forbidden']);
    const nobody = await staffCall(gateway().app, undefined, 'GET', '/audit/');
    expect(nobody.body.rec).toBe(Rec.sessionExpired);
  });

  it('refuses to rewrite or delete an entry', async () => {
    const { db } = gateway();
    const refusal = (write: Promise<unknown>) =>
      write.then(
        () => 'written',
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(await refusal(db.execute(sql`update staff_audit set action = 'x'`))).toMatch(
      /staff_audit is append-only/,
    );
    expect(await refusal(db.execute(sql`delete from staff_audit`))).toMatch(
      /staff_audit is append-only/,
    );
  });
});
