import { deferred } from '@bookdirect/app-shell';
import { Button, TextAreaField, TextField } from '@bookdirect/booking-ui';
import {
  STAFF_ADDRESS_MAX,
  STAFF_LONG_TEXT_MAX,
  STAFF_MOBILE_MAX,
  STAFF_NAME_TEXT_MAX,
  type StaffHotelDetail,
  staffHotelWrite,
} from '@bookdirect/gateway-sdk/staff';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CatalogAnswer } from '../../catalog/actions.server';
import {
  HOTEL_TEXTS,
  type HotelFormValues,
  hotelFormValues,
  hotelWriteBody,
} from '../../catalog/forms';
import { Actions, Checks, Columns, Section, StatusLine } from './layout';
import { useCatalogForm } from './use-catalog-form';

const HotelMap = deferred(() => import('@bookdirect/booking-ui/HotelMap').then((m) => m.HotelMap));

const MapBox = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

/**
 * The hotel's facts in both languages, its contacts, times and facilities, and where it is
 * (with the map when a maps key is set), checked in the browser with the call's own schema.
 */
export function HotelFactsForm({
  hotel,
  shownName,
  mapsKey,
  answer,
}: {
  hotel: StaffHotelDetail;
  shownName: string;
  mapsKey: string | undefined;
  answer?: CatalogAnswer;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const { t, field, tick, formRef, formik } = useCatalogForm<HotelFormValues>({
    schema: staffHotelWrite,
    initialValues: hotelFormValues(hotel),
    toBody: hotelWriteBody,
    serverErrors: answer?.errors,
  });
  const inEnglish = useTranslation().i18n.language === 'en';
  const en = t('office:hotel_english');
  const cn = t('office:hotel_chinese');
  const lng = Number(formik.values.coord_x);
  const lat = Number(formik.values.coord_y);

  const textField = (base: (typeof HOTEL_TEXTS)[number], lang: 'cn' | 'en') => {
    const name = `${base}_${lang}` as const;
    const label = `${t(`office:hotel_${base}`)} · ${lang === 'cn' ? cn : en}`;
    const props = field(name);
    if (base === 'description' || base === 'policy') {
      return <TextAreaField key={name} label={label} maxLength={STAFF_LONG_TEXT_MAX} {...props} />;
    }
    const max = base === 'name' ? STAFF_NAME_TEXT_MAX : STAFF_ADDRESS_MAX;
    return (
      <TextField
        key={name}
        label={label}
        maxLength={max}
        required={base === 'name'}
        lang={lang === 'cn' ? 'zh' : 'en'}
        {...props}
      />
    );
  };

  return (
    <Form method="post" ref={formRef} onSubmit={formik.handleSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      <Section aria-labelledby="hotel-facts">
        <h2 id="hotel-facts">{t('office:hotel_facts')}</h2>
        <Columns>
          {HOTEL_TEXTS.flatMap((base) => [textField(base, 'cn'), textField(base, 'en')])}
        </Columns>
      </Section>

      <Section aria-labelledby="hotel-contact">
        <h2 id="hotel-contact">{t('office:hotel_contact')}</h2>
        <Columns>
          <TextField
            label={t('office:hotel_mobile')}
            type="tel"
            autoComplete="off"
            maxLength={STAFF_MOBILE_MAX}
            {...field('mobile')}
          />
          <TextField
            label={t('office:hotel_email')}
            type="email"
            autoComplete="off"
            {...field('email')}
          />
          <TextField
            label={t('office:hotel_check_in_time')}
            type="time"
            {...field('check_in_time')}
          />
          <TextField
            label={t('office:hotel_check_out_time')}
            type="time"
            {...field('check_out_time')}
          />
        </Columns>
        <Checks>
          <legend>{t('office:hotel_facilities')}</legend>
          <div>
            {hotel.facility_choices.map((choice) => (
              <label key={choice.key}>
                <input {...tick('facilities', choice.key)} />
                {inEnglish ? choice.name_en || choice.key : choice.name_cn || choice.key}
              </label>
            ))}
          </div>
        </Checks>
      </Section>

      <Section aria-labelledby="hotel-location">
        <h2 id="hotel-location">{t('office:hotel_location')}</h2>
        <Columns>
          <TextField
            label={t('office:hotel_longitude')}
            inputMode="decimal"
            {...field('coord_x')}
          />
          <TextField label={t('office:hotel_latitude')} inputMode="decimal" {...field('coord_y')} />
        </Columns>
        {mapsKey && Number.isFinite(lat) && Number.isFinite(lng) ? (
          <MapBox>
            <HotelMap lat={lat} lng={lng} name={shownName} apiKey={mapsKey} />
          </MapBox>
        ) : null}
      </Section>

      <Actions>
        <Button type="submit" loading={saving}>
          {t('office:hotel_save')}
        </Button>
        <StatusLine tone={answer?.tone}>{answer?.message}</StatusLine>
      </Actions>
    </Form>
  );
}
