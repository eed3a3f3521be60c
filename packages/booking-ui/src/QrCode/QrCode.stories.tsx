import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  parameters: { layout: 'centered' },
  args: {
    value: 'https://bookdirect.example/mini-program',
    label: 'Scan to open the site on your phone',
    size: 160,
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', {
      name: 'Scan to open the site on your phone',
    });
    await expect(code).toHaveAttribute('width', '160');
  },
};

/** A longer value needs a denser code; it still fits the same box. */
export const LongValue: Story = {
  args: {
    value:
      'https://bookdirect.example/mini-program/landing?utm_source=footer&utm_medium=qr&utm_campaign=direct-booking-2025',
  },
};
