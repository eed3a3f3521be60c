import type { CurrencyId, OrderRefund } from '@bookdirect/gateway-sdk/contract';
import { formatMoney } from '@bookdirect/gateway-sdk/money';
import { styled } from 'styled-components';
import { formatDate, formatPoints } from '../internal/format';
import { OrderPanel } from '../internal/order-panel';
import { useUiTranslation } from '../internal/use-ui-translation';

export interface RefundStatusProps {
  /** The refund of a cancelled paid order, as the gateway reports it; none for an unpaid one. */
  refund?: Pick<OrderRefund, 'status' | 'amount' | 'refund_time'> | null;
  /** Points the order had spent, returned to the balance by the cancel. */
  pointsReturned: number;
  /** The order's currency; it decides the decimals shown (none for JPY). */
  currency: CurrencyId;
  symbol: string;
  /** The hotel's IANA time zone for the refund date; UTC without one. */
  timeZone?: string;
}

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    font-variant-numeric: tabular-nums;
  }
  & > li[data-status='pending'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
  & > li[data-status='refunded'],
  & > li[data-status='points'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  & > li[data-status='failed_manual'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * What a cancelled order gave back: the refund (requested, refunded on a date, or being
 * refunded by hand by our staff) with its amount, and the points returned.
 */
export function RefundStatus({
  refund,
  pointsReturned,
  currency,
  symbol,
  timeZone,
}: RefundStatusProps) {
  const { t, language } = useUiTranslation();
  if (!refund && pointsReturned <= 0) return null;
  const amount = refund ? formatMoney(refund.amount, { currency, symbol }, language) : '';
  const date =
    refund && refund.refund_time > 0 ? formatDate(refund.refund_time, language, timeZone) : '';
  return (
    <OrderPanel
      aria-labelledby="refund-title"
      data-testid="refund-status"
      data-status={refund?.status ?? 'none'}
    >
      <h2 id="refund-title">{t('booking:refund')}</h2>
      <Lines>
        {refund ? (
          <li data-status={refund.status}>
            {refund.status === 'refunded'
              ? t('booking:refund_refunded', { amount, date })
              : refund.status === 'failed_manual'
                ? t('booking:refund_failed_manual', { amount })
                : t('booking:refund_pending', { amount })}
          </li>
        ) : null}
        {pointsReturned > 0 ? (
          <li data-status="points" data-testid="points-returned">
            {t('booking:points_returned', { points: formatPoints(pointsReturned, language) })}
          </li>
        ) : null}
      </Lines>
    </OrderPanel>
  );
}
