import { orThrowResponse, safeRedirectPath } from '@bookdirect/app-shell/server';
import type { SavedHotel } from '@bookdirect/booking-ui';
import { FAVORITES_PAGE_SIZE, INT32_MAX, isGatewayError } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { data } from '@remix-run/node';
import { toResult } from './search.server';
import {
  clearedSessionCookies,
  isSessionExpired,
  redirectWithCookies,
  requireMember,
  sessionToken,
  withSession,
} from './session.server';
import { shell } from './shell.server';
import type { Stay } from './stay';

/**
 * Saved hotels: the /user_favorite page and the save/remove action every heart posts to.
 * A heart is a form (`intent`, `hotelId` or `favoriteId`, `redirectTo`), so it works without
 * JavaScript: the action answers with a 303 back to the page it came from. With JavaScript
 * the form also sends `enhanced=1` and gets the outcome as data instead, so the page stays
 * where it is.
 */

/** What a heart's form asks for. */
export type FavoriteIntent = 'save' | 'remove';

/** The action's answer to an enhanced form. */
export type FavoriteAnswer =
  | { ok: true; intent: FavoriteIntent; hotelId: number; favoriteId: number }
  | { ok: false; message: string };

function idField(form: FormData, name: string): number | undefined {
  const raw = form.get(name);
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= INT32_MAX ? id : undefined;
}

/** `/login?redirectTo=<back>`: a visitor signs in and comes back to the same hotel. */
function loginFor(back: string): string {
  return back === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(back)}`;
}

export async function favoriteAction(request: Request) {
  const form = await request.formData();
  const raw = form.get('redirectTo');
  // The saved-hotels page's own forms post to its URL (with its dates and page) and go back there.
  const own = new URL(request.url);
  own.searchParams.delete('_data');
  const back = safeRedirectPath(
    typeof raw === 'string' && raw ? raw : `${own.pathname}${own.search}`,
  );
  const enhanced = form.get('enhanced') === '1';
  if (!sessionToken(request)) return redirectWithCookies(loginFor(back));

  const intent = form.get('intent');
  const hotelId = idField(form, 'hotelId');
  const favoriteId = idField(form, 'favoriteId');
  const gateway = shell.gatewayFor(request);
  try {
    let answer: FavoriteAnswer;
    if (intent === 'save' && hotelId) {
      const saved = await gateway.call(endpoints.saveFavorite, { body: { hotel_id: hotelId } });
      answer = { ok: true, intent, hotelId, favoriteId: saved.user_favorite_id };
    } else if (intent === 'remove' && favoriteId) {
      await gateway.call(endpoints.removeFavorite, { params: { id: favoriteId } });
      answer = { ok: true, intent, hotelId: hotelId ?? 0, favoriteId: 0 };
    } else {
      throw data({ ok: false }, { status: 400 });
    }
    return enhanced ? data(answer) : redirectWithCookies(back);
  } catch (error) {
    // An ended session signs in again and comes back to the same page, not to this action.
    if (isSessionExpired(error)) {
      return redirectWithCookies(loginFor(back), await clearedSessionCookies());
    }
    if (!isGatewayError(error)) throw error;
    // A hotel removed meanwhile, a double press: the page as it now is says the rest.
    if (!enhanced) return redirectWithCookies(back);
    const message = error.isTransport ? '' : error.msg;
    return data({ ok: false, message } satisfies FavoriteAnswer, { status: 200 });
  }
}

/** One page of the member's saved hotels, priced for the stay. */
export async function loadFavorites(request: Request, page: number, stay: Stay) {
  requireMember(request);
  const answer = await orThrowResponse(
    withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.favorites, {
        query: { page, nums: FAVORITES_PAGE_SIZE, start_day: stay.enterDate, days: stay.nights },
      }),
    ),
  );
  const hotels: SavedHotel[] = answer.favorite_list.map((hotel) => ({
    ...toResult(hotel, stay),
    favoriteId: hotel.user_favorite_id,
  }));
  return {
    hotels,
    total: answer.total,
    page,
    pageCount: Math.max(1, Math.ceil(answer.total / FAVORITES_PAGE_SIZE)),
  };
}
