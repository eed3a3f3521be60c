import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type PointsEntry, PointsHistory } from './PointsHistory';

const entries: PointsEntry[] = [
  { id: 4, operate: 1, credits: 1280, createTime: 1_767_225_600, orderId: 'K7Q2M9' },
  { id: 3, operate: 2, credits: -500, createTime: 1_764_547_200, orderId: 'P4X8N1' },
  { id: 2, operate: 3, credits: 500, createTime: 1_761_955_200, orderId: 'P4X8N1' },
  { id: 1, operate: 4, credits: -120, createTime: 1_759_276_800, orderId: '' },
];

const meta = {
  title: 'Members/PointsHistory',
  component: PointsHistory,
  args: { entries, summary: { level: 2, credits: 1160 }, page: 1, pageCount: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointsHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Level, balance, the four operations with signed amounts and dates, and paging links. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Gold')).toBeVisible();
    await expect(canvas.getByText('1,160')).toBeVisible();
    await expect(canvas.getByText('Earned on a completed stay')).toBeVisible();
    await expect(canvas.getByText('+1,280')).toBeVisible();
    await expect(canvas.getByText('-500')).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByText(/1 Jan 2026/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=2');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  args: { entries: [], summary: { level: 1, credits: 0 }, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No points activity yet/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { summary: { level: 4, credits: 1_234_567 }, page: 2, pageCount: 12 },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
