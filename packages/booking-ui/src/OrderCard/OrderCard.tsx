import { type CurrencyId, formatMoney } from '@bookdirect/gateway-sdk';
import { styled } from 'styled-components';
import { formatLongDay } from '../internal/format';
import { useUiTranslation } from '../internal/use-ui-translation';
import { StatusBadge } from '../StatusBadge/StatusBadge';

export interface OrderCardProps {
  orderId: string;
  status: number;
  /** Hotel and room names already in the page language. */
  hotelName: string;
  roomName: string;
  /** `YYYYMMDD`. */
  startDay: number;
  endDay: number;
  rooms: number;
  /** What the member pays: the order amount net of points. */
  amount: number;
  /** The order's currency; it decides the decimals shown (none for JPY). */
  currency: CurrencyId;
  symbol: string;
  /** The order detail page. */
  href: string;
}

const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Names = styled.div`
  min-width: 0;

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  & > p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Foot = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Amount = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-variant-numeric: tabular-nums;
`;

const Check = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

/** One order in My Trips: names, status, dates, rooms, the amount paid, and a link to it. */
export function OrderCard(props: OrderCardProps) {
  const { t, language } = useUiTranslation();
  return (
    <Card aria-label={props.hotelName} data-order-id={props.orderId}>
      <Names>
        <h3>{props.hotelName}</h3>
        <p>{props.roomName}</p>
      </Names>
      <div>
        <StatusBadge status={props.status} />
      </div>
      <Meta>
        {formatLongDay(props.startDay, language)} – {formatLongDay(props.endDay, language)} ·{' '}
        {t('booking:rooms', { count: props.rooms })}
      </Meta>
      <Foot>
        <Amount>{formatMoney(props.amount, props, language)}</Amount>
        <Check href={props.href}>{t('booking:check')}</Check>
      </Foot>
    </Card>
  );
}
