import { PhoneField, TextField } from '@bookdirect/booking-ui';
import { useTranslation } from 'react-i18next';
import { Panel } from './layout';

export interface PayContactProps {
  phone: { prefix: string; number: string };
  email: string;
  /** Error keys the booking action answered, by field. */
  errors?: Record<string, string>;
}

/** The booking's contact: the phone and e-mail the confirmation and the hotel use. */
export function PayContact({ phone, email, errors }: PayContactProps) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="contact">
      <h2 id="contact">{t('booking:contact')}</h2>
      <PhoneField
        prefix={{ name: 'tel_prefix', defaultValue: phone.prefix }}
        number={{
          name: 'mobile',
          label: t('booking:contact_phone'),
          defaultValue: phone.number,
          error: errors?.mobile ? t(errors.mobile) : undefined,
        }}
      />
      <TextField
        label={t('booking:contact_email')}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        error={errors?.email ? t(errors.email) : undefined}
      />
    </Panel>
  );
}
