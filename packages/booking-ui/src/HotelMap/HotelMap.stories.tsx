import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HotelMap } from './HotelMap';

const meta = {
  title: 'Catalogue/HotelMap',
  component: HotelMap,
  args: {
    lat: 37.97148,
    lng: 23.72667,
    name: 'Plaka House',
    address: 'Kydathineon 14, Plaka, 105 58 Athens',
  },
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

/** The card a traveller reads: the address and a map link, never raw coordinates. */
async function addressAndLink(canvasElement: HTMLElement, linkName: string) {
  const canvas = within(canvasElement);
  const card = canvas.getByTestId('location-card');
  await expect(card).toHaveTextContent('Kydathineon 14, Plaka, 105 58 Athens');
  await expect(card).not.toHaveTextContent(/37\.97|23\.72|Latitude|纬度/);
  const link = canvas.getByRole('link', { name: linkName });
  await expect(link).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=37.97148&mlon=23.72667#map=16/37.97148/23.72667',
  );
  await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
}

/** Without GOOGLE_MAPS_API_KEY: the location card with the address and a map link, no script. */
export const WithoutKey: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => addressAndLink(canvasElement, 'Open in a map'),
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => addressAndLink(canvasElement, '在地图中打开'),
};

/** On a phone the map link is still a 24 px tap target. */
export const Mobile: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => addressAndLink(canvasElement, 'Open in a map'),
};

/** No address known: the card names the hotel instead. */
export const WithoutAddress: Story = {
  globals: { locale: 'en' },
  args: { address: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('location-card');
    await expect(card).toHaveTextContent('Plaka House');
    await expect(card).not.toHaveTextContent(/37\.97|Latitude/);
  },
};
