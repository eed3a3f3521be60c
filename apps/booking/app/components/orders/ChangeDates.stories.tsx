import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RemixParameters } from '../../../../../.storybook/remix-parameters';
import type { ChangePanel } from '../../change-dates.server';
import { memberRootData, orderPage, paidOrder } from '../../stories/fixtures';
import { ChangeDates } from './ChangeDates';

const url = `/order/detail?orderId=${paidOrder.orderId}&change_in=2026-06-18&change_out=2026-06-21`;

const remix = (change: ChangePanel, order = paidOrder): RemixParameters => ({
  url,
  loaderData: orderPage(order, { change }),
  rootData: memberRootData,
});

/** Dearer dates than the paid stay's 384 total. */
const dearer: ChangePanel = {
  open: true,
  checkIn: 20260618,
  checkOut: 20260621,
  quote: { startDay: 20260618, endDay: 20260621, days: 3, amount: 462, difference: 78 },
};

const meta = {
  title: 'Booking site/Orders/ChangeDates',
  component: ChangeDates,
} satisfies Meta<typeof ChangeDates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new stay costs more: the traveller pays the difference. */
export const QuoteUp: Story = {
  globals: { locale: 'en' },
  parameters: { remix: remix(dearer) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('change-new-total')).toHaveTextContent('€462');
    await expect(canvas.getByTestId('change-difference')).toHaveTextContent('You pay €78.00 more.');
    await expect(canvas.getByTestId('change-confirm')).toBeVisible();
  },
};

/** Cheaper dates of a paid order: the difference is refunded. */
export const QuoteDown: Story = {
  globals: { locale: 'zh' },
  parameters: {
    remix: remix({
      open: true,
      checkIn: 20260618,
      checkOut: 20260620,
      quote: { startDay: 20260618, endDay: 20260620, days: 2, amount: 256, difference: -128 },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('change-difference')).toHaveTextContent(
      '将退还',
    );
  },
};

/** A change held for its difference: what to pay, until when, and the way to pay it. */
export const PendingChange: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix(
      { open: false },
      {
        ...paidOrder,
        change: { start_day: 20260618, days: 3, pay_amount: 78, expires: 1_779_300_000 },
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('change-pending')).toHaveTextContent('€78');
    await expect(canvas.getByRole('button', { name: /Pay the difference/ })).toBeVisible();
  },
};

/** The gateway refused the dates (no rooms left on a night): its words, no quote. */
export const Refused: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix({
      open: true,
      checkIn: 20260618,
      checkOut: 20260621,
      message: 'Sorry, there are not enough rooms left for these dates.',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('not enough rooms');
    await expect(canvas.queryByTestId('change-confirm')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  parameters: { remix: remix(dearer) },
};
