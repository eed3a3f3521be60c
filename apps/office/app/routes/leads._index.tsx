import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { Button } from '@bookdirect/booking-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { Actions, Muted, OfficePage, SubmitButton } from '../components/layout';
import { LeadBoard } from '../components/leads/LeadBoard';
import { LeadsTable } from '../components/leads/LeadsTable';
import { NewLeads } from '../components/leads/NewLeads';
import { useAutoRefresh } from '../components/useAutoRefresh';
import { loadLeads, submitLead } from '../leads/leads.server';
import { LEAD_STAGES, LEADS_REFRESH_SECONDS, leadsHref, stageKey } from '../leads/view';

export const meta = routeMeta({ title: 'office_leads' });

export const handle: I18nHandle = { i18n: ['office_leads', 'validation'] };

export const ErrorBoundary = OfficeErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadLeads(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitLead(request);
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  form {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${({ theme }) => theme.space.xs};
  }
  label {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  select {
    min-height: 36px;
  }
`;

const Tabs = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The group's franchise leads, for admins: a list (a stage filter, pages) or a board (a column
 * per stage, each lead a card to move on or note). It reads itself again every 15 seconds
 * (`refresh` in the address says otherwise) while in sight and says when new leads arrived;
 * the CSV export holds every lead.
 */
export default function LeadsPage() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const { view } = page;
  useAutoRefresh(view.refresh * 1000);
  const board = view.view === 'board';
  const pageHref = (to: number) => leadsHref({ ...view, view: 'list', page: to });
  return (
    <OfficePage
      title={t('titles:office_leads')}
      aside={
        <Actions style={{ marginTop: 0, alignItems: 'center' }}>
          <Muted style={{ margin: 0 }} data-testid="leads-total">
            {t('office_leads:total', { count: page.total })}
          </Muted>
          <Button
            href="/leads/export"
            variant="secondary"
            size="sm"
            download
            data-testid="leads-export"
          >
            {t('office_leads:export')}
          </Button>
        </Actions>
      }
    >
      <Toolbar>
        <Tabs aria-label={t('office_leads:views')}>
          <ul>
            <li>
              <a
                href={leadsHref({ view: 'list', refresh: view.refresh })}
                aria-current={board ? undefined : 'page'}
              >
                {t('office_leads:view_list')}
              </a>
            </li>
            <li>
              <a
                href={leadsHref({ view: 'board', refresh: view.refresh })}
                aria-current={board ? 'page' : undefined}
              >
                {t('office_leads:view_board')}
              </a>
            </li>
          </ul>
        </Tabs>
        {board ? null : (
          <Form method="get">
            {view.refresh === LEADS_REFRESH_SECONDS ? null : (
              <input type="hidden" name="refresh" value={view.refresh} />
            )}
            <div>
              <label htmlFor="leads-stage">{t('office_leads:stage')}</label>
              <select id="leads-stage" name="stage" defaultValue={view.stage ?? ''}>
                <option value="">{t('office_leads:stage_all')}</option>
                {LEAD_STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {t(stageKey(stage))}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton variant="secondary" size="sm">
              {t('office_leads:show')}
            </SubmitButton>
          </Form>
        )}
      </Toolbar>
      <NewLeads all={page.all} />
      {board ? (
        <LeadBoard columns={page.columns} />
      ) : (
        <>
          <LeadsTable leads={page.leads} />
          {page.pages > 1 ? (
            <nav aria-label={t('office_leads:list_pages')}>
              <Actions>
                {view.page > 1 ? (
                  <a href={pageHref(view.page - 1)}>{t('office:page_previous')}</a>
                ) : null}
                <span>{t('office:page_of', { page: view.page, pages: page.pages })}</span>
                {view.page < page.pages ? (
                  <a href={pageHref(view.page + 1)}>{t('office:page_next')}</a>
                ) : null}
              </Actions>
            </nav>
          ) : null}
        </>
      )}
    </OfficePage>
  );
}
