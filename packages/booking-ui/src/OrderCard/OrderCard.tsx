import { type CurrencyId, OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { formatMoney } from '@bookdirect/gateway-sdk/money';
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
  /** Where a completed stay (status 6) is reviewed: a "write a review" link shows beside Check. */
  reviewHref?: string;
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

  & > h2 {
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
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
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
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Review = styled(Check)`
  border-color: ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};

  &:hover {
    background: ${({ theme }) => theme.colors.accentHover};
  }
`;

/**
 * One order in My Trips: names, status, dates, rooms, the amount paid, a link to it and, for a
 * completed stay, one to its review.
 */
export function OrderCard(props: OrderCardProps) {
  const { t, language } = useUiTranslation();
  return (
    <Card aria-label={props.hotelName} data-order-id={props.orderId}>
      <Names>
        <h2>{props.hotelName}</h2>
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
        <Links>
          {props.status === OrderStatus.completed && props.reviewHref ? (
            <Review href={props.reviewHref} data-testid="write-review">
              {t('booking:write_review')}
            </Review>
          ) : null}
          <Check href={props.href}>{t('booking:check')}</Check>
        </Links>
      </Foot>
    </Card>
  );
}
