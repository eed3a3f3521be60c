/**
 * The languages and their names on the wire, without any resources: what the gateway client,
 * the servers and the component library need to know about a language.
 */

/** The languages the product speaks. `zh` is Simplified Chinese. */
export const languages = ['zh', 'en'] as const;
export type Language = (typeof languages)[number];

export const defaultNamespace = 'common';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The gateway and the original contract name Chinese `cn`; i18next names it `zh`.
 */
export function toApiLang(lang: Language): 'cn' | 'en' {
  return lang === 'zh' ? 'cn' : 'en';
}

export function fromApiLang(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const v = value.toLowerCase();
  if (v === 'cn' || v.startsWith('zh')) return 'zh';
  if (v.startsWith('en')) return 'en';
  return undefined;
}

/**
 * Picks the best supported language from an Accept-Language header, honouring q-values.
 */
export function pickLanguage(acceptLanguage: string | null | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = fromApiLang(tag);
    if (lang) return lang;
  }
  return undefined;
}
