import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { Button, SelectField, TextField } from '@bookdirect/booking-ui';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { staffNames } from '../audit/entries.server';
import { AUDIT_PER_PAGE, auditFilters, auditHref } from '../audit/filters';
import { AuditTable } from '../components/audit/AuditTable';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { Actions, Muted, OfficePage, SubmitButton } from '../components/layout';
import { orStaffError, requireAdmin, requireStaff } from '../staff.server';

export const meta = routeMeta({ title: 'office_audit' });

export const handle: I18nHandle = { i18n: ['office_audit'] };

export const ErrorBoundary = OfficeErrorBoundary;

/** One page of the audit log, by staff member and target, with every staff member's name. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { gateway } = requireAdmin(await requireStaff(request));
  const filters = auditFilters(new URL(request.url));
  const [log, names] = await orStaffError(
    Promise.all([
      gateway.call(staffEndpoints.staffAudit, {
        query: {
          page: filters.page,
          nums: AUDIT_PER_PAGE,
          ...(filters.staffId ? { staff_id: filters.staffId } : {}),
          ...(filters.target ? { target: filters.target } : {}),
        },
      }),
      staffNames(gateway),
    ]),
    request,
  );
  return { entries: log.entry_list, total: log.total, filters, names };
}

const Filters = styled(Form)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The two filters side by side (each field's hint under it), the buttons on the row below. */
const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  & > div {
    flex: 1 1 240px;
    max-width: 420px;
  }
`;

export default function AuditLog() {
  const { t } = useTranslation();
  const { entries, total, filters, names } = useLoaderData<typeof loader>();
  const nameOf = new Map(names.map((member) => [member.staff_id, member.name]));
  const pages = Math.max(1, Math.ceil(total / AUDIT_PER_PAGE));
  const filtered = filters.staffId > 0 || filters.target !== '';
  return (
    <OfficePage
      title={t('titles:office_audit')}
      aside={<Muted>{t('office_audit:total', { count: total })}</Muted>}
    >
      <Muted>{t('office_audit:intro')}</Muted>
      <Filters method="get" role="search">
        <Fields>
          <SelectField
            label={t('office_audit:filter_staff')}
            name="staff_id"
            defaultValue={filters.staffId ? String(filters.staffId) : ''}
          >
            <option value="">{t('office_audit:filter_staff_all')}</option>
            {names.map((member) => (
              <option key={member.staff_id} value={String(member.staff_id)}>
                {member.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('office_audit:filter_target')}
            name="target"
            type="search"
            maxLength={200}
            spellCheck={false}
            autoComplete="off"
            defaultValue={filters.target}
            hint={t('office_audit:filter_target_hint')}
          />
        </Fields>
        <Actions>
          <SubmitButton variant="secondary">{t('office_audit:filter_submit')}</SubmitButton>
          {filtered ? (
            <Button variant="ghost" href="/audit">
              {t('office_audit:filter_clear')}
            </Button>
          ) : null}
        </Actions>
      </Filters>
      {entries.length > 0 ? (
        <AuditTable entries={entries} names={nameOf} />
      ) : (
        <Muted data-testid="audit-empty">{t('office_audit:empty')}</Muted>
      )}
      {pages > 1 ? (
        <Actions as="nav" aria-label={t('office_audit:pages')}>
          {filters.page > 1 ? (
            <a href={auditHref({ ...filters, page: filters.page - 1 })}>
              {t('office:page_previous')}
            </a>
          ) : null}
          <span>{t('office:page_of', { page: filters.page, pages })}</span>
          {filters.page < pages ? (
            <a href={auditHref({ ...filters, page: filters.page + 1 })}>{t('office:page_next')}</a>
          ) : null}
        </Actions>
      ) : null}
    </OfficePage>
  );
}
