import { CURRENCY_COOKIE, plainCookieValue, safeRedirectPath } from '@bookdirect/app-shell/server';
import type { CurrencyChoice, DisplayCurrency } from '@bookdirect/booking-ui';
import { CURRENCY_CODES, type CurrencyCode, type CurrencyId } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { createCookie } from '@remix-run/node';
import { shell } from './shell.server';

/**
 * The currency a visitor sees prices in, kept like the language: a plain cookie (`cur`)
 * written by the header's `/currency` form, which works without JavaScript. No cookie: each
 * hotel's own currency, nothing converted. Converted prices are for reading only; the booking
 * is charged in the hotel's currency.
 *
 * A Remix cookie with its bare value (`cur=USD`, docs/adr/0015-cookies.md): visitors' saved
 * choices stay readable, and scripts may read it like `lng`, so neither httpOnly nor signed.
 */

const CURRENCY_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;
const currencyCookie = createCookie(CURRENCY_COOKIE, {
  ...plainCookieValue,
  path: '/',
  maxAge: CURRENCY_COOKIE_MAX_AGE_S,
  sameSite: 'lax',
});
/** Value of the form's "hotel's currency" button (booking-ui's HOTEL_CURRENCY). */
const HOTEL_CURRENCY = 'hotel';

const CODES = Object.values(CURRENCY_CODES);
const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CODES as string[]).includes(value);

/** The saved currency, if it is one of the six. */
export async function savedCurrency(request: Request): Promise<CurrencyCode | undefined> {
  const value: unknown = await currencyCookie.parse(request.headers.get('Cookie'));
  return isCurrencyCode(value) ? value : undefined;
}

/**
 * The `/currency` action: saves the posted `currency` (or forgets it for the hotel's own)
 * and sends the visitor back to `redirectTo`. Anything else changes nothing but still
 * redirects, so a stale form never shows an error page.
 */
export async function currencyAction(request: Request): Promise<Response> {
  let form: FormData | undefined;
  try {
    form = await request.formData();
  } catch {
    form = undefined;
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const value = form?.get('currency');
  if (isCurrencyCode(value)) {
    headers.append('Set-Cookie', await currencyCookie.serialize(value));
  } else if (value === HOTEL_CURRENCY) {
    headers.append('Set-Cookie', await currencyCookie.serialize('', { maxAge: 0 }));
  }
  headers.set('Location', safeRedirectPath(form?.get('redirectTo') ?? '/'));
  return new Response(null, { status: 303, headers });
}

interface RateTable {
  currencies: Array<CurrencyChoice & { id: CurrencyId }>;
  usdPerUnit: Partial<Record<CurrencyId, number>>;
  ratesDay: number;
}

/*
 * The currencies and the rate table are the same for every visitor and change at most a few
 * times a day: one copy, refreshed after a minute, saves two gateway calls per page.
 */
const TABLE_TTL_MS = 60_000;
let table: { value: RateTable; at: number } | undefined;

async function rateTable(request: Request): Promise<RateTable | undefined> {
  if (table && Date.now() - table.at < TABLE_TTL_MS) return table.value;
  try {
    const gateway = shell.gatewayFor(request);
    const [list, usd] = await Promise.all([
      gateway.call(endpoints.currencies),
      // Units of each currency for one USD: the inverse is USD for one unit, the table's own.
      gateway.call(endpoints.exchangeRates, { params: { id: 5 } }),
    ]);
    const usdPerUnit: Partial<Record<CurrencyId, number>> = {};
    for (const [id, code] of Object.entries(CURRENCY_CODES)) {
      const perUsd = usd.rates[code];
      if (perUsd > 0) usdPerUnit[Number(id) as CurrencyId] = 1 / perUsd;
    }
    const value: RateTable = {
      currencies: list.currency_list
        .filter((c) => isCurrencyCode(c.code))
        .map((c) => ({ id: c.currency, code: c.code as CurrencyCode, symbol: c.symbol })),
      usdPerUnit,
      ratesDay: usd.updated_day,
    };
    table = { value, at: Date.now() };
    return value;
  } catch {
    // Without rates the site still works: prices in each hotel's currency, as without a choice.
    return table?.value;
  }
}

export interface CurrencyState {
  /** The saved choice; null: each hotel's own currency. */
  chosen: CurrencyCode | null;
  currencies: CurrencyChoice[];
  ratesDay?: number;
  /** USD for one unit of each currency (the points value on the booking page). */
  usdPerUnit?: Partial<Record<CurrencyId, number>>;
  /** What components convert with; null when nothing is converted. */
  display: DisplayCurrency | null;
}

/** The header's currency choice and the table the pages convert with. */
export async function loadCurrency(request: Request): Promise<CurrencyState> {
  const [saved, rates] = await Promise.all([savedCurrency(request), rateTable(request)]);
  const chosen = saved ?? null;
  if (!rates) return { chosen: null, currencies: [], display: null };
  const target = chosen ? rates.currencies.find((c) => c.code === chosen) : undefined;
  return {
    chosen: target ? chosen : null,
    currencies: rates.currencies.map(({ code, symbol }) => ({ code, symbol })),
    ratesDay: rates.ratesDay,
    usdPerUnit: rates.usdPerUnit,
    display: target
      ? {
          currency: target.id,
          symbol: target.symbol,
          usdPerUnit: rates.usdPerUnit,
          ratesDay: rates.ratesDay,
        }
      : null,
  };
}
