import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Members/SignInForm',
  component: SignInForm,
  args: { action: '/login', onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, margin: '0 auto', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The /login page's rule: a malformed address reads 'Please enter your email'. */
export const Empty: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Please enter your email')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

/** What the action answered: the gateway's words and the address typed. */
export const GatewayError: Story = {
  globals: { locale: 'en' },
  args: { message: 'Incorrect username or password', defaultEmail: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect username or password');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  },
};

/** Field errors from the server (no JavaScript) show until the field is edited. */
export const ServerFieldErrors: Story = {
  globals: { locale: 'en' },
  args: { errors: { email: 'validation:please_enter_your_email' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please enter your email')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'a');
    await expect(canvas.queryByText('Please enter your email')).toBeNull();
  },
};

export const Info: Story = {
  args: { message: '登录后才可访问', messageTone: 'info' },
};

export const Busy: Story = { args: { busy: true } };

export const LongChinese: Story = {
  globals: { locale: 'zh' },
  args: {
    message:
      '尝试次数过多，请在 58 秒后重试。为保护您的账户安全，我们暂时限制了登录，请稍后再试或重置密码。',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
