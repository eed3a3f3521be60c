import { folkSchema } from '@bookdirect/gateway-sdk/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, requireMember } from '../accounts/sessions';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { INT32_MAX, type JsonSchema, type ObjectSchema } from '../http/schemas';
import { createFolk, folkNotFound, listFolks, MAX_FOLKS_PER_MEMBER, updateFolk } from './service';

const TAGS = ['folks'] as const;

const members =
  'Needs the `token` header of a live session; without one the answer is rec 3 ' +
  '`errors:session_expired`.';

const str = (description: string, maxLength = 320): JsonSchema => ({
  type: 'string',
  description,
  maxLength,
});

const folkProperties = {
  first_name: str('Given name', 200),
  last_name: str('Family name', 200),
  gender: { description: '1 male, 2 female', examples: [1] },
  birthday: { description: '`YYYYMMDD` integer', examples: [19880214] },
  iso_country_coden: str('ISO 3166 alpha-2, e.g. `GR`', 8),
  tel_prefix: str('`+30`', 16),
  phone: str('Digits, spaces and dashes, 4-20', 64),
  email: str('E-mail address'),
  id_type: { description: '1 ID card, 2 passport, 3 tax number', examples: [2] },
  idcard: str('ID card number (id_type 1)', 64),
  passport_no: str('Passport number (id_type 2)', 64),
  tax_no: str('Tax number (id_type 3)', 64),
} as const;

const folkBody: ObjectSchema = { type: 'object', properties: folkProperties };

const folkData: JsonSchema = {
  type: 'object',
  required: ['user_folks_id', ...Object.keys(folkProperties)],
  properties: {
    user_folks_id: { type: 'integer' },
    ...folkProperties,
    gender: { type: 'integer', enum: [1, 2] },
    birthday: { type: 'integer' },
    id_type: { type: 'integer', enum: [1, 2, 3] },
  },
};

const idData: JsonSchema = {
  type: 'object',
  required: ['user_folks_id'],
  properties: { user_folks_id: { type: 'integer' } },
};

/** Saved guests under /v1/u: each member sees and edits only their own. */
export const folkRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, 'GET /user/folks/', {
    summary: 'List saved guests',
    description: `The member's saved guests, oldest first. ${members}`,
    tags: TAGS,
    data: {
      type: 'object',
      required: ['user_folks_list'],
      properties: { user_folks_list: { type: 'array', items: folkData } },
    },
    handler: async (request) => {
      const userId = await requireMember(request);
      return ok({ user_folks_list: await listFolks(app.db, userId) });
    },
  });

  defineEndpoint(app, 'POST /user/folks/', {
    summary: 'Save a guest',
    description:
      'Validated with the shared `folkSchema`: rec 2 with `data.errors` names each wrong field. ' +
      'Of `idcard`, `passport_no` and `tax_no` only the one `id_type` names is kept. At most ' +
      `${MAX_FOLKS_PER_MEMBER} guests per member (rec 6 \`orders:guests_limit\`). ${members}`,
    tags: TAGS,
    body: folkBody,
    rules: { body: folkSchema },
    before: authenticate,
    data: idData,
    handler: async (request, { body: input }) => {
      const userId = await requireMember(request);
      const id = await createFolk(app.db, userId, input);
      return ok({ user_folks_id: id }, 'account:saved_successful');
    },
  });

  defineEndpoint(app, 'PUT /user/folks/{id}/', {
    summary: 'Edit a saved guest',
    description: `Same rules as saving one. Another member's guest answers rec 5 \`orders:guest_not_found\`, like a missing one. ${members}`,
    tags: TAGS,
    params: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string', maxLength: 12, description: '`user_folks_id`' } },
    },
    body: folkBody,
    rules: { body: folkSchema },
    // An id that cannot be a guest answers rec 5 before the body's rules, as a missing one.
    before: async (request) => {
      await requireMember(request);
      folkIdOf(request.params.id);
    },
    data: idData,
    handler: async (request, { body: input }) => {
      const userId = await requireMember(request);
      const folkId = folkIdOf(request.params.id);
      return ok(
        { user_folks_id: await updateFolk(app.db, userId, folkId, input) },
        'account:saved_successful',
      );
    },
  });
};

/** A path's `user_folks_id`; rec 5 for one no guest can have. */
function folkIdOf(raw = ''): number {
  const folkId = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (folkId < 1 || folkId > INT32_MAX) throw folkNotFound();
  return folkId;
}
