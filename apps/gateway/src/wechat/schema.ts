import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';

/**
 * A member's openid in an official account (snsapi_base OAuth, `POST /user/wxoagensign/`):
 * what WeChat Pay JSAPI needs to charge them. One per member and app; an openid belongs to
 * one member.
 */
export const wechatOpenids = pgTable(
  'wechat_openids',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: text('app_id').notNull(),
    openid: text('openid').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'wechat_openids_pk', columns: [t.userId, t.appId] }),
    uniqueIndex('wechat_openids_openid_key').on(t.appId, t.openid),
  ],
);

/**
 * WeChat's access token and JS-SDK ticket, cached until they expire and shared by every
 * gateway instance (WeChat limits how often they may be fetched, and a new one ends the old).
 */
export const wechatCredentials = pgTable(
  'wechat_credentials',
  {
    appId: text('app_id').notNull(),
    /** `access_token` or `jsapi_ticket`. */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'wechat_credentials_pk', columns: [t.appId, t.kind] }),
    check('wechat_credentials_kind_check', sql`${t.kind} in ('access_token', 'jsapi_ticket')`),
  ],
);
