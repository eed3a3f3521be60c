import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../Header/Header';
import { SignInPopover } from './SignInPopover';

const meta = {
  title: 'Members/SignInPopover',
  component: SignInPopover,
  args: { action: '/login', hiddenFields: { from: 'header' }, onSubmit: fn() },
  render: (args) => (
    <>
      <Header languageAction="/language" actions={<SignInPopover {...args} />} />
      <p style={{ padding: 24 }}>Page content</p>
    </>
  ),
} satisfies Meta<typeof SignInPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the header, focuses the e-mail box, closes on Escape and gives focus back. */
export const OpensAndCloses: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Sign in' });
    await expect(trigger).toHaveAttribute('href', '/login');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = canvas.getByRole('dialog', { name: 'Sign in' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset_pwd',
    );
    await expect(within(dialog).getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/register',
    );
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(canvas.getByText('Page content'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The header's rule: a malformed address reads 'Email address error'; nothing is posted. */
export const ValidationErrors: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await expect(await within(dialog).findByText('Email address error')).toBeVisible();
    await expect(within(dialog).getByText('Please enter your password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid form goes to the host with its hidden `from=header`. */
export const Submits: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(form).toHaveFormValues({
      from: 'header',
      email: 'ada@example.com',
      password: 'correct horse',
    });
  },
};

/** The gateway refused: its translated message shows in the popover. */
export const GatewayError: Story = {
  globals: { locale: 'en' },
  args: {
    defaultOpen: true,
    message: 'Incorrect username or password',
    defaultEmail: 'ada@example.com',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Incorrect username or password',
    );
  },
};

export const Busy: Story = { args: { defaultOpen: true, busy: true } };

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    defaultOpen: true,
    message: '尝试次数过多，请在 42 秒后重试。为了您的账户安全，请稍后再登录。',
  },
};

/** On phones the control is a link to the /login page inside the header's menu. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const trigger = await canvas.findByRole('button', { name: 'Sign in' });
    await expect(trigger).toHaveAttribute('href', '/login');
  },
};
