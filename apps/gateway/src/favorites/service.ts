import type { HotelListItem } from '@bookdirect/gateway-sdk/contract';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { Language } from '@bookdirect/locales';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireMember } from '../accounts/sessions';
import type { FavoriteFlags } from '../catalog/hotel-routes';
import { hotelCards, hotelExists, type Stay } from '../catalog/hotels';
import type { Database } from '../db';
import { rows } from '../db';
import { BusinessError } from '../http/envelope';
import { userFavorites } from './schema';

/**
 * A member's saved hotels. The catalogue's answers are shared by every caller (and cached),
 * so a member's flags are laid over a copy of each answer here, per request, never stored
 * with it.
 */

export const favoriteNotFound = () => new BusinessError(Rec.notFound, 'favorites:not_found');

/**
 * The member behind a public call's `token`, or 0 for a visitor: on a catalogue page an
 * expired session is a visitor, not an error.
 */
export async function memberOrVisitor(request: FastifyRequest): Promise<number> {
  if (request.headers.token === undefined) return 0;
  try {
    return await requireMember(request);
  } catch (error) {
    if (error instanceof BusinessError && error.rec === Rec.sessionExpired) return 0;
    throw error;
  }
}

/** `hotel_id` to `user_favorite_id` of the member's saved hotels among `hotelIds`. */
export async function favoriteIds(
  db: Database,
  userId: number,
  hotelIds: readonly number[],
): Promise<Map<number, number>> {
  if (userId === 0 || hotelIds.length === 0) return new Map();
  const found = await rows<{ id: number; hotel_id: number }>(
    db,
    sql`select id, hotel_id from user_favorites
        where user_id = ${userId}::int and hotel_id = any(${`{${hotelIds.join(',')}}`}::int[])`,
  );
  return new Map(found.map((row) => [row.hotel_id, row.id]));
}

/**
 * The cards with the member's flags: copies of the saved ones, so a cached card is never
 * written to; the others (flags 0) as they are.
 */
export function withFlags(
  cards: readonly HotelListItem[],
  saved: ReadonlyMap<number, number>,
): HotelListItem[] {
  if (saved.size === 0) return [...cards];
  return cards.map((card) => {
    const id = saved.get(card.hotel_id);
    return id ? { ...card, favorite: 1, user_favorite_id: id } : card;
  });
}

/** Cards flagged for whoever calls: a visitor's as they come (all 0). */
export async function flagCards(
  request: FastifyRequest,
  cards: readonly HotelListItem[],
): Promise<HotelListItem[]> {
  const userId = await memberOrVisitor(request);
  if (userId === 0) return [...cards];
  return withFlags(
    cards,
    await favoriteIds(
      request.server.db,
      userId,
      cards.map((c) => c.hotel_id),
    ),
  );
}

/** One page of the member's saved hotels, latest first, priced for the stay. */
export async function listFavorites(
  db: Database,
  userId: number,
  page: { page: number; nums: number; stay: Stay },
  lang: Language,
): Promise<{ favorite_list: HotelListItem[]; total: number }> {
  // Hotels taken off sale drop out of the list (and its total) but keep their row, so they
  // come back if the hotel is published again.
  const [saved, totals] = await Promise.all([
    rows<{ id: number; hotel_id: number }>(
      db,
      sql`select f.id, f.hotel_id from user_favorites f
          join hotels h on h.id = f.hotel_id and h.status = 1
          where f.user_id = ${userId}::int
          order by f.created_at desc, f.id desc
          limit ${page.nums}::int offset ${(page.page - 1) * page.nums}::int`,
    ),
    rows<{ n: number | string }>(
      db,
      sql`select count(*)::int as n from user_favorites f
          join hotels h on h.id = f.hotel_id and h.status = 1
          where f.user_id = ${userId}::int`,
    ),
  ]);
  const cards = await hotelCards(
    db,
    saved.map((row) => row.hotel_id),
    page.stay,
    lang,
  );
  const list: HotelListItem[] = [];
  for (const row of saved) {
    const card = cards.get(row.hotel_id);
    if (card) list.push({ ...card, favorite: 1, user_favorite_id: row.id });
  }
  return { favorite_list: list, total: Number(totals[0]?.n ?? 0) };
}

/** Saves a published hotel; saving it again answers the id it already has. */
export async function saveFavorite(db: Database, userId: number, hotelId: number): Promise<number> {
  if (!(await hotelExists(db, hotelId))) throw new BusinessError(Rec.notFound);
  // Two presses at once both land on the one row the unique index allows.
  const [inserted] = await db
    .insert(userFavorites)
    .values({ userId, hotelId })
    .onConflictDoNothing({ target: [userFavorites.userId, userFavorites.hotelId] })
    .returning({ id: userFavorites.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: userFavorites.id })
    .from(userFavorites)
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.hotelId, hotelId)));
  if (!existing) throw new Error('saved hotel vanished between insert and read');
  return existing.id;
}

/** Another member's saved hotel answers exactly like a missing one, and stays. */
export async function removeFavorite(
  db: Database,
  userId: number,
  favoriteId: number,
): Promise<number> {
  const [row] = await db
    .delete(userFavorites)
    .where(and(eq(userFavorites.id, favoriteId), eq(userFavorites.userId, userId)))
    .returning({ id: userFavorites.id });
  if (!row) throw favoriteNotFound();
  return row.id;
}

/** The hotel answers' flags (catalog/hotel-routes.ts), handed to the catalogue by app.ts. */
export const favoriteFlags: FavoriteFlags = {
  flagCards,
  async savedId(request, hotelId) {
    const userId = await memberOrVisitor(request);
    return (await favoriteIds(request.server.db, userId, [hotelId])).get(hotelId) ?? 0;
  },
};
