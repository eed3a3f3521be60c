import { isLanguage, type Language } from '@bookdirect/locales';
import type { MetaDescriptor } from '@remix-run/react';
import { DEFAULT_BRAND_NAME } from './brand';
import { errorKind } from './error-kind';
import { translatePage as translate } from './i18n';

/** What every route's meta needs from the root loader. */
export interface RootMetaData {
  locale: Language;
  brand: { name: string };
}

/** `Find hotels · Bookdirect`: the title key's words in `lang`, then the brand. */
export function pageTitle(lang: Language, key: string, brandName: string): string {
  return translate(lang, 'titles:suffix', {
    title: translate(lang, `titles:${key}`),
    brand: brandName,
  });
}

interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  error?: unknown;
}

/** Language and brand name from the root match, with safe fallbacks when the root failed. */
export function rootMeta(
  matches: MetaArgsLike['matches'],
  fallback: Language = 'en',
): { lang: Language; brandName: string } {
  const data = matches.find((match) => match?.id === 'root')?.data as
    | Partial<RootMetaData>
    | undefined;
  return {
    lang: isLanguage(data?.locale) ? data.locale : fallback,
    brandName: data?.brand?.name ?? DEFAULT_BRAND_NAME,
  };
}

export interface RouteMetaOptions {
  /** The route's title key in `titles` (spec: "the page title of each route comes from its title key"). */
  title: string;
  /** A `namespace:key` for the description. */
  description?: string;
  /** Values for the description's `{{placeholders}}`. */
  descriptionValues?: Record<string, string | number>;
}

/**
 * A route's `meta`: title from its title key and a description, both in the page's language.
 * When the route failed, the title says what the error page says.
 */
export function routeMeta({ title, description, descriptionValues }: RouteMetaOptions) {
  return ({ matches, error }: MetaArgsLike): MetaDescriptor[] => {
    const { lang, brandName } = rootMeta(matches);
    // Remix passes `error: null` when nothing failed.
    if (error != null) return errorMeta(lang, brandName, error);
    const tags: MetaDescriptor[] = [{ title: pageTitle(lang, title, brandName) }];
    if (description) {
      tags.push({ name: 'description', content: translate(lang, description, descriptionValues) });
    }
    return tags;
  };
}

/** Title of the friendly error page. */
export function errorMeta(lang: Language, brandName: string, error: unknown): MetaDescriptor[] {
  const kind = errorKind(error);
  return [
    { title: pageTitle(lang, kind === 'not_found' ? 'not_found' : 'error', brandName) },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * The root route's `meta`: nothing of its own (every route names its page), but the error
 * title when the root's ErrorBoundary is the one showing.
 */
export function rootRouteMeta({ matches, error }: MetaArgsLike): MetaDescriptor[] {
  if (error == null) return [];
  const { lang, brandName } = rootMeta(matches);
  return errorMeta(lang, brandName, error);
}
