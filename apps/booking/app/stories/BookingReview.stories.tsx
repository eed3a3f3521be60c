import { PRICE_CHECK_TIMER_S } from '@bookdirect/gateway-sdk';
import type { SerializeFrom } from '@remix-run/node';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RemixParameters } from '../../../../.storybook/remix-parameters';
import BookingPage, { type loader } from '../routes/hotel.booking';
import { bookedRoom, bookingPage, checkedOrder, memberRootData, stay } from './fixtures';

type Data = SerializeFrom<typeof loader>;

const remix = (loaderData: Data, extra: Partial<RemixParameters> = {}): RemixParameters => ({
  url: `/hotel/booking?enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&hotelId=1001&roomTypeId=3`,
  loaderData,
  rootData: memberRootData,
  ...extra,
});

const meta = {
  title: 'Booking site/Pages/Booking review',
  component: BookingPage,
  tags: ['page'],
  parameters: { remix: remix(bookingPage) },
  // The price's countdown stands still, so every screenshot shows the same seconds left.
  beforeEach: () => {
    const tick = window.setInterval;
    window.setInterval = (() => 0) as unknown as typeof window.setInterval;
    return () => {
      window.setInterval = tick;
    };
  },
} satisfies Meta<typeof BookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stay, the points, the cancellation rule and the price by night before paying. */
export const Review: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('booking-hotel')).toHaveTextContent(bookedRoom.hotelName);
    await expect(canvas.getByTestId('price-timer')).toHaveTextContent(String(PRICE_CHECK_TIMER_S));
    await expect(canvas.getByTestId('continue')).toBeEnabled();
  },
};

/** Points: the dialog offers none, all or a custom amount of the balance. */
export const ChoosingPoints: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('points-summary')).toHaveTextContent('Not using points');
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

/** 1 200 points spent: the summary and the total say what they cover. */
export const WithPoints: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix({
      ...bookingPage,
      mode: 1,
      order: { ...checkedOrder, pay_credits: 1200, credits_amount: 12, pay_amount: 372 },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('points-summary')).toHaveTextContent('1,200');
  },
};

/** The price moved while the guest read: the gateway's message, and the page stays. */
export const PriceChanged: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix(bookingPage, {
      action: () => ({
        message: 'The price of this room has changed. Please check the new total.',
        soldOut: false,
        at: 0,
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('continue'));
    await expect(await canvas.findByTestId('booking-message')).toHaveTextContent(/price/);
  },
};

/** The last room went: no way to continue, and why. */
export const SoldOut: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix({
      ...bookingPage,
      order: undefined,
      soldOut: true,
      notice: 'This room is sold out for your dates.',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('booking-message')).toBeVisible();
    await expect(canvas.getByTestId('continue')).toBeDisabled();
  },
};

export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  parameters: {
    remix: remix({
      ...bookingPage,
      room: {
        ...bookedRoom,
        hotelName: '雅典卫城脚下百年石屋精品酒店（普拉卡老城区步行五分钟可达地铁站）',
        roomName: '豪华双人间（可眺望卫城景观，含双人早餐及机场接送服务）',
      },
    }),
  },
};

/** Phones: the total and Continue stay in view at the bottom of the screen. */
export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('continue-mobile')).toBeVisible();
  },
};
