import { formatPersonName, type PersonName } from '@bookdirect/gateway-sdk/names';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { useUiTranslation } from '../internal/use-ui-translation';
import { Modal } from '../Modal/Modal';

export interface PickerGuest {
  id: number;
  /** Shown as `formatPersonName` writes it. */
  name: PersonName;
  /** A second line, e.g. the e-mail or the ID type. */
  detail?: string;
}

export interface GuestPickerProps {
  open: boolean;
  onClose: () => void;
  guests: PickerGuest[];
  /** Ids chosen when the modal opens. */
  selected: number[];
  /** The room's maximum occupancy times the rooms. */
  max: number;
  onConfirm: (ids: number[]) => void;
  onAdd: () => void;
  onEdit: (id: number) => void;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  & > li:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  & label {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    min-width: 0;
    cursor: pointer;
  }
  & input {
    width: 18px;
    height: 18px;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  & small {
    display: block;
    color: inherit;
    overflow-wrap: anywhere;
  }
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The pay page's guest list: saved guests with checkboxes, at most `max` (`maximum_guest`
 * beyond), add and edit buttons; confirming with nobody chosen asks for a guest.
 */
export function GuestPicker({
  open,
  onClose,
  guests,
  selected,
  max,
  onConfirm,
  onAdd,
  onEdit,
}: GuestPickerProps) {
  const { t, language } = useUiTranslation();
  const [chosen, setChosen] = useState<number[]>(selected);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (open) {
      setChosen(selected.filter((id) => guests.some((g) => g.id === id)));
      setError(undefined);
    }
  }, [open, selected, guests]);

  const toggle = (id: number, on: boolean) => {
    setError(undefined);
    if (!on) return setChosen((list) => list.filter((x) => x !== id));
    if (chosen.length >= max) return setError(t('validation:maximum_guest'));
    setChosen((list) => [...list, id]);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('booking:choose_guests')}
      footer={
        <>
          <Button variant="secondary" onClick={onAdd}>
            {t('booking:add_guest')}
          </Button>
          <Button
            onClick={() => {
              if (chosen.length === 0) return setError(t('validation:save_guest_information'));
              onConfirm(chosen);
            }}
          >
            {t('booking:confirm')}
          </Button>
        </>
      }
    >
      <Count>{t('booking:guests_chosen', { count: chosen.length, max })}</Count>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      {guests.length === 0 ? (
        <p>{t('booking:no_guests_saved')}</p>
      ) : (
        <List>
          {guests.map((guest) => {
            const name = formatPersonName(guest.name, language);
            return (
              <li key={guest.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.includes(guest.id)}
                    onChange={(event) => toggle(guest.id, event.target.checked)}
                  />
                  <span>
                    {name}
                    {guest.detail ? <small>{guest.detail}</small> : null}
                  </span>
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(guest.id)}
                  aria-label={`${t('booking:edit')} ${name}`}
                >
                  {t('booking:edit')}
                </Button>
              </li>
            );
          })}
        </List>
      )}
    </Modal>
  );
}
