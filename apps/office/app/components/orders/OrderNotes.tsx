import { formatDateTime, TextAreaField } from '@bookdirect/booking-ui';
import { STAFF_ORDER_NOTE_MAX, type StaffOrderNote } from '@bookdirect/gateway-sdk/staff';
import { Form } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { OrderAnswer } from '../../orders/actions.server';
import { StatusLine } from '../catalog/layout';
import { Actions, Muted, Panel, SubmitButton } from '../layout';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The staff's internal notes on the order, newest first, and the form to add one. */
export function OrderNotes({
  notes,
  timeZone,
  answer,
}: {
  notes: StaffOrderNote[];
  timeZone: string;
  answer?: OrderAnswer;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [note, setNote] = useState(answer?.tone === 'error' ? (answer.note ?? '') : '');
  // A note added empties the field for the next one.
  useEffect(() => {
    if (answer?.tone === 'success') setNote('');
  }, [answer]);
  const error = answer?.tone === 'error' ? answer.errors?.note : undefined;
  return (
    <Panel aria-labelledby="order-notes">
      <h2 id="order-notes">{t('office_orders:notes')}</h2>
      <Muted>{t('office_orders:notes_hint')}</Muted>
      {notes.length === 0 ? (
        <Muted>{t('office_orders:notes_none')}</Muted>
      ) : (
        <List data-testid="order-notes">
          {notes.map((entry) => (
            <li key={`${entry.time}-${entry.by}-${entry.note}`}>
              <p>{entry.note}</p>
              <small>
                {t('office_orders:note_by', {
                  by: entry.by,
                  time: formatDateTime(entry.time, lang, timeZone),
                })}
              </small>
            </li>
          ))}
        </List>
      )}
      <Form method="post">
        <TextAreaField
          label={t('office_orders:note_label')}
          name="note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={STAFF_ORDER_NOTE_MAX}
          error={error ? t(error) : undefined}
        />
        <Actions>
          <SubmitButton variant="secondary" intent="note">
            {t('office_orders:note_add')}
          </SubmitButton>
          <StatusLine tone={answer?.tone}>{answer?.message}</StatusLine>
        </Actions>
      </Form>
    </Panel>
  );
}
