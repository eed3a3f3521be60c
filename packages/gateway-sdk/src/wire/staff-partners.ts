import {
  PARTNER_NAME_MAX,
  PARTNER_ORIGINS_MAX,
  staffPartnerChangeBody,
  staffPartnerCreateBody,
} from '../schemas/staff-partners';
import {
  type DataOf,
  endpoint,
  List,
  Obj,
  RuledBody,
  Seconds,
  type Static,
  Str,
  Type,
} from './define';
import { adminsOnly, staffTags as tags } from './staff-base';

export {
  PARTNER_CODE_INVALID,
  PARTNER_NAME_MAX,
  PARTNER_ORIGIN_INVALID,
  PARTNER_ORIGINS_MAX,
  PARTNER_ORIGINS_TOO_MANY,
  partnerOrigin,
  staffPartnerChangeBody,
  staffPartnerCreateBody,
} from '../schemas/staff-partners';

/**
 * Partners, for admins: the sites whose links (`?partner=<code>`) are credited on orders and
 * whose origins may read the public catalogue from the browser (the embed). The gateway reads
 * the partners table on every request that names a partner and keeps nothing, so a change
 * made here applies from the next request in every gateway process. Every write adds one audit
 * entry in its transaction (`partner.create`, `partner.update`, `partner.delete`,
 * `partner:<code>`).
 */

/** `{code}` of a partner's path. */
const CodeParams = Obj({ code: Str('The partner code, `[A-Za-z0-9_-]{1,32}`') });

const Origins = (description: string) =>
  Type.Array(Type.String({ maxLength: 300 }), { description, maxItems: 200 });

export const StaffPartnerData = Obj({
  code: Str('The `partner` code of its links, `[A-Za-z0-9_-]{1,32}`; never changes'),
  name: Str("The partner's name"),
  origins: List(
    Str('`scheme://host[:port]`'),
    'The origins whose pages may read the catalogue (the embed); none: links only',
  ),
  update_time: Seconds('When it was added or last changed'),
});

export const StaffPartnerCreateBody = Obj({
  code: Str('`[A-Za-z0-9_-]{1,32}`, unique; letters keep their case'),
  name: Str(`1 to ${PARTNER_NAME_MAX} characters`),
  origins: Origins(
    `At most ${PARTNER_ORIGINS_MAX}, each exactly \`http(s)://host[:port]\` (no path, no ` +
      'trailing slash); scheme and host are lower-cased, repeats kept once. Default none.',
  ),
});

export const StaffPartnerChangeBody = Obj({
  name: Str(`1 to ${PARTNER_NAME_MAX} characters`),
  origins: Origins(
    `The whole list, replacing the one kept: at most ${PARTNER_ORIGINS_MAX}, each exactly ` +
      '`http(s)://host[:port]`; `[]` leaves the partner its links only.',
  ),
});

const appliesNow =
  'The change applies from the next request in every gateway process: nothing is cached.';

export const staffPartnersEndpoints = {
  staffPartners: endpoint({
    method: 'GET',
    audience: adminsOnly,
    path: '/partners/',
    summary: 'Partners',
    description:
      'Every partner, by code: name, origins and when it last changed. Partners that ' +
      'PARTNERS lists are among them (PARTNERS writes them again at every start).',
    tags,
    data: Obj({ partner_list: List(StaffPartnerData, 'By code') }),
  }),

  staffPartnerCreate: endpoint({
    method: 'POST',
    audience: adminsOnly,
    path: '/partners/',
    summary: 'Add a partner',
    description:
      `A code, a name and origins. A code already taken is rec 6; a wrong code, name or ` +
      `origin is rec 2 naming the field. ${appliesNow} Audited as \`partner.create\`.`,
    tags,
    body: RuledBody(StaffPartnerCreateBody),
    rules: { body: staffPartnerCreateBody },
    data: Obj({ partner: StaffPartnerData }),
  }),

  staffPartnerChange: endpoint({
    method: 'PUT',
    audience: adminsOnly,
    path: '/partners/{code}/',
    summary: "Change a partner's name and origins",
    description:
      'The code never changes (orders keep it). An unknown code is rec 5. A partner that ' +
      `PARTNERS lists takes its listed name and origins again at the next start. ${appliesNow} ` +
      'Audited as `partner.update` with the name and origins before and after.',
    tags,
    params: CodeParams,
    body: RuledBody(StaffPartnerChangeBody),
    rules: { body: staffPartnerChangeBody },
    data: Obj({ partner: StaffPartnerData }),
  }),

  staffPartnerDelete: endpoint({
    method: 'DELETE',
    audience: adminsOnly,
    path: '/partners/{code}/',
    summary: 'Remove a partner',
    description:
      'Orders keep the code they were booked with; links with it are ignored from then on and ' +
      "its origins' pages are refused the catalogue. An unknown code is rec 5. A partner that " +
      `PARTNERS lists comes back at the next start. ${appliesNow} Audited as \`partner.delete\`.`,
    tags,
    params: CodeParams,
    data: Type.Null(),
  }),
};

export type StaffPartner = Static<typeof StaffPartnerData>;
export type StaffPartnerList = DataOf<typeof staffPartnersEndpoints.staffPartners>;
