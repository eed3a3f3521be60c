import { hotelPath, isGatewayError, readParty } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { readStay } from '../catalogue.server';
import { shell } from '../shell.server';

/** What the destination picker lists under "Hotels". */
export interface FoundHotel {
  id: number;
  /** In the request language. */
  name: string;
  city: string;
  /** The hotel's page with the stay (and the party when the search box named one). */
  href: string;
}

/** The most hotels the picker lists. */
const FOUND_MAX = 8;

/**
 * Resource route of the destination picker's name search: `GET /hotel/find?q=<text>` with the
 * search box's `enterDate`, `leaveDate` and party answers up to 8 hotels of any city whose
 * Chinese or English name contains the text (the gateway's `q`), each with a link to its page
 * for that stay. Fewer than 2 characters answer none; `ok: false` when the gateway could not.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  if (q.length < 2) return json({ ok: true, hotels: [] as FoundHotel[] });
  const { stay } = readStay(url);
  const { party, given } = readParty(url.searchParams);
  try {
    const { hotel_list } = await shell.gatewayFor(request).call(endpoints.hotelSearch, {
      query: { q, nums: FOUND_MAX, start_day: stay.enterDate, days: stay.nights },
    });
    const hotels: FoundHotel[] = hotel_list.slice(0, FOUND_MAX).map((hotel) => ({
      id: hotel.hotel_id,
      name: hotel.name,
      city: hotel.city,
      href: hotelPath(hotel, { ...stay, party: given ? party : undefined }),
    }));
    return json({ ok: true, hotels }, { headers: { 'Cache-Control': 'private, max-age=60' } });
  } catch (error) {
    if (isGatewayError(error)) return json({ ok: false, hotels: [] as FoundHotel[] });
    throw error;
  }
}
