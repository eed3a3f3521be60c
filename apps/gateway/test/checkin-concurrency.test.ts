import { OTA, Rec } from '@bookdirect/gateway-sdk';
import type { CheckinGuestVerifyData } from '@bookdirect/gateway-sdk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { rows } from '../src/db';
import {
  type CheckinHotel,
  checkinCall,
  contactBody,
  insertCheckinHotel,
  platformOrder,
} from './support/checkin';
import {
  describeOnPostgresServer,
  ownPostgresDatabase,
  type ScratchPools,
  testConfig,
} from './support/gateway';

/**
 * Room assignment under contention, on a PostgreSQL server (PGlite runs one transaction at a
 * time): 20 guests verify 20 different bookings of the same room type for the same night at
 * once, through two gateways.
 */
describeOnPostgresServer('check-in room assignment under concurrency (postgres)', () => {
  let pools: ScratchPools;
  let apps: FastifyInstance[];
  let hotel: CheckinHotel;

  beforeAll(async () => {
    pools = await ownPostgresDatabase('checkin', { poolSize: 10, pools: 2 });
    apps = await Promise.all(
      pools.handles.map((handle) => buildApp({ db: handle.db, config: testConfig() })),
    );
    await Promise.all(apps.map((app) => app.ready()));
    // Exactly as many physical rooms as are for sale: every one is needed.
    hotel = await insertCheckinHotel(pools.db, { rooms: 20 });
  }, 60_000);

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await pools?.close();
  });

  it('gives 20 concurrent verifications 20 distinct rooms, none twice, stock within the rooms', async () => {
    const bookings = [];
    for (let i = 0; i < 20; i++) bookings.push(await platformOrder(pools.db, hotel));
    const answers = await Promise.all(
      bookings.map((b, i) =>
        checkinCall<CheckinGuestVerifyData>(
          apps[i % 2] as FastifyInstance,
          'POST',
          '/checkin/guest/verify/',
          {},
          contactBody(OTA.bookingCom, b.number),
        ),
      ),
    );
    expect(answers.map((a) => a.body.rec)).toEqual(bookings.map(() => Rec.ok));

    const assigned = await rows<{ order_id: string; room_id: number; day: string }>(
      pools.db,
      sql`select order_id, room_id, day::text as day from room_assignments where room_type_id = ${hotel.roomTypeId}::int`,
    );
    expect(assigned).toHaveLength(20);
    expect(new Set(assigned.map((a) => a.order_id))).toEqual(
      new Set(bookings.map((b) => b.orderId)),
    );
    expect(new Set(assigned.map((a) => a.room_id)).size).toBe(20);
    for (const a of assigned) expect(hotel.roomIds).toContain(Number(a.room_id));

    const twice = await rows(
      pools.db,
      sql`select room_id, day from room_assignments group by room_id, day having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    // No night of any room type sells more rooms than it has: rooms left plus rooms held by
    // unpaid and paid orders never exceed the physical rooms in service.
    const over = await rows(
      pools.db,
      sql`select d.room_type_id, d.day from room_type_days d
          left join lateral (
            select coalesce(sum(o.nums), 0) as booked from orders o
            where o.hotel_room_type_id = d.room_type_id and o.status in (1, 2)
              and d.day >= o.start_day and d.day < o.start_day + o.days
          ) b on true
          where d.rest_nums + b.booked >
            (select count(*) from rooms r where r.room_type_id = d.room_type_id and r.status = 1)`,
    );
    expect(over).toEqual([]);
  }, 60_000);
});
