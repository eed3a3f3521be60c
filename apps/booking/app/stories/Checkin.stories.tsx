import { CHECKIN_DRAFT_KEY, emptyCheckinGuest } from '@bookdirect/booking-ui';
import type { SerializeFrom } from '@remix-run/node';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RemixParameters } from '../../../../.storybook/remix-parameters';
import CheckinIntroPage, { type loader as guideLoader } from '../routes/checkIn_intro';
import CheckinPage, { type loader as findLoader } from '../routes/checkin';
import CheckinApplyPage, { type loader as guestsLoader } from '../routes/checkin_apply';
import DisplayPasswordPage, { type loader as passwordsLoader } from '../routes/display_password';
import { memberRootData, paidOrder, photo } from './fixtures';

const orderId = paidOrder.orderId;

const find: SerializeFrom<typeof findLoader> = {
  member: true,
  otas: [
    { ota_id: 1, name: 'This site (Bookdirect)' },
    { ota_id: 2, name: 'Booking.com' },
    { ota_id: 3, name: 'Agoda' },
  ],
  otasFailed: undefined,
  prefill: { ota_id: '1', ota_order_id: orderId, email: 'lin.wei@example.com' },
  toast: undefined,
};

const guests: SerializeFrom<typeof guestsLoader> = {
  orderId,
  member: true,
  unavailable: undefined,
  summary: {
    hotelId: 1001,
    hotelName: paidOrder.hotelName,
    address: paidOrder.address,
    roomName: paidOrder.roomName,
    imageSrc: photo(25),
    startDay: paidOrder.startDay,
    endDay: paidOrder.endDay,
    nights: 3,
    rooms: 1,
    maxGuests: 2,
  },
  rooms: [
    {
      no: '302',
      start_day: paidOrder.startDay,
      end_day: paidOrder.endDay,
      hotel_room_id: 41,
      order_group_no: `${orderId}-1`,
      guest: [emptyCheckinGuest({ first_name: 'Wei', last_name: 'Lin' })],
    },
  ],
};

const passwords: SerializeFrom<typeof passwordsLoader> = {
  orderId,
  hotelId: 1001,
  member: true,
  timeZone: 'Europe/Athens',
  unavailable: undefined,
  rooms: [
    { no: '302', password: '4817', expireTime: 1_781_164_800 },
    { no: '303', password: '0592', expireTime: 1_781_164_800 },
  ],
};

const guide: SerializeFrom<typeof guideLoader> = {
  images: [photo(200, '1'), photo(230, '2'), photo(260, '3')],
  financialHref: 'https://franchise.example/#financial',
  failed: undefined,
};

const remix = (url: string, loaderData: unknown): RemixParameters => ({
  url,
  loaderData,
  rootData: memberRootData,
});

const meta = {
  title: 'Booking site/Pages/Check-in',
  tags: ['page'],
  // The booking form keeps a draft on the device: every story starts without one.
  beforeEach: () => {
    localStorage.removeItem(CHECKIN_DRAFT_KEY);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: find the booking by channel, number, e-mail and phone; a member's is filled in. */
export const FindBooking: Story = {
  render: () => <CheckinPage />,
  parameters: { remix: remix(`/checkin?order_id=${orderId}`, find) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The channels could not be loaded: why, above the form. */
export const FindBookingChannelsFailed: Story = {
  globals: { locale: 'en' },
  render: () => <CheckinPage />,
  parameters: {
    remix: remix('/checkin', {
      ...find,
      member: false,
      otas: [],
      otasFailed: 'The booking channels could not be loaded. Please try again.',
      prefill: {},
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'The booking channels could not be loaded. Please try again.',
      ),
    ).toBeVisible();
  },
};

/** Step 2: each room's guests, the first named from the booking. */
export const Guests: Story = {
  globals: { locale: 'en' },
  render: () => <CheckinApplyPage />,
  parameters: { remix: remix(`/checkin_apply?order_id=${orderId}`, guests) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkin-stay')).toHaveTextContent(paidOrder.hotelName);
    await expect(canvas.getByRole('group', { name: 'Guest 1' })).toBeVisible();
  },
};

/** Step 2 when the order cannot be checked in (its window, its state): why, and the way back. */
export const GuestsUnavailable: Story = {
  globals: { locale: 'en' },
  render: () => <CheckinApplyPage />,
  parameters: {
    remix: remix(`/checkin_apply?order_id=${orderId}`, {
      orderId,
      member: true,
      unavailable: 'Online check-in opens at 00:00 on your arrival day.',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('checkin-unavailable')).toBeVisible();
  },
};

/** Step 3: each room's key-box code behind an eye, and sending them by e-mail. */
export const Passwords: Story = {
  globals: { locale: 'en' },
  render: () => <DisplayPasswordPage />,
  parameters: {
    remix: {
      ...remix(`/display_password?order_id=${orderId}&hotelId=1001`, passwords),
      action: () => ({ sent: true, message: 'The codes are on their way to your e-mail.', at: 1 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send to email' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(/on their way/),
    ).toBeVisible();
  },
};

/** The hotel's own guide to arriving. */
export const Guide: Story = {
  render: () => <CheckinIntroPage />,
  parameters: { remix: remix('/checkIn_intro?hotelId=1001', guide) },
};

/** The guide could not be loaded: the reason, and the rest of the page. */
export const GuideFailed: Story = {
  globals: { locale: 'en' },
  render: () => <CheckinIntroPage />,
  parameters: {
    remix: remix('/checkIn_intro?hotelId=1001', {
      ...guide,
      images: [],
      failed: 'The guide could not be loaded. Please try again.',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The guide could not be loaded. Please try again.'),
    ).toBeVisible();
  },
};

export const GuestsPhone: Story = {
  ...Guests,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  play: undefined,
};

export const PasswordsPhone: Story = {
  render: () => <DisplayPasswordPage />,
  parameters: Passwords.parameters,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
