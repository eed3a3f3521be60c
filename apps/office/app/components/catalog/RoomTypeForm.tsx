import { Button, SelectField, TextAreaField, TextField } from '@bookdirect/booking-ui';
import {
  STAFF_ADULTS_MAX,
  STAFF_AREA_MAX,
  STAFF_BEDROOM_KINDS,
  STAFF_LONG_TEXT_MAX,
  STAFF_NAME_TEXT_MAX,
  staffRoomTypeWrite,
} from '@bookdirect/gateway-sdk/staff';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { CatalogAnswer } from '../../catalog/actions.server';
import {
  FACILITY_GROUPS,
  type FacilityChoices,
  type RoomTypeFormValues,
  roomTypeWriteBody,
} from '../../catalog/forms';
import { Actions, Checks, Columns, Section, StatusLine } from './layout';
import { useCatalogForm } from './use-catalog-form';

export interface RoomTypeFormProps {
  initialValues: RoomTypeFormValues;
  /** The facilities each group offers, with their labels (`facilityChoices`). */
  choices: FacilityChoices;
  /** The submit button's words: create or save. */
  submitLabel: string;
  answer?: CatalogAnswer;
}

/** A room type's names, description, beds, guests, area, whether it shows, and facilities. */
export function RoomTypeForm({ initialValues, choices, submitLabel, answer }: RoomTypeFormProps) {
  const { i18n } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const { t, field, tick, formRef, formik, edit } = useCatalogForm<RoomTypeFormValues>({
    schema: staffRoomTypeWrite,
    initialValues,
    toBody: (values) => roomTypeWriteBody(values, choices),
    serverErrors: answer?.errors,
  });
  const groups = FACILITY_GROUPS.filter((group) => choices[group].length > 0);
  const name = (lang: 'cn' | 'en') =>
    `${t('office:room_name')} · ${t(lang === 'cn' ? 'office:hotel_chinese' : 'office:hotel_english')}`;
  const description = (lang: 'cn' | 'en') =>
    `${t('office:room_description')} · ${t(lang === 'cn' ? 'office:hotel_chinese' : 'office:hotel_english')}`;

  return (
    <Form method="post" ref={formRef} onSubmit={formik.handleSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      <Section aria-labelledby="room-details">
        <h2 id="room-details">{t('office:room_details')}</h2>
        <Columns>
          <TextField
            label={name('cn')}
            lang="zh"
            required
            maxLength={STAFF_NAME_TEXT_MAX}
            {...field('name_cn')}
          />
          <TextField
            label={name('en')}
            lang="en"
            required
            maxLength={STAFF_NAME_TEXT_MAX}
            {...field('name_en')}
          />
          <TextAreaField
            label={description('cn')}
            lang="zh"
            maxLength={STAFF_LONG_TEXT_MAX}
            {...field('room_type_cn')}
          />
          <TextAreaField
            label={description('en')}
            lang="en"
            maxLength={STAFF_LONG_TEXT_MAX}
            {...field('room_type_en')}
          />
          <SelectField label={t('office:room_bed_type')} {...field('bedroom_nums')}>
            {STAFF_BEDROOM_KINDS.map((kind) => (
              <option key={kind} value={String(kind)}>
                {t(`office:room_bed_${kind}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('office:room_beds')}
            type="number"
            min={0}
            max={20}
            inputMode="numeric"
            {...field('big_beds')}
          />
          <TextField
            label={t('office:room_adults')}
            type="number"
            min={1}
            max={STAFF_ADULTS_MAX}
            inputMode="numeric"
            {...field('adult_nums')}
          />
          <TextField
            label={t('office:room_area')}
            type="number"
            min={0}
            max={STAFF_AREA_MAX}
            inputMode="numeric"
            {...field('area')}
          />
        </Columns>
        <Checks>
          <div>
            <label>
              <input
                type="checkbox"
                name="status"
                value="1"
                checked={formik.values.status === '1'}
                onChange={(event) => edit('status', event.target.checked ? '1' : '')}
              />
              {t('office:room_shown')}
            </label>
          </div>
        </Checks>
        {groups.map((group) => (
          <Checks key={group}>
            <legend>
              {t('office:room_facilities')} · {t(`office:room_${group}`)}
            </legend>
            <div>
              {choices[group].map((choice) => (
                <label key={choice.key}>
                  <input {...tick('facilities', `${group}.${choice.key}`)} />
                  {(i18n.language === 'en' ? choice.name_en : choice.name_cn) || choice.key}
                </label>
              ))}
            </div>
          </Checks>
        ))}
        <Actions>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <StatusLine tone={answer?.tone}>{answer?.message}</StatusLine>
        </Actions>
      </Section>
    </Form>
  );
}
