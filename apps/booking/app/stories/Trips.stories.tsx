import type { SerializeFrom } from '@remix-run/node';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RemixParameters } from '../../../../.storybook/remix-parameters';
import OrderListPage, { type loader } from '../routes/order_list';
import { memberRootData, tripsPage } from './fixtures';

type Data = SerializeFrom<typeof loader>;

const remix = (loaderData: Data, url = '/order_list'): RemixParameters => ({
  url,
  loaderData,
  rootData: memberRootData,
});

const meta = {
  title: 'Booking site/Pages/My Trips',
  component: OrderListPage,
  tags: ['page'],
  parameters: { remix: remix(tripsPage) },
} satisfies Meta<typeof OrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every order of the member, by tab, a page at a time. */
export const Trips: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(canvas.getByTestId('order-tabs'));
    await expect(tabs.getAllByRole('link')).toHaveLength(6);
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(tripsPage.orders.length);
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/order_list?page=2',
    );
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

/** A tab without orders: a way back to the hotels. */
export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix({ ...tripsPage, tab: 2, pageCount: 1, orders: [] }, '/order_list?tab=2'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('orders-empty')).toBeVisible();
  },
};

/** Back from the payment provider: the result over the list. */
export const PaymentResult: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix(
      { ...tripsPage, payment: 'success', orderId: tripsPage.orders[0]?.orderId },
      '/order_list?payment=success',
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeVisible();
  },
};

/** Long Chinese hotel and room names wrap inside their cards. */
export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  parameters: {
    remix: remix({
      ...tripsPage,
      orders: tripsPage.orders.map((order) => ({
        ...order,
        hotelName: '雅典卫城脚下百年石屋精品酒店（普拉卡老城区步行五分钟可达地铁站）',
        roomName: '豪华双人间（可眺望卫城景观，含双人早餐及机场接送服务）',
      })),
    }),
  },
};

/** Phones: the tabs scroll sideways, the cards take the width. */
export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
