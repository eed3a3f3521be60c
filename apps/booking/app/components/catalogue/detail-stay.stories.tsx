import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rooms, stay } from '../../stories/fixtures';
import { SeeRooms, StayDatesBox } from './detail-stay';

const meta = {
  title: 'Booking site/Hotel/Stay',
  parameters: { remix: { url: `/hotel/detail?hotelId=1001&enterDate=${stay.enterDate}` } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hotel page's stay: picking new dates reloads the page with them. */
export const StayDates: Story = {
  globals: { locale: 'en' },
  render: () => <StayDatesBox stay={stay} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your stay' })).toBeVisible();
  },
};

export const StayDatesChinese: Story = {
  render: () => <StayDatesBox stay={stay} />,
};

/**
 * Phones: the lowest price for the stay and a jump to the rooms, fixed at the bottom of the
 * screen (wider screens have no bar).
 */
export const SeeRoomsBar: Story = {
  globals: { locale: 'en', viewport: { value: 'phone' } },
  render: () => <SeeRooms rooms={rooms} nights={stay.nights} />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByTestId('see-rooms-bar');
    await expect(bar).toHaveTextContent('From €384.00');
    await expect(within(bar).getByRole('link', { name: 'See rooms' })).toHaveAttribute(
      'href',
      '#rooms',
    );
  },
};

/** Nothing open for the stay: the bar gives the nights, no price. */
export const SeeRoomsSoldOut: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  render: () => (
    <SeeRooms rooms={rooms.map((room) => ({ ...room, roomsLeft: 0 }))} nights={stay.nights} />
  ),
};
