import { Notice } from '@bookdirect/booking-ui';
import type { StaffLead } from '@bookdirect/gateway-sdk/staff';
import { useTranslation } from 'react-i18next';
import { stageKey } from '../../leads/view';
import { kitLanguage, leadMoved, leadRegion, leadTime } from '../../leads/words';
import { HiddenCaption, Table, TableWrap } from '../layout';
import { StageTag } from './StageTag';

/** A page of the leads, newest first, or what to expect when there is none. */
export function LeadsTable({ leads }: { leads: StaffLead[] }) {
  const { t, i18n } = useTranslation();
  const lang = kitLanguage(i18n.language);
  if (leads.length === 0) return <NoLeads />;
  return (
    <TableWrap tabIndex={0} aria-labelledby="leads-table-caption">
      <Table>
        <HiddenCaption id="leads-table-caption">{t('titles:office_leads')}</HiddenCaption>
        <thead>
          <tr>
            <th scope="col">{t('office_leads:col_date')}</th>
            <th scope="col">{t('office_leads:col_name')}</th>
            <th scope="col">{t('office_leads:col_mobile')}</th>
            <th scope="col">{t('office_leads:col_region')}</th>
            <th scope="col">{t('office_leads:col_intention')}</th>
            <th scope="col">{t('office_leads:col_remark')}</th>
            <th scope="col">{t('office_leads:col_stage')}</th>
            <th scope="col">{t('office_leads:col_note')}</th>
            <th scope="col">{t('office_leads:col_moved')}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.lead_id} data-testid="lead-row" data-lead={lead.lead_id}>
              <td style={{ whiteSpace: 'nowrap' }}>{leadTime(lead.create_time, lang)}</td>
              <th scope="row">{lead.name}</th>
              <td style={{ whiteSpace: 'nowrap' }}>{lead.mobile}</td>
              <td>{leadRegion(lead, t)}</td>
              <td>{lead.intention}</td>
              <td style={{ minWidth: '12rem', overflowWrap: 'anywhere' }}>{lead.remark}</td>
              <td>
                <StageTag stage={lead.stage}>{t(stageKey(lead.stage))}</StageTag>
              </td>
              <td style={{ minWidth: '10rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {lead.note}
              </td>
              <td>{leadMoved(lead, t, lang)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

/** No lead in this view yet. */
function NoLeads() {
  const { t } = useTranslation();
  return (
    <Notice role="status" data-testid="leads-empty">
      <h2>{t('office_leads:empty_title')}</h2>
      <p>{t('office_leads:empty_body')}</p>
    </Notice>
  );
}
