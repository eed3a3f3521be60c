import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { CatalogAnswer } from '../catalog/actions.server';
import { hotelAction, loadHotel } from '../catalog/hotel.server';
import { HotelFactsForm } from '../components/catalog/HotelFactsForm';
import { Crumb, Page } from '../components/catalog/layout';
import { PhotoManager } from '../components/catalog/PhotoManager';
import { PublishControl } from '../components/catalog/PublishControl';
import { RoomTypeList } from '../components/catalog/RoomTypeList';
import { OfficeErrorBoundary } from '../components/ErrorPage';

export const meta = routeMeta({ title: 'office_hotel' });

export const handle: I18nHandle = { i18n: ['validation'] };

export const ErrorBoundary = OfficeErrorBoundary;

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadHotel(request, params.hotelId);

export const action = ({ request, params }: ActionFunctionArgs) =>
  hotelAction(request, params.hotelId);

/** A hotel of the catalogue: listed or not, its facts, its room types and its photos. */
export default function HotelPage() {
  const { hotel, photos, mapsKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as CatalogAnswer | undefined;
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const shownName = (en ? hotel.name_en : hotel.name_cn) || hotel.name_cn || hotel.name_en;
  return (
    <Page>
      <Crumb>
        <a href="/hotels">{t('office:hotel_back')}</a>
      </Crumb>
      <h1>{shownName}</h1>
      <PublishControl
        hotelId={hotel.hotel_id}
        published={Boolean(hotel.published)}
        answer={result?.form === 'publish' ? result : undefined}
      />
      <HotelFactsForm
        hotel={hotel}
        shownName={shownName}
        mapsKey={mapsKey}
        answer={result?.form === 'hotel' ? result : undefined}
      />
      <RoomTypeList hotelId={hotel.hotel_id} roomTypes={hotel.room_types} />
      <PhotoManager
        title={t('office:hotel_photos')}
        idPrefix="hotel"
        photos={photos}
        answer={result?.form === 'photos' ? result : undefined}
      />
    </Page>
  );
}
