import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PointsModal } from './PointsModal';

const meta = {
  title: 'Booking/PointsModal',
  component: PointsModal,
  args: {
    open: true,
    onClose: fn(),
    onApply: fn(),
    balance: 2450,
    max: 2400,
    mode: 0,
    custom: 100,
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <PointsModal
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    );
  },
} satisfies Meta<typeof PointsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A custom amount is rounded down to a multiple of 100, and the modal says so. */
export const CustomRounded: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('radio', { name: 'Use a custom amount' }));
    const field = body.getByLabelText('Points to use');
    await userEvent.clear(field);
    await userEvent.type(field, '250');
    await expect(body.getByRole('status')).toHaveTextContent('Rounded down to 200 points');
    await userEvent.click(body.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({ mode: 2, custom: 250, points: 200 });
  },
};

/** Below 100 points the minimum message shows and Apply is off. */
export const BelowMinimum: Story = {
  globals: { locale: 'en' },
  args: { mode: 2, custom: 50 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('status')).toHaveTextContent('Use at least 100 points');
    await expect(body.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** The maximum mode names the gateway's maximum. */
export const Maximum: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('radio', { name: /maximum \(2,400 points\)/ }));
    await userEvent.click(body.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ points: 2400 }));
  },
};

/** With no balance the custom field and the other modes are disabled. */
export const ZeroBalance: Story = {
  globals: { locale: 'en' },
  args: { balance: 0, max: 0 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByLabelText('Points to use')).toBeDisabled();
    await expect(body.getByRole('radio', { name: 'Use a custom amount' })).toBeDisabled();
  },
};

/** The rules open over the modal; closing them comes back. */
export const Rules: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: '积分规则' }));
    await expect(body.getByRole('dialog', { name: '积分规则' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
};

/** What 100 points are worth, from the same rate table as every other conversion. */
export const Worth: Story = {
  globals: { locale: 'en' },
  args: { worth: { amount: 0.12, currency: 2, symbol: '€', ratesDay: 20261124 } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByTestId('points-worth')).toHaveTextContent(
      '100 points are worth €0.12 (rates of 24 Nov 2026).',
    );
  },
};
