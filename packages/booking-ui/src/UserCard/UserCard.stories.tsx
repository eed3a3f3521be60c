import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../Header/Header';
import { UserCard } from './UserCard';

const meta = {
  title: 'Members/UserCard',
  component: UserCard,
  args: {
    member: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      mobile: '',
      level: 2,
      nights: 6,
      credits: 1280,
    },
  },
  render: (args) => (
    <>
      <Header languageAction="/language" actions={<UserCard {...args} />} />
      <p style={{ padding: 24 }}>Page content</p>
    </>
  ),
} satisfies Meta<typeof UserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, level label with its nights, points, the four links and Sign out. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^Ada Lovelace\s*, Account menu$/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const card = canvas.getByTestId('user-card');
    await expect(within(card).getByText('Gold member')).toBeVisible();
    await expect(within(card).getByText('6 nights in the last 12 months')).toBeVisible();
    await expect(within(card).getByText('1,280')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Personal data' })).toHaveAttribute(
      'href',
      '/user_center',
    );
    await expect(within(card).getByRole('link', { name: 'My Trips' })).toHaveAttribute(
      'href',
      '/order_list',
    );
    await expect(within(card).getByRole('link', { name: 'Saved hotels' })).toHaveAttribute(
      'href',
      '/user_favorite',
    );
    await expect(within(card).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/reset_pwd',
    );
    const signOut = within(card).getByRole('button', { name: 'Sign out' });
    await expect(signOut.closest('form')).toHaveAttribute('action', '/logout');
    await expect(signOut.closest('form')).toHaveAttribute('method', 'post');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(card).not.toBeVisible();
  },
};

/** No name: the e-mail shows; no e-mail either: the mobile number. */
export const EmailOnly: Story = {
  globals: { locale: 'en' },
  args: {
    member: { name: '', email: 'traveller@example.com', level: 1, nights: 1, credits: 0 },
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 night in the last 12 months')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', {
        name: /^traveller@example\.com\s*, Account menu$/,
      }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('Silver member')).toBeVisible();
  },
};

export const MobileNumberOnly: Story = {
  args: { member: { mobile: '+30 210 555 0100', level: 4, credits: 99000 }, defaultOpen: true },
};

export const LongChineseName: Story = {
  globals: { locale: 'zh' },
  args: {
    member: { name: '欧阳娜娜丽莎·德·拉·克鲁兹·圣地亚哥', level: 3, nights: 17, credits: 1234567 },
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('user-card');
    await expect(within(card).getByText('铂金会员')).toBeVisible();
    await expect(within(card).getByText('过去 12 个月入住 17 晚')).toBeVisible();
    await expect(within(card).getByText('1,234,567')).toBeVisible();
  },
};

/** Without the nights (a host that does not pass them), the level alone. */
export const LevelOnly: Story = {
  globals: { locale: 'en' },
  args: { member: { name: 'Grace Hopper', level: 4, credits: 99000 }, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('user-card');
    await expect(within(card).getByText('Diamond member')).toBeVisible();
    await expect(within(card).queryByText(/in the last 12 months/)).toBeNull();
  },
};

/** On phones the card sits open inside the header's menu. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Personal data' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
