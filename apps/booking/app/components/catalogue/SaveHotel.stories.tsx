import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueRoutes } from '../../stories/fixtures';
import { SaveHotel } from './SaveHotel';

const meta = {
  title: 'Booking site/Hotel/SaveHotel',
  component: SaveHotel,
  args: { hotelId: 1001, hotelName: 'Plaka Courtyard Suites', favoriteId: 0 },
  parameters: { remix: { url: '/hotel/search?city_id=101', routes: catalogueRoutes } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaveHotel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form posting to /user_favorite that comes back here; with JavaScript the heart fills at once
 * and stays filled when the action answers. */
export const Save: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: /Plaka Courtyard Suites/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const form = heart.closest('form');
    await expect(form).toHaveAttribute('action', '/user_favorite');
    await expect(form).toHaveFormValues({
      intent: 'save',
      hotelId: '1001',
      redirectTo: '/hotel/search?city_id=101',
    });
    await userEvent.click(heart);
    // Answered as data (the form is sent enhanced), not by a redirect back to an unsaved page.
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Saved already: pressing it removes the hotel. */
export const Saved: Story = {
  globals: { locale: 'en' },
  args: { favoriteId: 77 },
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: /Plaka Courtyard Suites/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart.closest('form')).toHaveFormValues({ intent: 'remove', favoriteId: '77' });
  },
};

/** With its words, as on the hotel page. */
export const Labelled: Story = { args: { variant: 'labelled' } };

export const LabelledSaved: Story = {
  globals: { locale: 'en' },
  args: { variant: 'labelled', favoriteId: 77 },
};
