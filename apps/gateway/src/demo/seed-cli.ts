import { sql } from 'drizzle-orm';
import { intFlag, openDatabase, parseFlags } from '../catalog/tooling/cli';
import { DEMO_SCALE, seedDemoCatalogue } from './demo-seed';

/**
 * `pnpm --filter @bookdirect/gateway seed [-- --hotels N --room-types N --days N --reset]`
 *
 * Seeds the demo catalogue into the environment's database (DATABASE_URL or the PGlite
 * directory) when it has no hotels. `--reset` empties the catalogue first (benchmarks).
 */
const flags = parseFlags(process.argv.slice(2));
if (flags.help) {
  console.log('seed [--hotels N] [--room-types N] [--days N] [--reset]');
  process.exit(0);
}
const scale = {
  hotels: intFlag(flags, 'hotels', DEMO_SCALE.hotels) as number,
  roomTypes: intFlag(flags, 'room-types'),
  days: intFlag(flags, 'days', DEMO_SCALE.days) as number,
};
const handle = await openDatabase(process.env);
try {
  if (flags.reset) {
    // The demo's reviews belong to no order and name hotels by id only (no foreign key).
    await handle.db.execute(sql`delete from hotel_reviews where order_id is null`);
    await handle.db.execute(
      sql`truncate room_type_days, rooms, rate_plans, hotel_images, room_types, hotels restart identity cascade`,
    );
  }
  const started = performance.now();
  const result = await seedDemoCatalogue(handle.db, scale, {
    log: (message) => console.log(message),
  });
  if (result.seeded) {
    await handle.db.execute(sql`analyze`);
    console.log(
      `seeded ${result.hotels} hotels, ${result.roomTypes} room types, ${result.days} days ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } else {
    console.log(
      `catalogue has ${result.hotels} hotels already: nothing seeded (--reset to replace it)`,
    );
  }
} finally {
  await handle.close();
}
