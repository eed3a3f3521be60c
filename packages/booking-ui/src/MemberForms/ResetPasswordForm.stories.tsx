import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectManagerFriendlyPasswordBox, fillLikeAutofill } from './autofill-testing';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Members/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { action: '/reset_pwd', onSubmit: fn(), onRequestCode: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, margin: '0 auto', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Missing fields: 'The information is incomplete'; a malformed address: 'Email address error'. */
export const Empty: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect((await canvas.findAllByText('The information is incomplete')).length).toBe(4);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@');
    await expect(await canvas.findByText('Email address error')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Complete: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '654321');
    await userEvent.type(canvas.getByLabelText('New password'), 'new password 1');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'new password 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

/**
 * The account's e-mail is the `username` a password manager files the new password under; its
 * fill of the two boxes is taken, a paste is not.
 */
export const PasswordManagerFill: Story = {
  globals: { locale: 'en' },
  args: { defaultEmail: 'ada@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('name', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(email).toHaveValue('ada@example.com');
    const password = canvas.getByLabelText('New password');
    const confirm = canvas.getByLabelText('Confirm password');
    await expectManagerFriendlyPasswordBox(password, 'password');
    await expectManagerFriendlyPasswordBox(confirm, 'confirm');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '654321');
    await expect(fillLikeAutofill(password, 'Xk9#vQ2!pL7wRz')).toBe(true);
    await expect(fillLikeAutofill(confirm, 'Xk9#vQ2!pL7wRz')).toBe(true);
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    confirm.dispatchEvent(paste);
    await expect(paste.defaultPrevented).toBe(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(form).toHaveFormValues({ password: 'Xk9#vQ2!pL7wRz', confirm: 'Xk9#vQ2!pL7wRz' });
  },
};

/** The countdown runs even after an error (spec), next to the gateway's words. */
export const ErrorWithCountdown: Story = {
  globals: { locale: 'en' },
  args: {
    message: 'Please wait 37 seconds before asking for another code.',
    codeCountdown: { seconds: 37, key: 1 },
    defaultEmail: 'ada@example.com',
  },
};

/** Done: 'Password has been reset, please log in again', fields locked while the page moves on. */
export const Done: Story = {
  globals: { locale: 'en' },
  args: {
    done: true,
    message: 'Password has been reset, please log in again',
    messageTone: 'success',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Password has been reset');
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

export const LongChinese: Story = {
  globals: { locale: 'zh' },
  args: {
    message:
      '验证码已过期或已使用，请重新获取。如果多次收不到邮件，请检查垃圾邮件文件夹或联系客服。',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { codeCountdown: { seconds: 59, key: 1 } },
};
