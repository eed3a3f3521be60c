import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { orderPageColumn } from '../stories/order-page';
import { KeyBoxPasswords } from './KeyBoxPasswords';

const meta = {
  title: 'Check-in/KeyBoxPasswords',
  component: KeyBoxPasswords,
  args: {
    rooms: [
      { no: '302', password: '4817', expireTime: 1_790_000_000 },
      { no: '303', password: '0592', expireTime: 1_790_000_000 },
    ],
    timeZone: 'Europe/Athens',
    emailAction: '/display_password?order_id=K7Q2M9XA',
    emailFields: { intent: 'email' },
    onSendEmail: fn(),
    guideHref: '/checkIn_intro?hotelId=3',
  },
  decorators: [orderPageColumn],
} satisfies Meta<typeof KeyBoxPasswords>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the eye shows one room's password and hides it again. */
export const ShowAndHide: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText('Password of room 302');
    await expect(box).toHaveAttribute('type', 'password');
    await expect(box).toHaveAttribute('maxlength', '4');
    await expect(box).toHaveValue('4817');
    const eye = canvas.getByRole('button', { name: 'Show the password of room 302' });
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(eye);
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await expect(box).toHaveAttribute('type', 'text');
    // The other room stays hidden.
    await expect(canvas.getByLabelText('Password of room 303')).toHaveAttribute('type', 'password');
    // Keyboard: Space on the focused toggle hides it again.
    eye.focus();
    await userEvent.keyboard(' ');
    await expect(box).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Send to email' }));
    await waitFor(() => expect(args.onSendEmail).toHaveBeenCalledOnce());
    const form = (args.onSendEmail as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(form).toHaveFormValues({ intent: 'email' });
    await expect(canvas.getByRole('link', { name: /Check-in guide/ })).toHaveAttribute(
      'href',
      '/checkIn_intro?hotelId=3',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '显示 303 号房密码' }));
    await expect(canvas.getByLabelText('303 号房密码')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: '发送到邮箱' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /入住指南/ })).toBeVisible();
  },
};

/** No password yet: the page says so and offers no mail. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { rooms: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('keybox-empty')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send to email' })).toBeNull();
  },
};

export const Sending: Story = { globals: { locale: 'en' }, args: { sending: true } };

export const Phone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('keybox-room')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Send to email' })).toBeVisible();
  },
};

export const PhoneChinese: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
};
