import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import {
  roomTypeDayPrices,
  roomTypeDetail,
  roomTypeList,
  type Stay,
  searchHotels,
} from '../src/catalog/hotels';
import {
  lockNights,
  readNightPrices,
  returnStock,
  setNights,
  takeStock,
} from '../src/catalog/stock';
import { type Database, rows, type Transaction } from '../src/db';
import { addRoomTypeDayMonths, startRoomTypeDayMonthsJob } from '../src/jobs/room-type-days-months';
import { placeOrder } from '../src/orders/service';
import { readCalendar } from '../src/staff/calendar';
import type { StaffProfile } from '../src/staff/service';
import { describeEachBackend } from './support/gateway';
import {
  createMember,
  FIRST_NIGHT,
  insertOrderHotel,
  type Member,
  type OrderHotel,
  quotedOrder,
} from './support/orders';

/**
 * room_type_days is partitioned by month (migration 0031): every statement the gateway sends
 * about a stay's nights reads or writes only the partitions of the stay's months, one or two,
 * never the others nor the default partition, whether PostgreSQL plans it for its values (an
 * unnamed statement) or once for any values (a named one, `preparedRows`). And the daily job
 * keeps months ready ahead of the clock, moving nights written early out of the default.
 */

const dialect = new PgDialect();
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of `days` days after `from`. */
const isoAfter = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dayNumber = (iso: string) => Number(iso.replaceAll('-', ''));
const partitionOf = (iso: string) => `room_type_days_${iso.slice(0, 4)}_${iso.slice(5, 7)}`;

/** A statement as it reached the database. */
interface Sent {
  text: string;
  params: unknown[];
  /** Sent as a named statement (`preparedRows`): PostgreSQL may plan it once for any values. */
  named: boolean;
}

type Db = Database | Transaction;

