import { Button, TextAreaField } from '@bookdirect/booking-ui';
import { STAFF_LEAD_NOTE_MAX, type StaffLead } from '@bookdirect/gateway-sdk/staff';
import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { LeadAnswer } from '../../leads/leads.server';
import { LEAD_STAGES, stageKey } from '../../leads/view';
import { kitLanguage, leadRegion, leadTime } from '../../leads/words';
import { StatusLine } from '../catalog/layout';
import { Actions } from '../layout';

const Card = styled.article`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  details {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryText};
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Note = styled.p`
  white-space: pre-wrap;
  padding-left: ${({ theme }) => theme.space.xs};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
`;

const Moves = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/**
 * One lead on the board: who, where, what they want, the staff's note and who moved it to
 * its column and when; a button for each other stage and a note to edit. Each card posts on
 * its own (a fetcher keyed by the lead, so its answer stays when the card changes column).
 */
export function LeadCard({ lead }: { lead: StaffLead }) {
  const { t, i18n } = useTranslation();
  const lang = kitLanguage(i18n.language);
  const fetcher = useFetcher<LeadAnswer>({ key: `lead-${lead.lead_id}` });
  const [note, setNote] = useState(lead.note);
  // Another admin's note, read by the page's refresh, replaces what the box showed.
  useEffect(() => setNote(lead.note), [lead.note]);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const posting = fetcher.state !== 'idle' ? fetcher.formData : undefined;
  const noteError = answer?.errors?.note;
  const titleId = `lead-${lead.lead_id}-name`;
  const noteId = `lead-${lead.lead_id}-note`;
  return (
    <Card aria-labelledby={titleId} data-testid="lead-card" data-lead={lead.lead_id}>
      <h3 id={titleId}>{lead.name}</h3>
      <p>
        {lead.mobile} · {leadRegion(lead, t)}
      </p>
      <p>{lead.intention}</p>
      {lead.remark ? <p>{lead.remark}</p> : null}
      {lead.note ? (
        <Note data-testid="lead-note">
          <strong>{t('office_leads:note_prefix')}</strong> {lead.note}
        </Note>
      ) : null}
      <small>{t('office_leads:arrived', { time: leadTime(lead.create_time, lang) })}</small>
      <small data-testid="lead-moved">
        {lead.stage_time === 0
          ? t('office_leads:never_moved')
          : t('office_leads:moved_by_line', {
              name: lead.stage_staff_name || '—',
              time: leadTime(lead.stage_time, lang),
            })}
      </small>
      <fetcher.Form method="post">
        <input type="hidden" name="lead_id" value={lead.lead_id} />
        <input type="hidden" name="intent" value="stage" />
        <Moves role="group" aria-label={t('office_leads:move_to')}>
          <span aria-hidden="true">{t('office_leads:move_to_prefix')}</span>
          {LEAD_STAGES.filter((stage) => stage !== lead.stage).map((stage) => (
            <Button
              key={stage}
              type="submit"
              name="stage"
              value={stage}
              size="sm"
              variant="secondary"
              aria-label={t('office_leads:move_named', {
                name: lead.name,
                stage: t(stageKey(stage)),
              })}
              loading={posting?.get('stage') === stage}
            >
              {t(stageKey(stage))}
            </Button>
          ))}
        </Moves>
      </fetcher.Form>
      <details open={noteError ? true : undefined}>
        <summary>{t('office_leads:note_edit')}</summary>
        <fetcher.Form method="post">
          <input type="hidden" name="lead_id" value={lead.lead_id} />
          <input type="hidden" name="intent" value="note" />
          <TextAreaField
            id={noteId}
            label={t('office_leads:note_label', { name: lead.name })}
            name="note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={STAFF_LEAD_NOTE_MAX}
            error={noteError ? t(noteError) : undefined}
          />
          <Actions style={{ marginTop: 0 }}>
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              loading={posting?.get('intent') === 'note'}
            >
              {t('office_leads:note_save')}
            </Button>
          </Actions>
        </fetcher.Form>
      </details>
      <StatusLine tone={answer?.tone === 'error' ? 'error' : answer ? 'success' : undefined}>
        {answer?.key ? t(answer.key) : answer?.message}
      </StatusLine>
    </Card>
  );
}
