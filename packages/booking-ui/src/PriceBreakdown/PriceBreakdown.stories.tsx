import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceBreakdown } from './PriceBreakdown';

const meta = {
  title: 'Booking/PriceBreakdown',
  component: PriceBreakdown,
  args: {
    nights: [
      { day: 20260612, price: 118.5 },
      { day: 20260613, price: 132 },
      { day: 20260614, price: 132 },
    ],
    amount: 382.5,
    points: 0,
    pointsValue: 0,
    payAmount: 382.5,
    currency: 2,
    symbol: '€',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPoints: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('pay-amount')).toHaveTextContent('€382.50');
    await expect(canvas.getByText('€118.50')).toBeVisible();
    await expect(canvas.getByText('Cleaning fees and taxes included')).toBeVisible();
  },
};

/** Points come off the room total. */
export const WithPoints: Story = {
  globals: { locale: 'en' },
  args: { points: 2400, pointsValue: 3.07, payAmount: 379.43 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Points (2,400)')).toBeVisible();
    await expect(canvas.getByText('-€3.07')).toBeVisible();
    await expect(canvas.getByTestId('pay-amount')).toHaveTextContent('€379.43');
  },
};

/** Yen has no minor unit: every line shows whole yen, in both languages. */
export const Yen: Story = {
  globals: { locale: 'en' },
  args: {
    nights: [
      { day: 20260612, price: 34900 },
      { day: 20260613, price: 36200 },
    ],
    amount: 71100,
    points: 2400,
    pointsValue: 240,
    payAmount: 70860,
    currency: 4,
    symbol: '¥',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('¥34,900')).toBeVisible();
    await expect(canvas.getByText('¥71,100')).toBeVisible();
    await expect(canvas.getByText('-¥240')).toBeVisible();
    await expect(canvas.getByTestId('pay-amount')).toHaveTextContent(/^¥70,860$/);
  },
};

export const YenChinese: Story = {
  ...Yen,
  globals: { locale: 'zh' },
};

export const Refreshing: Story = { globals: { locale: 'zh' }, args: { busy: true } };

export const Phone: Story = {
  ...WithPoints,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  play: undefined,
};
