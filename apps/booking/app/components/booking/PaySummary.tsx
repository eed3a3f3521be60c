import { ChargedIn, formatLongDay, PriceBreakdown } from '@bookdirect/booking-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '../facts';
import { Panel } from './layout';

export interface PaySummaryProps {
  hotelName: string;
  roomName: string;
  rooms: number;
  enterDate: Parameters<typeof formatLongDay>[0];
  leaveDate: Parameters<typeof formatLongDay>[0];
  nights: number;
  price: { nights: Parameters<typeof PriceBreakdown>[0]['nights']; amount: number };
  points: number;
  pointsValue: number;
  payAmount: number;
  currency: Parameters<typeof PriceBreakdown>[0]['currency'];
  symbol: string;
  busy: boolean;
  language: 'en' | 'zh';
  /** The book button and what it still needs, under the figures. */
  children?: ReactNode;
}

/** The pay page's stay summary: hotel, room, dates and the price to pay. */
export function PaySummary(props: PaySummaryProps) {
  const { t } = useTranslation();
  const { rooms, language } = props;
  return (
    <Panel aria-labelledby="summary">
      <h2 id="summary">{t('booking:stay_summary')}</h2>
      <Facts style={{ marginBottom: 16 }}>
        <dt>{t('booking:hotel')}</dt>
        <dd>{props.hotelName}</dd>
        <dt>{t('booking:room')}</dt>
        <dd>{props.roomName}</dd>
        <dt>{t('booking:rooms_label')}</dt>
        <dd data-testid="pay-rooms">{t('booking:rooms', { count: rooms })}</dd>
        <dt>{t('booking:check_in')}</dt>
        <dd>{formatLongDay(props.enterDate, language)}</dd>
        <dt>{t('booking:check_out')}</dt>
        <dd>
          {formatLongDay(props.leaveDate, language)} ·{' '}
          {t('booking:nights', { count: props.nights })}
        </dd>
      </Facts>
      <PriceBreakdown
        nights={props.price.nights}
        amount={props.price.amount}
        points={props.points}
        pointsValue={props.pointsValue}
        payAmount={props.payAmount}
        currency={props.currency}
        symbol={props.symbol}
        rooms={rooms}
        busy={props.busy}
      />
      <ChargedIn amount={props.payAmount} currency={props.currency} symbol={props.symbol} />
      {props.children}
    </Panel>
  );
}
