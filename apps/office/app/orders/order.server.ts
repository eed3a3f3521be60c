import { API_PREFIX, type GatewayClient, isTimeZone } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';

/**
 * The time zone an order's times are shown in: its hotel's, as the hotel's public page
 * answers it. A hotel that page does not show (unpublished) has none here: the page then
 * writes its times in UTC and says so.
 */
export async function hotelTimeZone(gateway: GatewayClient, hotelId: number): Promise<string> {
  try {
    const { hotel } = await gateway
      .with({ apiPrefix: API_PREFIX })
      .call(endpoints.hotel, { params: { id: hotelId } });
    return isTimeZone(hotel.time_zone) ? hotel.time_zone : 'UTC';
  } catch {
    return 'UTC';
  }
}
