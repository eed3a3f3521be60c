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

/** A lead's follow-up: new, then contacted, then signed or lost. */
export const LEAD_STAGES = ['new', 'contacted', 'signed', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** A franchise application from the marketing site (spec section 3): a lead for the group. */
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
    /** Where the group's follow-up stands (LEAD_STAGES); staff move it in the back office. */
    stage: text('stage').$type<LeadStage>().notNull().default('new'),
    /** Staff's note on the lead. */
    note: text('note').notNull().default(''),
    /** The staff member who last moved the stage, and when; null while it was never moved. */
    stageBy: integer('stage_by'),
    stageAt: timestamp('stage_at', { withTimezone: true }),
  },
  (t) => [
    index('franchise_applications_created_idx').on(t.createdAt),
    index('franchise_applications_stage_idx').on(t.stage, t.createdAt),
    check('franchise_applications_remark_check', sql`char_length(${t.remark}) <= 200`),
    check(
      'franchise_applications_stage_check',
      sql`${t.stage} in ('new', 'contacted', 'signed', 'lost')`,
    ),
    check('franchise_applications_note_check', sql`char_length(${t.note}) <= 2000`),
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
