import type { SerializeFrom } from '@remix-run/node';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RemixParameters } from '../../../../.storybook/remix-parameters';
import WeChatPayPage, { type loader } from '../routes/order_.wxpay';
import { memberRootData, paidOrder, photo } from './fixtures';

type Data = SerializeFrom<typeof loader>;

const order = {
  orderId: paidOrder.orderId,
  hotelName: paidOrder.hotelName,
  amount: 2980,
  currency: 1,
  symbol: '¥',
} as const;

const remix = (loaderData: Data): RemixParameters => ({
  url: `/order/wxpay?orderId=${order.orderId}`,
  loaderData,
  rootData: memberRootData,
});

const meta = {
  title: 'Booking site/Pages/WeChat Pay',
  component: WeChatPayPage,
  tags: ['page'],
  parameters: {
    remix: remix({
      kind: 'native',
      order,
      codeUrl: 'weixin://wxpay/bizpayurl?pr=story',
      qr: photo(120, 'QR'),
    }),
  },
} satisfies Meta<typeof WeChatPayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A computer: scan the code with WeChat; the page moves on once the order is paid. */
export const QrCode: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('wxpay-qr')).toBeVisible();
    await expect(within(canvasElement).getByTestId('wxpay-amount')).toHaveTextContent('2,980');
  },
};

/** Inside WeChat: the payment sheet, opened from the button. */
export const InsideWeChat: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix({
      kind: 'jsapi',
      order,
      wxpay: {
        appId: 'wx0000000000000000',
        timeStamp: '1781000000',
        nonceStr: 'story',
        package: 'prepay_id=story',
        signType: 'RSA',
        paySign: 'story',
      },
    }),
  },
};

/** WeChat Pay refused: its words, and the way back to the order. */
export const Refused: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix({ kind: 'error', order, message: 'WeChat Pay is not available right now.' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('not available');
  },
};

export const Phone: Story = {
  ...InsideWeChat,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
