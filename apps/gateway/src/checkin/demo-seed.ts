import { addDays, todayIn } from '@bookdirect/gateway-sdk';
import { sql } from 'drizzle-orm';
import { type Database, rows } from '../db';
import { importOtaReservations } from './ota-import';

/**
 * Travel-platform reservations arriving today at demo hotels, so the check-in journey can be
 * tried at once (docs/checkin.md). Their numbers carry the arrival day, so a gateway started
 * on a later day adds that day's; importing is idempotent, so a restart the same day adds
 * nothing.
 */

export const DEMO_CHECKIN_CONTACT = {
  email: 'checkin.demo@bookdirect.example',
  /** Typed beside the +30 prefix as `210 555 0199`. */
  phone: '+302105550199',
  telPrefix: '+30',
} as const;

export interface DemoPlatformOrder {
  platform: string;
  platform_order_no: string;
  email: string;
  phone: string;
  hotel: string;
  outcome: string;
}

const PLATFORMS = [
  { name: 'Booking.com', prefix: 'BKG' },
  { name: 'Agoda', prefix: 'AGD' },
  { name: 'Trip.com', prefix: 'TRP' },
] as const;

export async function seedDemoPlatformOrders(
  db: Database,
  now: Date = new Date(),
): Promise<DemoPlatformOrder[]> {
  // Published hotels whose first room type has a free physical room tonight (hotel time).
  const found = await rows<{
    hotel_id: number;
    room_type_id: number;
    name_en: string;
    time_zone: string;
  }>(
    db,
    sql`select h.id as hotel_id, rt.id as room_type_id, h.name_en, h.time_zone
        from hotels h
        join lateral (
          select id from room_types where hotel_id = h.id and status = 1 order by sort, id limit 1
        ) rt on true
        where h.status = 1
          and exists (select 1 from rooms r where r.room_type_id = rt.id and r.status = 1)
        order by h.id
        limit 12`,
  );
  const seeded: DemoPlatformOrder[] = [];
  let next = 0;
  for (const [i, platform] of PLATFORMS.entries()) {
    // The first hotel with rooms left on those nights (one in 41 nights of the demo is full).
    while (next < found.length) {
      const hotel = found[next] as (typeof found)[number];
      next += 1;
      const arrival = todayIn(hotel.time_zone, now);
      const number = `${platform.prefix}-${arrival}-${i + 1}`;
      const result = await importOtaReservations(
        db,
        [
          {
            line: 1,
            value: {
              platform: platform.name,
              platform_order_no: number,
              hotel: String(hotel.hotel_id),
              room_type: String(hotel.room_type_id),
              check_in: arrival,
              // The second stays two nights.
              check_out: addDays(arrival, i === 1 ? 2 : 1),
              guest_name: 'Lina Demo',
              email: DEMO_CHECKIN_CONTACT.email,
              phone: DEMO_CHECKIN_CONTACT.phone,
              tel_prefix: DEMO_CHECKIN_CONTACT.telPrefix,
            },
          },
        ],
        now,
      );
      const line = result.report[0];
      if (!line || line.outcome === 'refused') continue;
      seeded.push({
        platform: platform.name,
        platform_order_no: line.platform_order_no,
        email: DEMO_CHECKIN_CONTACT.email,
        phone: DEMO_CHECKIN_CONTACT.phone,
        hotel: hotel.name_en,
        outcome: line.outcome,
      });
      break;
    }
  }
  return seeded;
}
