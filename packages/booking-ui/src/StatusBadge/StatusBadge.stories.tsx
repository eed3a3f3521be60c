import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Booking/StatusBadge',
  component: StatusBadge,
  args: { status: 2 },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Upcoming')).toBeVisible();
  },
};

export const Unpaid: Story = { globals: { locale: 'en' }, args: { status: 1 } };
export const Cancelled: Story = { globals: { locale: 'zh' }, args: { status: 9 } };

/** An unknown status shows nothing rather than a wrong label. */
export const Unknown: Story = {
  args: { status: 4 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
