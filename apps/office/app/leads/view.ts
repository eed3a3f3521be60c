import { STAFF_LEAD_STAGES, type StaffLeadStage } from '@bookdirect/gateway-sdk/staff';

/**
 * What the leads page shows, read from its address so a view, a stage and a page can be
 * bookmarked and work without JavaScript: `/leads?view=board`, `/leads?stage=signed&page=2`.
 */
export interface LeadsView {
  view: 'list' | 'board';
  /** The list's stage filter; the board always shows every stage. */
  stage: StaffLeadStage | null;
  page: number;
  /**
   * How often the page reads itself again, in seconds: 15 unless the address says otherwise
   * (`refresh=5` to 300), e.g. a wall screen that may read less often.
   */
  refresh: number;
}

/** The page's own rhythm, the front desk's board's. */
export const LEADS_REFRESH_SECONDS = 15;

/** The stages in the order a lead moves through them (the board's columns). */
export const LEAD_STAGES: readonly StaffLeadStage[] = STAFF_LEAD_STAGES;

export function isLeadStage(value: unknown): value is StaffLeadStage {
  return (LEAD_STAGES as readonly unknown[]).includes(value);
}

/** The view of an address; anything unknown falls back to the whole list's first page. */
export function readLeadsView(params: URLSearchParams): LeadsView {
  const stage = params.get('stage');
  const page = Number(params.get('page'));
  const refresh = Number(params.get('refresh'));
  return {
    view: params.get('view') === 'board' ? 'board' : 'list',
    stage: isLeadStage(stage) ? stage : null,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    refresh:
      Number.isSafeInteger(refresh) && refresh >= 5 && refresh <= 300
        ? refresh
        : LEADS_REFRESH_SECONDS,
  };
}

/**
 * The address of a view: the list keeps its stage and page, the board needs neither; both
 * keep a rhythm of their own.
 */
export function leadsHref(view: Partial<LeadsView>): string {
  const params = new URLSearchParams();
  if (view.view === 'board') params.set('view', 'board');
  else {
    if (view.stage) params.set('stage', view.stage);
    if (view.page && view.page > 1) params.set('page', String(view.page));
  }
  if (view.refresh && view.refresh !== LEADS_REFRESH_SECONDS) {
    params.set('refresh', String(view.refresh));
  }
  const search = params.toString();
  return search ? `/leads?${search}` : '/leads';
}

/** The locales key of a stage's name. */
export const stageKey = (stage: StaffLeadStage) => `office_leads:stage_${stage}`;
