import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { notFound } from '@bookdirect/app-shell/server';
import type { BodyOf } from '@bookdirect/gateway-sdk/endpoints';
import { staffEndpoints, staffRoomsWrite, staffRoomTypeWrite } from '@bookdirect/gateway-sdk/staff';
import { translate } from '@bookdirect/locales';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
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
  facilityChoices,
  roomRowsFromPost,
  roomsWriteBody,
  roomTypeFormFromPost,
  roomTypeFormValues,
  roomTypeWriteBody,
} from '../catalog/forms';
import { isMultipart } from '../catalog/photo-upload.server';
import { Crumb, Page, StatusLine } from '../components/catalog/layout';
import { PhotoManager } from '../components/catalog/PhotoManager';
import { RoomsEditor } from '../components/catalog/RoomsEditor';
import { RoomTypeForm } from '../components/catalog/RoomTypeForm';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { shell } from '../shell.server';
import { orStaffError, requireStaff, staffAction } from '../staff.server';

export const meta = routeMeta({ title: 'office_room_type' });

export const handle: I18nHandle = { i18n: ['validation'] };

export const ErrorBoundary = OfficeErrorBoundary;

/** The room type as its hotel's answer carries it (hidden ones too), and its photos. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { gateway } = await requireStaff(request);
  const hotelId = idParam(params.hotelId);
  const roomTypeId = idParam(params.roomTypeId);
  const [hotel, photos] = await orStaffError(
    Promise.all([
      gateway.call(staffEndpoints.staffHotel, { params: { id: hotelId } }),
      gateway.call(staffEndpoints.staffPhotos, {
        query: { hotel_id: hotelId, room_type_id: roomTypeId },
      }),
    ]),
    request,
  );
  const room = hotel.room_types.find((type) => type.hotel_room_type_id === roomTypeId);
  if (!room) throw notFound();
  return {
    hotel: { hotel_id: hotel.hotel_id, name_cn: hotel.name_cn, name_en: hotel.name_en },
    room,
    choices: facilityChoices(hotel.room_facility_choices, room),
    photos: photos.photo_list,
  };
}

/** Save the fields, save the rooms, or the photos' posts. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hotelId = idParam(params.hotelId);
  const id = idParam(params.roomTypeId);
  const owner = { hotel_id: hotelId, room_type_id: id };
  if (isMultipart(request)) return photoUpload(request, owner);
  const lang = shell.language(request);
  return staffAction(request, async ({ gateway }, post) => {
    const intent = post.get('intent');
    if (intent === 'photo_order' || intent === 'photo_delete') {
      return photoPost(gateway, owner, lang, post);
    }
    if (intent === 'rooms') {
      const checked = checkBody(staffRoomsWrite, roomsWriteBody(roomRowsFromPost(post)));
      if (!checked.ok) return answer('rooms', { tone: 'error', errors: checked.errors }, 400);
      try {
        const saved = await gateway.call(staffEndpoints.staffRoomsWrite, {
          params: { id },
          body: checked.value,
        });
        const message = translate(lang, 'office:room_rooms_saved', { count: saved.rooms.length });
        return answer('rooms', { tone: 'success', message });
      } catch (error) {
        return failedAnswer('rooms', error, lang);
      }
    }
    // The keys offered are the room type's own: read them again rather than trust the post.
    const hotel = await gateway.call(staffEndpoints.staffHotel, { params: { id: hotelId } });
    const room = hotel.room_types.find((type) => type.hotel_room_type_id === id);
    if (!room) throw notFound();
    const body = roomTypeWriteBody(
      roomTypeFormFromPost(post),
      facilityChoices(hotel.room_facility_choices, room),
    );
    const checked = checkBody(staffRoomTypeWrite, body);
    if (!checked.ok) {
      const message = translate(lang, 'office:hotel_fix_fields');
      return answer('room', { tone: 'error', message, errors: checked.errors }, 400);
    }
    try {
      // The schema has held `status` to 0 or 1 and `bedroom_nums` to the kinds; yup types them wider.
      const write = checked.value as BodyOf<typeof staffEndpoints.staffRoomTypeWrite>;
      await gateway.call(staffEndpoints.staffRoomTypeWrite, { params: { id }, body: write });
    } catch (error) {
      return failedAnswer('room', error, lang);
    }
    return answer('room', { tone: 'success', message: translate(lang, 'office:room_saved') });
  });
}

export default function RoomTypePage() {
  const { hotel, room, choices, photos } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as CatalogAnswer | undefined;
  const [search] = useSearchParams();
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const hotelName = (en ? hotel.name_en : hotel.name_cn) || hotel.name_cn;
  const roomName = (en ? room.name_en : room.name_cn) || room.name_cn;
  const created = search.get('created') === '1' && !result;
  return (
    <Page>
      <Crumb>
        <a href={`/hotels/${hotel.hotel_id}`}>{hotelName}</a>
      </Crumb>
      <h1>{roomName}</h1>
      <StatusLine tone={created ? 'success' : undefined}>
        {created ? t('office:room_created') : null}
      </StatusLine>
      <RoomTypeForm
        key={`${room.hotel_room_type_id}`}
        initialValues={roomTypeFormValues(room)}
        choices={choices}
        submitLabel={t('office:room_save')}
        answer={result?.form === 'room' ? result : undefined}
      />
      <RoomsEditor
        key={room.rooms.map((one) => one.no).join(',')}
        rooms={room.rooms}
        answer={result?.form === 'rooms' ? result : undefined}
      />
      <PhotoManager
        title={t('office:room_photos')}
        idPrefix={`room-${room.hotel_room_type_id}`}
        photos={photos}
        answer={result?.form === 'photos' ? result : undefined}
      />
    </Page>
  );
}
