import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orderPageColumn } from '../stories/order-page';
import { CheckinSteps } from './CheckinSteps';

const meta = {
  title: 'Check-in/CheckinSteps',
  component: CheckinSteps,
  args: { current: 1 },
  decorators: [orderPageColumn],
} satisfies Meta<typeof CheckinSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: booking info is the current step; the others are still to come. */
export const BookingInfo: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Check-in progress' });
    const steps = within(nav).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Step 1 of 3: Booking info');
    await expect(steps[2]).toHaveTextContent('Get password');
  },
};

/** Step 2 in Chinese: the first step says it is done. */
export const GuestInfoChinese: Story = {
  globals: { locale: 'zh' },
  args: { current: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('已完成');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveTextContent('入住人信息');
  },
};

export const PasswordPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const PasswordPhoneChinese: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
  args: { current: 3 },
};
