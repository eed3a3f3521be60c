import { DEFAULT_PHONE_PREFIX } from '@bookdirect/gateway-sdk/constants';
import { checkinGuestSchema, fieldErrors } from '@bookdirect/gateway-sdk/schemas';
import { type FormikErrors, getIn, setIn, useFormik } from 'formik';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { useCountryNames } from '../GuestForm/countries';
import { ChevronDownIcon } from '../internal/icons';
import { type UiKey, useUiTranslation } from '../internal/use-ui-translation';
import {
  ChoiceGroupError,
  Form,
  FormActions,
  FormMessage,
  HiddenFields,
} from '../MemberForms/parts';
import { PhoneField } from '../PhoneField/PhoneField';
import { SelectField, TextField } from '../TextField/TextField';
import { NATIONALITIES, nationalityByNumeric } from './nationalities';

/** One check-in guest as the form holds it (spec section 3, "Guest (check-in)"). */
export interface CheckinGuestValues {
  first_name: string;
  last_name: string;
  /** Numeric ISO 3166 code as text, '' until chosen. */
  nationality: string;
  /** '1' ID card, '2' passport, '3' tax number, '' until chosen. */
  card_type: string;
  id_card: string;
  email: string;
  tel_prefix: string;
  phone: string;
}

/** One assigned room of the stay and its guests. */
export interface CheckinRoomValues {
  no: string;
  start_day: number;
  end_day: number;
  hotel_room_id: number;
  order_group_no: string;
  guest: CheckinGuestValues[];
}

export interface CheckinGuestFormProps {
  rooms: readonly CheckinRoomValues[];
  /** The room type's maximum adults: the most guests a room takes. */
  maxGuests: number;
  /** Where the form posts (the page's action). */
  action?: string;
  /** Receives the form once every guest passes the rules (Remix's `submit`). */
  onSubmit?: (form: HTMLFormElement) => void;
  busy?: boolean;
  /** The gateway's refusal, above the form. */
  message?: string;
  /** Field paths (`rooms[0].guest[1].email`, `rooms[0].guest`) to locales keys. */
  errors?: Partial<Record<string, string>>;
  hiddenFields?: Record<string, string>;
  /** The first problem found on submit, translated (for a toast). */
  onInvalid?: (message: string) => void;
  /** Content above the guests inside the fold (an intro line). */
  intro?: ReactNode;
}

export const emptyCheckinGuest = (
  names: { first_name?: string; last_name?: string } = {},
): CheckinGuestValues => ({
  first_name: names.first_name ?? '',
  last_name: names.last_name ?? '',
  nationality: '',
  card_type: '',
  id_card: '',
  email: '',
  tel_prefix: DEFAULT_PHONE_PREFIX,
  phone: '',
});

const GUEST_FIELDS = [
  'last_name',
  'first_name',
  'nationality',
  'card_type',
  'id_card',
  'email',
  'tel_prefix',
  'phone',
] as const;

type Values = { rooms: CheckinRoomValues[] };

/** Every rule of every guest, and 1 to `max` guests per room, as Formik's nested errors. */
function validateRooms(values: Values, max: number): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  values.rooms.forEach((room, i) => {
    if (room.guest.length === 0) {
      errors = setIn(errors, `rooms.${i}.guestCount`, 'validation:please_add_guest');
    } else if (room.guest.length > max) {
      errors = setIn(errors, `rooms.${i}.guestCount`, 'validation:maximum_guest');
    }
    room.guest.forEach((guest, j) => {
      try {
        checkinGuestSchema.validateSync(guest, { abortEarly: false });
      } catch (error) {
        for (const [name, key] of Object.entries(fieldErrors(error))) {
          errors = setIn(errors, `rooms.${i}.guest.${j}.${name}`, key);
        }
      }
    });
  });
  return errors;
}

/** The first error's path in page order, for focus and the toast. */
function firstError(errors: FormikErrors<Values>, values: Values): [string, string] | undefined {
  for (const [i, room] of values.rooms.entries()) {
    const count = getIn(errors, `rooms.${i}.guestCount`);
    if (typeof count === 'string') return [`rooms[${i}].add`, count];
    for (const j of room.guest.keys()) {
      for (const name of GUEST_FIELDS) {
        const key = getIn(errors, `rooms.${i}.guest.${j}.${name}`);
        if (typeof key === 'string') return [`rooms[${i}].guest[${j}].${name}`, key];
      }
    }
  }
  return undefined;
}

const Fold = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const FoldButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: start;
  cursor: pointer;

  & > svg {
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  }
`;

const FoldBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};

  &[hidden] {
    display: none;
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }
`;

