import { formatLongDay, stayNights } from '@bookdirect/gateway-sdk';
import type { StaffBoardEntry, StaffBoardRoom } from '@bookdirect/gateway-sdk/staff';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { BoardList } from '../../desk/board-form';
import { localName } from '../../names';
import { HiddenCaption, Muted, Panel, Table, TableWrap, Tag } from '../layout';
import { DeskButton } from './DeskButton';

/** What a row needs besides its order: the night's rooms and the order's room type. */
export interface BoardContext {
  /** The night shown, `YYYYMMDD`. */
  day: number;
  /** Every room of the hotel that night, with the order holding it. */
  rooms: StaffBoardRoom[];
  /** Each order's room type id (see `loadBoard`). */
  roomTypes: Record<string, number>;
  language: 'zh' | 'en';
}

/** One list of the board (arrivals, in house, departures) as a table, or its empty state. */
export function BoardTable({
  list,
  entries,
  context,
}: {
  list: BoardList;
  entries: StaffBoardEntry[];
  context: BoardContext;
}) {
  const { t } = useTranslation();
  const headingId = `board-${list}`;
  return (
    <Panel aria-labelledby={headingId} data-testid={`board-${list}`}>
      <h2 id={headingId}>
        {t(`office_desk:${list}`)} <Count>({entries.length})</Count>
      </h2>
      {entries.length === 0 ? (
        <Muted>{t(`office_desk:${list}_empty`)}</Muted>
      ) : (
        <TableWrap>
          <Table>
            <HiddenCaption>{t(`office_desk:${list}`)}</HiddenCaption>
            <thead>
              <tr>
                <th scope="col">{t('office_desk:col_guest')}</th>
                <th scope="col">{t('office_desk:col_order')}</th>
                <th scope="col">{t('office_desk:col_room_type')}</th>
                <th scope="col">{t('office_desk:col_nights')}</th>
                <th scope="col">{t('office_desk:col_rooms')}</th>
                <th scope="col">{t('office_desk:col_state')}</th>
                <th scope="col">{t('office_desk:col_arrival')}</th>
                <th scope="col">{t('office_desk:col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <BoardRow key={entry.order_id} list={list} entry={entry} context={context} />
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Panel>
  );
}

function BoardRow({
  list,
  entry,
  context,
}: {
  list: BoardList;
  entry: StaffBoardEntry;
  context: BoardContext;
}) {
  const { t } = useTranslation();
  const { language } = context;
  const nights = stayNights(entry.start_day, entry.end_day);
  const platform = entry.ota_id !== 1;
  // The rooms can move while the stay has nights from the board's night on.
  const movable = list !== 'departures' && entry.hotel_status !== 5 && entry.end_day > context.day;
  const checkedIn = entry.hotel_status === 4;
  return (
    <tr data-testid="board-entry" data-order={entry.order_id}>
      <th scope="row">
        {entry.guest_name}
        {entry.requests ? (
          <Requests>{t('office_desk:requests_line', { text: entry.requests })}</Requests>
        ) : null}
      </th>
      <td>
        <a href={`/orders/${entry.order_id}`}>{entry.order_id}</a>
        {platform ? (
          <Badge data-testid="platform-badge">
            <Tag>{t('office_desk:platform')}</Tag> {entry.ota_order_id ?? ''}
          </Badge>
        ) : null}
      </td>
      <td>
        {localName(entry.room_type, language)}
        <Small>{t('office_desk:rooms_booked', { count: entry.nums })}</Small>
      </td>
      <td>
        {nights}
        <Small>
          {t('office_desk:stay', {
            from: formatLongDay(entry.start_day, language),
            to: formatLongDay(entry.end_day, language),
          })}
        </Small>
      </td>
      <td data-testid="board-rooms">
        {entry.rooms.length === 0 ? (
          <Tag>{t('office_desk:not_assigned')}</Tag>
        ) : (
          entry.rooms.map((room) => <RoomNo key={room.group_no}>{room.no}</RoomNo>)
        )}
      </td>
      <td>
        <Tag $tone={checkedIn ? 'good' : 'muted'}>
          {t(`office_desk:state_${entry.hotel_status}`)}
        </Tag>
      </td>
      <td>{entry.arrival_time}</td>
      <td>
        <RowActions>
          {movable ? <RoomChange entry={entry} context={context} /> : null}
          {checkedIn && list !== 'departures'
            ? entry.rooms.map((room) => (
                <Form method="post" key={room.group_no}>
                  <input type="hidden" name="order_id" value={entry.order_id} />
                  <input type="hidden" name="hotel_room_id" value={room.hotel_room_id} />
                  <input type="hidden" name="no" value={room.no} />
                  <DeskButton
                    intent="keybox"
                    fields={{ order_id: entry.order_id, hotel_room_id: room.hotel_room_id }}
                  >
                    {t('office_desk:reset_keybox', { no: room.no })}
                  </DeskButton>
                </Form>
              ))
            : null}
          {list === 'in_house' && entry.hotel_status !== 5 ? (
            <Form method="post">
              <input type="hidden" name="order_id" value={entry.order_id} />
              <DeskButton intent="depart" fields={{ order_id: entry.order_id }}>
                {t('office_desk:depart')}
              </DeskButton>
            </Form>
          ) : null}
        </RowActions>
      </td>
    </tr>
  );
}

/**
 * "Change room": one form per room of the order, a select of the rooms of its room type that
 * night; a room another order holds is shown disabled with that order, so the desk sees why.
 */
function RoomChange({ entry, context }: { entry: StaffBoardEntry; context: BoardContext }) {
  const { t } = useTranslation();
  const typeId = context.roomTypes[entry.order_id];
  const choices = context.rooms.filter((room) => room.hotel_room_type_id === typeId);
  if (typeId === undefined || choices.length === 0) return null;
  const groups = Array.from({ length: Math.max(entry.nums, 1) }, (_, index) => index + 1);
  const from = entry.start_day <= context.day ? context.day : undefined;
  return (
    <details data-testid="room-change">
      <summary>{t('office_desk:change_room')}</summary>
      {groups.map((group) => {
        const current = entry.rooms.find((room) => room.group_no === group);
        const id = `room-${entry.order_id}-${group}`;
        return (
          <Form method="post" key={group}>
            <input type="hidden" name="order_id" value={entry.order_id} />
            <input type="hidden" name="group_no" value={group} />
            {from ? <input type="hidden" name="from" value={from} /> : null}
            <label htmlFor={id}>{t('office_desk:new_room', { group })}</label>
            <select id={id} name="hotel_room_id" defaultValue={current?.hotel_room_id}>
              {choices.map((room) => {
                const mine = room.order_id === entry.order_id;
                const held = room.order_id !== null && !mine;
                const label = held
                  ? t('office_desk:room_held_by', { no: room.no, order: room.order_id })
                  : room.hotel_room_id === current?.hotel_room_id
                    ? t('office_desk:room_current', { no: room.no })
                    : room.no;
                return (
                  <option
                    key={room.hotel_room_id}
                    value={room.hotel_room_id}
                    disabled={held || (mine && room.hotel_room_id !== current?.hotel_room_id)}
                  >
                    {label}
                  </option>
                );
              })}
            </select>
            <DeskButton
              intent="room"
              variant="primary"
              fields={{ order_id: entry.order_id, group_no: group }}
            >
              {t('office_desk:move')}
            </DeskButton>
          </Form>
        );
      })}
    </details>
  );
}

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: normal;
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Requests = styled(Small)`
  font-weight: normal;
  white-space: pre-line;
`;

const Badge = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const RoomNo = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const RowActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};

  summary {
    min-height: 32px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryText};
  }

  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  details form {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: ${({ theme }) => theme.space.xs};
  }

  label {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  select {
    min-height: 32px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;
