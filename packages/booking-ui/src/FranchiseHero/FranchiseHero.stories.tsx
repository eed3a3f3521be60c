import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FranchiseHero } from './FranchiseHero';

const meta = {
  title: 'Marketing/FranchiseHero',
  component: FranchiseHero,
  args: { bookingUrl: 'https://book.example', onApply: fn() },
} satisfies Meta<typeof FranchiseHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The marketing site's first screen: join the group, or book a hotel. */
export const Hero: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.some((a) => a.getAttribute('href') === 'https://book.example')).toBe(true);
    const apply = links.find((a) => a.getAttribute('href') === '#join');
    if (apply) {
      await userEvent.click(apply);
      await expect(args.onApply).toHaveBeenCalled();
    }
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
