import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangePicker, type DateRangePickerProps, type StayDates } from './DateRangePicker';

const today = new Date(2030, 5, 10);

function Controlled(props: Partial<DateRangePickerProps>) {
  const [value, setValue] = useState<StayDates>(props.value ?? { checkIn: null, checkOut: null });
  return (
    <div style={{ padding: 16, minHeight: 520, maxWidth: 420 }}>
      <DateRangePicker today={today} {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Catalogue/DateRangePicker',
  component: DateRangePicker,
  args: { value: { checkIn: null, checkOut: null }, onChange: () => {}, today },
  render: (args) => <Controlled value={args.value} error={args.error} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function day(panel: HTMLElement, n: number) {
  const cell = within(panel)
    .getAllByText(String(n))
    .find((el) => el.tagName === 'BUTTON');
  if (!cell) throw new TypeError(`day ${n} not found`);
  return cell;
}

/** Check-out is unavailable until check-in; past days are disabled; nights are counted. */
export const PickARange: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkOut = canvas.getByRole('button', { name: /Check-out/ });
    await expect(checkOut).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Check-in/ }));
    const panel = canvas.getByRole('dialog', { name: 'Choose your dates' });
    await expect(day(panel, 9).closest('td')).toHaveClass('rdp-disabled');
    await userEvent.click(day(panel, 12));
    await expect(canvas.getByText('Now pick your check-out date')).toBeVisible();
    await expect(day(panel, 12).closest('td')).toHaveClass('rdp-disabled');
    await userEvent.click(day(panel, 15));
    await expect(panel).not.toBeVisible();
    await expect(checkOut).toBeEnabled();
    await expect(checkOut).toHaveTextContent('3 nights');
  },
};

export const Chosen: Story = {
  args: { value: { checkIn: new Date(2030, 5, 12), checkOut: new Date(2030, 5, 13) } },
};

export const WithError: Story = { args: { error: '请输入入住日期' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /入住/ }));
    const panel = canvas.getByRole('dialog');
    // Full screen on a phone.
    await expect(getComputedStyle(panel).position).toBe('fixed');
  },
};
