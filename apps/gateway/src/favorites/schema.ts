import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { hotels } from '../catalog/schema';

/** A member's saved hotels: one row per member and hotel; its id is `user_favorite_id`. */
export const userFavorites = pgTable(
  'user_favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_favorites_member_hotel_key').on(t.userId, t.hotelId),
    index('user_favorites_member_idx').on(t.userId, t.createdAt),
  ],
);

export type UserFavoriteRow = typeof userFavorites.$inferSelect;
