import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderCard } from './OrderCard';

const meta = {
  title: 'Booking/OrderCard',
  component: OrderCard,
  args: {
    orderId: 'K7Q2M9XA',
    status: 2,
    hotelName: 'Aegean Blue Suites',
    roomName: 'Deluxe Sea View Double',
    startDay: 20260612,
    endDay: 20260615,
    rooms: 1,
    amount: 356.5,
    currency: 2,
    symbol: '€',
    href: '/order/detail?orderId=K7Q2M9XA',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names, status, dates, '1 room', the amount in the order's currency and the check link. */
export const Paid: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Upcoming')).toBeVisible();
    await expect(card.getByText('€356.50')).toBeVisible();
    await expect(card.getByText(/1 room/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Check' })).toHaveAttribute(
      'href',
      '/order/detail?orderId=K7Q2M9XA',
    );
  },
};

/** Yen has no decimals. */
export const Yen: Story = {
  globals: { locale: 'en' },
  args: { currency: 4, symbol: '¥', amount: 18400, status: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥18,400')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { hotelName: '爱琴海蓝色套房酒店', roomName: '豪华海景双床房', status: 9 },
};

export const Mobile: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
