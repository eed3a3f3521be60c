import type { CurrencyId } from '@bookdirect/gateway-sdk/contract';
import { formatMoney } from '@bookdirect/gateway-sdk/money';
import { keyframes, styled } from 'styled-components';
import { dayToDate, formatDay, formatPoints } from '../internal/format';
import { useUiTranslation } from '../internal/use-ui-translation';

export interface PriceBreakdownProps {
  /** Price of one room per night, `day` as `YYYYMMDD`. */
  nights: { day: number; price: number }[];
  /** Room total for the stay. */
  amount: number;
  /** Points used and what they are worth. */
  points: number;
  pointsValue: number;
  /** What is left to pay (never below 0). */
  payAmount: number;
  /** The room's currency; it decides the decimals shown (none for JPY). */
  currency: CurrencyId;
  symbol: string;
  /** Shows the rows dimmed while a fresh price is being fetched. */
  busy?: boolean;
  /** Rooms booked (1 by default): the nights are per room, `amount` is for them all. */
  rooms?: number;
}

const sweep = keyframes`
  from { background-position: -50% 0; }
  to { background-position: 150% 0; }
`;

export const PriceList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  /* No column gap, so the line above the total runs unbroken. */
  gap: ${({ theme }) => theme.space.xs} 0;
  margin: 0;
  font-variant-numeric: tabular-nums;

  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    text-align: right;
  }
  & > [data-total] {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  & > dd[data-total] {
    color: ${({ theme }) => theme.colors.accentText};
  }
  /* A moving bar rather than faded figures, so the old price stays readable while it is checked. */
  &[aria-busy='true'] {
    position: relative;
  }
  &[aria-busy='true']::before {
    content: '';
    position: absolute;
    top: -${({ theme }) => theme.space.xs};
    left: 0;
    width: 100%;
    height: 3px;
    border-radius: 2px;
    background: linear-gradient(90deg, transparent, ${({ theme }) => theme.colors.accent}, transparent);
    background-size: 50% 100%;
    background-repeat: no-repeat;
    animation: ${sweep} 1.2s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[aria-busy='true']::before {
      animation: none;
      background-size: 100% 100%;
    }
  }
`;

const Small = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The booking page's price: each night, the room total, points, and the total to pay. */
export function PriceBreakdown(props: PriceBreakdownProps) {
  const { t, language } = useUiTranslation();
  const money = (value: number) => formatMoney(value, props, language);
  const rooms = props.rooms ?? 1;
  return (
    <div>
      {rooms > 1 ? <Small as="p">{t('booking:rooms_per_room_night')}</Small> : null}
      <PriceList aria-busy={props.busy ? 'true' : undefined} data-testid="price-breakdown">
        {props.nights.map((night) => {
          const date = dayToDate(night.day);
          return [
            <dt key={`d${night.day}`}>{date ? formatDay(date, language) : night.day}</dt>,
            <dd key={`p${night.day}`}>{money(night.price)}</dd>,
          ];
        })}
        <dt>
          {rooms > 1
            ? t('booking:rooms_room_total', {
                rooms: t('booking:rooms', { count: rooms }),
                nights: t('booking:nights', { count: props.nights.length }),
              })
            : t('booking:room_total')}
        </dt>
        <dd>{money(props.amount)}</dd>
        {props.points > 0 ? (
          <>
            <dt>
              {t('booking:points_deduction', { points: formatPoints(props.points, language) })}
            </dt>
            <dd>-{money(props.pointsValue)}</dd>
          </>
        ) : null}
        <dt data-total>{t('booking:total')}</dt>
        <dd data-total data-testid="pay-amount">
          {money(props.payAmount)}
        </dd>
      </PriceList>
      <Small>{t('booking:taxes_included')}</Small>
    </div>
  );
}
