import { routeMeta } from '@bookdirect/app-shell';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import {
  HiddenCaption,
  Muted,
  OfficePage,
  Panel,
  Table,
  TableWrap,
  Tag,
} from '../components/layout';
import { localName } from '../names';
import { orStaffError, requireStaff } from '../staff.server';

export const meta = routeMeta({ title: 'office_hotels' });

export const ErrorBoundary = OfficeErrorBoundary;

/** The hotels the staff member works for (all of them for an admin), with their room types. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { gateway } = await requireStaff(request);
  const { hotel_list } = await orStaffError(gateway.call(staffEndpoints.staffHotels), request);
  return { hotels: hotel_list };
}

const HotelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
  }

  a {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Num = styled.td`
  font-variant-numeric: tabular-nums;
  text-align: right !important;
`;

export default function Hotels() {
  const { t, i18n } = useTranslation();
  const { hotels } = useLoaderData<typeof loader>();
  const lang = i18n.language;
  return (
    <OfficePage title={t('titles:office_hotels')}>
      {hotels.length === 0 ? (
        <Panel data-testid="hotels-empty">
          <h2>{t('office:hotels_empty_title')}</h2>
          <Muted>{t('office:hotels_empty_body')}</Muted>
        </Panel>
      ) : (
        hotels.map((hotel) => {
          const name = localName(hotel, lang);
          return (
            <Panel
              key={hotel.hotel_id}
              aria-labelledby={`hotel-${hotel.hotel_id}`}
              data-testid="hotel"
            >
              <HotelHead>
                <h2 id={`hotel-${hotel.hotel_id}`}>{name}</h2>
                <Tag $tone={hotel.published ? 'good' : 'muted'}>
                  {hotel.published
                    ? t('office:hotel_state_published')
                    : t('office:hotel_state_hidden')}
                </Tag>
                <a href={`/hotels/${hotel.hotel_id}`}>{t('office:hotel_open', { name })}</a>
              </HotelHead>
              {hotel.room_types.length === 0 ? (
                <Muted>{t('office:room_none')}</Muted>
              ) : (
                <TableWrap>
                  <Table>
                    <HiddenCaption>{t('office:room_types_of', { name })}</HiddenCaption>
                    <thead>
                      <tr>
                        <th scope="col">{t('office:room_types')}</th>
                        <th scope="col">{t('office:rooms_in_service')}</th>
                        <th scope="col">{t('office:hotel_calendar')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {hotel.room_types.map((roomType) => {
                        const roomName = localName(roomType, lang);
                        return (
                          <tr key={roomType.hotel_room_type_id}>
                            <th scope="row">{roomName}</th>
                            <Num>{roomType.rooms}</Num>
                            <td>
                              <a
                                href={`/hotels/${hotel.hotel_id}/calendar?room_type=${roomType.hotel_room_type_id}`}
                                aria-label={t('office:calendar_of', { name: roomName })}
                              >
                                {t('office:hotel_calendar')}
                              </a>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </Table>
                </TableWrap>
              )}
            </Panel>
          );
        })
      )}
    </OfficePage>
  );
}
