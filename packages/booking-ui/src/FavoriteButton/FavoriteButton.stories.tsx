import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavoriteButton } from './FavoriteButton';

/** A toggle as a site wires it: pressing flips the saved state. */
function Toggle({ initial, onToggle }: { initial: boolean; onToggle: (saved: boolean) => void }) {
  const [saved, setSaved] = useState(initial);
  return (
    <FavoriteButton
      type="button"
      variant="labelled"
      saved={saved}
      onClick={() => {
        setSaved(!saved);
        onToggle(!saved);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/FavoriteButton',
  component: FavoriteButton,
  args: { saved: false, hotelName: 'Acropolis View Hotel', onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: '#dfe9ef' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FavoriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over a card's photo: a heart named after the hotel, not pressed. */
export const NotSaved: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Save Acropolis View Hotel',
    });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    // Inside a form it submits it: the site's action saves without JavaScript.
    await expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Saved: the heart filled, the button pressed, the same name. */
export const Saved: Story = {
  globals: { locale: 'en' },
  args: { saved: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Save Acropolis View Hotel',
    });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** On the hotel's page: heart and label; pressing toggles. */
export const Labelled: Story = {
  globals: { locale: 'en' },
  render: (args) => <Toggle initial={false} onToggle={(saved) => args.onClick?.(saved as never)} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onClick).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** In Chinese, with a long hotel name. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { saved: true, hotelName: '雅典卫城景观精品酒店（普拉卡历史街区店）' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: '收藏雅典卫城景观精品酒店（普拉卡历史街区店）',
    });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** While the save runs. */
export const Busy: Story = {
  args: { busy: true, variant: 'labelled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  args: { variant: 'labelled', saved: true },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'zh' },
};
