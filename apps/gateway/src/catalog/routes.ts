import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { type HotelRoutesOptions, hotelRoutes } from './hotel-routes';
import { listCurrencies, listRegions } from './service';

/**
 * Catalogue calls under /v1/u: reference data now; hotels, rooms and prices join here. They
 * read through `app.readDb()` (a replica when DATABASE_READ_URL names one).
 */
export const catalogRoutes: FastifyPluginAsync<HotelRoutesOptions> = async (app, options) => {
  defineEndpoint(app, endpoints.currencies, {
    handler: async () => ok({ currency_list: await listCurrencies(app.readDb()) }),
  });

  defineEndpoint(app, endpoints.regions, {
    handler: async (request, { query }) => {
      const { country_id, level, pid } = query;
      const regionList = await listRegions(
        app.readDb(),
        { countryId: country_id, level, pid },
        request.lang,
      );
      return ok({ region_list: regionList });
    },
  });

  await app.register(hotelRoutes, { favorites: options.favorites });
};
