import { KEYBOX_PASSWORD_LENGTH } from '@bookdirect/gateway-sdk/constants';
import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { formatDateTime } from '../internal/format';
import { MailIcon } from '../internal/icons';
import { useUiTranslation } from '../internal/use-ui-translation';
import { HiddenFields } from '../MemberForms/parts';

export interface KeyBoxRoom {
  /** Room number. */
  no: string;
  /** The key-box password, 4 digits. */
  password: string;
  /** Seconds since the epoch: 11:00 hotel time on the morning the room is left. */
  expireTime?: number;
}

export interface KeyBoxPasswordsProps {
  rooms: readonly KeyBoxRoom[];
  /** The hotel's IANA time zone, for the validity time. */
  timeZone?: string;
  /** Where "send to email" posts (the page's action); the button is left out without it. */
  emailAction?: string;
  /** Hidden fields posted with "send to email" (`intent`). */
  emailFields?: Record<string, string>;
  /** Receives the form (Remix's `submit`); without it the form posts natively. */
  onSendEmail?: (form: HTMLFormElement) => void;
  /** The mail is being sent. */
  sending?: boolean;
  /** The check-in guide (`/checkIn_intro?hotelId=...`). */
  guideHref?: string;
}

const Boxes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Box = styled.li`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  & > input {
    width: 100%;
    min-width: 0;
    height: 56px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: 0.4em;
    font-variant-numeric: tabular-nums;
  }
`;

const Eye = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin-top: ${({ theme }) => theme.space.lg};

  & > a:not([data-variant]) {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 3px;
  }

  ${({ theme }) => theme.media.mobile} {
    & > form,
    & > form > button {
      width: 100%;
    }
  }
`;

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

function RoomBox({ room, timeZone }: { room: KeyBoxRoom; timeZone?: string }) {
  const { t, language } = useUiTranslation();
  const [shown, setShown] = useState(false);
  const id = `keybox-${room.no}`;
  return (
    <Box data-testid="keybox-room" data-room={room.no}>
      <label htmlFor={id}>{t('checkin:room_password', { no: room.no })}</label>
      <Row>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={room.password}
          maxLength={KEYBOX_PASSWORD_LENGTH}
          size={KEYBOX_PASSWORD_LENGTH}
          readOnly
          autoComplete="off"
          inputMode="numeric"
          data-testid="keybox-password"
        />
        <Eye
          type="button"
          aria-pressed={shown}
          aria-label={t('checkin:show_password', { no: room.no })}
          onClick={() => setShown((was) => !was)}
          data-testid="keybox-toggle"
        >
          <EyeIcon open={shown} />
        </Eye>
      </Row>
      {room.expireTime ? (
        <p>
          {t('checkin:valid_until', {
            time: formatDateTime(room.expireTime, language, timeZone),
          })}
        </p>
      ) : null}
    </Box>
  );
}

/**
 * Check-in step 3 (spec section 2): one box per room with its 4-digit key-box password,
 * hidden until its eye button (a toggle, `aria-pressed`) shows it; "send to email" posts the
 * page's form, and the check-in guide is one link away.
 */
export function KeyBoxPasswords({
  rooms,
  timeZone,
  emailAction,
  emailFields,
  onSendEmail,
  sending,
  guideHref,
}: KeyBoxPasswordsProps) {
  const { t } = useUiTranslation();
  return (
    <div>
      {rooms.length > 0 ? (
        <Boxes>
          {rooms.map((room) => (
            <RoomBox key={room.no} room={room} timeZone={timeZone} />
          ))}
        </Boxes>
      ) : (
        <p role="status" data-testid="keybox-empty">
          {t('checkin:no_passwords')}
        </p>
      )}
      <Actions>
        {emailAction !== undefined && rooms.length > 0 ? (
          <form
            method="post"
            action={emailAction}
            onSubmit={(event) => {
              if (!onSendEmail) return;
              event.preventDefault();
              onSendEmail(event.currentTarget);
            }}
          >
            <HiddenFields fields={emailFields} />
            <Button type="submit" variant="secondary" loading={sending} data-testid="keybox-email">
              <MailIcon />
              {t('checkin:send_email')}
            </Button>
          </form>
        ) : null}
        {guideHref ? (
          <a href={guideHref} data-testid="keybox-guide">
            {t('checkin:guide_link')} →
          </a>
        ) : null}
      </Actions>
    </div>
  );
}
