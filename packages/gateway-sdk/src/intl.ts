import type { Language } from '@bookdirect/locales';

/**
 * `Intl` formatters, made once per locale and options and kept: building one costs far more
 * than formatting with it, and a page renders hundreds of dates and amounts. The options a
 * caller passes are code literals and hotel time zones, so the cache stays small.
 *
 * A formatter is built on its first use, not when asked for, and a server-rendered page can
 * carry the answers its render gave (`recordFormatAnswers`, `seedFormatAnswers`): the browser
 * then hydrates the page without building any. The first `Intl` formatter a page builds costs
 * its main thread 50-150 ms on a mid-range phone (the locale data behind every formatter), and
 * each date formatter after it 10-25 ms more.
 */

/** What the page's formatters wrote, by formatter and value. */
export type FormatAnswers = Record<string, Record<string, string>>;

/** The date and number formatters' calls the sites make. */
export interface DateFormat {
  /** Without a date: now, which is never carried to the browser. */
  format(date?: Date | number): string;
  formatToParts(date?: Date | number): Intl.DateTimeFormatPart[];
}

export interface NumberFormat {
  format(value: number | bigint): string;
  formatToParts(value: number | bigint): Intl.NumberFormatPart[];
}

/** The page's answers, in the browser. */
let seeded: FormatAnswers | undefined;
/** Where the current render's answers go, on the server. */
let sink: (() => FormatAnswers | undefined) | undefined;

/**
 * On the server: every answer a formatter gives goes to `to()` (the current render's record,
 * undefined outside a render), so the page can carry them to the browser.
 */
export function recordFormatAnswers(to: () => FormatAnswers | undefined): void {
  sink = to;
}

/** On the server: the current render's answers so far (undefined outside a render). */
export function renderedFormatAnswers(): FormatAnswers | undefined {
  return sink?.();
}

/** In the browser, before hydration: the answers the server's render gave. */
export function seedFormatAnswers(answers: FormatAnswers | undefined): void {
  seeded = answers;
}

type Value = Date | number | bigint;

/**
 * How a value is told apart in a formatter's answers; undefined: not kept. A number (or
 * bigint, written alike) by its digits.
 */
type ValueKey = (value: Value) => string | undefined;

/**
 * A date formatter with a time zone answers by instant; without one it writes the runtime's
 * wall clock, which is the same fields on the server and in the browser for a day made from
 * its parts (`parseDay`), so it answers by those fields: the wall clock as if it were UTC.
 * With a zone name in the output, or without a date (now), nothing is kept.
 */
function dateKey(options: Intl.DateTimeFormatOptions): ValueKey | undefined {
  if (options.timeZoneName) return undefined;
  return options.timeZone
    ? (value) => `t${+(value as number)}`
    : (value) => `l${+(value as number) - new Date(value as number).getTimezoneOffset() * 60_000}`;
}

/**
 * How many answers a formatter keeps by value on a server (`recordFormatAnswers` called). A
 * page's prices, scores and days recur from one request to the next (the same hotels, the same
 * rates day), and `Intl` spends tens of microseconds on each; the few values a formatter sees
 * are kept, a full set is started again.
 */
const ANSWERS_KEPT = 2_000;

/**
 * A formatter built on first use whose `format` answers are recorded and kept by value (server)
 * or read from the page (browser): the same value always formats the same.
 */
function kept<F extends DateFormat | NumberFormat>(
  formats: Map<string, F>,
  id: string,
  make: () => Intl.DateTimeFormat | Intl.NumberFormat,
  valueKey: ValueKey | undefined,
): F {
  let format = formats.get(id);
  if (format) return format;
  let real: (Intl.DateTimeFormat & Intl.NumberFormat) | undefined;
  const build = () => (real ??= make() as Intl.DateTimeFormat & Intl.NumberFormat);
  const answered = new Map<string, string>();
  format = {
    format: (value?: Value) => {
      const call = value === undefined ? undefined : valueKey?.(value);
      if (call === undefined) return build().format(value as number);
      const answers = seeded?.[id];
      if (answers && call in answers) return answers[call];
      // A browser formats a page's values once: only a server, page after page, keeps them.
      if (!sink) return build().format(value as number);
      let text = answered.get(call);
      if (text === undefined) {
        text = build().format(value as number);
        if (answered.size >= ANSWERS_KEPT) answered.clear();
        answered.set(call, text);
      }
      const record = sink();
      if (record) {
        // Written into the record's own object: a page formats hundreds of values.
        const answers = record[id] ?? {};
        answers[call] = text;
        record[id] = answers;
      }
      return text;
    },
    formatToParts: (value?: Value) => build().formatToParts(value as number),
  } as unknown as F;
  formats.set(id, format);
  return format;
}

const dateFormats = new Map<string, DateFormat>();
const numberFormats = new Map<string, NumberFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): DateFormat {
  return kept(
    dateFormats,
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
    dateKey(options),
  );
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): NumberFormat {
  return kept(
    numberFormats,
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
    String,
  );
}

/** The locale dates are written in for a product language: `3 Mar 2026`, `2026年3月3日`. */
export const dateLocale = (language: Language): string => (language === 'zh' ? 'zh-CN' : 'en-GB');

/** The locale figures are written in for a product language: `2,400.00`. */
export const numberLocale = (language: Language): string => (language === 'zh' ? 'zh-CN' : 'en-US');
