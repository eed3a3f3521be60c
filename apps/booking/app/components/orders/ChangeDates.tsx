import {
  Button,
  DateRangePicker,
  formatDateTime,
  formatLongDay,
  type StayDates,
  TextField,
} from '@bookdirect/booking-ui';
import {
  addDays,
  dayNumber,
  formatMoney,
  isoDay,
  OrderStatus,
  parseDay,
} from '@bookdirect/gateway-sdk';
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ATTEMPT_KEY_FIELD } from '../../attempt-key';
import type { ChangeAnswer, ChangePanel, ChangeQuote } from '../../change-dates.server';
import { MY_TRIPS, withCancel } from '../../order-paths';
import { Message, Panel } from '../booking/layout';
import { Actions } from '../booking/order-layout';
import { Muted } from '../catalogue/layout';
import { Facts } from '../facts';
import type { OrderView } from './OrderStay';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
`;

const Quote = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  & > p {
    margin: ${({ theme }) => theme.space.sm} 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** What the panel reads from the order page's loader. */
export interface ChangeDatesData {
  order: Pick<
    OrderView,
    | 'orderId'
    | 'status'
    | 'startDay'
    | 'endDay'
    | 'total'
    | 'currency'
    | 'symbol'
    | 'timeZone'
    | 'change'
  >;
  change: ChangePanel;
  attemptKey: string;
  from: string;
}

const dayField = (day: number | undefined) => (day ? isoDay(day) : '');

/**
 * Change an order's dates: pick new ones (the kit's picker, or two date fields without
 * JavaScript), see the new stay's total and the difference, confirm. A change held for its
 * difference shows what to pay and until when, paid like the order itself.
 */
export function ChangeDates() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const { order, change, attemptKey, from } = useLoaderData<ChangeDatesData>();
  const posted = useActionData<ChangeAnswer | { intent: string }>();
  const answer = posted?.intent === 'change_dates' ? (posted as ChangeAnswer) : undefined;
  const location = useLocation();
  const navigation = useNavigation();
  const pagePath = withCancel(location.search, false);
  const money = (value: number) => formatMoney(value, order, language);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const initial: StayDates = {
    checkIn: parseDay(change.checkIn ?? order.startDay) ?? null,
    checkOut: parseDay(change.checkOut ?? order.endDay) ?? null,
  };
  const [dates, setDates] = useState<StayDates>(initial);
  const pending = order.change;

  if (pending) {
    return (
      <Panel aria-labelledby="change-dates" data-testid="change-pending">
        <h2 id="change-dates">{t('booking:change_pending_title')}</h2>
        <p>
          {t('booking:change_pending_body', {
            from: formatLongDay(pending.start_day, language),
            to: formatLongDay(addDays(pending.start_day, pending.days), language),
            amount: money(pending.pay_amount),
            time: formatDateTime(pending.expires, language, order.timeZone),
          })}
        </p>
        <Form method="post" action={pagePath}>
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name={ATTEMPT_KEY_FIELD} value={attemptKey} />
          <Button
            type="submit"
            variant="accent"
            loading={navigation.formData?.get('intent') === 'pay'}
          >
            {t('booking:change_pay_difference')} · {money(pending.pay_amount)}
          </Button>
        </Form>
      </Panel>
    );
  }
  if (!change.open) return null;

  const quote: ChangeQuote | undefined = answer?.quote ?? (answer ? undefined : change.quote);
  const message = answer?.message ?? change.message;
  const paid = order.status === OrderStatus.paid;
  const quoting =
    navigation.state === 'loading' && navigation.location.search.includes('change_in=');
  return (
    <Panel aria-labelledby="change-dates" data-testid="change-dates">
      <h2 id="change-dates">{t('booking:change_dates_title')}</h2>
      <Muted>{t('booking:change_dates_note')}</Muted>
      <Form method="get" action="/order/detail" preventScrollReset>
        <input type="hidden" name="orderId" value={order.orderId} />
        {from !== MY_TRIPS ? <input type="hidden" name="from" value={from} /> : null}
        {hydrated ? (
          <div style={{ margin: '12px 0' }}>
            <DateRangePicker value={dates} hideLabel={false} onChange={setDates} />
            <input
              type="hidden"
              name="change_in"
              value={dates.checkIn ? isoDay(dayNumber(dates.checkIn)) : ''}
            />
            <input
              type="hidden"
              name="change_out"
              value={dates.checkOut ? isoDay(dayNumber(dates.checkOut)) : ''}
            />
          </div>
        ) : (
          <Fields>
            <TextField
              label={t('booking:check_in')}
              type="date"
              name="change_in"
              defaultValue={dayField(change.checkIn ?? order.startDay)}
            />
            <TextField
              label={t('booking:check_out')}
              type="date"
              name="change_out"
              defaultValue={dayField(change.checkOut ?? order.endDay)}
            />
          </Fields>
        )}
        <Button type="submit" variant="secondary" loading={quoting} data-testid="change-quote">
          {t('booking:change_see_price')}
        </Button>
      </Form>
      <p aria-live="polite">{quoting ? t('booking:change_quoting') : ''}</p>
      {message ? (
        <Message role="alert" data-tone="error">
          {message}
        </Message>
      ) : null}
      {quote ? (
        <Quote data-testid="change-quote-result">
          <Facts>
            <dt>{t('booking:check_in')}</dt>
            <dd>{formatLongDay(quote.startDay, language)}</dd>
            <dt>{t('booking:check_out')}</dt>
            <dd>{formatLongDay(quote.endDay, language)}</dd>
            <dt>{t('booking:change_current_total')}</dt>
            <dd>{money(order.total)}</dd>
            <dt>{t('booking:change_new_total')}</dt>
            <dd data-testid="change-new-total">{money(quote.amount)}</dd>
          </Facts>
          <p data-testid="change-difference">{differenceText(quote.difference)}</p>
          <Form method="post" action={pagePath} preventScrollReset>
            <input type="hidden" name="intent" value="change_dates" />
            <input type="hidden" name="start_day" value={quote.startDay} />
            <input type="hidden" name="days" value={quote.days} />
            <input type="hidden" name="amount" value={quote.amount} />
            <input type="hidden" name="current_total" value={order.total} />
            <input type="hidden" name="from" value={from} />
            <input type="hidden" name={ATTEMPT_KEY_FIELD} value={attemptKey} />
            <Actions>
              <Button
                type="submit"
                variant="accent"
                loading={navigation.formData?.get('intent') === 'change_dates'}
                data-testid="change-confirm"
              >
                {t('booking:change_confirm')}
              </Button>
            </Actions>
          </Form>
        </Quote>
      ) : null}
    </Panel>
  );

  function differenceText(difference: number): string {
    if (difference > 0) return t('booking:change_pay_more', { amount: money(difference) });
    if (difference < 0) {
      return t(paid ? 'booking:change_refund' : 'booking:change_less', {
        amount: money(-difference),
      });
    }
    return t('booking:change_same_total');
  }
}
