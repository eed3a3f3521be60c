import { deferred, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { Button, Modal, Notice, TextAreaField, TextField } from '@bookdirect/booking-ui';
import {
  STAFF_ADDRESS_MAX,
  STAFF_LONG_TEXT_MAX,
  STAFF_MOBILE_MAX,
  STAFF_NAME_TEXT_MAX,
  staffEndpoints,
  staffHotelWrite,
} from '@bookdirect/gateway-sdk/staff';
import { translate } from '@bookdirect/locales';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import {
  answer,
  type CatalogAnswer,
  checkBody,
  failedAnswer,
  idParam,
  photoPost,
  photoUpload,
} from '../catalog/actions.server';
import {
  HOTEL_TEXTS,
  type HotelFormValues,
  hotelFormFromPost,
  hotelFormValues,
  hotelWriteBody,
} from '../catalog/forms';
import { googleMapsApiKey } from '../catalog/maps.server';
import { isMultipart } from '../catalog/photo-upload.server';
import {
  Actions,
  Checks,
  Columns,
  Crumb,
  Page,
  Section,
  StatusLine,
} from '../components/catalog/layout';
import { PhotoManager } from '../components/catalog/PhotoManager';
import { useCatalogForm } from '../components/catalog/use-catalog-form';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { shell } from '../shell.server';
import { orStaffError, requireStaff, staffAction } from '../staff.server';

export const meta = routeMeta({ title: 'office_hotel' });

export const handle: I18nHandle = { i18n: ['validation'] };

export const ErrorBoundary = OfficeErrorBoundary;

const HotelMap = deferred(() => import('@bookdirect/booking-ui/HotelMap').then((m) => m.HotelMap));

/** The hotel's facts, its photos and whether a map can be shown. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { gateway } = await requireStaff(request);
  const id = idParam(params.hotelId);
  const [hotel, photos] = await orStaffError(
    Promise.all([
      gateway.call(staffEndpoints.staffHotel, { params: { id } }),
      gateway.call(staffEndpoints.staffPhotos, { query: { hotel_id: id } }),
    ]),
    request,
  );
  return { hotel, photos: photos.photo_list, mapsKey: googleMapsApiKey };
}

/**
 * Save the facts (every field, checked with the shared schema first), publish or unpublish,
 * or the photos' posts (an upload is the only multipart post).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = idParam(params.hotelId);
  if (isMultipart(request)) return photoUpload(request, { hotel_id: id });
  const lang = shell.language(request);
  return staffAction(request, async ({ gateway }, post) => {
    const intent = post.get('intent');
    if (intent === 'photo_order' || intent === 'photo_delete') {
      return photoPost(gateway, { hotel_id: id }, lang, post);
    }
    if (intent === 'publish') {
      const published = post.get('published') === '1' ? 1 : 0;
      try {
        await gateway.call(staffEndpoints.staffHotelPublish, {
          params: { id },
          body: { published },
        });
      } catch (error) {
        return failedAnswer('publish', error, lang);
      }
      const key = published ? 'office:hotel_published_now' : 'office:hotel_unpublished_now';
      return answer('publish', { tone: 'success', message: translate(lang, key) });
    }
    const checked = checkBody(staffHotelWrite, hotelWriteBody(hotelFormFromPost(post)));
    if (!checked.ok) {
      const message = translate(lang, 'office:hotel_fix_fields');
      return answer('hotel', { tone: 'error', message, errors: checked.errors }, 400);
    }
    try {
      await gateway.call(staffEndpoints.staffHotelWrite, { params: { id }, body: checked.value });
    } catch (error) {
      return failedAnswer('hotel', error, lang);
    }
    return answer('hotel', { tone: 'success', message: translate(lang, 'office:hotel_saved') });
  });
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RoomList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: baseline;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  & span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const MapBox = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

type Answer = CatalogAnswer | undefined;

export default function HotelPage() {
  const { hotel, photos, mapsKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Answer;
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const publishing =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'publish';
  const hotelAnswer = result?.form === 'hotel' ? result : undefined;
  const form = useCatalogForm<HotelFormValues>({
    schema: staffHotelWrite,
    initialValues: hotelFormValues(hotel),
    toBody: hotelWriteBody,
    serverErrors: hotelAnswer?.errors,
  });
  const { t, field, tick, formRef, formik } = form;
  const english = t('office:hotel_english');
  const chinese = t('office:hotel_chinese');
  const [confirming, setConfirming] = useState(false);
  const en = useTranslation().i18n.language === 'en';
  const shownName = (en ? hotel.name_en : hotel.name_cn) || hotel.name_cn || hotel.name_en;
  const lng = Number(formik.values.coord_x);
  const lat = Number(formik.values.coord_y);

  const textField = (base: (typeof HOTEL_TEXTS)[number], lang: 'cn' | 'en') => {
    const name = `${base}_${lang}` as const;
    const label = `${t(`office:hotel_${base}`)} · ${lang === 'cn' ? chinese : english}`;
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
    <Page>
      <Crumb>
        <a href="/hotels">{t('office:hotel_back')}</a>
      </Crumb>
      <h1>{shownName}</h1>
      <Head>
        <p data-testid="office-hotel-status">
          {hotel.published ? t('office:hotel_published') : t('office:hotel_unpublished')}
        </p>
        <Actions>
          <Button href={`/hotels/${hotel.hotel_id}/calendar`} variant="secondary">
            {t('office:hotel_calendar')}
          </Button>
          <Button
            variant={hotel.published ? 'secondary' : 'primary'}
            loading={publishing}
            onClick={() => setConfirming(true)}
          >
            {hotel.published ? t('office:hotel_unpublish') : t('office:hotel_publish')}
          </Button>
        </Actions>
      </Head>
      <StatusLine tone={result?.form === 'publish' ? result.tone : undefined}>
        {result?.form === 'publish' ? result.message : null}
      </StatusLine>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={
          hotel.published ? t('office:hotel_unpublish_title') : t('office:hotel_publish_title')
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('office:hotel_cancel')}
            </Button>
            <Form method="post" onSubmit={() => setConfirming(false)}>
              <input type="hidden" name="intent" value="publish" />
              <input type="hidden" name="published" value={hotel.published ? '0' : '1'} />
              <Button type="submit" variant="primary">
                {hotel.published ? t('office:hotel_unpublish') : t('office:hotel_publish')}
              </Button>
            </Form>
          </>
        }
      >
        <p>{hotel.published ? t('office:hotel_unpublish_body') : t('office:hotel_publish_body')}</p>
      </Modal>

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
                  {en ? choice.name_en || choice.key : choice.name_cn || choice.key}
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
            <TextField
              label={t('office:hotel_latitude')}
              inputMode="decimal"
              {...field('coord_y')}
            />
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
          <StatusLine tone={hotelAnswer?.tone}>{hotelAnswer?.message}</StatusLine>
        </Actions>
      </Form>

      <Section aria-labelledby="hotel-rooms">
        <h2 id="hotel-rooms">{t('office:room_types')}</h2>
        {hotel.room_types.length === 0 ? (
          <Notice role="status">
            <h3>{t('office:room_none')}</h3>
            <p>{t('office:room_none_body')}</p>
          </Notice>
        ) : (
          <RoomList>
            {hotel.room_types.map((room) => (
              <li key={room.hotel_room_type_id}>
                <a href={`/hotels/${hotel.hotel_id}/room-types/${room.hotel_room_type_id}`}>
                  {en ? room.name_en || room.name_cn : room.name_cn || room.name_en}
                </a>
                <span>{t('office:room_rooms_count', { count: room.rooms.length })}</span>
                {room.status === 1 ? null : <span>{t('office:room_hidden')}</span>}
              </li>
            ))}
          </RoomList>
        )}
        <Button href={`/hotels/${hotel.hotel_id}/room-types/new`} variant="secondary">
          {t('office:room_add')}
        </Button>
      </Section>

      <PhotoManager
        title={t('office:hotel_photos')}
        idPrefix="hotel"
        photos={photos}
        answer={result?.form === 'photos' ? result : undefined}
      />
    </Page>
  );
}
