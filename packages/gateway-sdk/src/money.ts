import type { Language } from '@bookdirect/locales';
import type { Currency, CurrencyCode, CurrencyId } from './contract';

/** The contract's currencies by id. */
export const CURRENCY_CODES: Record<CurrencyId, CurrencyCode> = {
  1: 'CNY',
  2: 'EUR',
  3: 'THB',
  4: 'JPY',
  5: 'USD',
  6: 'MYR',
};

/**
 * Digits after the point of a currency: its ISO 4217 minor unit as Intl knows it (JPY 0,
 * the others 2). An id the contract does not list gets 2.
 */
export function currencyMinorUnit(currency: CurrencyId): number {
  const code = CURRENCY_CODES[currency];
  if (!code) return 2;
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

const figures = new Map<string, Intl.NumberFormat>();

function figureFormat(language: Language, digits: number): Intl.NumberFormat {
  const key = `${language}:${digits}`;
  let format = figures.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    figures.set(key, format);
  }
  return format;
}

/**
 * An amount as the contract carries it (a decimal number in the currency's main unit) with
 * the gateway's symbol in front and the currency's own decimals: `€128.00`, `¥34,900`,
 * `-€3.07`. Every price the sites show goes through here.
 */
export function formatMoney(
  amount: number,
  money: Pick<Currency, 'currency' | 'symbol'>,
  language: Language,
): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const figure = figureFormat(language, currencyMinorUnit(money.currency)).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${money.symbol}${figure}`;
}
