import { DEFAULT_PHONE_PREFIX } from '@bookdirect/gateway-sdk/constants';
import { EDUCATION_IDS, INDUSTRY_IDS } from '@bookdirect/gateway-sdk/contract';
import { dayOfIso, isoDay, todayIn } from '@bookdirect/gateway-sdk/days';
import { phoneForForm } from '@bookdirect/gateway-sdk/phone';
import { userInfoSchema } from '@bookdirect/gateway-sdk/schemas';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import type { UiKey } from '../internal/use-ui-translation';
import { PhoneField } from '../PhoneField/PhoneField';
import { SelectField, TextField } from '../TextField/TextField';
import { FormActions, type MemberFormBaseProps, MemberFormFrame } from './parts';
import { useMemberForm } from './use-member-form';

export interface ProfileValues {
  name: string;
  /** 0 not given, 1 male, 2 female. */
  gender: number;
  /** `YYYYMMDD`, 0 when not given. */
  birthday: number;
  edu_id: number;
  industery_id: number;
  /** The saved phone, E.164 (`+302105550142`); '' when not given. */
  mobile?: string;
}

export interface ProfileFormProps extends MemberFormBaseProps {
  /** The member's saved profile. */
  profile: ProfileValues;
  /** Shown read-only: the address the member signs in with. */
  email?: string;
}

/** `YYYYMMDD` to a date input's `YYYY-MM-DD` ('' for 0). */
export function ymdToDateInput(ymd: number): string {
  return ymd ? isoDay(ymd) : '';
}

/** A date input's `YYYY-MM-DD` to `YYYYMMDD` (0 for empty, NaN for anything else). */
export function dateInputToYmd(value: string): number {
  return value ? dayOfIso(value) : 0;
}

const Genders = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space.xxs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  & label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    cursor: pointer;
  }

  & input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * Personal data: name, phone, sex, birthday, education and profession, checked by
 * `userInfoSchema`. The phone is the one the pay page starts from.
 */
export function ProfileForm({
  action,
  onSubmit,
  busy = false,
  errors,
  message,
  messageTone = 'success',
  hiddenFields,
  profile,
  email,
}: ProfileFormProps) {
  const phone = phoneForForm(profile.mobile ?? '', DEFAULT_PHONE_PREFIX);
  const { formik, formRef, field, t } = useMemberForm({
    schema: userInfoSchema,
    initialValues: {
      name: profile.name,
      gender: String(profile.gender || 0),
      birthday: ymdToDateInput(profile.birthday),
      edu_id: String(profile.edu_id || ''),
      industery_id: String(profile.industery_id || ''),
      tel_prefix: phone.prefix,
      mobile: phone.number,
    },
    toSchema: (values) => ({ ...values, birthday: dateInputToYmd(values.birthday) }),
    serverErrors: errors,
    onSubmit,
  });
  // UTC in server and browser alike, so the page hydrates with the same `max`.
  const today = isoDay(todayIn('UTC'));
  return (
    <MemberFormFrame
      formRef={formRef}
      action={action}
      onSubmit={formik.handleSubmit}
      label={t('member:profile_title')}
      hiddenFields={hiddenFields}
      message={message}
      messageTone={messageTone}
    >
      {email ? (
        <TextField
          id="profile-email"
          label={t('member:email')}
          value={email}
          readOnly
          autoComplete="off"
        />
      ) : null}
      <Grid>
        <TextField
          {...field('name')}
          id="profile-name"
          autoComplete="name"
          maxLength={50}
          label={t('member:name')}
        />
        <TextField
          {...field('birthday')}
          id="profile-birthday"
          type="date"
          min="1900-01-01"
          max={today}
          label={t('member:birthday')}
        />
      </Grid>
      <PhoneField prefix={field('tel_prefix')} number={field('mobile')} />
      <Genders>
        <legend>{t('member:sex')}</legend>
        {(['1', '2', '0'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="gender"
              value={value}
              checked={formik.values.gender === value}
              onChange={() => void formik.setFieldValue('gender', value)}
            />
            {t(`member:gender_${value}` as UiKey)}
          </label>
        ))}
      </Genders>
      <Grid>
        <SelectField {...field('edu_id')} id="profile-education" label={t('member:education')}>
          <option value="">{t('member:choose')}</option>
          {EDUCATION_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`member:edu_${id}` as UiKey)}
            </option>
          ))}
        </SelectField>
        <SelectField
          {...field('industery_id')}
          id="profile-industry"
          label={t('member:profession')}
        >
          <option value="">{t('member:choose')}</option>
          {INDUSTRY_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`member:industry_${id}` as UiKey)}
            </option>
          ))}
        </SelectField>
      </Grid>
      <FormActions>
        <Button type="submit" size="lg" loading={busy}>
          {t('member:save')}
        </Button>
      </FormActions>
    </MemberFormFrame>
  );
}
