import type { CurrencyId } from '@bookdirect/gateway-sdk/contract';
import { parseDay } from '@bookdirect/gateway-sdk/days';
import { dateLocale, dateTimeFormat } from '@bookdirect/gateway-sdk/intl';
import {
  CURRENCY_CODES,
  convertMoney,
  crossRate,
  formatApproxMoney,
  formatMoney,
} from '@bookdirect/gateway-sdk/money';
import { createContext, type ReactNode, useContext } from 'react';
import { styled } from 'styled-components';
import { useUiTranslation } from '../internal/use-ui-translation';
import { VisuallyHidden } from '../internal/visually-hidden';
import { tabularNums } from '../theme/tokens';

/**
 * The currency a visitor chose to see prices in, with the rate table it converts by. Prices
 * stay in the hotel's currency everywhere; where a component shows one, it adds the amount
 * converted into this currency, marked approximate (contract, Money). No provider, or no
 * choice: nothing is converted.
 */
export interface DisplayCurrency {
  currency: CurrencyId;
  symbol: string;
  /** USD for one unit of each currency, at full precision (the gateway's table). */
  usdPerUnit: Partial<Record<CurrencyId, number>>;
  /** The day the rates are of, `YYYYMMDD`. */
  ratesDay: number;
}

const Context = createContext<DisplayCurrency | null>(null);

export function DisplayCurrencyProvider({
  value,
  children,
}: {
  value: DisplayCurrency | null | undefined;
  children: ReactNode;
}) {
  return <Context.Provider value={value ?? null}>{children}</Context.Provider>;
}

export function useDisplayCurrency(): DisplayCurrency | null {
  return useContext(Context);
}

/** `amount` of `from` in the chosen currency, floored to its minor unit; undefined when not converting. */
export function useConverted(
  amount: number | null | undefined,
  from: CurrencyId,
): { amount: number; text: string } | undefined {
  const display = useDisplayCurrency();
  const { language } = useUiTranslation();
  if (!display || amount == null || display.currency === from) return undefined;
  const rate = crossRate(display.usdPerUnit, from, display.currency);
  if (rate === undefined) return undefined;
  const converted = convertMoney(amount, rate, display.currency);
  return { amount: converted, text: formatApproxMoney(converted, display, language) };
}

/** A rates day as the visitor reads it: `24 Nov 2026`, `2026年11月24日`. */
export function formatRatesDay(day: number, language: 'zh' | 'en'): string {
  const date = parseDay(day);
  if (!date) return String(day);
  return dateTimeFormat(dateLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

const Approx = styled.span`
  ${tabularNums}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  white-space: nowrap;
`;

export interface ApproxPriceProps {
  /** The amount in its own currency, as the contract carries it. */
  amount: number | null | undefined;
  currency: CurrencyId;
  className?: string;
}

/**
 * `≈ ¥905`: the amount converted into the visitor's currency, or nothing when they chose
 * none (or the hotel's own). Screen readers hear "about ¥905".
 */
export function ApproxPrice({ amount, currency, className }: ApproxPriceProps) {
  const converted = useConverted(amount, currency);
  const { t } = useUiTranslation();
  if (!converted) return null;
  const plain = converted.text.replace(/^≈\s*/, '');
  return (
    <Approx className={className} data-testid="approx-price">
      <span aria-hidden="true">{converted.text}</span>
      <VisuallyHidden>{t('currency:approx', { amount: plain })}</VisuallyHidden>
    </Approx>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const PageNote = styled(Note)`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** "Converted prices are approximate, at rates of 24 Nov 2026." — only while converting. */
export function RatesNote({ className }: { className?: string }) {
  const display = useDisplayCurrency();
  const { t, language } = useUiTranslation();
  if (!display) return null;
  return (
    <PageNote className={className} data-testid="rates-note">
      {t('currency:approx_note', { date: formatRatesDay(display.ratesDay, language) })}
    </PageNote>
  );
}

const Charged = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > strong {
    ${tabularNums}
  }
`;

export interface ChargedInProps {
  /** What will be charged, in the hotel's currency. */
  amount: number;
  currency: CurrencyId;
  symbol: string;
}

/**
 * Where the visitor pays: the charge in the hotel's currency ("Charged in EUR: €120.50"),
 * and, when they see prices in another currency, that amount converted, marked approximate.
 */
export function ChargedIn({ amount, currency, symbol }: ChargedInProps) {
  const { t, language } = useUiTranslation();
  const display = useDisplayCurrency();
  const converted = useConverted(amount, currency);
  const code = CURRENCY_CODES[currency] ?? '';
  return (
    <Charged data-testid="charged-in">
      <strong>
        {t('currency:charged_in', {
          code,
          amount: formatMoney(amount, { currency, symbol }, language),
        })}
      </strong>
      {converted && display ? (
        <>
          <ApproxPrice amount={amount} currency={currency} />
          <Note>
            {t('currency:charged_note', {
              code,
              date: formatRatesDay(display.ratesDay, language),
            })}
          </Note>
        </>
      ) : null}
    </Charged>
  );
}
