import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HotelCard } from '../HotelCard/HotelCard';
import {
  ChargedIn,
  type DisplayCurrency,
  DisplayCurrencyProvider,
  RatesNote,
} from './DisplayCurrency';

// The seed's rates: USD for one unit of each currency.
const usdPerUnit = {
  1: 0.140449438202,
  2: 1.0823,
  3: 0.028457598179,
  4: 0.006711409396,
  5: 1,
  6: 0.223114680946,
} as const;

const yen: DisplayCurrency = { currency: 4, symbol: '¥', usdPerUnit, ratesDay: 20261124 };
const euro: DisplayCurrency = { currency: 2, symbol: '€', usdPerUnit, ratesDay: 20261124 };

function Converted({ display }: { display: DisplayCurrency | null }) {
  return (
    <DisplayCurrencyProvider value={display}>
      <div style={{ display: 'grid', gap: 16, maxWidth: 360, padding: 16 }}>
        <HotelCard
          href="/hotel/detail?hotel_id=1"
          name="Plaka Courtyard Suites"
          city="Athens"
          score={4.6}
          currency={2}
          currencySymbol="€"
          stayPrice={120.5}
        />
        <RatesNote />
        <ChargedIn amount={120.5} currency={2} symbol="€" />
      </div>
    </DisplayCurrencyProvider>
  );
}

const meta = {
  title: 'Components/DisplayCurrency',
  component: Converted,
  args: { display: yen },
} satisfies Meta<typeof Converted>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A euro hotel seen in yen: the price stays in euros, the converted one follows it marked
 * "≈", in whole yen, floored; the charge says it is in euros.
 */
export const InYen: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€120.50')).toBeVisible();
    const approx = canvas.getAllByTestId('approx-price');
    await expect(approx[0]).toHaveTextContent('≈ ¥19,432');
    await expect(approx[0]).toHaveTextContent('about ¥19,432');
    await expect(canvas.getByTestId('rates-note')).toHaveTextContent(
      'Converted prices are approximate, at rates of 24 Nov 2026.',
    );
    await expect(canvas.getByTestId('charged-in')).toHaveTextContent('Charged in EUR: €120.50');
  },
};

/** In Chinese. */
export const InYenChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('charged-in')).toHaveTextContent('以 EUR 收费：€120.50');
    await expect(canvas.getByTestId('rates-note')).toHaveTextContent('2026年11月24日');
  },
};

/** The hotel's own currency chosen: nothing converted, no note; the charge line stays. */
export const OwnCurrency: Story = {
  args: { display: euro },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('approx-price')).toBeNull();
    await expect(canvas.getByTestId('charged-in')).toHaveTextContent('Charged in EUR: €120.50');
  },
};

/** No choice at all: prices as the hotels give them. */
export const NoChoice: Story = {
  args: { display: null },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('approx-price')).toBeNull();
    await expect(canvas.queryByTestId('rates-note')).toBeNull();
  },
};
