import {
  type StaffLead,
  type StaffLeadStage,
  staffEndpoints,
  staffLeadUpdateBody,
} from '@bookdirect/gateway-sdk/staff';
import { data } from '@remix-run/node';
import { type FormAnswer, fieldErrors, refused } from '../forms';
import {
  gatewayMessage,
  orStaffError,
  requireAdmin,
  requireStaff,
  staffAction,
} from '../staff.server';
import { isLeadStage, LEAD_STAGES, readLeadsView } from './view';

/** Leads on one page of the list. */
export const LEADS_PER_PAGE = 20;

/** Cards in one column of the board, newest first; the list holds the rest. */
export const BOARD_COLUMN_MAX = 50;

/** One column of the board: a stage, its newest leads and how many it holds. */
export interface LeadColumn {
  stage: StaffLeadStage;
  leads: StaffLead[];
  total: number;
}

/**
 * The leads page for an admin (anyone else gets the office's 403 page): the list's page of
 * leads of its stage, or the board's four columns. `all` counts every lead, whatever the
 * view, so the page can tell when new ones arrived between two reads.
 */
export async function loadLeads(request: Request) {
  const { gateway } = requireAdmin(await requireStaff(request));
  const view = readLeadsView(new URL(request.url).searchParams);
  const at = Date.now();
  if (view.view === 'board') {
    const columns: LeadColumn[] = await orStaffError(
      Promise.all(
        LEAD_STAGES.map(async (stage) => {
          const answer = await gateway.call(staffEndpoints.staffLeads, {
            query: { stage, page: 1, nums: BOARD_COLUMN_MAX },
          });
          return { stage, leads: answer.lead_list, total: answer.total };
        }),
      ),
      request,
    );
    const all = columns.reduce((sum, column) => sum + column.total, 0);
    return { view, at, all, columns, leads: [], total: all, pages: 1 };
  }
  const [page, everything] = await orStaffError(
    Promise.all([
      gateway.call(staffEndpoints.staffLeads, {
        query: {
          ...(view.stage ? { stage: view.stage } : {}),
          page: view.page,
          nums: LEADS_PER_PAGE,
        },
      }),
      view.stage ? gateway.call(staffEndpoints.staffLeads, { query: { page: 1, nums: 1 } }) : null,
    ]),
    request,
  );
  return {
    view,
    at,
    all: everything ? everything.total : page.total,
    columns: [] as LeadColumn[],
    leads: page.lead_list,
    total: page.total,
    pages: Math.max(1, Math.ceil(page.total / LEADS_PER_PAGE)),
  };
}

/**
 * What a lead's form gets back: the lead it was about, and the gateway's message, the
 * office's own words (`key`) or field errors.
 */
export interface LeadAnswer extends FormAnswer {
  lead_id: number;
  key?: string;
}

/**
 * A card's post: `intent=stage` with the new `stage`, or `intent=note` with the `note`
 * (`''` clears it), for `lead_id`. Checked with the gateway's own rules first; the gateway's
 * refusal is shown with its message.
 */
export async function submitLead(request: Request) {
  return staffAction(request, async (context, form) => {
    const { gateway } = requireAdmin(context);
    const id = Number(form.get('lead_id'));
    if (!Number.isSafeInteger(id) || id < 1) {
      return data<LeadAnswer>({ lead_id: 0, key: 'office:fix_fields', tone: 'error' }, 400);
    }
    const intent = form.get('intent');
    const stage = form.get('stage');
    const body =
      intent === 'note'
        ? { note: String(form.get('note') ?? '') }
        : { stage: isLeadStage(stage) ? stage : String(stage ?? '') };
    const errors = await fieldErrors(staffLeadUpdateBody, body);
    if (errors) return data<LeadAnswer>({ lead_id: id, errors, tone: 'error' }, 400);
    try {
      await gateway.call(staffEndpoints.staffLeadUpdate, {
        params: { id },
        body: body as { stage?: StaffLeadStage; note?: string },
      });
      return data<LeadAnswer>({ lead_id: id, key: 'office_leads:saved', tone: 'success' });
    } catch (error) {
      return data<LeadAnswer>({ lead_id: id, ...refused(gatewayMessage(error)) }, 400);
    }
  });
}
