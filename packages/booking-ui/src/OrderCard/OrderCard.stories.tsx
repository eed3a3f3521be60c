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

/** A completed stay links to its review on the order page. */
export const ToReview: Story = {
  globals: { locale: 'en' },
  args: { status: 6, reviewHref: '/order/detail?orderId=K7Q2M9XA#review' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Pending review')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      '/order/detail?orderId=K7Q2M9XA#review',
    );
  },
};

/** Reviewed already: no second review link. */
export const Reviewed: Story = {
  globals: { locale: 'en' },
  args: { status: 8, reviewHref: '/order/detail?orderId=K7Q2M9XA#review' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Reviewed')).toBeVisible();
    await expect(card.queryByRole('link', { name: 'Write a review' })).toBeNull();
  },
};

export const ToReviewChinese: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
  args: {
    status: 6,
    hotelName: '爱琴海蓝色套房酒店',
    roomName: '豪华海景双床房',
    reviewHref: '/order/detail?orderId=K7Q2M9XA#review',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('link', { name: '写评价' })).toBeVisible();
    await expect(card.getByRole('link', { name: '查看' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { hotelName: '爱琴海蓝色套房酒店', roomName: '豪华海景双床房', status: 9 },
};

export const Mobile: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};

/** Long Chinese hotel and room names wrap; the status and the amount keep their place. */
export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  args: {
    hotelName: '雅典卫城脚下百年石屋精品酒店（普拉卡老城区步行五分钟可达地铁站）',
    roomName: '豪华双人间（可眺望卫城景观，含双人早餐及机场接送服务）',
  },
};
