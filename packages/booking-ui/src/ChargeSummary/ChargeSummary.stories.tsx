import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChargeSummary } from './ChargeSummary';

const meta = {
  title: 'Booking/ChargeSummary',
  component: ChargeSummary,
  args: {
    nights: [
      { day: 20260612, price: 118.9 },
      { day: 20260613, price: 132.5 },
    ],
    rooms: 1,
    points: 1000,
    pointsValue: 1.28,
    pointsGain: 250,
    payAmount: 250.12,
    currency: 2,
    symbol: '€',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChargeSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed it shows the total; opened, each night truncated, fees included, points. */
export const Collapsible: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('€118.00')).not.toBeVisible();
    await userEvent.click(canvas.getByText('Charge summary'));
    await expect(canvas.getByText('€118.00')).toBeVisible();
    await expect(canvas.getAllByText('Included')).toHaveLength(2);
    await expect(canvas.getByText('1,000 points (-€1.28)')).toBeVisible();
    await expect(canvas.getByText('250')).toBeVisible();
  },
};

export const Opened: Story = { globals: { locale: 'zh' }, args: { defaultOpen: true } };

export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  args: { defaultOpen: true },
};