/** `db`, noting every statement sent through it (`rows`, `preparedRows`) in `sent`. */
function recording<T extends Db>(db: T, sent: Sent[]): T {
  const session = new Proxy(db._.session, {
    get(target, key) {
      if (key === 'prepareQuery') {
        return (query: { sql: string; params: unknown[] }, ...rest: unknown[]) => {
          sent.push({ text: query.sql, params: query.params, named: true });
          return (target.prepareQuery as (...args: unknown[]) => unknown)(query, ...rest);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const inner = new Proxy(db._, {
    get: (target, key) => (key === 'session' ? session : Reflect.get(target, key, target)),
  });
  return new Proxy(db, {
    get(target, key) {
      if (key === '_') return inner;
      if (key === 'execute') {
        return (query: SQL) => {
          const { sql: text, params } = dialect.sqlToQuery(query);
          sent.push({ text, params, named: false });
          return target.execute(query);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back. */
async function rolledBack(db: Database, work: (tx: Transaction) => Promise<void>): Promise<void> {
  await db
    .transaction(async (tx) => {
      await work(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The partitions of room_type_days a plan keeps (its scans and modifications of them). */
function partitionsIn(node: PlanNode, found = new Set<string>()): Set<string> {
  const name = node['Relation Name'];
  if (name && /^room_type_days_(\d{4}_\d{2}|default)$/.test(name)) found.add(name);
  for (const child of node.Plans ?? []) partitionsIn(child, found);
  return found;
}

function planOf(result: unknown): PlanNode {
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  const cell = row ? Object.values(row)[0] : undefined;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  if (!plan?.[0]) throw new Error('no plan');
  return plan[0].Plan;
}

const literal = (value: unknown) =>
  value === null || value === undefined
    ? 'null'
    : `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`;

let probeSeq = 0;

/**
 * The partitions `EXPLAIN ANALYZE` finds in the plan of a statement (run and rolled back):
 * planned for its values (`custom`), or once for any values and pruned as it starts
 * (`generic`, what a named statement may get after a few runs).
 */
async function scannedPartitions(
  db: Database,
  statement: Sent,
  plan: 'custom' | 'generic',
): Promise<string[]> {
  let found: string[] = [];
  await rolledBack(db, async (tx) => {
    if (plan === 'custom') {
      await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
      const result = await tx._.session
        .prepareQuery(
          {
            sql: `explain (analyze, format json) ${statement.text}`,
            params: statement.params,
          },
          undefined,
          undefined,
          false,
        )
        .execute();
      found = [...partitionsIn(planOf(result))];
      return;
    }
    probeSeq += 1;
    const name = `partition_probe_${probeSeq}`;
    await tx.execute(sql.raw(`prepare ${name} as ${statement.text}`));
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    const result = await tx.execute(
      sql.raw(
        `explain (analyze, format json) execute ${name}(${statement.params.map(literal).join(', ')})`,
      ),
    );
    await tx.execute(sql.raw(`deallocate ${name}`));
    found = [...partitionsIn(planOf(result))];
  });
  return found.sort();
}

const touchesStock = (statement: Sent) => /\broom_type_days\b/.test(statement.text);
/** An insert has no scan: rows reach their partition as they are written. */
const onlyInserts = (statement: Sent) => /^\s*insert into room_type_days\b/i.test(statement.text);

const ADMIN: StaffProfile = {
  staff_id: 1,
  email: 'partitions@example.com',
  name: 'Partitions',
  role: 'admin',
  hotel_ids: [],
  lang: 'en',
};

describeEachBackend(
  'room_type_days by month',
  (gateway) => {
    let hotel: OrderHotel;
    let member: Member;
    /** The first night of the hotel's calendar (today + FIRST_NIGHT). */
    let first: string;
    /** The first day of the first month that starts after `first`. */
    let monthStart: string;

    beforeAll(async () => {
      const { db } = gateway();
      hotel = await insertOrderHotel(db, {
        nights: Array.from({ length: 80 }, (): [number, number] => [10000, 3]),
      });
      member = await createMember(db, 'partitions');
      first = isoAfter(new Date().toISOString().slice(0, 10), FIRST_NIGHT);
      const next = new Date(`${first}T00:00:00Z`);
      next.setUTCDate(1);
      next.setUTCMonth(next.getUTCMonth() + 1);
      monthStart = next.toISOString().slice(0, 10);
    });

    /** The stays: inside one month, and across the end of the month before. */
    const stays = () => {
      const offset = Math.round((Date.parse(monthStart) - Date.parse(first)) / DAY_MS);
      return [
        { label: 'one month', offset, nights: 3, months: [partitionOf(monthStart)] },
        {
          label: 'two months',
          offset: offset - 1,
          nights: 2,
          months: [partitionOf(isoAfter(monthStart, -1)), partitionOf(monthStart)].sort(),
        },
      ];
    };

    /** Every statement about the stay's nights that a visitor, a booking and the staff send. */
    async function stayStatements(offset: number, nights: number): Promise<Sent[]> {
      const { db } = gateway();
      const sent: Sent[] = [];
      const spy = recording(db, sent);
      const start = isoAfter(first, offset);
      const catalogueStay: Stay = { start, nights };
      // The city search, in score and in price order; the hotel page's room types and prices.
      await searchHotels(spy, { cityId: 1101, page: 1, nums: 10, stay: catalogueStay }, 'en');
      await searchHotels(
        spy,
        {
          cityId: 1101,
          page: 1,
          nums: 10,
          stay: catalogueStay,
          sort: { orderBy: 'price', seq: 'asc' },
        },
        'en',
      );
      await roomTypeList(spy, hotel.hotelId, catalogueStay, { page: 1, nums: 10 }, 'en');
      await roomTypeDetail(spy, hotel.roomTypeId, catalogueStay, 'en');
      await roomTypeDayPrices(spy, hotel.roomTypeId, catalogueStay);
      // The quote and the booking statement (rolled back: the stock stays as it is).
      const order = await quotedOrder(spy, hotel, member, offset, nights);
      const days = Array.from({ length: nights }, (_, i) => isoAfter(start, i));
      const stock = { roomTypeId: hotel.roomTypeId, start, days: nights, nums: 1 };
      await rolledBack(db, async (tx) => {
        const txSpy = recording(tx, sent);
        await placeOrder(txSpy, order);
        // The stock's other statements: prices before a change, the staff's locks and writes,
        // a cancellation's return.
        await readNightPrices(txSpy, stock);
        await lockNights(txSpy, hotel.roomTypeId, days);
        await setNights(txSpy, hotel.roomTypeId, { days, missing: [] }, { price: 12000 });
        await takeStock(txSpy, stock);
        await returnStock(txSpy, stock);
      });
      // The staff calendar of those nights.
      await readCalendar(
        spy,
        ADMIN,
        {
          roomTypeId: hotel.roomTypeId,
          from: dayNumber(start),
          to: dayNumber(days.at(-1) ?? start),
        },
        order.now,
      );
      return sent.filter(touchesStock);
    }

    for (const plan of ['custom', 'generic'] as const) {
      it(`reads and writes only the months of the stay (${plan} plans)`, async () => {
        const { db } = gateway();
        for (const { label, offset, nights, months } of stays()) {
          const statements = await stayStatements(offset, nights);
          // The search (twice, and its count), the hotel page (3), the quote, the booking, the
          // stock (5) and the calendar.
          expect(statements.length, label).toBeGreaterThanOrEqual(12);
          const checked = plan === 'custom' ? statements : statements.filter((s) => s.named);
          if (plan === 'generic') expect(checked.length, label).toBeGreaterThanOrEqual(4);
          for (const statement of checked) {
            const partitions = await scannedPartitions(db, statement, plan);
            const what = `${label}: ${statement.text.replace(/\s+/g, ' ').slice(0, 120)}`;
            if (onlyInserts(statement)) expect(partitions, what).toEqual([]);
            else expect(partitions, what).toEqual(months);
          }
        }
      });
    }

    it('keeps months ready ahead of the clock and moves early nights into their month', async () => {
      const { db } = gateway();
      const today = new Date();
      // A night beyond the months made ahead: written at once, into the default partition.
      const far = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 30, 5));
      const farDay = far.toISOString().slice(0, 10);
      await db.execute(sql`insert into room_type_days (room_type_id, day, price, rest_nums)
      values (${hotel.roomTypeId}::int, ${farDay}::date, 15000, 4)`);
      const where = async () => {
        const [row] = await rows<{ part: string; price: number; rest_nums: number }>(
          db,
          sql`select tableoid::regclass::text as part, price, rest_nums from room_type_days
            where room_type_id = ${hotel.roomTypeId}::int and day = ${farDay}::date`,
        );
        return row;
      };
      expect(await where()).toEqual({ part: 'room_type_days_default', price: 15000, rest_nums: 4 });

      // Today's round finds every month ready.
      expect(await addRoomTypeDayMonths(db, today)).toEqual([]);

      // Fourteen months on, the daily job adds the months that came into reach.
      const later = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 14, 1));
      const job = startRoomTypeDayMonthsJob(db, { clock: () => later });
      try {
        const added = await job.runOnce();
        expect(added).toContain(partitionOf(farDay));
        expect(added).toHaveLength(14);
        expect(await where()).toEqual({ part: partitionOf(farDay), price: 15000, rest_nums: 4 });
        expect(await job.runOnce()).toEqual([]);
      } finally {
        await job.stop();
      }
      const [left] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from room_type_days_default`,
      );
      expect(Number(left?.n)).toBe(0);
    });
  },
  { databases: 'both' },
);
