import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Carousel } from './Carousel';

const colours = ['#0b4f8a', '#b4532a', '#2e6b3a', '#7a2e6b'];

const meta = {
  title: 'Marketing/Carousel',
  component: Carousel,
  args: {
    label: 'Our brand',
    slides: colours.map((colour, i) => ({
      id: `slide-${i + 1}`,
      content: (
        <div style={{ height: 180, padding: 24, background: colour, color: '#fff' }}>
          <h3 style={{ margin: 0 }}>Slide {i + 1}</h3>
        </div>
      ),
    })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four slides, turning every 15 s; the picker and the arrow keys move it. */
export const Slides: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByTestId('carousel');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const active = () => carousel.querySelector('[data-active="true"]');
    const first = active();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    await expect(active()).not.toBe(first);
    await expect(within(carousel).getByRole('link', { name: 'Show slide 4' })).toBeVisible();
    // Back to where it started, nothing focused: its picture is the story's first view,
    // whether it is taken before this play has run or after.
    await userEvent.click(within(carousel).getByRole('link', { name: 'Show slide 1' }));
    await expect(active()).toBe(first);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

/** A slower turn, for a page that wants one. */
export const SlowTurn: Story = { globals: { locale: 'en' }, args: { intervalMs: 60_000 } };

/** Phones: the slides take the width, the picker stays reachable. */
export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
