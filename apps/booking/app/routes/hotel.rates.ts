import { isGatewayError } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { readStay } from '../catalogue.server';
import { shell } from '../shell.server';

/**
 * Resource route for the rate-details modal: `GET /hotel/rates?roomTypeId&enterDate&leaveDate`
 * answers the room type's price for each night of the stay.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { stay } = readStay(url);
  const id = Number(url.searchParams.get('roomTypeId'));
  if (!Number.isInteger(id) || id <= 0)
    return json({ ok: false as const, nights: [] as { day: number; price: number }[] });
  try {
    const answer = await shell.gatewayFor(request).call(endpoints.roomTypePrices, {
      params: { id },
      query: { start_day: stay.enterDate, days: stay.nights },
    });
    return json({
      ok: true as const,
      nights: answer.hotel_room_type_day_price_list.map(({ day, price }) => ({ day, price })),
    });
  } catch (error) {
    if (isGatewayError(error))
      return json({ ok: false as const, nights: [] as { day: number; price: number }[] });
    throw error;
  }
}
