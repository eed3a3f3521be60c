import { isoDay, todayIn } from '@bookdirect/gateway-sdk/days';
import { folkSchema } from '@bookdirect/gateway-sdk/schemas';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { COUNTRIES, useCountryNames } from '../GuestForm/countries';
import { dateInputToYmd, ymdToDateInput } from '../MemberForms/ProfileForm';
import type { MemberFormBaseProps } from '../MemberForms/parts';
import { Form, FormMessage } from '../MemberForms/parts';
import { useMemberForm } from '../MemberForms/use-member-form';
import { Modal } from '../Modal/Modal';
import { PhoneField } from '../PhoneField/PhoneField';
import { SelectField, TextField } from '../TextField/TextField';

/** A saved guest as the form edits it (the contract's `UserFolk` fields). */
export interface GuestValues {
  user_folks_id?: number;
  first_name: string;
  last_name: string;
  gender: number;
  birthday: number;
  iso_country_coden: string;
  tel_prefix: string;
  phone: string;
  email: string;
  id_type: number;
  idcard: string;
  passport_no: string;
  tax_no: string;
}

export interface GuestFormModalProps extends MemberFormBaseProps {
  open: boolean;
  onClose: () => void;
  /** The guest to edit; a new guest when absent. */
  guest?: GuestValues;
}

const ID_FIELDS = { 1: 'idcard', 2: 'passport_no', 3: 'tax_no' } as const;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The add/edit guest modal: every field of `folkSchema` (name, gender, birthday, country,
 * phone with prefix, e-mail, ID type and the number it names), with the schema's messages.
 * Choosing a country fills in its calling prefix.
 */
export function GuestFormModal({
  open,
  onClose,
  guest,
  action,
  onSubmit,
  busy,
  errors,
  message,
  hiddenFields,
}: GuestFormModalProps) {
  const editing = Boolean(guest?.user_folks_id);
  const { formik, formRef, field, t } = useMemberForm({
    schema: folkSchema,
    initialValues: {
      first_name: guest?.first_name ?? '',
      last_name: guest?.last_name ?? '',
      gender: guest?.gender ? String(guest.gender) : '',
      birthday: guest?.birthday ? ymdToDateInput(guest.birthday) : '',
      iso_country_coden: guest?.iso_country_coden ?? '',
      tel_prefix: guest?.tel_prefix ?? '',
      phone: guest?.phone ?? '',
      email: guest?.email ?? '',
      id_type: guest?.id_type ? String(guest.id_type) : '',
      idcard: guest?.idcard ?? '',
      passport_no: guest?.passport_no ?? '',
      tax_no: guest?.tax_no ?? '',
    },
    toSchema: (values) => ({ ...values, birthday: dateInputToYmd(values.birthday) }),
    serverErrors: errors,
    onSubmit,
  });
  const countries = useCountryNames(COUNTRIES);
  const idType = Number(formik.values.id_type) as 1 | 2 | 3 | 0;
  const idField = idType ? ID_FIELDS[idType] : undefined;
  // UTC in server and browser alike, so the page hydrates with the same `max`.
  const today = isoDay(todayIn('UTC'));
  const formId = editing ? `guest-form-${guest?.user_folks_id}` : 'guest-form-new';

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t(editing ? 'booking:edit_guest' : 'booking:add_guest')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('booking:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('booking:save')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        ref={formRef}
        method="post"
        action={action}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          formik.handleSubmit();
        }}
      >
        <FormMessage message={message} />
        {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {editing ? <input type="hidden" name="user_folks_id" value={guest?.user_folks_id} /> : null}
        <Pair>
          <TextField
            label={t('booking:last_name')}
            autoComplete="family-name"
            {...field('last_name')}
          />
          <TextField
            label={t('booking:first_name')}
            autoComplete="given-name"
            {...field('first_name')}
          />
        </Pair>
        <Pair>
          <SelectField label={t('booking:gender')} {...field('gender')}>
            <option value="">{t('booking:choose')}</option>
            <option value="1">{t('booking:gender_male')}</option>
            <option value="2">{t('booking:gender_female')}</option>
          </SelectField>
          <TextField label={t('booking:birthday')} type="date" max={today} {...field('birthday')} />
        </Pair>
        <SelectField
          label={t('booking:country')}
          {...field('iso_country_coden')}
          onChange={(event) => {
            const code = event.target.value;
            void formik.setFieldValue('iso_country_coden', code);
            const prefix = COUNTRIES.find((c) => c.code === code)?.prefix;
            if (prefix) void formik.setFieldValue('tel_prefix', prefix);
          }}
        >
          <option value="">{t('booking:choose')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <PhoneField allowEmpty prefix={field('tel_prefix')} number={field('phone')} />
        <TextField
          label={t('booking:email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <Pair>
          <SelectField label={t('booking:id_type')} {...field('id_type')}>
            <option value="">{t('booking:choose')}</option>
            <option value="1">{t('booking:id_type_idcard')}</option>
            <option value="2">{t('booking:id_type_passport')}</option>
            <option value="3">{t('booking:id_type_tax')}</option>
          </SelectField>
          {idField ? (
            <TextField
              key={idField}
              label={t(idField === 'tax_no' ? 'booking:tax_number' : 'booking:id_number')}
              {...field(idField)}
            />
          ) : (
            <TextField
              label={t('booking:id_number')}
              disabled
              name="id_placeholder"
              value=""
              readOnly
            />
          )}
        </Pair>
      </Form>
    </Modal>
  );
}
