import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { regions } from '../catalog/schema';

/** Dictionaries of the contract (`GET /base/dict?code=will_level`), by code and task id. */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    code: text('code').notNull(),
    taskId: integer('task_id').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.taskId] }),
    index('dictionary_items_sort_idx').on(t.code, t.sort),
  ],
);

/** A franchise application from the marketing site (spec section 3). */
export const franchiseApplications = pgTable(
  'franchise_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => regions.regionId),
    provinceId: integer('province_id')
      .notNull()
      .references(() => regions.regionId),
    cityId: integer('city_id')
      .notNull()
      .references(() => regions.regionId),
    willLevelId: integer('will_level_id').notNull(),
    remark: text('remark').notNull(),
    /** Language the visitor used, so staff answer in it. */
    lang: text('lang').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('franchise_applications_created_idx').on(t.createdAt),
    check('franchise_applications_remark_check', sql`char_length(${t.remark}) <= 200`),
  ],
);

/** A message from the consult panel's modal: a lead as well. */
export const franchiseMessages = pgTable('franchise_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contact: text('contact').notNull(),
  message: text('message').notNull(),
  lang: text('lang').notNull(),
  clientAddress: text('client_address').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type FranchiseApplicationRow = typeof franchiseApplications.$inferSelect;
