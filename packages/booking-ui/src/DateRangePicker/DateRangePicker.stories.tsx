import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../Header/Header';
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
    // The calendar's code arrives when the field is first reached for.
    await within(panel).findAllByRole('grid');
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

/**
 * The page around the picker on the site: the sticky header above, and the search box in
 * a raised panel of its own stacking context, as on the home page.
 */
const underStickyHeader: Decorator = (Story) => (
  <>
    <Header sticky languageAction="/lng" />
    <div style={{ position: 'relative', zIndex: 1 }}>
      <Story />
    </div>
  </>
);

/** True when a tap at the centre of `element` reaches it, not something drawn over it. */
function reachable(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  const hit = element.ownerDocument.elementFromPoint(
    box.left + box.width / 2,
    box.top + box.height / 2,
  );
  return hit !== null && element.contains(hit);
}

async function fullScreenAboveHeader(canvasElement: HTMLElement, checkIn: RegExp, title: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('banner')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: checkIn }));
  const panel = canvas.getByRole('dialog');
  // Full screen on a phone.
  await expect(getComputedStyle(panel).position).toBe('fixed');
  const box = panel.getBoundingClientRect();
  await expect(box.top).toBe(0);
  await expect(box.width).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  const heading = within(panel).getByText(title);
  const close = within(panel).getByRole('button', { name: /^(关闭|Close)$/ });
  await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  await expect(reachable(heading)).toBe(true);
  await expect(reachable(close)).toBe(true);
  await userEvent.click(close);
  await waitFor(() => expect(panel).not.toBeVisible());
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'zh' },
  decorators: [underStickyHeader],
  play: async ({ canvasElement }) => {
    await fullScreenAboveHeader(canvasElement, /入住/, '请选择入住日期');
  },
};

export const MobileEnglish: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  decorators: [underStickyHeader],
  play: async ({ canvasElement }) => {
    await fullScreenAboveHeader(canvasElement, /Check-in/, 'Pick your check-in date');
    // Picking a stay closes the sheet and moves focus to the check-out field.
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Check-in/ }));
    const panel = canvas.getByRole('dialog', { name: 'Choose your dates' });
    await within(panel).findAllByRole('grid');
    await userEvent.click(day(panel, 12));
    await userEvent.click(day(panel, 14));
    await waitFor(() => expect(panel).not.toBeVisible());
    const checkOut = canvas.getByRole('button', { name: /Check-out/ });
    await expect(checkOut).toHaveTextContent('2 nights');
    await expect(checkOut).toHaveFocus();
  },
};