const RoomSet = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const GuestSet = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & > legend {
    padding: 0 ${({ theme }) => theme.space.xxs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const GuestHead = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -${({ theme }) => theme.space.xs};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > p {
    margin: 0;
  }
`;

/**
 * Check-in step 2's guests (spec sections 2, 3 and 5): per assigned room a list of guests with
 * add and delete (the first cannot be deleted), at most the room's adults; every field of a
 * check-in guest (names, nationality by numeric ISO code, ID type and number, e-mail, phone with
 * its prefix) with the gateway's own rules and messages. The whole block folds. Field names
 * are `rooms[i].guest[j].field`, with each room's `start_day`, `end_day`, `hotel_room_id` and
 * `order_group_no` beside them, so the form also posts without JavaScript.
 */
export function CheckinGuestForm({
  rooms,
  maxGuests,
  action,
  onSubmit,
  busy,
  message,
  errors: serverErrors,
  hiddenFields,
  onInvalid,
  intro,
}: CheckinGuestFormProps) {
  const { t } = useUiTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const [serverShown, setServerShown] = useState(serverErrors);
  const [lastServer, setLastServer] = useState(serverErrors);
  if (lastServer !== serverErrors) {
    setLastServer(serverErrors);
    setServerShown(serverErrors);
  }
  /** A room whose Add was refused at its maximum: the room's index. */
  const [full, setFull] = useState<number | undefined>();
  const focusNext = useRef<string | undefined>();
  const nationalities = useCountryNames(NATIONALITIES);

  const formik = useFormik<Values>({
    initialValues: {
      rooms: rooms.map((room) => ({
        ...room,
        guest: room.guest.length > 0 ? room.guest : [emptyCheckinGuest()],
      })),
    },
    validateOnChange: true,
    validateOnBlur: false,
    validate: (values) => validateRooms(values, maxGuests),
    onSubmit: () => {
      const form = formRef.current;
      if (!form) return;
      if (onSubmit) onSubmit(form);
      else form.submit();
    },
  });

  useEffect(() => {
    const name = focusNext.current;
    if (!name) return;
    focusNext.current = undefined;
    const control = formRef.current?.querySelector<HTMLElement>(
      name.startsWith('checkin-add-') ? `#${name}` : `[name="${name}"]`,
    );
    control?.focus();
  });

  const errorAt = (path: string): string | undefined => {
    const own = getIn(formik.errors, path.replace(/\[(\d+)\]/g, '.$1'));
    if (typeof own === 'string' && formik.submitCount > 0) return t(own as UiKey);
    const server = serverShown?.[path];
    return server ? t(server as UiKey) : undefined;
  };

  const change = (path: string, value: string) => {
    setServerShown(undefined);
    void formik.setFieldValue(path, value);
  };

  const bind = (path: string) => ({
    name: path,
    value: (getIn(formik.values, path) as string | undefined) ?? '',
    onChange: (event: { target: { value: string } }) => change(path, event.target.value),
    error: errorAt(path),
  });

  const addGuest = (i: number) => {
    const room = formik.values.rooms[i];
    if (!room) return;
    if (room.guest.length >= maxGuests) {
      setFull(i);
      onInvalid?.(t('validation:maximum_guest'));
      return;
    }
    setFull(undefined);
    focusNext.current = `rooms[${i}].guest[${room.guest.length}].last_name`;
    void formik.setFieldValue(`rooms.${i}.guest`, [...room.guest, emptyCheckinGuest()]);
  };

  const deleteGuest = (i: number, j: number) => {
    const room = formik.values.rooms[i];
    if (!room || j === 0) return;
    setFull(undefined);
    focusNext.current = `checkin-add-${i}`;
    void formik.setFieldValue(
      `rooms.${i}.guest`,
      room.guest.filter((_, k) => k !== j),
    );
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      data-testid="checkin-guest-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const found = await formik.validateForm();
        formik.handleSubmit();
        const first = firstError(found, formik.values);
        if (!first) return;
        setOpen(true);
        onInvalid?.(t(first[1] as UiKey));
        const [path] = first;
        const selector = path.endsWith('.add')
          ? `#checkin-add-${path.match(/\d+/)?.[0]}`
          : `[name="${path}"]`;
        // After the fold has opened.
        requestAnimationFrame(() => {
          formRef.current?.querySelector<HTMLElement>(selector)?.focus();
        });
      }}
    >
      <HiddenFields fields={hiddenFields} />
      <FormMessage message={message} />
      <Fold aria-labelledby={`${bodyId}-title`}>
        <h2 id={`${bodyId}-title`}>
          <FoldButton
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((was) => !was)}
            data-testid="checkin-guests-toggle"
          >
            <span>{t('checkin:guests_title')}</span>
            <ChevronDownIcon />
          </FoldButton>
        </h2>
        <FoldBody id={bodyId} hidden={!open}>
          {intro}
          {formik.values.rooms.map((room, i) => {
            const countError =
              full === i
                ? t('validation:maximum_guest')
                : (errorAt(`rooms[${i}].guestCount`) ?? errorAt(`rooms[${i}].guest`));
            return (
              <RoomSet key={`${room.order_group_no}-${room.start_day}`} data-testid="checkin-room">
                <legend>{t('checkin:room_guests', { no: room.no })}</legend>
                <input type="hidden" name={`rooms[${i}].start_day`} value={room.start_day} />
                <input type="hidden" name={`rooms[${i}].end_day`} value={room.end_day} />
                <input
                  type="hidden"
                  name={`rooms[${i}].hotel_room_id`}
                  value={room.hotel_room_id}
                />
                <input
                  type="hidden"
                  name={`rooms[${i}].order_group_no`}
                  value={room.order_group_no}
                />
                {room.guest.map((_, j) => {
                  const base = `rooms[${i}].guest[${j}]`;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: guests have no id; a deleted one shifts the rest, as their fields do
                    <GuestSet key={j} data-testid="checkin-guest">
                      <legend>{t('checkin:guest_n', { n: j + 1 })}</legend>
                      {j > 0 ? (
                        <GuestHead>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('checkin:delete_guest', { n: j + 1, no: room.no })}
                            onClick={() => deleteGuest(i, j)}
                          >
                            {t('checkin:delete')}
                          </Button>
                        </GuestHead>
                      ) : null}
                      <Pair>
                        <TextField
                          label={t('booking:last_name')}
                          autoComplete={j === 0 && i === 0 ? 'family-name' : 'off'}
                          {...bind(`${base}.last_name`)}
                        />
                        <TextField
                          label={t('booking:first_name')}
                          autoComplete={j === 0 && i === 0 ? 'given-name' : 'off'}
                          {...bind(`${base}.first_name`)}
                        />
                      </Pair>
                      <SelectField
                        label={t('checkin:nationality')}
                        {...bind(`${base}.nationality`)}
                        onChange={(event) => {
                          const value = event.target.value;
                          change(`${base}.nationality`, value);
                          const prefix = nationalityByNumeric(value)?.prefix;
                          if (prefix) void formik.setFieldValue(`${base}.tel_prefix`, prefix);
                        }}
                      >
                        <option value="">{t('booking:choose')}</option>
                        {nationalities.map((n) => (
                          <option key={n.numeric} value={String(n.numeric)}>
                            {n.name}
                          </option>
                        ))}
                      </SelectField>
                      <Pair>
                        <SelectField label={t('checkin:card_type')} {...bind(`${base}.card_type`)}>
                          <option value="">{t('booking:choose')}</option>
                          <option value="1">{t('checkin:card_id')}</option>
                          <option value="2">{t('checkin:card_passport')}</option>
                          <option value="3">{t('checkin:card_tax')}</option>
                        </SelectField>
                        <TextField
                          label={t('checkin:id_card')}
                          autoComplete="off"
                          spellCheck={false}
                          {...bind(`${base}.id_card`)}
                        />
                      </Pair>
                      <TextField
                        label={t('booking:email')}
                        type="email"
                        autoComplete={j === 0 && i === 0 ? 'email' : 'off'}
                        {...bind(`${base}.email`)}
                      />
                      <PhoneField
                        allowEmpty
                        prefix={bind(`${base}.tel_prefix`)}
                        number={bind(`${base}.phone`)}
                      />
                    </GuestSet>
                  );
                })}
                <AddRow>
                  <Button
                    id={`checkin-add-${i}`}
                    variant="secondary"
                    size="sm"
                    onClick={() => addGuest(i)}
                    aria-describedby={`checkin-max-${i}`}
                    data-testid="checkin-add-guest"
                  >
                    + {t('checkin:add_guest')}
                  </Button>
                  <p id={`checkin-max-${i}`}>{t('checkin:guests_max', { max: maxGuests })}</p>
                </AddRow>
                {countError ? (
                  <ChoiceGroupError role="alert" data-testid="checkin-guest-count-error">
                    {countError}
                  </ChoiceGroupError>
                ) : null}
              </RoomSet>
            );
          })}
        </FoldBody>
      </Fold>
      <FormActions>
        <Button type="submit" size="lg" loading={busy} data-testid="checkin-submit">
          {t('checkin:submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
