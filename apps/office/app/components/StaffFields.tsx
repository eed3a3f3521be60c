import { SelectField, TextField } from '@bookdirect/booking-ui';
import { STAFF_NAME_MAX, STAFF_ROLES, type StaffHotel } from '@bookdirect/gateway-sdk/staff';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { localName } from '../names';
import { FieldGrid } from './layout';

const Hotels = styled.fieldset`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  legend {
    padding: 0 ${({ theme }) => theme.space.xxs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  label {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: 32px;
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Hint = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

export interface StaffFieldValues {
  email?: string;
  name: string;
  role: string;
  hotel_ids: number[];
  lang: string;
}

/**
 * The fields of a staff account, for adding one (with the e-mail) and for changing one: the
 * role decides whether hotels are ticked (a manager or a desk: at least one; an admin: none),
 * which the gateway checks and the hint says. `errors` are locales keys per field.
 */
export function StaffFields({
  values,
  hotels,
  errors = {},
  withEmail,
}: {
  values: StaffFieldValues;
  hotels: StaffHotel[];
  errors?: Record<string, string>;
  withEmail?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const hotelsError = error('hotel_ids');
  return (
    <>
      <FieldGrid>
        {withEmail ? (
          <TextField
            label={t('office:email')}
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            defaultValue={values.email}
            error={error('email')}
          />
        ) : null}
        <TextField
          label={t('office:staff_name')}
          name="name"
          required
          maxLength={STAFF_NAME_MAX}
          autoComplete="off"
          defaultValue={values.name}
          error={error('name')}
        />
        <SelectField
          label={t('office:staff_role')}
          name="role"
          defaultValue={values.role}
          error={error('role')}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`office:role_${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('office:staff_lang')}
          name="lang"
          defaultValue={values.lang}
          error={error('lang')}
        >
          <option value="zh">中文</option>
          <option value="en">English</option>
        </SelectField>
      </FieldGrid>
      <Hotels aria-describedby="staff-hotels-hint">
        <legend>{t('office:staff_hotels')}</legend>
        <ul>
          {hotels.map((hotel) => (
            <li key={hotel.hotel_id}>
              <label>
                <input
                  type="checkbox"
                  name="hotel_ids"
                  value={hotel.hotel_id}
                  defaultChecked={values.hotel_ids.includes(hotel.hotel_id)}
                />
                {localName(hotel, i18n.language)}
              </label>
            </li>
          ))}
        </ul>
        <Hint
          id="staff-hotels-hint"
          $error={Boolean(hotelsError)}
          role={hotelsError ? 'alert' : undefined}
        >
          {hotelsError ?? t('office:staff_hotels_hint')}
        </Hint>
      </Hotels>
    </>
  );
}

/** The posted fields of `StaffFields`, as the staff calls take them. */
export function staffFieldValues(form: FormData): StaffFieldValues {
  return {
    email: String(form.get('email') ?? '').trim(),
    name: String(form.get('name') ?? '').trim(),
    role: String(form.get('role') ?? ''),
    hotel_ids: form
      .getAll('hotel_ids')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    lang: String(form.get('lang') ?? 'zh'),
  };
}
