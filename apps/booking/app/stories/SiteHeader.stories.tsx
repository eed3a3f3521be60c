import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteHeader } from '../root';
import { memberRootData, rootData } from './fixtures';

const meta = {
  title: 'Booking site/Site header',
  component: SiteHeader,
  parameters: { remix: { url: '/order_list', rootData } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: My Trips (the current page), the app, the currencies and sign-in. */
export const Visitor: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My Trips' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

export const VisitorChinese: Story = {};

/** A member: their card (level, points) instead of sign-in. */
export const Member: Story = {
  globals: { locale: 'en' },
  parameters: { remix: { url: '/', rootData: memberRootData } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Sign in' })).toBeNull();
  },
};

/** Phones: the menu opens from its button. */
export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: /菜单/ });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  },
};
