import { Button } from '@bookdirect/booking-ui';
import { fieldErrors } from '@bookdirect/gateway-sdk/schemas';
import { STAFF_ROOM_NO_MAX, type StaffRoom, staffRoomsWrite } from '@bookdirect/gateway-sdk/staff';
import { Form, useNavigation } from '@remix-run/react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CatalogAnswer } from '../../catalog/actions.server';
import { type RoomRow, roomErrorRow, roomRows, roomsWriteBody } from '../../catalog/forms';
import { Actions, FieldError, Section, StatusLine } from './layout';

const Rows = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.xs};
    align-items: start;
  }
  & input {
    width: 100%;
    height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
  & input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  & ${FieldError} {
    grid-column: 1 / -1;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Row extends RoomRow {
  /** React's key: stays with the row when one above it is removed. */
  key: number;
}

export interface RoomsEditorProps {
  rooms: readonly StaffRoom[];
  answer?: CatalogAnswer;
}

/**
 * The room type's physical rooms as a list of numbers (and floors): add and remove rows,
 * then save the whole list. A number twice is caught here; one taken by another room type,
 * or fewer rooms than a night has sold (the message names the night), is the gateway's.
 */
export function RoomsEditor({ rooms, answer }: RoomsEditorProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'rooms';
  const next = useRef(0);
  const withKeys = (list: RoomRow[]): Row[] => list.map((row) => ({ ...row, key: next.current++ }));
  const [rows, setRows] = useState<Row[]>(() => withKeys(roomRows(rooms)));
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const [lastAnswer, setLastAnswer] = useState(answer);
  if (lastAnswer !== answer) {
    setLastAnswer(answer);
    setOwnErrors({});
  }
  const errors = { ...(answer?.errors ?? {}), ...ownErrors };

  /** The error of a shown row: errors count the rows sent, blank rows left out. */
  const rowError = (index: number): string | undefined => {
    for (const [path, key] of Object.entries(errors)) {
      const match = /^rooms\[(\d+)\]\.(no|floor)$/.exec(path);
      if (match && roomErrorRow(rows, Number(match[1])) === index) return t(key);
    }
    return undefined;
  };

  const check = (event: FormEvent<HTMLFormElement>) => {
    try {
      staffRoomsWrite.validateSync(roomsWriteBody(rows), { abortEarly: false });
      setOwnErrors({});
    } catch (error) {
      event.preventDefault();
      setOwnErrors(fieldErrors(error));
    }
  };

  const update = (key: number, change: Partial<RoomRow>) =>
    setRows((before) => before.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <Section aria-labelledby="room-rooms">
      <h2 id="room-rooms">{t('office:room_rooms')}</h2>
      <Hint>{t('office:room_rooms_hint')}</Hint>
      <Form method="post" onSubmit={check} noValidate>
        <input type="hidden" name="intent" value="rooms" />
        {rows.length === 0 ? <Hint role="status">{t('office:room_no_rooms')}</Hint> : null}
        <Rows>
          {rows.map((row, index) => {
            const n = index + 1;
            const error = rowError(index);
            const errorId = `room-${row.key}-error`;
            return (
              <li key={row.key} data-testid="office-room-row">
                <input
                  name="room_no"
                  value={row.no}
                  maxLength={STAFF_ROOM_NO_MAX}
                  aria-label={t('office:room_no', { index: n })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => update(row.key, { no: event.target.value })}
                />
                <input
                  name="room_floor"
                  value={row.floor}
                  inputMode="numeric"
                  aria-label={t('office:room_floor', { index: n })}
                  onChange={(event) => update(row.key, { floor: event.target.value })}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('office:room_remove_row', { no: row.no || n })}
                  onClick={() =>
                    setRows((before) => before.filter((other) => other.key !== row.key))
                  }
                >
                  <span aria-hidden="true">×</span>
                </Button>
                {error ? <FieldError id={errorId}>{error}</FieldError> : null}
              </li>
            );
          })}
        </Rows>
        <Actions>
          <Button
            variant="secondary"
            onClick={() => {
              const last = rows.at(-1);
              setRows((before) => [...before, ...withKeys([{ no: '', floor: last?.floor ?? '' }])]);
            }}
          >
            {t('office:room_add_row')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('office:room_save_rooms')}
          </Button>
          <StatusLine tone={answer?.tone}>{answer?.message}</StatusLine>
        </Actions>
      </Form>
    </Section>
  );
}
