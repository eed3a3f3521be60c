import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { photo } from '../stories/catalogue-fixtures';
import { RoomTypeCard } from './RoomTypeCard';

const meta = {
  title: 'Catalogue/RoomTypeCard',
  component: RoomTypeCard,
  args: {
    name: 'Deluxe Double with Acropolis View',
    imageSrc: photo(25),
    stayPrice: 384,
    currency: 2,
    currencySymbol: '€',
    nights: 3,
    roomsLeft: 2,
    bedroomNums: 1,
    maxGuests: 2,
    area: 28,
    roomKind: 'Deluxe',
    reserveHref: '/hotel/booking?enterDate=20300612&leaveDate=20300615&hotelId=1&roomTypeId=3',
    nightlyPrices: [
      { date: new Date(2030, 5, 12), price: 120 },
      { date: new Date(2030, 5, 13), price: 120 },
      { date: new Date(2030, 5, 14), price: 144 },
    ],
    facilities: {
      basic: [
        { name: 'Air conditioning', present: true },
        { name: 'Wi-Fi', present: true },
        { name: 'Balcony', present: false },
      ],
      bathroom: [{ name: 'Rain shower', present: true }],
      kitchen: [],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RoomTypeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€384.00')).toBeVisible();
    await expect(canvas.getByText('for 3 nights')).toBeVisible();
    await expect(canvas.getByText('2 rooms left')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reserve' })).toHaveAttribute(
      'href',
      expect.stringContaining('/hotel/booking?'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Rate details' }));
    const rate = await canvas.findByRole('dialog', { name: 'Rate details' });
    await expect(within(rate).getByText('€144.00')).toBeVisible();
    await expect(within(rate).getByText('€384.00')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Room details' }));
    const room = await canvas.findByRole('dialog', { name: 'Deluxe Double with Acropolis View' });
    await expect(within(room).getByText('Rain shower')).toBeVisible();
    await expect(within(room).queryByText('Balcony')).toBeNull();
    await userEvent.click(within(room).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** No room left: Reserve cannot be followed. */
export const SoldOut: Story = {
  args: { roomsLeft: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reserve = canvas.getByText(/预订|Reserve/).closest('a');
    await expect(reserve).toHaveAttribute('aria-disabled', 'true');
    await expect(reserve).not.toHaveAttribute('href');
    await expect(canvas.getByText(/已售罄|Sold out/)).toBeVisible();
  },
};

export const NoPhoto: Story = { args: { imageSrc: undefined, roomsLeft: 9, bedroomNums: 2 } };

export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  args: {
    name: '豪华海景大床房（含双人早餐与行政酒廊礼遇，可眺望卫城与爱琴海日落）',
    currency: 1,
    currencySymbol: '￥',
    stayPrice: 12888.5,
    nights: 1,
    roomsLeft: 1,
    roomKind: '套房',
  },
};

/** Yen has no minor unit: the stay and each night show without decimals. */
export const Yen: Story = {
  globals: { locale: 'en' },
  args: {
    currency: 4,
    currencySymbol: '¥',
    stayPrice: 104700,
    nightlyPrices: [
      { date: new Date(2030, 5, 12), price: 34900 },
      { date: new Date(2030, 5, 13), price: 34900 },
      { date: new Date(2030, 5, 14), price: 34900 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('¥104,700')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rate details' }));
    const rate = await canvas.findByRole('dialog', { name: 'Rate details' });
    await expect(within(rate).getAllByText('¥34,900')).toHaveLength(3);
    await expect(within(rate).getByText('¥104,700')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
