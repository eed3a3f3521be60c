import { DICT_PAGE_SIZE } from '@bookdirect/gateway-sdk';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import {
  dictQuery,
  franchiseMessageSchema,
  franchiseSchema,
} from '@bookdirect/gateway-sdk/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { BusinessError, ok } from '../http/envelope';
import { hitRateLimit } from '../http/rate-limit';
import type { JsonSchema } from '../http/schemas';
import {
  type FranchiseSettings,
  franchiseSettingsFromEnv,
  listDictionary,
  listLeads,
  submitApplication,
  submitMessage,
} from './service';

const TAGS = ['franchise'] as const;

export interface FranchiseRoutesOptions {
  /** Defaults from the environment (FRANCHISE_STAFF_EMAIL, ADMIN_TOKEN, ...). */
  settings?: Partial<FranchiseSettings>;
}

const str = (description: string, maxLength?: number): JsonSchema => ({
  type: 'string',
  description,
  ...(maxLength ? { maxLength } : {}),
});
const regionId = (description: string): JsonSchema => ({ type: 'integer', description });

/** Franchise calls under /v1/u: applications, consult messages, the dictionary, the export. */
export const franchiseRoutes: FastifyPluginAsync<FranchiseRoutesOptions> = async (app, options) => {
  const settings: FranchiseSettings = {
    ...franchiseSettingsFromEnv(process.env),
    ...options.settings,
  };
  const context = (request: FastifyRequest) => ({
    lang: request.lang,
    clientAddress: request.clientAddress,
    settings,
  });

  defineEndpoint(app, 'POST /franchise', {
    summary: 'Submit a franchise application',
    description:
      'Validated with the shared yup schema (`franchiseSchema` of gateway-sdk): rec 2 with ' +
      '`data.errors` { field: locales key } names each wrong field. The region ids must form ' +
      'a country > province > city chain and `will_level_id` must be a `will_level` item. ' +
      'Stores the application and queues the staff e-mail in the same transaction. Rate ' +
      `limited per client address (default ${settings.rateLimit.max} per ` +
      `${settings.rateLimit.windowSeconds} s, shared by all instances): rec 7 with ` +
      '`data.retry_after` seconds.',
    tags: TAGS,
    body: {
      type: 'object',
      properties: {
        name: str('Applicant name', 200),
        mobile: str('Digits with an optional leading +, 5-16 characters', 64),
        country_id: regionId('Country region_id (level 1)'),
        province_id: regionId('Province region_id (level 2) in that country'),
        city_id: regionId('City region_id (level 3) in that province'),
        will_level_id: regionId('`task_id` of a will_level dictionary item'),
        remark: str('Required, at most 200 characters', 2000),
      },
    },
    rules: { body: franchiseSchema },
    data: {
      type: 'object',
      required: ['franchise_id'],
      properties: { franchise_id: { type: 'integer' } },
    },
    handler: async (request, { body: input }) => {
      await hitRateLimit(app.db, `franchise:${request.clientAddress}`, settings.rateLimit);
      const id = await submitApplication(app.db, input, context(request));
      return ok({ franchise_id: id }, 'franchise:submit_success');
    },
  });

  defineEndpoint(app, 'POST /franchise/message', {
    summary: 'Leave a message from the consult panel',
    description:
      'The consult modal of the marketing page. Stored as a lead and mailed to the franchise ' +
      'team like an application; shares its rate limit.',
    tags: TAGS,
    body: {
      type: 'object',
      properties: {
        name: str('Visitor name', 200),
        contact: str('Phone, e-mail or WeChat id', 200),
        message: str('At most 200 characters', 2000),
      },
    },
    rules: { body: franchiseMessageSchema },
    data: {
      type: 'object',
      required: ['message_id'],
      properties: { message_id: { type: 'integer' } },
    },
    handler: async (request, { body: input }) => {
      await hitRateLimit(app.db, `franchise:${request.clientAddress}`, settings.rateLimit);
      const id = await submitMessage(app.db, input, context(request));
      return ok({ message_id: id }, 'franchise:message_thanks');
    },
  });

  defineEndpoint(app, 'GET /base/dict', {
    summary: 'Dictionary items',
    description:
      'Items of a dictionary by `code`; `will_level` holds the six join intentions. `name` ' +
      'is in the request language (`lang=cn|en`).',
    tags: TAGS,
    querystring: {
      type: 'object',
      required: ['code'],
      properties: {
        code: { type: 'string', examples: ['will_level'] },
        page: { type: 'integer', minimum: 1, default: 1 },
        nums: { type: 'integer', minimum: 1, maximum: 100, default: DICT_PAGE_SIZE },
      },
    },
    rules: { query: dictQuery },
    data: {
      type: 'object',
      required: ['list', 'total'],
      properties: {
        list: {
          type: 'array',
          items: {
            type: 'object',
            required: ['task_id', 'name'],
            properties: { task_id: { type: 'integer' }, name: { type: 'string' } },
          },
        },
        total: { type: 'integer' },
      },
    },
    handler: async (request) => {
      const { code, page = 1, nums = DICT_PAGE_SIZE } = request.query;
      return ok(await listDictionary(app.db, code, request.lang, page, nums));
    },
  });

  defineEndpoint(app, 'GET /franchise/leads', {
    summary: 'Every franchise lead (staff)',
    description:
      'Applications and consult messages, oldest first, for `pnpm export:franchise`. Needs ' +
      'the `X-Admin-Token` header equal to ADMIN_TOKEN; without ADMIN_TOKEN set it always ' +
      'answers rec 4.',
    tags: TAGS,
    data: {
      type: 'object',
      required: ['lead_list'],
      properties: {
        lead_list: {
          type: 'array',
          items: {
            type: 'object',
            properties: Object.fromEntries(
              [
                'kind',
                'name',
                'mobile',
                'contact',
                'country',
                'province',
                'city',
                'intention',
                'remark',
              ]
                .map((k): [string, JsonSchema] => [k, { type: 'string' }])
                .concat([
                  ['id', { type: 'integer' }],
                  ['create_time', { type: 'integer' }],
                ]),
            ),
          },
        },
      },
    },
    handler: async (request) => {
      const given = request.headers['x-admin-token'];
      if (!settings.adminToken || !safeEqual(String(given ?? ''), settings.adminToken)) {
        throw new BusinessError(Rec.forbidden);
      }
      return ok({ lead_list: await listLeads(app.db, request.lang) });
    },
  });
};

function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
