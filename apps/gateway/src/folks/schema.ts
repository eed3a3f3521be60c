import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';

/**
 * A member's saved guests (`user_folks`). Orders copy the names they need at booking time,
 * so editing a guest later never rewrites an order.
 */
export const userFolks = pgTable(
  'user_folks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 1 male, 2 female. */
    gender: smallint('gender').notNull(),
    /** `YYYYMMDD`. */
    birthday: integer('birthday').notNull(),
    /** ISO 3166 alpha-2. */
    isoCountryCoden: text('iso_country_coden').notNull(),
    telPrefix: text('tel_prefix').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** 1 ID card, 2 passport, 3 tax number: the one number it names is filled. */
    idType: smallint('id_type').notNull(),
    idcard: text('idcard').notNull().default(''),
    passportNo: text('passport_no').notNull().default(''),
    taxNo: text('tax_no').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_folks_user_idx').on(t.userId, t.id),
    check('user_folks_gender_check', sql`${t.gender} in (1, 2)`),
    check('user_folks_id_type_check', sql`${t.idType} in (1, 2, 3)`),
  ],
);

export type UserFolkRow = typeof userFolks.$inferSelect;
