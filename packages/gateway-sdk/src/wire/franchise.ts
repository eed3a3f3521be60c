import { DEFAULT_FRANCHISE_RATE_LIMIT, DICT_PAGE_SIZE } from '../constants';
import { dictQuery, franchiseMessageSchema, franchiseSchema } from '../schemas/franchise';
import { endpoint, Int, List, Obj, RuledBody, Seconds, type Static, Str, Type } from './define';

/**
 * Franchise: applications, consult messages and the will_level dictionary, all public (the
 * back office reads and exports the leads under `/v1/s`, wire/staff-admin.ts). Lengths,
 * formats and messages are the shared yup schemas' (`franchiseSchema`), the same the
 * marketing form runs.
 */

const tags = ['franchise'] as const;

/** Body of `POST /franchise` (spec section 3). Ids are region ids of one chain. */
export const FranchiseApplication = Obj({
  name: Str('Applicant name'),
  mobile: Str('Digits with an optional leading +'),
  country_id: Int('Country region_id (level 1)'),
  province_id: Int('Province region_id (level 2) in that country'),
  city_id: Int('City region_id (level 3) in that province'),
  will_level_id: Int('`task_id` of a will_level dictionary item'),
  remark: Str('Why and where the applicant wants to open'),
});
export type FranchiseApplication = Static<typeof FranchiseApplication>;

/** Body of `POST /franchise/message`: the consult panel's message modal. */
export const FranchiseMessage = Obj({
  name: Str('Visitor name'),
  contact: Str('Phone, e-mail or WeChat id: however the visitor wants to be reached'),
  message: Str(),
});
export type FranchiseMessage = Static<typeof FranchiseMessage>;

/** An item of `GET /base/dict`: `task_id` and `name` in the request's language. */
export const DictItem = Obj({ task_id: Int(), name: Str('In the request language') });
export type DictItem = Static<typeof DictItem>;

/** One row of the staff export (`GET /v1/s/leads/export/`, `pnpm export:franchise`). */
export const FranchiseLead = Obj({
  kind: Type.Unsafe<'application' | 'message'>(Str('`application` or `message`')),
  id: Int(),
  create_time: Seconds(),
  name: Str(),
  mobile: Str(),
  contact: Str(),
  country: Str(),
  province: Str(),
  city: Str(),
  intention: Str(),
  remark: Str(),
});
export type FranchiseLead = Static<typeof FranchiseLead>;

/** The columns of a leads export, in order (the command line's file and the office's). */
export const FRANCHISE_LEAD_COLUMNS = [
  'kind',
  'id',
  'create_time',
  'name',
  'mobile',
  'contact',
  'country',
  'province',
  'city',
  'intention',
  'remark',
] as const satisfies readonly (keyof FranchiseLead)[];

export const franchiseEndpoints = {
  franchiseApply: endpoint({
    method: 'POST',
    audience: 'public',
    path: '/franchise',
    summary: 'Submit a franchise application',
    description:
      'Validated with the shared yup schema (`franchiseSchema` of gateway-sdk): rec 2 with ' +
      '`data.errors` { field: locales key } names each wrong field. The region ids must form ' +
      'a country > province > city chain and `will_level_id` must be a `will_level` item. ' +
      'Stores the application and queues the staff e-mail in the same transaction. Rate ' +
      `limited per client address (default ${DEFAULT_FRANCHISE_RATE_LIMIT.max} per ` +
      `${DEFAULT_FRANCHISE_RATE_LIMIT.windowSeconds} s, shared by all instances): rec 7 with ` +
      '`data.retry_after` seconds.',
    tags,
    body: RuledBody(FranchiseApplication),
    rules: { body: franchiseSchema },
    data: Obj({ franchise_id: Int() }),
  }),

  franchiseMessage: endpoint({
    method: 'POST',
    audience: 'public',
    path: '/franchise/message',
    summary: 'Leave a message from the consult panel',
    description:
      'The consult modal of the marketing page. Stored as a lead and mailed to the franchise ' +
      'team like an application; shares its rate limit.',
    tags,
    body: RuledBody(FranchiseMessage),
    rules: { body: franchiseMessageSchema },
    data: Obj({ message_id: Int() }),
  }),

  dictionary: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/base/dict',
    summary: 'Dictionary items',
    description:
      'Items of a dictionary by `code`; `will_level` holds the six join intentions. `name` ' +
      'is in the request language (`lang=cn|en`).',
    tags,
    query: Type.Object({
      code: Type.String({ examples: ['will_level'] }),
      page: Type.Optional(Int('From 1 (default 1)')),
      nums: Type.Optional(Int(`Page size, at most 100 (default ${DICT_PAGE_SIZE})`)),
    }),
    rules: { query: dictQuery },
    data: Obj({ list: List(DictItem), total: Int() }),
  }),
};
