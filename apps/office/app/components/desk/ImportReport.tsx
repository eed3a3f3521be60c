import type { OtaImportLine } from '@bookdirect/gateway-sdk/endpoints';
import { useTranslation } from 'react-i18next';
import { HiddenCaption, Table, TableWrap, Tag } from '../layout';

const TONES: Record<OtaImportLine['outcome'], 'good' | 'muted' | 'bad'> = {
  valid: 'good',
  imported: 'good',
  exists: 'muted',
  skipped: 'muted',
  refused: 'bad',
};

/** The gateway's reason in words: a locales key when it sends one, else its own text. */
function useProblem() {
  const { t } = useTranslation();
  return (reason: string) => (/^[a-z_]+:[a-z0-9_]+$/.test(reason) ? t(reason) : reason);
}

/** The rows of a preview or an import: line, platform order number, outcome and problem. */
export function ImportReport({ caption, lines }: { caption: string; lines: OtaImportLine[] }) {
  const { t } = useTranslation();
  const problem = useProblem();
  return (
    <TableWrap>
      <Table data-testid="import-report">
        <HiddenCaption>{caption}</HiddenCaption>
        <thead>
          <tr>
            <th scope="col">{t('office_desk:col_line')}</th>
            <th scope="col">{t('office_desk:col_number')}</th>
            <th scope="col">{t('office_desk:col_outcome')}</th>
            <th scope="col">{t('office_desk:col_order')}</th>
            <th scope="col">{t('office_desk:col_problem')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={`${line.line}-${line.platform_order_no}`}
              data-testid="import-line"
              data-outcome={line.outcome}
            >
              <td>{line.line}</td>
              <th scope="row">{line.platform_order_no}</th>
              <td>
                <Tag $tone={TONES[line.outcome]}>{t(`office_desk:outcome_${line.outcome}`)}</Tag>
              </td>
              <td>
                {line.order_id && line.outcome !== 'valid' && line.outcome !== 'skipped' ? (
                  <a href={`/orders/${line.order_id}`}>{line.order_id}</a>
                ) : null}
              </td>
              <td>{line.reason ? problem(line.reason) : null}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
