import { regionQuery } from '@bookdirect/gateway-sdk/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { idSchema, type JsonSchema } from '../http/schemas';
import { hotelRoutes } from './hotel-routes';
import { listCurrencies, listRegions } from './service';

const TAGS = ['catalog'] as const;

const currencySchema: JsonSchema = {
  type: 'object',
  required: ['currency', 'symbol', 'code', 'minor_unit'],
  properties: {
    currency: { type: 'integer', description: '1 CNY, 2 EUR, 3 THB, 4 JPY, 5 USD, 6 MYR' },
    symbol: { type: 'string', examples: ['€'] },
    code: { type: 'string', description: 'ISO 4217 code', examples: ['EUR'] },
    minor_unit: { type: 'integer', description: 'Digits after the decimal point (ISO 4217)' },
  },
};

const regionSchema: JsonSchema = {
  type: 'object',
  required: ['region_id', 'pid', 'name_cn', 'name_en', 'name', 'level'],
  properties: {
    region_id: { type: 'integer' },
    pid: { type: 'integer', description: 'Parent region; 0 for a country' },
    name_cn: { type: 'string' },
    name_en: { type: 'string' },
    name: { type: 'string', description: 'The name in the request language' },
    level: { type: 'integer', enum: [1, 2, 3], description: '1 country, 2 province, 3 city' },
  },
};

/** Catalogue calls under /v1/u: reference data now; hotels, rooms and prices join here. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, 'GET /util/currency/', {
    summary: 'Currencies',
    description: 'Every currency the platform prices in, by id.',
    tags: TAGS,
    data: {
      type: 'object',
      required: ['currency_list'],
      properties: { currency_list: { type: 'array', items: currencySchema } },
    },
    handler: async () => ok({ currency_list: await listCurrencies(app.db) }),
  });

  defineEndpoint(app, 'GET /util/region/', {
    summary: 'Regions',
    description:
      'Countries (level 1), provinces (2) and cities (3). Filters combine: `level=1` lists ' +
      'countries, `pid` lists the children of a region, `country_id` keeps one country and ' +
      'what lies below it. Ordered by level, then display order.',
    tags: TAGS,
    querystring: {
      type: 'object',
      properties: {
        country_id: idSchema('A country region_id: that country and its subtree'),
        level: { type: 'integer', enum: [1, 2, 3], description: '1 country, 2 province, 3 city' },
        pid: idSchema('Parent region_id (0: the countries)', 0),
      },
    },
    rules: { query: regionQuery },
    data: {
      type: 'object',
      required: ['region_list'],
      properties: { region_list: { type: 'array', items: regionSchema } },
    },
    handler: async (request) => {
      const { country_id, level, pid } = request.query;
      const regionList = await listRegions(
        app.db,
        { countryId: country_id, level, pid },
        request.lang,
      );
      return ok({ region_list: regionList });
    },
  });

  await app.register(hotelRoutes);
};
