import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CodeCountdown } from '../CodeButton/CodeButton';
import { type UiKey, useUiTranslation } from '../internal/use-ui-translation';
import { MailedCodeFields } from './MailedCodeFields';

type Name = 'email' | 'code' | 'password' | 'confirm';

interface HarnessProps {
  /** Locales keys of field errors, by field. */
  errors?: Partial<Record<Name, UiKey>>;
  email?: string;
  onRequestCode?: (email: string) => void;
  codeCountdown?: CodeCountdown | null;
  codeBusy?: boolean;
}

/** The fields as the registration and reset forms give them their values. */
function Harness({ errors = {}, email = '', ...code }: HarnessProps) {
  const { t } = useUiTranslation();
  const [values, setValues] = useState<Record<Name, string>>({
    email,
    code: '',
    password: '',
    confirm: '',
  });
  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => {},
    error: errors[name] ? t(errors[name]) : undefined,
  });
  return (
    <form style={{ display: 'grid', gap: 16, maxWidth: 420, padding: 24 }}>
      <MailedCodeFields
        idPrefix="story"
        field={field}
        t={t}
        passwordLabel="member:new_password"
        {...code}
      />
    </form>
  );
}

const meta = {
  title: 'Members/MailedCodeFields',
  component: Harness,
  args: { onRequestCode: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Get Code mails a code to the address typed; the two password boxes refuse pasting. */
export const RequestCode: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'lin.wei@example.com');
    await userEvent.click(canvas.getByRole('button', { name: /code/i }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('lin.wei@example.com');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

/** After a send: the countdown until another code may be asked for. */
export const CountingDown: Story = {
  args: { email: 'lin.wei@example.com', codeCountdown: { seconds: 59, key: 1 } },
};

/** What the schema said of each field. */
export const WithErrors: Story = {
  globals: { locale: 'en' },
  args: {
    email: 'lin.wei@',
    errors: {
      email: 'validation:email_address_error',
      code: 'validation:please_enter_code',
      confirm: 'validation:passwords_do_not_match',
    },
  },
};

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
