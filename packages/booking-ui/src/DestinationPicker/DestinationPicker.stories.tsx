import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { regions } from '../stories/catalogue-fixtures';
import {
  DestinationPicker,
  type DestinationPickerProps,
  type PickerCity,
} from './DestinationPicker';

function Controlled(props: Partial<DestinationPickerProps>) {
  const [value, setValue] = useState<PickerCity | null>(props.value ?? null);
  return (
    <div style={{ padding: 16, minHeight: 440, maxWidth: 420 }}>
      <DestinationPicker regions={regions} {...props} value={value} onChange={setValue} />
      <output data-testid="chosen">{value?.nameEn ?? ''}</output>
    </div>
  );
}

const meta = {
  title: 'Catalogue/DestinationPicker',
  component: DestinationPicker,
  args: { regions, value: null, onChange: () => {} },
  render: (args) => (
    <Controlled error={args.error} initialRegionId={args.initialRegionId} regions={args.regions} />
  ),
} satisfies Meta<typeof DestinationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on Japan's tab (region 12); clicking a city picks it and folds the panel. */
export const OpensOnJapan: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Destination' }));
    // The panel's tabs arrive with their own chunk on the first opening.
    await expect(await canvas.findByRole('tab', { name: 'Japan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kyoto' }));
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Kyoto');
    await expect(canvas.getByRole('combobox')).toHaveValue('Kyoto');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing selects the first matching city (zh or en) and switches to its tab. */
export const Typing: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'ath');
    await expect(await canvas.findByRole('tab', { name: '希腊' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Athens');
    await userEvent.clear(box);
    await userEvent.type(box, '里斯');
    await expect(canvas.getByRole('tab', { name: '葡萄牙' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('Lisbon');
    await userEvent.click(canvas.getByRole('button', { name: '收起' }));
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('里斯本');
  },
};

/** Keyboard only: arrows move between region tabs, Escape folds. */
export const Keyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    (await canvas.findByRole('tab', { name: 'Japan' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Thailand' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('No cities in this region yet.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoMatch: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'Paris');
    await expect(await canvas.findByText('No city matches “Paris”')).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'Please enter a destination' } };

export const Empty: Story = { args: { regions: [] } };

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await within(canvasElement).findAllByRole('tab');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** Long Chinese region and city names wrap inside the panel. */
export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  args: {
    regions: [
      {
        id: 12,
        nameCn: '日本（含北海道、本州、四国、九州及冲绳诸岛）',
        nameEn: 'Japan',
        cities: [
          { id: 1, nameCn: '京都府京都市东山区祇园町南侧', nameEn: 'Kyoto' },
          { id: 2, nameCn: '北海道札幌市中央区大通西', nameEn: 'Sapporo' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(
      await canvas.findByRole('button', { name: '京都府京都市东山区祇园町南侧' }),
    ).toBeVisible();
  },
};
