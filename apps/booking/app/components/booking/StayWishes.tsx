import { SelectField, TextAreaField } from '@bookdirect/booking-ui';
import { ARRIVAL_TIME_CHOICES, SPECIAL_REQUESTS_MAX } from '@bookdirect/gateway-sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from './layout';

export interface StayWishesProps {
  /** Error keys the booking action answered, by field. */
  errors?: Record<string, string>;
}

/** The pay page's special requests and expected arrival, sent with the order. */
export function StayWishes({ errors }: StayWishesProps) {
  const { t } = useTranslation();
  const [requests, setRequests] = useState('');
  return (
    <Panel aria-labelledby="wishes">
      <h2 id="wishes">{t('booking:special_requests')}</h2>
      <TextAreaField
        label={t('booking:special_requests_label')}
        name="requests"
        value={requests}
        onChange={(event) => setRequests(event.target.value)}
        maxLength={SPECIAL_REQUESTS_MAX}
        warnAbove={SPECIAL_REQUESTS_MAX - 20}
        hint={t('booking:special_requests_hint')}
        error={errors?.requests ? t(errors.requests) : undefined}
        data-testid="special-requests"
      />
      <SelectField
        label={t('booking:arrival_time')}
        name="arrival_time"
        defaultValue=""
        hint={t('booking:arrival_time_hint')}
        error={errors?.arrival_time ? t(errors.arrival_time) : undefined}
      >
        <option value="">{t('booking:arrival_time_unknown')}</option>
        {ARRIVAL_TIME_CHOICES.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </SelectField>
    </Panel>
  );
}
