import { isGatewayError } from '@bookdirect/gateway-sdk';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { readStay } from '../catalogue.server';
import { type ResultHotel, readAsk, readSort, searchPage } from '../search.server';
import { shell } from '../shell.server';

/**
 * Resource route of the results list: `GET /hotel/search/more?enterDate&leaveDate&city_id&sort&page` (with the
 * results URL's party and filters)
 * answers one page of hotels as JSON, in the page's order. An empty page tells the list to stop.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { stay } = readStay(url);
  const { sort } = readSort(url);
  const ask = readAsk(url);
  const cityId = Number(url.searchParams.get('city_id'));
  const page = Number(url.searchParams.get('page') ?? '1');
  if (!Number.isInteger(cityId) || cityId <= 0 || !Number.isInteger(page) || page < 1) {
    return json({ ok: true as const, page, hotels: [] as ResultHotel[] });
  }
  try {
    const { hotels } = await searchPage(shell.gatewayFor(request), cityId, stay, page, sort, ask);
    return json({ ok: true as const, page, hotels });
  } catch (error) {
    if (error instanceof Response || isGatewayError(error)) {
      return json({ ok: false as const, page, hotels: [] as ResultHotel[] });
    }
    throw error;
  }
}
