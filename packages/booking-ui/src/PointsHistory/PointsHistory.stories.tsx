import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type PointsEntry, PointsHistory } from './PointsHistory';

const entries: PointsEntry[] = [
  {
    id: 5,
    operate: 1,
    credits: 1280,
    createTime: 1_767_225_600,
    orderId: 'K7Q2M9XW4R8T1B6N3D5F',
    expireTime: 1_830_297_600,
  },
  { id: 4, operate: 2, credits: -500, createTime: 1_764_547_200, orderId: 'P4X8N1HC7V2J9Q5M0ZKA' },
  {
    id: 3,
    operate: 3,
    credits: 500,
    createTime: 1_764_806_400,
    orderId: 'P4X8N1HC7V2J9Q5M0ZKA',
    expireTime: 1_827_878_400,
  },
  { id: 2, operate: 4, credits: -120, createTime: 1_759_276_800, orderId: 'G3T9W5B1Y7E2R8H4N6QD' },
  {
    id: 1,
    operate: 1,
    credits: 300,
    createTime: 1_696_118_400,
    orderId: '',
    expireTime: 1_759_276_800,
  },
];

const meta = {
  title: 'Members/PointsHistory',
  component: PointsHistory,
  args: { entries, summary: { level: 2, credits: 1160, nights: 6 }, page: 1, pageCount: 3 },
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

/**
 * Level with its nights and the next step, balance, the four operations with signed amounts,
 * dates, their orders as links and when earned points expire, and paging links.
 */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Gold member')).toBeVisible();
    await expect(
      canvas.getByText('6 nights in the last 12 months · 9 more nights to Platinum'),
    ).toBeVisible();
    await expect(canvas.getByText('1,160')).toBeVisible();
    await expect(canvas.getByText(/valid for 24 months/)).toBeVisible();

    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const [earned, spent, , expired, granted] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const earnedEntry = within(earned);
    await expect(earnedEntry.getByText('Earned on a completed stay')).toBeVisible();
    await expect(earnedEntry.getByText('+1,280')).toBeVisible();
    await expect(earnedEntry.getByText('1 Jan 2026')).toBeVisible();
    await expect(earnedEntry.getByText('Expires 1 Jan 2028')).toBeVisible();
    await expect(
      earnedEntry.getByRole('link', { name: 'Order K7Q2M9XW4R8T1B6N3D5F' }),
    ).toHaveAttribute('href', '/order/detail?orderId=K7Q2M9XW4R8T1B6N3D5F');
    await expect(earned).toHaveAttribute('data-order-id', 'K7Q2M9XW4R8T1B6N3D5F');

    // Spent and expired points have no expiry of their own.
    await expect(within(spent).getByText('-500')).toBeVisible();
    await expect(within(spent).queryByText(/^Expires/)).toBeNull();
    await expect(within(expired).getByText('Expired')).toBeVisible();
    await expect(within(expired).getByRole('link')).toHaveAttribute(
      'href',
      '/order/detail?orderId=G3T9W5B1Y7E2R8H4N6QD',
    );
    // Points granted without an order: nothing to open.
    await expect(within(granted).queryByRole('link')).toBeNull();
    await expect(granted).not.toHaveAttribute('data-order-id');

    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=2');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

/** A host with its own order route. */
export const OwnOrderLinks: Story = {
  globals: { locale: 'en' },
  args: {
    entries: entries.slice(0, 1),
    pageCount: 1,
    orderHref: (id: string) => `/trips/${id}`,
    summary: { level: 4, credits: 99_000, nights: 42 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Order / })).toHaveAttribute(
      'href',
      '/trips/K7Q2M9XW4R8T1B6N3D5F',
    );
    // Diamond is the top: no next level to reach.
    await expect(canvas.getByText('42 nights in the last 12 months')).toBeVisible();
    await expect(canvas.getByText('Diamond member')).toBeVisible();
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  args: { entries: [], summary: { level: 1, credits: 0, nights: 0 }, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No points activity yet/)).toBeVisible();
    await expect(canvas.getByText('Silver member')).toBeVisible();
    await expect(
      canvas.getByText('0 nights in the last 12 months · 5 more nights to Gold'),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { summary: { level: 3, credits: 1_234_567, nights: 29 }, page: 2, pageCount: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('铂金会员')).toBeVisible();
    await expect(canvas.getByText('过去 12 个月入住 29 晚 · 再住 1 晚升级为钻石')).toBeVisible();
    await expect(canvas.getByText('1,234,567')).toBeVisible();
    const [earned] = canvas.getAllByRole('listitem') as [HTMLElement];
    await expect(within(earned).getByText('完成入住获得')).toBeVisible();
    await expect(within(earned).getByText('2028年1月1日 到期')).toBeVisible();
    await expect(
      within(earned).getByRole('link', { name: '订单 K7Q2M9XW4R8T1B6N3D5F' }),
    ).toHaveAttribute('href', '/order/detail?orderId=K7Q2M9XW4R8T1B6N3D5F');
    await expect(canvas.getByText('第 2 页，共 12 页')).toBeVisible();
  },
};

/** On a phone the entries wrap: the long order number and the expiry stay readable. */
export const Mobile: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [earned] = canvas.getAllByRole('listitem') as [HTMLElement];
    await expect(within(earned).getByRole('link')).toBeVisible();
    await expect(within(earned).getByText(/到期$/)).toBeVisible();
    await expect(earned.scrollWidth).toBeLessThanOrEqual(earned.clientWidth + 1);
  },
};
