import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PaymentResultModal } from './PaymentResultModal';

const meta = {
  title: 'Booking site/Booking/PaymentResultModal',
  component: PaymentResultModal,
  args: { result: 'success', orderId: 'K7Q2M9XA4TB8N3WZ5RCD', closeHref: '/order_list' },
  parameters: { remix: { url: '/order_list?payment=success' } },
} satisfies Meta<typeof PaymentResultModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the provider, paid: the order is one click away; closing leaves the list. */
export const Paid: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('link')).toHaveAttribute(
      'href',
      '/order/detail?orderId=K7Q2M9XA4TB8N3WZ5RCD',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const PaidChinese: Story = {};

/** The payment did not go through. */
export const Failed: Story = {
  globals: { locale: 'en' },
  args: { result: 'error' },
  parameters: { remix: { url: '/order_list?payment=error' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
