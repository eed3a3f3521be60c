import { Button, Notice } from '@bookdirect/booking-ui';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Section } from './layout';

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

interface RoomTypeItem {
  hotel_room_type_id: number;
  name_cn: string;
  name_en: string;
  status: number;
  rooms: readonly unknown[];
}

/** A hotel's room types, each with its rooms and whether it is hidden, and the way to add one. */
export function RoomTypeList({
  hotelId,
  roomTypes,
}: {
  hotelId: number;
  roomTypes: readonly RoomTypeItem[];
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  return (
    <Section aria-labelledby="hotel-rooms">
      <h2 id="hotel-rooms">{t('office:room_types')}</h2>
      {roomTypes.length === 0 ? (
        <Notice role="status">
          <h3>{t('office:room_none')}</h3>
          <p>{t('office:room_none_body')}</p>
        </Notice>
      ) : (
        <RoomList>
          {roomTypes.map((room) => (
            <li key={room.hotel_room_type_id}>
              <a href={`/hotels/${hotelId}/room-types/${room.hotel_room_type_id}`}>
                {en ? room.name_en || room.name_cn : room.name_cn || room.name_en}
              </a>
              <span>{t('office:room_rooms_count', { count: room.rooms.length })}</span>
              {room.status === 1 ? null : <span>{t('office:room_hidden')}</span>}
            </li>
          ))}
        </RoomList>
      )}
      <Button href={`/hotels/${hotelId}/room-types/new`} variant="secondary">
        {t('office:room_add')}
      </Button>
    </Section>
  );
}
