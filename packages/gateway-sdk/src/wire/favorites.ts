import { FAVORITES_PAGE_MAX, FAVORITES_PAGE_SIZE } from '../constants';
import { favoriteBody, favoriteListQuery } from '../schemas/favorites';
import { HotelListItem } from './catalog';
import { Day, endpoint, Int, List, Obj, RuledBody, RuledId, type Static, Type } from './define';

const tags = ['favorites'] as const;
const members =
  'Needs the `token` header of a live session; without one the answer is rec 3 ' +
  '`errors:session_expired`.';

export const FavoriteListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ description: 'From 1 (default 1)' })),
  nums: Type.Optional(
    Type.Integer({
      description: `Page size, 1 to ${FAVORITES_PAGE_MAX} (default ${FAVORITES_PAGE_SIZE})`,
    }),
  ),
  start_day: Type.Optional(Day('First night of the stay the prices are for (default today)')),
  days: Type.Optional(Int('Nights (default 1)')),
});
export type FavoriteListQuery = Static<typeof FavoriteListQuery>;

export const FavoriteBody = RuledBody(Type.Object({ hotel_id: RuledId('Hotel to save') }));
export type FavoriteBody = Static<typeof FavoriteBody>;

/** The member's saved hotels: `GET|POST /user/favorite/`, `DELETE /user/favorite/{id}/`. */
export const favoriteEndpoints = {
  favorites: endpoint({
    method: 'GET',
    audience: 'member',
    path: '/user/favorite/',
    summary: 'Saved hotels',
    description:
      "The member's saved hotels, latest saved first, each a hotel card priced for the stay " +
      '(`favorite` 1, `user_favorite_id` its id). A hotel no longer published drops out. ' +
      members,
    tags,
    query: FavoriteListQuery,
    rules: { query: favoriteListQuery },
    data: Obj({
      favorite_list: List(HotelListItem),
      total: Int('Saved hotels, all pages'),
    }),
  }),

  saveFavorite: endpoint({
    method: 'POST',
    audience: 'member',
    path: '/user/favorite/',
    summary: 'Save a hotel',
    description:
      'Saves a published hotel for the member. Saving it again answers the same ' +
      '`user_favorite_id`. A missing or unpublished hotel: rec 5. ' +
      members,
    tags,
    body: FavoriteBody,
    rules: { body: favoriteBody },
    data: Obj({ user_favorite_id: Int() }),
  }),

  removeFavorite: endpoint({
    method: 'DELETE',
    audience: 'member',
    path: '/user/favorite/{id}/',
    summary: 'Remove a saved hotel',
    description:
      "Removes one of the member's saved hotels by `user_favorite_id`. Another member's id " +
      'answers exactly like a missing one (rec 5). ' +
      members,
    tags,
    params: Type.Object({
      id: Type.String({ maxLength: 12, description: '`user_favorite_id`' }),
    }),
    data: Obj({ user_favorite_id: Int() }),
  }),
};
