import type { CurrencyId } from '@bookdirect/gateway-sdk/contract';
import { formatMoney } from '@bookdirect/gateway-sdk/money';
import { styled } from 'styled-components';
import { dayToDate, formatDay, formatPoints, truncateAmount } from '../internal/format';
import { useUiTranslation } from '../internal/use-ui-translation';
import { PriceList } from '../PriceBreakdown/PriceBreakdown';

export interface ChargeSummaryProps {
  /** Price of one room per night. */
  nights: { day: number; price: number }[];
  rooms: number;
  /** Points deducted and what they were worth. */
  points: number;
  pointsValue: number;
  /** Points the stay earns when it completes. */
  pointsGain: number;
  /** The stay completed and `pointsGain` was credited: said as earned, not to be earned. */
  pointsEarned?: boolean;
  /** The order was cancelled or its hold ran out: it earns nothing, and the row says so. */
  pointsForfeited?: boolean;
  /** What the member pays or paid. */
  payAmount: number;
  /** The order's currency; it decides the decimals shown (none for JPY). */
  currency: CurrencyId;
  symbol: string;
  /** Starts opened. */
  defaultOpen?: boolean;
}

const Details = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary::after {
    content: '▾';
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[open] > summary::after {
    transform: rotate(180deg);
  }
  & > dl {
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }
`;

/**
 * The order's collapsible charge summary: each night (truncated to whole units, spec), the
 * included fees, points deducted and to be earned, and the total.
 */
export function ChargeSummary(props: ChargeSummaryProps) {
  const { t, language } = useUiTranslation();
  const money = (value: number) => formatMoney(value, props, language);
  return (
    <Details open={props.defaultOpen}>
      <summary>
        <span>{t('booking:charge_summary')}</span>
        <span style={{ marginLeft: 'auto' }}>{money(props.payAmount)}</span>
      </summary>
      <PriceList>
        {props.nights.map((night) => {
          const date = dayToDate(night.day);
          return [
            <dt key={`d${night.day}`}>
              {t('booking:nightly_price', {
                date: date ? formatDay(date, language) : String(night.day),
              })}
              {props.rooms > 1 ? ` × ${props.rooms}` : ''}
            </dt>,
            <dd key={`p${night.day}`}>{money(truncateAmount(night.price))}</dd>,
          ];
        })}
        <dt>{t('booking:cleaning_fee')}</dt>
        <dd>{t('booking:included')}</dd>
        <dt>{t('booking:taxes')}</dt>
        <dd>{t('booking:included')}</dd>
        <dt>{t('booking:points_deducted')}</dt>
        <dd>
          {props.points > 0
            ? t('booking:points_used', {
                points: formatPoints(props.points, language),
                value: money(props.pointsValue),
              })
            : '0'}
        </dd>
        <dt>{t(props.pointsEarned ? 'booking:points_earned_done' : 'booking:points_earned')}</dt>
        <dd data-testid="points-gain">
          {props.pointsForfeited
            ? t('booking:points_earned_none')
            : formatPoints(props.pointsGain, language)}
        </dd>
        <dt data-total>{t('booking:total')}</dt>
        <dd data-total>{money(props.payAmount)}</dd>
      </PriceList>
    </Details>
  );
}
