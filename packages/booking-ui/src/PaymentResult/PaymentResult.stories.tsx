import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentResult } from './PaymentResult';

const meta = {
  title: 'Booking/PaymentResult',
  component: PaymentResult,
  args: { result: 'success', open: true, onClose: fn() },
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the provider, paid: the way to the order. */
export const Paid: Story = {
  globals: { locale: 'en' },
  args: { orderHref: '/order/detail?orderId=B2611240001' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('link')).toHaveAttribute(
      'href',
      '/order/detail?orderId=B2611240001',
    );
  },
};

/** The payment failed; without an order the button only closes. */
export const Failed: Story = {
  globals: { locale: 'zh' },
  args: { result: 'error' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  ...Paid,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  play: undefined,
};
