import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The partners whose links and pages send travellers to the booking site (attribution) and
 * whose origins may read the public catalogue from the browser (the embed, CORS). Seeded from
 * PARTNERS at start-up and by the demo seed; the back office edits it. Orders keep the code
 * they were booked with (no foreign key): a partner that leaves keeps its history.
 */
export const partners = pgTable(
  'partners',
  {
    /** The `partner` query parameter of its links, `[A-Za-z0-9_-]{1,32}`. */
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** Origins exactly as browsers send them (`https://partner.example`), no path. */
    origins: text('origins').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('partners_code_check', sql`${t.code} ~ '^[A-Za-z0-9_-]{1,32}$'`),
    check('partners_name_check', sql`char_length(btrim(${t.name})) between 1 and 200`),
  ],
);
