import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CurrencySwitch } from './CurrencySwitch';

const currencies = [
  { code: 'CNY', symbol: '￥' },
  { code: 'EUR', symbol: '€' },
  { code: 'THB', symbol: '฿' },
  { code: 'JPY', symbol: '¥' },
  { code: 'USD', symbol: '$' },
  { code: 'MYR', symbol: 'RM' },
] as const;

const meta = {
  title: 'Components/CurrencySwitch',
  component: CurrencySwitch,
  args: {
    action: '/currency',
    redirectTo: '/hotel/search?city_id=3',
    currencies,
    ratesDay: 20261124,
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CurrencySwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing chosen: each hotel's own currency. The disclosure opens with the keyboard and holds
 * a POST form, so the choice works without JavaScript.
 */
export const HotelCurrency: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas
      .getByText('Currency', { selector: 'span[aria-hidden]' })
      .closest('summary');
    await expect(summary).not.toBeNull();
    // A summary opens with Enter or Space natively; synthetic keys do not press it, a click does.
    await userEvent.click(summary as HTMLElement);
    const group = await canvas.findByRole('group', { name: 'Show prices in' });
    await expect(group).toBeVisible();
    const form = group.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/currency');
    await expect(form).toHaveFormValues({ redirectTo: '/hotel/search?city_id=3' });
    await expect(within(group).getByRole('button', { name: "Hotel's currency" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const jpy = within(group).getByRole('button', { name: /JPY/ });
    await expect(jpy).toHaveAttribute('aria-pressed', 'false');
    await expect(jpy).toHaveAttribute('type', 'submit');
    await expect(jpy).toHaveAttribute('name', 'currency');
    await expect(jpy).toHaveAttribute('value', 'JPY');
    await expect(canvas.getByTestId('rates-day')).toHaveTextContent('Rates of 24 Nov 2026');

    await userEvent.keyboard('{Escape}');
    await expect(summary?.parentElement).not.toHaveAttribute('open');
    await expect(summary).toHaveFocus();
    await expect(summary).toHaveAccessibleName("Currency: Hotel's currency");
  },
};

/** Yen chosen, in Chinese: the summary shows it, its button is pressed. */
export const YenChosen: Story = {
  args: { current: 'JPY' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('¥ JPY'));
    const group = await canvas.findByRole('group', { name: '价格显示为' });
    await expect(within(group).getByRole('button', { name: /JPY/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(group).getByRole('button', { name: '酒店币种' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByTestId('rates-day')).toHaveTextContent('2026年11月24日 汇率');
  },
};

/** On a phone it sits in the header's menu, its choices inline. */
export const Phone: Story = {
  args: { current: 'EUR' },
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('€ EUR'));
    await expect(await canvas.findByRole('group', { name: 'Show prices in' })).toBeVisible();
  },
};
