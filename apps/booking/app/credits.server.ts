import { orThrowResponse } from '@bookdirect/app-shell/server';
import type { PointsEntry } from '@bookdirect/booking-ui';
import { CREDITS_PAGE_SIZE } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { withSession } from './session.server';
import { shell } from './shell.server';

/** What /user_credits shows: level and the nights it comes from, balance, a page of the ledger. */
export interface PointsPage {
  page: number;
  pageCount: number;
  level: number;
  nights: number;
  balance: number;
  entries: PointsEntry[];
}

/**
 * One page of the member's points. The ledger and the profile (whose `nights` the level is
 * made of) are asked for at once.
 */
export async function loadPointsPage(request: Request, page: number): Promise<PointsPage> {
  const gateway = shell.gatewayFor(request);
  const [credits, { user_info }] = await orThrowResponse(
    withSession(request, () =>
      Promise.all([
        gateway.call(endpoints.credits, { query: { page, nums: CREDITS_PAGE_SIZE } }),
        gateway.call(endpoints.userInfo),
      ]),
    ),
  );
  return {
    page,
    pageCount: Math.max(1, Math.ceil(credits.total / CREDITS_PAGE_SIZE)),
    level: credits.level,
    nights: user_info.nights,
    balance: credits.credits,
    entries: credits.user_credits_list.map((note) => ({
      id: note.user_credits_note_id,
      operate: note.operate,
      credits: note.credits,
      createTime: note.create_time,
      orderId: note.order_id,
      expireTime: note.expire_time,
    })),
  };
}
