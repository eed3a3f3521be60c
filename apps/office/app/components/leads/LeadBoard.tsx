import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { LeadColumn } from '../../leads/leads.server';
import { leadsHref, stageKey } from '../../leads/view';
import { Muted } from '../layout';
import { LeadCard } from './LeadCard';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  @media (max-width: 1099px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The board: a column per stage, new to lost, each with its newest leads as cards. */
export function LeadBoard({ columns }: { columns: LeadColumn[] }) {
  const { t } = useTranslation();
  return (
    <Columns data-testid="leads-board">
      {columns.map((column) => {
        const headingId = `leads-column-${column.stage}`;
        return (
          <Column
            key={column.stage}
            aria-labelledby={headingId}
            data-testid="leads-column"
            data-stage={column.stage}
          >
            <h2 id={headingId}>
              {t(stageKey(column.stage))} ({column.total})
            </h2>
            {column.leads.length === 0 ? (
              <Muted>{t('office_leads:column_empty')}</Muted>
            ) : (
              <ol>
                {column.leads.map((lead) => (
                  <li key={lead.lead_id}>
                    <LeadCard lead={lead} />
                  </li>
                ))}
              </ol>
            )}
            {column.total > column.leads.length ? (
              <Muted>
                <a href={leadsHref({ view: 'list', stage: column.stage })}>
                  {t('office_leads:column_more', {
                    count: column.total - column.leads.length,
                  })}
                </a>
              </Muted>
            ) : null}
          </Column>
        );
      })}
    </Columns>
  );
}
