export type { CurrencyChoice, CurrencySwitchProps } from './CurrencySwitch';
export { CurrencySwitch, HOTEL_CURRENCY } from './CurrencySwitch';
export type {
  ApproxPriceProps,
  ChargedInProps,
  DisplayCurrency,
} from './DisplayCurrency';
export {
  ApproxPrice,
  ChargedIn,
  DisplayCurrencyProvider,
  formatRatesDay,
  RatesNote,
  useConverted,
  useDisplayCurrency,
} from './DisplayCurrency';
