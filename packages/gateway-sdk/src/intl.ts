import type { Language } from '@bookdirect/locales';

/**
 * `Intl` formatters, made once per locale and options and kept: building one costs far more
 * than formatting with it, and a page renders hundreds of dates and amounts. The options a
 * caller passes are code literals and hotel time zones, so the cache stays small.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** The locale dates are written in for a product language: `3 Mar 2026`, `2026年3月3日`. */
export const dateLocale = (language: Language): string => (language === 'zh' ? 'zh-CN' : 'en-GB');

/** The locale figures are written in for a product language: `2,400.00`. */
export const numberLocale = (language: Language): string => (language === 'zh' ? 'zh-CN' : 'en-US');
