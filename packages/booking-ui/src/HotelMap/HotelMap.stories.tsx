import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HotelMap } from './HotelMap';

const meta = {
  title: 'Catalogue/HotelMap',
  component: HotelMap,
  args: { lat: 37.97148, lng: 23.72667, name: 'Plaka House' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HotelMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without GOOGLE_MAPS_API_KEY: the location card, coordinates and a map link, no script. */
export const WithoutKey: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('location-card')).toHaveTextContent('37.97148');
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=37.97148&mlon=23.72667#map=16/37.97148/23.72667',
    );
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };
