import {
  STAFF_LEAD_NOTE_MAX,
  STAFF_LEAD_STAGES,
  type StaffLeadStage,
  staffLeadListQuery,
  staffLeadUpdateBody,
} from '../schemas/staff-admin';
import { ExchangeRateUpdateBody, ExchangeRateUpdateData } from './catalog';
import { OtaImportBody, OtaImportData } from './checkin';
import {
  type DataOf,
  endpoint,
  Id,
  IdParams,
  Int,
  List,
  Obj,
  RuledBody,
  Seconds,
  type Static,
  Str,
  Type,
} from './define';
import { FranchiseLead } from './franchise';
import { adminsOnly, managers, staffTags as tags } from './staff-base';

/**
 * The group's administration: franchise leads, exchange rates and the platform-order import.
 * The command-line tools (`export:franchise`, `update:rates`, `import:ota`) make these calls
 * with a staff session of their own.
 */

const StageData = Type.Unsafe<StaffLeadStage>({
  type: 'string',
  enum: [...STAFF_LEAD_STAGES],
  description: 'Where the follow-up stands: new, then contacted, then signed or lost',
});

/** A franchise application as the back office follows it up. */
export const StaffLeadData = Obj({
  lead_id: Id('Lead id (the application)'),
  name: Str('Applicant name'),
  mobile: Str(),
  country_id: Int('Country region_id'),
  province_id: Int('Province region_id'),
  city_id: Int('City region_id'),
  country_name: Str('In the request language'),
  province_name: Str('In the request language'),
  city_name: Str('In the request language'),
  will_level_id: Int('`task_id` of the will_level dictionary'),
  intention: Str('The will_level item, in the request language'),
  remark: Str("The applicant's words"),
  stage: StageData,
  note: Str("Staff's note; '' when none"),
  create_time: Seconds('When the application arrived'),
  stage_staff_id: Int('Staff member who last moved the stage; 0 while never moved'),
  stage_staff_name: Str("Their name, or e-mail when they have none; '' while never moved"),
  stage_time: Seconds('When the stage last moved; 0 while never moved'),
});

export const StaffLeadListQuery = Type.Object({
  stage: Type.Optional(Str(`Only leads at this stage: ${STAFF_LEAD_STAGES.join(', ')}`)),
  page: Type.Optional(Int('From 1')),
  nums: Type.Optional(Int('Per page, 1-100 (default 20)')),
});

export const StaffLeadListData = Obj({
  lead_list: List(StaffLeadData, 'Newest first'),
  total: Int('Leads matching the filter'),
});

/** Either field, or both: callers change the stage alone, the note alone, or both at once. */
export const StaffLeadUpdateBody = Obj({
  stage: Type.Optional(Str(STAFF_LEAD_STAGES.join(', '))),
  note: Type.Optional(Str(`At most ${STAFF_LEAD_NOTE_MAX} characters; '' clears it`)),
});

export const staffAdminEndpoints = {
  staffLeads: endpoint({
    method: 'GET',
    audience: adminsOnly,
    path: '/leads/',
    summary: 'Franchise leads',
    description:
      'The applications of the marketing site, newest first, with where their follow-up ' +
      "stands (`stage`), the staff's `note`, who last moved the stage and when " +
      '(`stage_staff_id`, `stage_staff_name`, `stage_time`; 0 and empty while never moved), ' +
      'and region and intention names in the request language; `stage` keeps one stage.',
    tags,
    query: StaffLeadListQuery,
    rules: { query: staffLeadListQuery },
    data: StaffLeadListData,
  }),

  staffLeadUpdate: endpoint({
    method: 'PUT',
    audience: adminsOnly,
    path: '/leads/{id}/',
    summary: "Move a lead's follow-up on",
    description:
      'A new `stage`, a new `note`, or both (neither: rec 2 naming `stage`). A stage that ' +
      'changes keeps the staff member and the time. Answers the lead as it is now; an ' +
      'unknown lead is rec 5. The audit log keeps the stage and note before ' +
      'and after (`lead.update`, `lead:<id>`).',
    tags,
    params: IdParams,
    body: RuledBody(StaffLeadUpdateBody),
    rules: { body: staffLeadUpdateBody },
    data: Obj({ lead: StaffLeadData }),
  }),

  staffLeadExport: endpoint({
    method: 'GET',
    audience: adminsOnly,
    path: '/leads/export/',
    summary: 'Every franchise lead, for the CSV export',
    description:
      'Applications and consult messages, oldest first, with region and intention names in ' +
      'the request language: what `pnpm -s export:franchise` writes as CSV.',
    tags,
    data: Obj({ lead_list: List(FranchiseLead) }),
  }),

  staffOtaImport: endpoint({
    method: 'POST',
    audience: managers,
    path: '/checkin/ota-orders/',
    summary: 'Import travel-platform reservations',
    description:
      'JSON `reservations` or a `csv` text. Each good reservation becomes a paid order holding ' +
      "its rooms' stock, once per platform order number (importing it again answers `exists`); " +
      'a bad one is refused with its line and reason while the others are imported. A manager ' +
      'imports for their own hotels only: a reservation naming another hotel (or an order ' +
      'number an order of another hotel holds) answers rec 5 for the whole call, and nothing ' +
      'is imported. `all_or_none: 1`: a refused reservation imports nothing (the good ones ' +
      'answer `skipped`). `dry_run: 1` writes nothing and answers each reservation as it ' +
      'would be (`valid`, `exists` or `refused` with its reason). One audit entry per call ' +
      'that imports (`ota.import`, `hotel:<id>`, or `ota_import:<n>` for n reservations of ' +
      'several hotels); none for a dry run.',
    tags,
    body: OtaImportBody,
    data: OtaImportData,
  }),

  staffExchangeRateUpdate: endpoint({
    method: 'POST',
    audience: adminsOnly,
    path: '/exchange-rates/',
    summary: 'Update the exchange rates',
    description:
      'A rate set `{date, source, rates}` (USD for one unit of each of the six currencies), or ' +
      '`from_url: 1` to fetch one from EXCHANGE_RATES_URL. Refused whole (rec 6, nothing ' +
      'written) when a rate moves more than EXCHANGE_RATE_MAX_MOVE from the current one, unless ' +
      '`force: 1`; a bad set answers rec 2 with `data.errors`. The audit log keeps the rates ' +
      'that changed, before and after (`exchange_rate.update`, `exchange_rate:<date>`).',
    tags,
    body: ExchangeRateUpdateBody,
    data: ExchangeRateUpdateData,
  }),
};

export { STAFF_LEAD_NOTE_MAX, STAFF_LEAD_STAGES, staffLeadUpdateBody };

export type StaffLead = Static<typeof StaffLeadData>;
export type StaffLeadList = DataOf<typeof staffAdminEndpoints.staffLeads>;
export type { StaffLeadStage };
