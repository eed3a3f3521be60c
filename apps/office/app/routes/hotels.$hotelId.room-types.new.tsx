import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import type { BodyOf } from '@bookdirect/gateway-sdk/endpoints';
import { staffEndpoints, staffRoomTypeCreate } from '@bookdirect/gateway-sdk/staff';
import { translate } from '@bookdirect/locales';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import {
  answer,
  type CatalogAnswer,
  checkBody,
  failedAnswer,
  idParam,
} from '../catalog/actions.server';
import {
  facilityChoices,
  NEW_ROOM_TYPE,
  roomTypeFormFromPost,
  roomTypeWriteBody,
} from '../catalog/forms';
import { Crumb, Page } from '../components/catalog/layout';
import { RoomTypeForm } from '../components/catalog/RoomTypeForm';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { shell } from '../shell.server';
import { orStaffError, requireStaff, staffAction } from '../staff.server';

export const meta = routeMeta({ title: 'office_room_type' });

export const handle: I18nHandle = { i18n: ['validation'] };

export const ErrorBoundary = OfficeErrorBoundary;

/** The hotel it is added to (its name for the way back; rec 5 for a hotel out of reach). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { gateway } = await requireStaff(request);
  const id = idParam(params.hotelId);
  const hotel = await orStaffError(
    gateway.call(staffEndpoints.staffHotel, { params: { id } }),
    request,
  );
  return {
    hotel: { hotel_id: hotel.hotel_id, name_cn: hotel.name_cn, name_en: hotel.name_en },
    choices: facilityChoices(hotel.room_facility_choices, undefined),
  };
}

/** Creates the room type and goes on to its page, where its rooms and photos are added. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hotelId = idParam(params.hotelId);
  const lang = shell.language(request);
  return staffAction(request, async ({ gateway }, post) => {
    const values = roomTypeFormFromPost(post);
    const hotel = await gateway.call(staffEndpoints.staffHotel, { params: { id: hotelId } });
    const choices = facilityChoices(hotel.room_facility_choices, undefined);
    const body = { ...roomTypeWriteBody(values, choices), hotel_id: hotelId };
    const checked = checkBody(staffRoomTypeCreate, body);
    if (!checked.ok) {
      const message = translate(lang, 'office:hotel_fix_fields');
      return answer('room', { tone: 'error', message, errors: checked.errors }, 400);
    }
    try {
      // The call's type names every field, yet the gateway defaults those left out (the
      // contract): the schema has checked what is sent.
      const create = checked.value as BodyOf<typeof staffEndpoints.staffRoomTypeCreate>;
      const created = await gateway.call(staffEndpoints.staffRoomTypeCreate, { body: create });
      return redirect(`/hotels/${hotelId}/room-types/${created.hotel_room_type_id}?created=1`);
    } catch (error) {
      return failedAnswer('room', error, lang);
    }
  });
}

export default function NewRoomTypePage() {
  const { hotel, choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as CatalogAnswer | undefined;
  const { t, i18n } = useTranslation();
  const hotelName = (i18n.language === 'en' ? hotel.name_en : hotel.name_cn) || hotel.name_cn;
  return (
    <Page>
      <Crumb>
        <a href={`/hotels/${hotel.hotel_id}`}>{hotelName}</a>
      </Crumb>
      <h1>{t('office:room_new_title')}</h1>
      <RoomTypeForm
        initialValues={NEW_ROOM_TYPE}
        choices={choices}
        submitLabel={t('office:room_create')}
        answer={result}
      />
    </Page>
  );
}
