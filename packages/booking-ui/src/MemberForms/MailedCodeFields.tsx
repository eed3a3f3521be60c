import type { FocusEvent } from 'react';
import { CodeButton, type CodeCountdown } from '../CodeButton/CodeButton';
import type { UiKey } from '../internal/use-ui-translation';
import { TextField } from '../TextField/TextField';
import { noClipboard } from './parts';

/** What `useMemberForm`'s `field(name)` hands a text field. */
interface FieldProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: (event: FocusEvent) => void;
  error?: string;
}

export interface MailedCodeFieldsProps {
  /** Prefix of the inputs' ids: `register`, `reset`. */
  idPrefix: string;
  field: (name: 'email' | 'code' | 'password' | 'confirm') => FieldProps;
  t: (key: UiKey) => string;
  passwordLabel: UiKey;
  onRequestCode?: (email: string) => void;
  codeCountdown?: CodeCountdown | null;
  codeBusy?: boolean;
}

/**
 * E-mail, the mailed code with Get Code, a new password and its confirmation: the part the
 * registration and reset forms share. Copy, paste, cut and the context menu are blocked on the
 * two password fields (spec) while autofill and password managers still work: each box has a
 * `name`, an `id` its label points at and `autocomplete="new-password"`, and the e-mail is the
 * account's `username` in both forms, so a manager offers a strong password and files it under
 * that address. `noClipboard` leaves `beforeinput` and `input` alone (autofill's
 * `insertReplacementText`).
 */
export function MailedCodeFields({
  idPrefix,
  field,
  t,
  passwordLabel,
  onRequestCode,
  codeCountdown,
  codeBusy = false,
}: MailedCodeFieldsProps) {
  const email = field('email').value.trim();
  return (
    <>
      <TextField
        {...field('email')}
        id={`${idPrefix}-email`}
        type="email"
        inputMode="email"
        autoComplete="username"
        label={t('member:email')}
        placeholder={t('member:email_placeholder')}
      />
      <TextField
        {...field('code')}
        id={`${idPrefix}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        label={t('member:code')}
        placeholder={t('member:code_placeholder')}
        addon={
          <CodeButton
            name="intent"
            value="send_code"
            countdown={codeCountdown}
            busy={codeBusy}
            onRequest={
              onRequestCode
                ? () => {
                    if (email) onRequestCode(email);
                  }
                : undefined
            }
          />
        }
      />
      <TextField
        {...field('password')}
        {...noClipboard}
        id={`${idPrefix}-password`}
        type="password"
        autoComplete="new-password"
        label={t(passwordLabel)}
        hint={t('member:password_hint')}
      />
      <TextField
        {...field('confirm')}
        {...noClipboard}
        id={`${idPrefix}-confirm`}
        type="password"
        autoComplete="new-password"
        label={t('member:confirm_password')}
      />
    </>
  );
}
