import { fromApiLang, type Language, pickLanguage } from '@bookdirect/locales';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer's language: `?lang=cn|en`, else Accept-Language, else English. */
    readonly lang: Language;
  }
}

export const DEFAULT_LANGUAGE: Language = 'en';

export function requestLanguage(request: Pick<FastifyRequest, 'query' | 'headers'>): Language {
  const query = request.query;
  let raw: unknown;
  if (typeof query === 'object' && query !== null && 'lang' in query) raw = query.lang;
  // `?lang=cn&lang=en` parses as an array: the first one wins.
  if (Array.isArray(raw)) raw = raw[0];
  return (
    fromApiLang(typeof raw === 'string' ? raw : undefined) ??
    pickLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * A getter rather than a hook: errors raised before any hook runs (a bad URL, an unknown
 * route) are still answered in the caller's language.
 */
const plugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('lang', {
    getter(this: FastifyRequest) {
      return requestLanguage(this);
    },
  });
};

export const languagePlugin = fp(plugin, { name: 'language' });
