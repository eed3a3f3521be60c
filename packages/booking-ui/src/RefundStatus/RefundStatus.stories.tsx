import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orderPageColumn } from '../stories/order-page';
import { RefundStatus } from './RefundStatus';

const meta = {
  title: 'Booking/RefundStatus',
  component: RefundStatus,
  args: {
    refund: { status: 'pending', amount: 356.5, refund_time: 0 },
    pointsReturned: 1200,
    currency: 2,
    symbol: '€',
    timeZone: 'Europe/Athens',
  },
  decorators: [orderPageColumn],
} satisfies Meta<typeof RefundStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked of the provider, not confirmed yet: the amount and the points already back. */
export const Pending: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('refund-status');
    await expect(panel).toHaveAttribute('data-status', 'pending');
    await expect(panel).toHaveTextContent(
      'Refund of €356.50 requested: it reaches the account you paid with in a few days.',
    );
    await expect(panel).toHaveTextContent('1,200 points were returned to your balance.');
  },
};

/** Confirmed by the provider: the amount and the day, in the hotel's time. */
export const Refunded: Story = {
  globals: { locale: 'en' },
  args: {
    refund: { status: 'refunded', amount: 356.5, refund_time: 1_781_000_000 },
    pointsReturned: 0,
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('refund-status');
    await expect(panel).toHaveTextContent('€356.50 refunded on 9 Jun 2026.');
    await expect(within(panel).queryByTestId('points-returned')).toBeNull();
  },
};

/** The provider could not refund by itself: our staff do, and the traveller is told so. */
export const FailedManual: Story = {
  globals: { locale: 'en' },
  args: {
    refund: { status: 'failed_manual', amount: 18400, refund_time: 0 },
    currency: 4,
    symbol: '¥',
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('refund-status');
    await expect(panel).toHaveTextContent('Refund of ¥18,400: our team is refunding it by hand');
  },
};

/** An unpaid order cancelled: nothing to refund, only its points back. */
export const PointsOnly: Story = {
  globals: { locale: 'zh' },
  args: { refund: null, pointsReturned: 500 },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('refund-status');
    await expect(panel).toHaveAttribute('data-status', 'none');
    await expect(panel).toHaveTextContent('500 积分已退回您的账户。');
  },
};

export const RefundedChinese: Story = {
  globals: { locale: 'zh' },
  args: {
    refund: { status: 'refunded', amount: 1280, refund_time: 1_781_000_000 },
    currency: 1,
    symbol: '￥',
    timeZone: 'Asia/Shanghai',
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('refund-status');
    await expect(panel).toHaveTextContent('￥1,280.00 已于 2026年6月9日 退款。');
    await expect(panel).toHaveTextContent('1,200 积分已退回您的账户。');
  },
};

/** Nothing paid and no points spent: nothing to show. */
export const Nothing: Story = {
  globals: { locale: 'en' },
  args: { refund: null, pointsReturned: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('refund-status')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
};
