import { API_PREFIX, type GatewayClient, isGatewayError } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';

/**
 * The travel platforms' names by `ota_id`, as the gateway gives them in the request's
 * language (`GET /checkin/ota/`, the list the guests' check-in offers). When that list cannot
 * be read a platform shows as its number (`channelName`), and the page still works.
 */
export async function platformNames(gateway: GatewayClient): Promise<Record<number, string>> {
  try {
    const { ota_list } = await gateway.with({ apiPrefix: API_PREFIX }).call(endpoints.otaList);
    return Object.fromEntries(ota_list.map((ota) => [ota.ota_id, ota.name]));
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    return {};
  }
}
