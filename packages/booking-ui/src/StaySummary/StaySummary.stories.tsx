import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaySummary } from './StaySummary';

/** Whether the story renders at the desktop width (the test runner's viewport decides). */
const wide = () => window.matchMedia('(min-width: 768px)').matches;

const meta = {
  title: 'Catalogue/StaySummary',
  component: StaySummary,
  args: {
    destination: 'Athens',
    checkIn: new Date(2030, 5, 12),
    checkOut: new Date(2030, 5, 15),
    editLabel: 'Change search',
    collapse: 'always',
    children: (
      <form aria-label="Search hotels">
        <label>
          Destination <input defaultValue="Athens" />
        </label>
      </form>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stay on one line; the toggle shows and hides the form and says so. */
export const Collapsed: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Athens')).toBeVisible();
    await expect(canvas.getByText('12 Jun – 15 Jun · 3 nights')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Change search' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('form', { name: 'Search hotels' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('form', { name: 'Search hotels' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { destination: '雅典', editLabel: '修改搜索' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6月12日 – 6月15日 · 3 晚')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '您的搜索' })).toBeVisible();
  },
};

/** On a phone with `collapse="mobile"`: the summary, and the form only on demand. */
export const Mobile: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  args: { collapse: 'mobile' },
  play: async ({ canvasElement }) => {
    if (wide()) return;
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Change search' });
    await expect(toggle).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Search hotels' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('form', { name: 'Search hotels' })).toBeVisible();
    const bar = canvas.getByTestId('stay-summary');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

/** Long Chinese destination on a phone: the name is cut with an ellipsis, the dates wrap. */
export const MobileLongChinese: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
  args: {
    collapse: 'mobile',
    destination: '阿提卡大区雅典市普拉卡老城区及周边卫城步行范围',
    editLabel: '修改搜索',
    checkOut: new Date(2030, 6, 28),
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByTestId('stay-summary');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(within(canvasElement).getByText(/46 晚/)).toBeVisible();
  },
};

/** Wide screens with `collapse="mobile"`: no summary, the form as it is. */
export const DesktopShowsForm: Story = {
  globals: { locale: 'en' },
  args: { collapse: 'mobile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (!wide()) return;
    await expect(canvas.getByRole('form', { name: 'Search hotels' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change search' })).toBeNull();
  },
};
