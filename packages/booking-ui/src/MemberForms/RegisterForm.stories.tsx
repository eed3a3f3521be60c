import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CodeCountdown } from '../CodeButton/CodeButton';
import { expectManagerFriendlyPasswordBox, fillLikeAutofill } from './autofill-testing';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Members/RegisterForm',
  component: RegisterForm,
  args: { action: '/register', onSubmit: fn(), onRequestCode: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, margin: '0 auto', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Get Code does nothing while the e-mail is empty; everything blank gives the spec's one message. */
export const Empty: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onRequestCode).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'JOIN NOW' }));
    await expect(
      (await canvas.findAllByText('Please enter your email address and password')).length,
    ).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The confirmation is compared when it loses focus. */
export const MismatchOnBlur: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'first-password');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'other-password');
    await expect(canvas.queryByText('The two passwords you entered did not match.')).toBeNull();
    await userEvent.tab();
    await expect(
      await canvas.findByText('The two passwords you entered did not match.'),
    ).toBeVisible();
  },
};

/** Copy, paste, cut and the context menu are blocked; autofill is not. */
export const PasswordBoxes: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const box of [
      canvas.getByLabelText('Password'),
      canvas.getByLabelText('Confirm password'),
    ]) {
      await expect(box).toHaveAttribute('autocomplete', 'new-password');
      for (const type of ['copy', 'paste', 'cut', 'contextmenu']) {
        const event = new Event(type, { bubbles: true, cancelable: true });
        box.dispatchEvent(event);
        await expect(event.defaultPrevented).toBe(true);
      }
    }
  },
};

/**
 * A password manager fills both boxes (a native value set and an `insertReplacementText` input,
 * as autofill does) and the form takes it, filed under the e-mail as `username`; a paste into
 * the same boxes is still prevented.
 */
export const PasswordManagerFill: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('name', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    const password = canvas.getByLabelText('Password');
    const confirm = canvas.getByLabelText('Confirm password');
    await expectManagerFriendlyPasswordBox(password, 'password');
    await expectManagerFriendlyPasswordBox(confirm, 'confirm');

    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    const generated = 'Xk9#vQ2!pL7wRz';
    await expect(fillLikeAutofill(password, generated)).toBe(true);
    await expect(fillLikeAutofill(confirm, generated)).toBe(true);
    await expect(password).toHaveValue(generated);
    await expect(confirm).toHaveValue(generated);
    // Leaving the confirmation compares it: the filled values match.
    confirm.focus();
    await userEvent.tab();
    await expect(canvas.queryByText('The two passwords you entered did not match.')).toBeNull();

    const paste = new Event('paste', { bubbles: true, cancelable: true });
    password.dispatchEvent(paste);
    await expect(paste.defaultPrevented).toBe(true);
    await expect(password).toHaveValue(generated);

    await userEvent.click(canvas.getByRole('button', { name: 'JOIN NOW' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(form).toHaveFormValues({
      email: 'ada@example.com',
      code: '123456',
      password: generated,
      confirm: generated,
    });
  },
};

function WithCountdown(args: Parameters<typeof RegisterForm>[0]) {
  const [countdown, setCountdown] = useState<CodeCountdown | null>(null);
  return (
    <RegisterForm
      {...args}
      codeCountdown={countdown}
      onRequestCode={(email) => {
        args.onRequestCode?.(email);
        setCountdown({ seconds: 59, key: Date.now() });
      }}
    />
  );
}

/** A complete, valid form: code asked, then JOIN NOW posts the form. */
export const Complete: Story = {
  globals: { locale: 'en' },
  render: (args) => <WithCountdown {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('ada@example.com');
    await expect(
      canvas.getByRole('button', { name: 'Resend the verification code after 59 seconds' }),
    ).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'correct horse');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'JOIN NOW' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(form).toHaveFormValues({
      email: 'ada@example.com',
      code: '123456',
      marketing_consent: true,
    });
  },
};

export const GatewayError: Story = {
  globals: { locale: 'en' },
  args: {
    message: 'The user name you input already exists.',
    errors: { code: 'account:code_incorrect' },
    defaultEmail: 'ada@example.com',
  },
};

export const LongChinese: Story = {
  globals: { locale: 'zh' },
  args: {
    message:
      '请在 42 秒后再获取验证码。我们已经向您的邮箱发送了一封验证邮件，请先查看收件箱和垃圾邮件文件夹。',
    codeCountdown: { seconds: 42, key: 1 },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  args: { codeCountdown: { seconds: 59, key: 1 } },
};
