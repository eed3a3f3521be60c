import { catalogEndpoints } from './wire/catalog';

/**
 * Every call of the gateway contract as a value: `gateway.call(endpoints.hotelSearch, …)` in
 * a site, `defineEndpoint(app, endpoints.hotelSearch, …)` in the gateway. Server-side code
 * imports this entry; browser bundles need only the types in `./contract`.
 */
export const endpoints = {
  ...catalogEndpoints,
};

export type EndpointKey = keyof typeof endpoints;

export * from './wire/catalog';
export * from './wire/define';
