import { REMARK_MAX, REMARK_WARN_ABOVE } from '@bookdirect/gateway-sdk/constants';
import type { DictItem, Region } from '@bookdirect/gateway-sdk/contract';
import { type FormikErrors, useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { lazySchema } from '../internal/lazy-schema';
import { Counter, Field, FieldError, Secondary, Submit } from './fields';

const validateFranchise = lazySchema<FranchiseValues>(() =>
  import('@bookdirect/gateway-sdk/schemas/franchise').then((m) => m.franchiseSchema),
);

/** What the server answers a form: rec 0 done, 2 with field errors (locales keys), else failed. */
export interface SubmitAnswer {
  rec: number;
  errors?: Record<string, string>;
}

export interface FranchiseValues {
  name: string;
  mobile: string;
  country_id: string;
  province_id: string;
  city_id: string;
  will_level_id: string;
  remark: string;
}

export const emptyFranchise: FranchiseValues = {
  name: '',
  mobile: '',
  country_id: '',
  province_id: '',
  city_id: '',
  will_level_id: '',
  remark: '',
};

export interface FranchiseFormProps {
  countries: readonly Region[];
  /** Server-rendered options after a country (or province) was posted without JavaScript. */
  provinces: readonly Region[];
  cities: readonly Region[];
  intentions: readonly DictItem[];
  initialValues?: FranchiseValues;
  /** Errors of a post without JavaScript: field to locales key. */
  serverErrors?: Record<string, string>;
  /** Tells the page the outcome to show as a toast. */
  onOutcome(outcome: 'success' | 'failed' | 'network'): void;
  /** Where the form posts without JavaScript. */
  action: string;
  /** Sends the checked values (with JavaScript); a rejection counts as a network failure. */
  submit(values: FranchiseValues): Promise<SubmitAnswer>;
  /** The provinces of a country or the cities of a province. */
  loadRegions(pid: number): Promise<readonly Region[]>;
  /**
   * Prefix of the fields' ids, so a second copy (the modal) never repeats the inline form's
   * ids; its error ids take the prefix too. Default `franchise` (errors `mobile-error`).
   */
  idPrefix?: string;
  'data-testid'?: string;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: 767.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
  & > [data-wide] {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * The franchise form (spec sections 3 and 5). With JavaScript: Formik with the shared yup
 * schema, regions loaded as the visitor chooses, posted as JSON. Without: a plain POST to
 * the page's action, which validates with the same schema; "Next" lists the provinces or
 * cities of what was chosen.
 */
export function FranchiseForm(props: FranchiseFormProps) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [provinces, setProvinces] = useState<readonly Region[]>(props.provinces);
  const [cities, setCities] = useState<readonly Region[]>(props.cities);
  useEffect(() => {
    setEnhanced(true);
    validateFranchise.preload();
  }, []);

  const serverErrors = props.serverErrors ?? {};
  const prefix = props.idPrefix ?? 'franchise';
  const errorPrefix = prefix === 'franchise' ? '' : `${prefix}-`;
  const formik = useFormik<FranchiseValues>({
    initialValues: props.initialValues ?? emptyFranchise,
    initialErrors: serverErrors as FormikErrors<FranchiseValues>,
    initialTouched: Object.fromEntries(Object.keys(serverErrors).map((k) => [k, true])),
    validate: validateFranchise,
    validateOnBlur: true,
    async onSubmit(values, helpers) {
      let body: SubmitAnswer;
      try {
        body = await props.submit(values);
      } catch {
        props.onOutcome('network');
        return;
      }
      if (body.rec === 0) {
        helpers.resetForm({ values: emptyFranchise, errors: {}, touched: {} });
        setProvinces([]);
        setCities([]);
        props.onOutcome('success');
      } else if (body.rec === 2 && body.errors) {
        helpers.setErrors(body.errors as FormikErrors<FranchiseValues>);
        props.onOutcome('failed');
      } else {
        props.onOutcome('failed');
      }
    },
  });

  const { values, errors, touched } = formik;
  const errorOf = (field: keyof FranchiseValues) =>
    touched[field] && errors[field] ? t(errors[field] as string) : undefined;

  const onCountry = async (value: string) => {
    await formik.setValues({ ...values, country_id: value, province_id: '', city_id: '' }, false);
    setProvinces([]);
    setCities([]);
    if (value) setProvinces(await props.loadRegions(Number(value)));
  };
  const onProvince = async (value: string) => {
    await formik.setValues({ ...values, province_id: value, city_id: '' }, false);
    setCities([]);
    if (value) setCities(await props.loadRegions(Number(value)));
  };

  const described = (field: keyof FranchiseValues) =>
    errorOf(field)
      ? { 'aria-invalid': true, 'aria-describedby': `${errorPrefix}${field}-error` }
      : {};
  const error = (field: keyof FranchiseValues) => {
    const message = errorOf(field);
    return message ? <FieldError id={`${errorPrefix}${field}-error`}>{message}</FieldError> : null;
  };
  const remarkLength = values.remark.length;

  return (
    <form
      method="post"
      action={props.action}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={t('franchise:form_title')}
      data-testid={props['data-testid'] ?? 'franchise-form'}
    >
      <input type="hidden" name="form" value="franchise" />
      <Grid>
        <Field>
          <label htmlFor={`${prefix}-name`}>{t('franchise:name')}</label>
          <input
            id={`${prefix}-name`}
            name="name"
            autoComplete="name"
            placeholder={t('franchise:name_placeholder')}
            value={values.name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            {...described('name')}
          />
          {error('name')}
        </Field>
        <Field>
          <label htmlFor={`${prefix}-mobile`}>{t('franchise:phone')}</label>
          <input
            id={`${prefix}-mobile`}
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('franchise:phone_placeholder')}
            value={values.mobile}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            {...described('mobile')}
          />
          {error('mobile')}
        </Field>
        <Field>
          <label htmlFor={`${prefix}-country`}>{t('franchise:country')}</label>
          <select
            id={`${prefix}-country`}
            name="country_id"
            value={values.country_id}
            onChange={(e) => void onCountry(e.target.value)}
            onBlur={formik.handleBlur}
            {...described('country_id')}
          >
            <option value="">{t('franchise:select_placeholder')}</option>
            {props.countries.map((r) => (
              <option key={r.region_id} value={r.region_id}>
                {r.name}
              </option>
            ))}
          </select>
          {error('country_id')}
        </Field>
        <Field>
          <label htmlFor={`${prefix}-province`}>{t('franchise:province')}</label>
          <select
            id={`${prefix}-province`}
            name="province_id"
            value={values.province_id}
            disabled={!values.country_id}
            onChange={(e) => void onProvince(e.target.value)}
            onBlur={formik.handleBlur}
            {...described('province_id')}
          >
            <option value="">{t('franchise:select_placeholder')}</option>
            {provinces.map((r) => (
              <option key={r.region_id} value={r.region_id}>
                {r.name}
              </option>
            ))}
          </select>
          {error('province_id')}
        </Field>
        <Field>
          <label htmlFor={`${prefix}-city`}>{t('franchise:city')}</label>
          <select
            id={`${prefix}-city`}
            name="city_id"
            value={values.city_id}
            disabled={!values.province_id}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            {...described('city_id')}
          >
            <option value="">{t('franchise:select_placeholder')}</option>
            {cities.map((r) => (
              <option key={r.region_id} value={r.region_id}>
                {r.name}
              </option>
            ))}
          </select>
          {error('city_id')}
        </Field>
        <Field>
          <label htmlFor={`${prefix}-intention`}>{t('franchise:intention')}</label>
          <select
            id={`${prefix}-intention`}
            name="will_level_id"
            value={values.will_level_id}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            {...described('will_level_id')}
          >
            <option value="">{t('franchise:select_placeholder')}</option>
            {props.intentions.map((item) => (
              <option key={item.task_id} value={item.task_id}>
                {item.name}
              </option>
            ))}
          </select>
          {error('will_level_id')}
        </Field>
        <Field data-wide>
          <label htmlFor={`${prefix}-remark`}>{t('franchise:remark')}</label>
          <textarea
            id={`${prefix}-remark`}
            name="remark"
            maxLength={REMARK_MAX}
            placeholder={t('franchise:remark_placeholder')}
            value={values.remark}
            onChange={(e) =>
              void formik.setFieldValue('remark', e.target.value.slice(0, REMARK_MAX))
            }
            onBlur={formik.handleBlur}
            {...described('remark')}
          />
          <Counter
            data-warn={remarkLength > REMARK_WARN_ABOVE ? 'true' : 'false'}
            data-testid="remark-counter"
          >
            {t('franchise:remark_counter', { count: remarkLength, max: REMARK_MAX })}
          </Counter>
          {error('remark')}
        </Field>
      </Grid>
      <Actions>
        <Submit type="submit" name="intent" value="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('franchise:submitting') : t('franchise:submit')}
        </Submit>
        {!enhanced && (
          <>
            <Secondary type="submit" name="intent" value="next" formNoValidate>
              {t('franchise:next')}
            </Secondary>
            <p>{t('franchise:next_hint')}</p>
          </>
        )}
      </Actions>
    </form>
  );
}
