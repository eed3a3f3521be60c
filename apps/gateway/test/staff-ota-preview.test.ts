import { addDays, dayIn, Rec } from '@bookdirect/gateway-sdk';
import type { OtaImportData } from '@bookdirect/gateway-sdk/contract';
import { count, eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../src/orders/schema';
import { staffAudit } from '../src/staff/schema';
import { type CheckinHotel, insertCheckinHotel, platformNo } from './support/checkin';
import { describeEachBackend } from './support/gateway';
import { restNums } from './support/orders';
import { type StaffSession, staffCall, staffSession } from './support/staff';

/**
 * The platform import from the back office's page: a preview (`dry_run`) that writes nothing
 * and says what each line would become, and an all-or-none import that imports nothing when
 * one line is refused; the usual import still takes the good lines and refuses the bad ones.
 */

describeEachBackend('previewing and importing platform bookings', (gateway) => {
  /** Two rooms for sale a night: a preview counts what the lines before took. */
  let hotel: CheckinHotel;
  let roomy: CheckinHotel;
  let other: CheckinHotel;
  let manager: StaffSession;
  let today: number;
  /** Each test's own order numbers, so they never meet another test's. */
  let prefix = '';

  beforeAll(async () => {
    const { app, db } = gateway();
    const now = app.clock();
    hotel = await insertCheckinHotel(db, { rooms: 2, now });
    roomy = await insertCheckinHotel(db, { rooms: 9, now });
    other = await insertCheckinHotel(db, { rooms: 2, now });
    today = dayIn(now, hotel.timeZone);
    manager = await staffSession(app, db, 'manager', [hotel.hotelId, roomy.hotelId]);
  });

  const header =
    'platform,platform_order_no,hotel,room_type,check_in,check_out,guest_name,email,phone,tel_prefix,rooms,amount';
  type Changes = { rooms?: number; email?: string; at?: CheckinHotel };
  /** A reservation for tonight, one night, as the import's JSON takes it. */
  const reservation = (number: string, changes: Changes = {}): Record<string, string> => ({
    platform: 'Agoda',
    platform_order_no: number,
    hotel: String((changes.at ?? roomy).hotelId),
    room_type: String((changes.at ?? roomy).roomTypeId),
    check_in: String(today),
    check_out: String(addDays(today, 1)),
    guest_name: 'Mei Chen',
    email: changes.email ?? 'mei@example.com',
    phone: '+351912345678',
    tel_prefix: '',
    rooms: String(changes.rooms ?? 1),
    amount: '',
  });
  /** The same as a CSV line. */
  const line = (number: string, changes: Changes = {}) => {
    const value = reservation(number, changes);
    return header
      .split(',')
      .map((name) => value[name])
      .join(',');
  };
  const file = (lines: string[]) => [header, ...lines].join('\n');
  const send = (body: Record<string, unknown>) =>
    staffCall<OtaImportData>(gateway().app, manager, 'POST', '/checkin/ota-orders/', body);
  const written = async () => {
    const db = gateway().db;
    const [imported] = await db
      .select({ n: count() })
      .from(orders)
      .where(like(orders.otaOrderId, `${prefix}%`));
    const [audited] = await db
      .select({ n: count() })
      .from(staffAudit)
      .where(eq(staffAudit.action, 'ota.import'));
    return {
      orders: imported?.n ?? 0,
      audit: audited?.n ?? 0,
      stock: [await restNums(db, hotel.roomTypeId), await restNums(db, roomy.roomTypeId)],
    };
  };
  const fresh = () => {
    prefix = platformNo('P');
    return (n: number) => `${prefix}-${n}`;
  };

  it("previews a file: each line's outcome and problem, and nothing written", async () => {
    const no = fresh();
    const small = { at: hotel };
    const before = await written();
    const preview = await send({
      dry_run: 1,
      csv: file([
        line(no(1), small),
        line(no(2), { ...small, email: 'not-an-email' }),
        line(no(1), small),
        // Two rooms are for sale: the first line takes one, this one needs two.
        line(no(3), { ...small, rooms: 2 }),
        line(no(4), small),
      ]),
    });
    expect(preview.body.rec).toBe(Rec.ok);
    const { report, ...counts } = preview.body.data;
    expect(counts).toEqual({ imported: 0, valid: 2, existing: 1, refused: 2, skipped: 0 });
    expect(report.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'valid'],
      [3, 'refused'],
      [4, 'exists'],
      [5, 'refused'],
      [6, 'valid'],
    ]);
    expect(report[1]?.reason).toContain('email');
    expect(report[3]?.reason).toContain('no room left');
    expect(report.every((r) => r.order_id === '')).toBe(true);
    expect(await written()).toEqual(before);

    // What the preview promised is what the import does.
    const imported = await send({ csv: file([line(no(1), small), line(no(4), small)]) });
    expect(imported.body.data).toMatchObject({ imported: 2, refused: 0 });
    const again = await send({ dry_run: 1, csv: file([line(no(1), small)]) });
    expect(again.body.data.report[0]).toMatchObject({ outcome: 'exists' });
    expect(again.body.data.report[0]?.order_id).not.toBe('');
  });

  it('imports nothing when all or none meets a refused line, and says so line by line', async () => {
    const no = fresh();
    const before = await written();
    const answer = await send({
      all_or_none: 1,
      reservations: [reservation(no(1)), reservation(no(2), { email: 'x' })],
    });
    expect(answer.body.rec).toBe(Rec.ok);
    expect(answer.body.data).toMatchObject({ imported: 0, skipped: 1, refused: 1, valid: 0 });
    expect(answer.body.data.report.map((r) => [r.line, r.outcome, r.order_id])).toEqual([
      [1, 'skipped', ''],
      [2, 'refused', ''],
    ]);
    expect(await written()).toEqual(before);

    // All good: all or none imports them all, with its one audit entry.
    const good = await send({ all_or_none: 1, csv: file([line(no(3)), line(no(4))]) });
    expect(good.body.data).toMatchObject({ imported: 2, skipped: 0, refused: 0 });
    const after = await written();
    expect(after.orders).toBe(2);
    expect(after.audit).toBe(before.audit + 1);
  });

  it('imports the good lines and refuses the bad ones without either flag, as before', async () => {
    const no = fresh();
    const before = await written();
    const answer = await send({ csv: file([line(no(1)), line(no(2), { email: 'x' })]) });
    expect(answer.body.data).toMatchObject({ imported: 1, refused: 1, valid: 0, skipped: 0 });
    expect(answer.body.data.report.map((r) => r.outcome)).toEqual(['imported', 'refused']);
    const after = await written();
    expect(after.orders).toBe(1);
    expect(after.audit).toBe(before.audit + 1);
  });

  it('answers rec 5 for a preview naming another hotel, as the import does', async () => {
    const no = fresh();
    const answer = await send({ dry_run: 1, csv: file([line(no(1), { at: other })]) });
    expect(answer.body.rec).toBe(Rec.notFound);
  });
});
