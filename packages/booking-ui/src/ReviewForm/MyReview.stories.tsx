import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orderPageColumn } from '../stories/order-page';
import { MyReview } from './MyReview';

const meta = {
  title: 'Booking/MyReview',
  component: MyReview,
  args: {
    score: 9,
    content: 'Quiet room, kind staff.\nBreakfast on the terrace was the best part.',
    createTime: 1_781_000_000,
    timeZone: 'Europe/Athens',
  },
  decorators: [orderPageColumn],
} satisfies Meta<typeof MyReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const review = within(canvasElement).getByTestId('my-review');
    await expect(within(review).getByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(review).toHaveTextContent('9/10');
    await expect(review).toHaveTextContent(/Written on \d+ \w+ 2026/);
  },
};

/** What the traveller wrote is text: markup in it shows as typed. */
export const MarkupShownAsText: Story = {
  globals: { locale: 'en' },
  args: { score: 4, content: '<b>Noisy</b> <script>alert(1)</script> street' },
  play: async ({ canvasElement }) => {
    const review = within(canvasElement).getByTestId('my-review');
    await expect(review).toHaveTextContent('<b>Noisy</b> <script>alert(1)</script> street');
    await expect(review.querySelector('b, script')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    score: 10,
    content:
      '房间安静整洁，早餐丰富，前台服务很周到。从阳台能看到整片海湾，日落时分尤其美丽。下次来雅典还会再住这里。',
  },
  play: async ({ canvasElement }) => {
    const review = within(canvasElement).getByTestId('my-review');
    await expect(within(review).getByRole('heading', { name: '您的评价' })).toBeVisible();
    await expect(review).toHaveTextContent('10/10 分');
  },
};

export const Mobile: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
};
