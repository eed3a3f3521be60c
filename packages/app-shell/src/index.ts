export { DEFAULT_BRAND_NAME } from './brand';
export { deferred, deferredLoaded } from './deferred';
export { ErrorPage, type ErrorPageProps, RouteErrorBoundary } from './ErrorPage';
export { type ErrorKind, errorKind, errorStatus } from './error-kind';
export { createI18n, htmlLang, i18nOptions, languageFromHtmlLang } from './i18n';
export {
  errorMeta,
  pageTitle,
  type RootMetaData,
  type RouteMetaOptions,
  rootMeta,
  rootRouteMeta,
  routeMeta,
} from './meta';
export { NonceProvider, useNonce } from './nonce';
export {
  MAIN_ID,
  type RootData,
  ShellDocument,
  type ShellDocumentProps,
  useLanguageSync,
  useLocale,
} from './ShellDocument';
