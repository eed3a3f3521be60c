import { formatDateTime } from '@bookdirect/booking-ui';
import type { StaffAuditEntry } from '@bookdirect/gateway-sdk/staff';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { changedFields, targetHref } from '../../audit/entries';
import { HiddenCaption, Table, TableWrap } from '../layout';

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    word-break: break-word;
  }
`;

/** A code of the log (action, target, address): kept whole, broken only where it must be. */
const Mono = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  white-space: nowrap;
`;

/** What a write changed: each field as before → after; a creation or removal says so. */
function EntryChanges({ entry }: { entry: StaffAuditEntry }) {
  const { t } = useTranslation();
  const changes = changedFields(entry.before, entry.after);
  const state =
    entry.before == null && entry.after != null
      ? t('office_audit:created')
      : entry.after == null && entry.before != null
        ? t('office_audit:removed')
        : null;
  if (changes.length === 0) return <>{state ?? t('office_audit:no_change')}</>;
  return (
    <Changes>
      {state ? <li>{state}</li> : null}
      {changes.map(({ field, before, after }) => (
        <li key={field}>
          {field ? <strong>{field}: </strong> : null}
          {before !== undefined ? <del>{before}</del> : null}
          {before !== undefined && after !== undefined ? ' → ' : null}
          {after !== undefined ? <ins>{after}</ins> : null}
        </li>
      ))}
    </Changes>
  );
}

/**
 * Entries with a key for React: they have no id on the wire, so one is made of what they hold,
 * with a count for the rare twin (the same write twice in a second).
 */
function keyed(entries: StaffAuditEntry[]): { entry: StaffAuditEntry; key: string }[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = `${entry.time}|${entry.staff_id}|${entry.action}|${entry.target}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { entry, key: `${base}|${count}` };
  });
}

/** The log's entries, newest first: when (UTC), who, what, to what, the change, from where. */
export function AuditTable({
  entries,
  names,
}: {
  entries: StaffAuditEntry[];
  names: Map<number, string>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <TableWrap tabIndex={0} aria-labelledby="audit-caption">
      <Table>
        <HiddenCaption id="audit-caption">{t('titles:office_audit')}</HiddenCaption>
        <thead>
          <tr>
            <th scope="col">{t('office_audit:time')}</th>
            <th scope="col">{t('office_audit:staff')}</th>
            <th scope="col">{t('office_audit:action')}</th>
            <th scope="col">{t('office_audit:target')}</th>
            <th scope="col">{t('office_audit:changes')}</th>
            <th scope="col">{t('office_audit:address')}</th>
          </tr>
        </thead>
        <tbody>
          {keyed(entries).map(({ entry, key }) => {
            const href = targetHref(entry.target);
            return (
              <tr
                key={key}
                data-testid="audit-row"
                data-action={entry.action}
                data-target={entry.target}
              >
                <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.time, lang, 'UTC')}</td>
                <td>
                  {entry.staff_id === null
                    ? t('office_audit:command_line')
                    : (names.get(entry.staff_id) ??
                      t('office_audit:unknown_staff', { id: entry.staff_id }))}
                </td>
                <td>
                  <Mono>{entry.action}</Mono>
                </td>
                <td>
                  {href ? (
                    <a href={href}>
                      <Mono>{entry.target}</Mono>
                    </a>
                  ) : (
                    <Mono>{entry.target}</Mono>
                  )}
                </td>
                <td>
                  <EntryChanges entry={entry} />
                </td>
                <td>
                  <Mono>{entry.ip}</Mono>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}
