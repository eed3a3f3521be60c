import { formatDateTime } from '@bookdirect/booking-ui';
import type { StaffOrderHistoryEntry } from '@bookdirect/gateway-sdk/staff';
import { useTranslation } from 'react-i18next';
import { byKey, eventKey } from '../../orders/words';
import { HiddenCaption, Panel, Table, TableWrap } from '../layout';

/** What happened to the order, oldest first: when (hotel time, or UTC said), what, by whom. */
export function OrderHistory({
  history,
  timeZone,
}: {
  history: StaffOrderHistoryEntry[];
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Panel aria-labelledby="order-history">
      <h2 id="order-history">{t('office_orders:history')}</h2>
      <TableWrap tabIndex={0} aria-labelledby="order-history-caption">
        <Table>
          <HiddenCaption id="order-history-caption">{t('office_orders:history')}</HiddenCaption>
          <thead>
            <tr>
              <th scope="col">{t('office_orders:history_time', { zone: timeZone })}</th>
              <th scope="col">{t('office_orders:history_what')}</th>
              <th scope="col">{t('office_orders:history_by')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => {
              const what = eventKey(entry.what);
              const by = byKey(entry.by);
              return (
                <tr key={`${entry.time}-${entry.what}-${entry.by}`} data-testid="history-row">
                  <td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(entry.time, lang, timeZone)}
                  </td>
                  <td data-what={entry.what}>{what ? t(what) : entry.what}</td>
                  <td>{by ? t(by) : entry.by}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
    </Panel>
  );
}
