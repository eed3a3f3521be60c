import type { SerializeFrom } from '@remix-run/node';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RemixParameters } from '../../../../.storybook/remix-parameters';
import OrderDetailPage, { ErrorBoundary, type loader } from '../routes/order_.detail';
import { memberRootData, orderPage, paidOrder } from './fixtures';

type Data = SerializeFrom<typeof loader>;

const remix = (loaderData: Data): RemixParameters => ({
  url: `/order/detail?orderId=${paidOrder.orderId}&from=%2Forder_list`,
  loaderData,
  rootData: memberRootData,
});

const meta = {
  title: 'Booking site/Pages/Order',
  component: OrderDetailPage,
  tags: ['page'],
  parameters: { remix: remix(orderPage(paidOrder)) },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, inside the check-in window: check in online, or cancel before the deadline. */
export const Paid: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix(
      orderPage(paidOrder, {
        checkin: { href: `/checkin?order_id=${paidOrder.orderId}`, checkedIn: false },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('order-number')).toHaveTextContent(paidOrder.orderId);
    await expect(canvas.getByTestId('order-guests')).toHaveTextContent('Wei Lin, Mei Chen');
    await expect(canvas.getByTestId('checkin-button')).toBeVisible();
    await userEvent.click(canvas.getByTestId('cancel-button'));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

/** In Chinese a name in Latin letters shows family name first. */
export const PaidChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('order-guests')).toHaveTextContent(
      'Lin Wei, Chen Mei',
    );
  },
};

/** Not paid yet: pay now, before the order expires. */
export const Unpaid: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix(
      orderPage({ ...paidOrder, status: 1, expireTime: 1_779_263_640 }, { wechatPay: true }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Pay now/ })).toBeVisible();
  },
};

/** Cancelled after paying: the refund's progress and the points returned. */
export const Cancelled: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix(
      orderPage({
        ...paidOrder,
        status: 9,
        canCancel: false,
        points: 1200,
        refund: { status: 'pending', amount: 372, refund_time: 0 },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('refund-status')).toBeVisible();
  },
};

/** Stayed: the points earned and the review form. */
export const Completed: Story = {
  globals: { locale: 'en' },
  parameters: { remix: remix(orderPage({ ...paidOrder, status: 6, canCancel: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('completed-note')).toBeVisible();
  },
};

/** Reviewed: the guest's own review. */
export const Reviewed: Story = {
  globals: { locale: 'zh' },
  parameters: {
    remix: remix(
      orderPage({
        ...paidOrder,
        status: 8,
        canCancel: false,
        review: {
          score: 9,
          content: '房间干净整洁，工作人员非常热情，步行到卫城只要十分钟，下次还会再来。',
          create_time: 1_781_200_000,
        },
      }),
    ),
  },
};

export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  parameters: {
    remix: remix(
      orderPage({
        ...paidOrder,
        hotelName: '雅典卫城脚下百年石屋精品酒店（普拉卡老城区步行五分钟可达地铁站）',
        roomName: '豪华双人间（可眺望卫城景观，含双人早餐及机场接送服务）',
        address: '希腊雅典普拉卡区阿德里亚努街一百二十八号，近卫城博物馆与哈德良拱门',
        guests: [
          { first_name: '伟', last_name: '林' },
          { first_name: '美', last_name: '陈' },
          { first_name: '思远', last_name: '欧阳' },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    // Chinese names: family name first, no space.
    await expect(within(canvasElement).getByTestId('order-guests')).toHaveTextContent(
      '林伟, 陈美, 欧阳思远',
    );
  },
};

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };

/** Another member's order or an unknown id: a plain not-found page. */
export const NotFound: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: {
      ...remix(orderPage(paidOrder)),
      loaderError: () => new Response(null, { status: 404 }),
      ErrorBoundary,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('order-not-found')).toBeVisible();
  },
};
