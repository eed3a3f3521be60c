import type { SerializeFrom } from '@remix-run/node';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RemixParameters } from '../../../../.storybook/remix-parameters';
import PayPage, { type loader } from '../routes/hotel.pay';
import { bookedRoom, memberRootData, payPage, stay } from './fixtures';

type Data = SerializeFrom<typeof loader>;

const remix = (loaderData: Data): RemixParameters => ({
  url: `/hotel/pay?enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&hotelId=1001&roomTypeId=3&roomPrice=384&deduction=0&credits=0`,
  loaderData,
  rootData: memberRootData,
});

const meta = {
  title: 'Booking site/Pages/Pay',
  component: PayPage,
  tags: ['page'],
  parameters: { remix: remix(payPage) },
} satisfies Meta<typeof PayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Guests, contact, the payment method and the consents; the price column beside them. */
export const Pay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByTestId('book')).toBeEnabled();
  },
};

/** Booking with nothing filled in names what is missing and posts nothing. */
export const MissingGuests: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('book'));
    await expect(canvas.getByTestId('remix-location')).toHaveAttribute(
      'data-url',
      expect.stringMatching(/^\/hotel\/pay\?/),
    );
    await expect(canvas.getAllByText(/guest/i).length).toBeGreaterThan(1);
  },
};

/** Choosing the guests from the saved ones. */
export const ChoosingGuests: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Choose guests/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Wei Lin/ }));
    await expect(within(dialog).getByRole('checkbox', { name: /^Wei Lin/ })).toBeChecked();
  },
};

/** The gateway refused the booking: its message above the form. */
export const Refused: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix({ ...payPage, notice: 'The price of this room has changed since you chose it.' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pay-message')).toBeVisible();
  },
};

/** Sold out while the guest filled the form: booking is no longer offered. */
export const SoldOut: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix({
      ...payPage,
      order: undefined,
      soldOut: true,
      notice: 'This room is sold out for your dates.',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('book')).toBeDisabled();
  },
};

export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  parameters: {
    remix: remix({
      ...payPage,
      room: {
        ...bookedRoom,
        hotelName: '雅典卫城脚下百年石屋精品酒店（普拉卡老城区步行五分钟可达地铁站）',
        roomName: '豪华双人间（可眺望卫城景观，含双人早餐及机场接送服务）',
      },
    }),
  },
};

/** Phones: the total and Book now stay in view at the bottom of the screen. */
export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('book-mobile')).toBeVisible();
  },
};
