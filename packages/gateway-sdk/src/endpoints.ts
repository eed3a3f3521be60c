import { accountEndpoints } from './wire/accounts';
import { catalogEndpoints } from './wire/catalog';
import { checkinEndpoints } from './wire/checkin';
import { favoriteEndpoints } from './wire/favorites';
import { franchiseEndpoints } from './wire/franchise';
import { orderEndpoints } from './wire/orders';
import { partnerEndpoints } from './wire/partners';
import { wechatEndpoints } from './wire/wechat';

/**
 * Every call of the gateway contract as a value: `gateway.call(endpoints.hotelSearch, …)` in
 * a site, `defineEndpoint(app, endpoints.hotelSearch, …)` in the gateway. Server-side code
 * imports this entry; browser bundles need only the types in `./contract`.
 */
export const endpoints = {
  ...catalogEndpoints,
  ...franchiseEndpoints,
  ...accountEndpoints,
  ...orderEndpoints,
  ...checkinEndpoints,
  ...favoriteEndpoints,
  ...wechatEndpoints,
  ...partnerEndpoints,
};

export type EndpointKey = keyof typeof endpoints;

export * from './wire/accounts';
export * from './wire/catalog';
export * from './wire/checkin';
export * from './wire/define';
export * from './wire/favorites';
export * from './wire/franchise';
export * from './wire/orders';
export * from './wire/partners';
export * from './wire/wechat';
