/** A price to 2 decimals with the currency symbol in front, e.g. `€128.00`. */
export function formatPrice(symbol: string, amount: number, language: 'zh' | 'en'): string {
  const figure = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number.isFinite(amount) ? amount : 0);
  return `${symbol}${figure}`;
}

/** A date as the visitor reads it: `Mon, 3 Mar` or `3月3日 周一`. */
export function formatDay(date: Date, language: 'zh' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(date);
}
