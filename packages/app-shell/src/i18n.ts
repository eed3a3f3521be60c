import {
  type FormatAnswers,
  renderedFormatAnswers,
  seedFormatAnswers,
} from '@bookdirect/gateway-sdk/intl';
import {
  defaultNamespace,
  isLanguage,
  type Language,
  type Namespace,
  namespaces,
  resources,
} from '@bookdirect/locales';
import { loadNamespace, type Messages } from '@bookdirect/locales/load';
import { useMatches } from '@remix-run/react';
import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { createElement, startTransition } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';

/**
 * What a route module exports as `handle` to say which namespaces its page reads: the page
 * gets the words of every matched route's namespaces (the root's are on every page), in the
 * visitor's language only, before it renders. A namespace read only after an interaction
 * still works without being listed (it is fetched on first use), but then paints a moment
 * later.
 */
export interface I18nHandle {
  i18n?: readonly Namespace[];
}

/** The namespaces a page needs: `common`, then every matched route's `handle.i18n`. */
export function routeNamespaces(matches: ReadonlyArray<{ handle?: unknown }>): Namespace[] {
  const needed = new Set<Namespace>([defaultNamespace as Namespace]);
  for (const match of matches) {
    for (const namespace of (match.handle as I18nHandle | undefined)?.i18n ?? []) {
      needed.add(namespace);
    }
  }
  return [...needed];
}

/** Options of every instance, server and browser alike, so both translate the same way. */
function sharedOptions(lng: Language): InitOptions {
  return {
    lng,
    supportedLngs: ['zh', 'en'],
    defaultNS: defaultNamespace,
    // i18next 23 calls it initImmediate; false makes init() finish before it returns.
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  };
}

/**
 * Options with every namespace of both languages bundled (servers, tests and stories): no
 * backend, so initialisation is synchronous.
 */
export function i18nOptions(lng: Language): InitOptions {
  return { ...sharedOptions(lng), fallbackLng: 'en', ns: namespaces, resources };
}

let processInstance: I18n | undefined;

/** Namespaces each request's render has read so far, beyond what its routes declared. */
const readDuringRender = new WeakMap<I18n, Set<string>>();

/**
 * Instances kept for the server's pages (`pageI18n`), which many renders share: what each
 * render reads goes to that render's own set instead (`recordRenderReads`).
 */
const sharedByRenders = new WeakSet<I18n>();
/** On the server: the current render's set of namespaces read (undefined outside a render). */
let renderReads: (() => Set<string> | undefined) | undefined;

/**
 * On the server: the namespaces a page instance (`pageI18n`) reads go to `to()`, the current
 * render's set, so that each page sends the words it read, whatever other pages render
 * meanwhile on the same instance.
 */
export function recordRenderReads(to: () => Set<string> | undefined): void {
  renderReads = to;
}

/** Where `instance`'s reads are noted now: its render's set, or its own. */
function readsOf(instance: I18n): Set<string> | undefined {
  return sharedByRenders.has(instance) ? renderReads?.() : readDuringRender.get(instance);
}

interface Extracted {
  key: string;
  namespaces: string | readonly string[];
}

interface TranslatorInternals {
  translate: (keys: unknown, options?: unknown, lastKey?: unknown) => unknown;
  extractFromKey: (
    key: string,
    options: { ns?: string | readonly string[]; nsSeparator?: unknown; keySeparator?: unknown },
  ) => Extracted;
}

/**
 * `ns:key` split once per process: every request's instance shares the options that decide
 * the split, and i18next otherwise rebuilds its regular expressions for it on every `t()`.
 */
const extracted = new Map<string, Extracted>();
const EXTRACTED_MAX = 10_000;

function rememberExtraction(translator: TranslatorInternals): void {
  const extract = translator.extractFromKey.bind(translator);
  translator.extractFromKey = (key, options) => {
    if (options.nsSeparator !== undefined || options.keySeparator !== undefined) {
      return extract(key, options);
    }
    const ns = typeof options.ns === 'string' ? options.ns : (options.ns?.join(',') ?? '');
    const id = `${ns}\u0000${key}`;
    let found = extracted.get(id);
    if (!found) {
      found = extract(key, options);
      if (extracted.size >= EXTRACTED_MAX) extracted.clear();
      extracted.set(id, found);
    }
    return found;
  };
}

/**
 * What `t()` answered, for the process: the server's words never change once loaded, so the
 * same key with the same options in the same language always gives the same string. A page
 * makes a few hundred `t()` calls, nearly all the same from one request to the next, and each
 * costs i18next a resolve, a plural rule and an interpolation pass (about a tenth of a results
 * page's server render). Each answer keeps the namespaces it read (a `$t(ns:key)` nested in a
 * word reads another), so a page answered from here still sends the browser the same words.
 */
interface Translated {
  text: string;
  namespaces: readonly string[];
}

const translated = new Map<string, Translated>();
const TRANSLATED_MAX = 20_000;

/** Sets of namespaces the translations being computed (nested ones included) are reading. */
const computing: Set<string>[] = [];

/** A value of `t()`'s options spelled for `translationId`; undefined when it cannot be. */
function optionValueId(value: unknown, nested: boolean): string | undefined {
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `n${Object.is(value, -0) ? '-0' : value}`;
    case 'boolean':
      return `b${value}`;
    case 'object': {
      if (value === null) return 'z';
      if (Array.isArray(value)) {
        return value.every((item) => typeof item === 'string')
          ? `a${value.length}\u0003${value.join('\u0003')}`
          : undefined;
      }
      // One level of plain object: `interpolation: { escapeValue: false }`, `replace: {...}`.
      if (nested || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
      let id = 'o';
      for (const [name, inner] of Object.entries(value)) {
        if (inner === undefined) continue;
        const innerId = optionValueId(inner, true);
        if (innerId === undefined) return undefined;
        id += `\u0004${name}\u0005${innerId}`;
      }
      return `${id}\u0006`;
    }
    default:
      return undefined;
  }
}

/**
 * An id for a `t()` call, or undefined when its options hold anything but strings, numbers,
 * booleans, null, arrays of strings and plain objects of those (a formatter, a class
 * instance, an object in an object): those are translated every time.
 */
function translationId(language: string, keys: unknown, options: object): string | undefined {
  let id = `${language}\u0000`;
  if (typeof keys === 'string') id += `k${keys}`;
  else if (Array.isArray(keys) && keys.every((key) => typeof key === 'string')) {
    id += `a${keys.length}\u0003${keys.join('\u0003')}`;
  } else return undefined;
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    const valueId = optionValueId(value, false);
    if (valueId === undefined) return undefined;
    id += `\u0001${name}\u0002${valueId}`;
  }
  return id;
}

/** Forgets every kept translation (the words changed). */
function forgetTranslations(): void {
  translated.clear();
  wordsGeneration++;
}

/**
 * The answer kept under `id` in `answers`, noting the namespaces it read; or, when there is
 * none (or no id), what `translate` answers, kept under `id` with the namespaces it read
 * (nested translations included) when it is a string.
 */
function keptAnswer(
  answers: Map<string, Translated>,
  id: string | undefined,
  note: (namespace: string) => void,
  translate: () => unknown,
): unknown {
  const known = id === undefined ? undefined : answers.get(id);
  if (known) {
    for (const namespace of known.namespaces) note(namespace);
    return known.text;
  }
  const reading = new Set<string>();
  computing.push(reading);
  let text: unknown;
  try {
    text = translate();
  } finally {
    computing.pop();
  }
  if (id !== undefined && typeof text === 'string') {
    if (answers.size >= TRANSLATED_MAX) answers.clear();
    answers.set(id, { text, namespaces: [...reading] });
  }
  return text;
}

/** Counts the times the words changed: a fixed `t`'s kept answers are of one generation. */
let wordsGeneration = 0;

/** What one `t` of `getFixedT` answered, by call, in one language, of one generation. */
interface FixedTAnswers {
  language: string | undefined;
  generation: number;
  byCall: Map<string, Translated>;
}

/**
 * A call of a fixed `t` spelled as an id: the key itself for `t(key)` (and `t(key, undefined)`,
 * the same to i18next), the key and its options as `translationId` spells them for
 * `t(key, options)`; undefined for anything else (a list of keys, a default value, options it
 * cannot spell), which is translated every time.
 */
function callId(key: unknown, rest: readonly unknown[]): string | undefined {
  if (typeof key !== 'string') return undefined;
  const [options, ...more] = rest;
  if (more.length > 0) return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return undefined;
  if (Object.getPrototypeOf(options) !== Object.prototype) return undefined;
  // Starts with the empty language's \u0000, which no key does.
  return translationId('', key, options);
}

/** `getFixedT`'s arguments spelled as an id, or undefined for a list of languages. */
function fixedTId(lng: unknown, ns: unknown, keyPrefix: unknown): string | undefined {
  if (lng != null && typeof lng !== 'string') return undefined;
  if (keyPrefix != null && typeof keyPrefix !== 'string') return undefined;
  let namespaces: string;
  if (ns == null) namespaces = '';
  else if (typeof ns === 'string') namespaces = `s${ns}`;
  else if (Array.isArray(ns) && ns.every((n) => typeof n === 'string')) {
    namespaces = `a${ns.join('\u0003')}`;
  } else return undefined;
  return `${lng ?? ''}\u0001${namespaces}\u0001${keyPrefix ?? ''}`;
}

/** The `t`s of `getFixedT` kept per instance, at most this many each. */
const FIXED_TS_MAX = 1_000;

/**
 * Records the namespace of every key the instance translates, as i18next resolves it, so the
 * page's words include what the render actually read: a namespace a route forgot to declare
 * still reaches the browser, and the first client render still matches the server's HTML.
 * Answers are kept for the process (`translated`).
 */
function recordNamespaces(instance: I18n): void {
  readDuringRender.set(instance, new Set<string>());
  const translator = (
    instance as unknown as { translator: TranslatorInternals & { language?: string } }
  ).translator;
  rememberExtraction(translator);
  const translate = translator.translate.bind(translator);
  const note = (namespace: string) => {
    readsOf(instance)?.add(namespace);
    for (const namespaces of computing) namespaces.add(namespace);
  };
  translator.translate = (keys, options, lastKey) => {
    const resolved = typeof options === 'object' && options !== null ? options : {};
    const id =
      lastKey === undefined && (options === undefined || resolved === options)
        ? translationId(translator.language ?? '', keys, resolved)
        : undefined;
    return keptAnswer(translated, id, note, () => {
      for (const key of [keys].flat()) {
        if (typeof key !== 'string') continue;
        for (const namespace of [translator.extractFromKey(key, resolved).namespaces].flat()) {
          note(namespace);
        }
      }
      return translate(keys, options, lastKey);
    });
  };
  keepFixedTs(instance, translator, note);
}

/**
 * The same `t` for the same `getFixedT` arguments, answering a call it answered before from
 * what it answered (`callId`): react-i18next asks for a new `t` on every `useTranslation`, and
 * each of its calls had i18next copy its options and add its language and namespaces, and
 * `translator.translate` spell all of them into an id, before the kept answer was found
 * (together about 4 % of a results page's server render). A bare key (`t('key')`, most of a
 * page's calls) is its own id. A kept answer notes the namespaces it read, as `translate`'s
 * do, and holds for its language and the words it was read from.
 */
function keepFixedTs(
  instance: I18n,
  translator: { language?: string },
  note: (namespace: string) => void,
): void {
  const make = instance.getFixedT.bind(instance);
  const kept = new Map<string, ReturnType<I18n['getFixedT']>>();
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown) => {
    const fresh = () =>
      (make as (...args: unknown[]) => ReturnType<I18n['getFixedT']>)(lng, ns, keyPrefix);
    const id = fixedTId(lng, ns, keyPrefix);
    if (id === undefined) return fresh();
    const known = kept.get(id);
    if (known) return known;
    const fixed = fresh();
    const answers: FixedTAnswers = {
      language: translator.language,
      generation: wordsGeneration,
      byCall: new Map(),
    };
    const translate = fixed as unknown as (...args: unknown[]) => unknown;
    const t = (key: unknown, ...rest: unknown[]) => {
      const id = callId(key, rest);
      if (id === undefined) return translate(key, ...rest);
      if (answers.language !== translator.language || answers.generation !== wordsGeneration) {
        answers.language = translator.language;
        answers.generation = wordsGeneration;
        answers.byCall.clear();
      }
      return keptAnswer(answers.byCall, id, note, () => translate(key, ...rest));
    };
    // i18next's own properties of a fixed `t` (react-i18next reads none of them on a server).
    const {
      lng: language,
      lngs,
      ns: fixedNs,
      keyPrefix: prefix,
    } = fixed as unknown as Record<string, unknown>;
    Object.assign(t, { lng: language, lngs, ns: fixedNs, keyPrefix: prefix });
    if (kept.size >= FIXED_TS_MAX) kept.clear();
    kept.set(id, t as unknown as ReturnType<I18n['getFixedT']>);
    return t;
  }) as I18n['getFixedT'];
}

/** Namespaces found loaded, as `lng|ns`: on a server every word is there from the start. */
const loaded = new Set<string>();

/**
 * Every `useTranslation` asks whether each of its namespaces is loaded (booking-ui's ask for
 * eight), on every render; once a language's namespace is loaded it stays so until the words
 * change, so a yes is kept for the process. The caller's precheck still runs each time.
 */
function answerLoadedOnce(instance: I18n): void {
  const ask = instance.hasLoadedNamespace.bind(instance);
  const loadNotPending = (lng: string | readonly string[], ns: string | readonly string[]) => {
    const state = (
      instance.services.backendConnector as unknown as { state: Record<string, number> }
    ).state[`${String(lng)}|${String(ns)}`];
    return state === -1 || state === 0 || state === 2;
  };
  instance.hasLoadedNamespace = (ns, options) => {
    const lng = options?.lng || instance.resolvedLanguage || instance.languages?.[0];
    if (!instance.isInitialized || !lng || typeof ns !== 'string') return ask(ns, options);
    if (options?.precheck) {
      const early = options.precheck(instance, loadNotPending);
      if (early !== undefined) return early;
    }
    const id = `${lng}|${ns}`;
    if (loaded.has(id)) return true;
    const answer = ask(ns, { ...options, precheck: undefined });
    if (answer) loaded.add(id);
    return answer;
  };
}

/** Whose words `translatePage` reads: the process's on a server, the page's in the browser. */
let wordsInstance: I18n | undefined;

/**
 * `namespace:key` in `lang` outside React (route `meta`), from the words this side already
 * has: every word on a server, the page's namespaces in the browser. Unlike `translate` of
 * `@bookdirect/locales`, it does not bundle both languages into the page.
 */
export function translatePage(
  lang: Language,
  key: string,
  values?: Record<string, string | number>,
): string {
  return wordsInstance ? wordsInstance.getFixedT(lang)(key, values) : key;
}

/**
 * An initialised i18next instance bound to react-i18next with every word of both languages.
 * The resources and i18next's services are set up once per process; each call returns a
 * clone sharing them, cheap enough for one per request. `ns` names the namespaces the page
 * reads (`routeNamespaces`): `I18nResources` sends only those to the browser.
 */
export function createI18n(lng: Language, ns: readonly Namespace[] = namespaces): I18n {
  if (!processInstance) {
    processInstance = createInstance();
    void processInstance.use(initReactI18next).init(i18nOptions('en'));
    // Route `meta` translates through it (`translatePage`): its answers are kept too.
    recordNamespaces(processInstance);
    wordsInstance = processInstance;
    // Kept translations and payloads hold the words as they were: new words forget them.
    processInstance.store.on('added', forgetWords);
    processInstance.store.on('removed', forgetWords);
  }
  const instance = processInstance.cloneInstance({ lng, ns: [...ns] });
  recordNamespaces(instance);
  answerLoadedOnce(instance);
  return instance;
}

/** Page instances by language and namespaces: a few per site (its kinds of page). */
const pageInstances = new Map<string, I18n>();
const PAGE_INSTANCES_MAX = 64;

/**
 * `createI18n` for the server's pages: one instance per language and namespaces, kept for the
 * process, instead of a clone per request (a clone sets up i18next's services again: about
 * 2 % of a results page). Nothing a render does changes its instance; what each render reads
 * is recorded in its own set (`recordRenderReads`), which `I18nResources` reads.
 */
export function pageI18n(lng: Language, ns: readonly Namespace[] = namespaces): I18n {
  const id = `${lng}|${ns.join(',')}`;
  let instance = pageInstances.get(id);
  if (!instance) {
    instance = createI18n(lng, ns);
    sharedByRenders.add(instance);
    if (pageInstances.size >= PAGE_INSTANCES_MAX) pageInstances.clear();
    pageInstances.set(id, instance);
  }
  return instance;
}

/** The id of the `<script type="application/json">` carrying the page's words. */
const RESOURCES_ID = 'i18n-resources';

interface Payload {
  lng: Language;
  resources: Partial<Record<Namespace, Messages>>;
  /** The dates and amounts the render formatted before this element (ADR 0040). */
  formats?: FormatAnswers;
}

/** The payload exactly as the server sent it, so hydration renders the same element. */
let sentPayload: string | undefined;

/**
 * The payloads sent so far, by language and namespaces: the same for every page of a kind, and
 * tens of KiB of JSON to write again otherwise.
 */
const payloads = new Map<string, string>();
const PAYLOADS_MAX = 500;

function forgetWords(): void {
  forgetTranslations();
  loaded.clear();
  payloads.clear();
}

/** JSON that is safe inside `<script>`: no `</script>` or `<!--` can close or open anything. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's words as that JSON, kept by language and namespaces. */
function serialise(i18n: I18n): string {
  const lng = i18n.language as Language;
  const declared = (i18n.options.ns ?? namespaces) as Namespace[];
  const read = [...(readsOf(i18n) ?? [])].filter(
    (n): n is Namespace =>
      (namespaces as string[]).includes(n) && !declared.includes(n as Namespace),
  );
  const ns = [...declared, ...read];
  // Only the process's words are kept: an instance of its own (a test's) may change its own.
  const keep = processInstance !== undefined && i18n.store === processInstance.store;
  const id = `${lng}\u0000${ns.join(',')}`;
  const known = keep ? payloads.get(id) : undefined;
  if (known !== undefined) return known;
  const payload: Payload = {
    lng,
    resources: Object.fromEntries(ns.map((n) => [n, i18n.getResourceBundle(lng, n)])),
  };
  const json = scriptJson(payload);
  if (keep) {
    if (payloads.size >= PAYLOADS_MAX) payloads.clear();
    payloads.set(id, json);
  }
  return json;
}

/** The payload with the render's formatter answers so far, when it formatted anything. */
function withFormats(json: string, formats: FormatAnswers | undefined): string {
  if (!formats || Object.keys(formats).length === 0) return json;
  return `${json.slice(0, -1)},"formats":${scriptJson(formats)}}`;
}

/**
 * The words the page renders with, in its language only, as inert JSON in the document; the
 * browser starts i18next from them (`createBrowserI18n`). Render it once in the root
 * `Layout`, after the page's content (what was rendered before it and read a namespace the
 * routes did not declare is covered too). It carries the dates and amounts the page formatted
 * before it too, so hydration does not build `Intl` formatters to write them again.
 */
export function I18nResources() {
  const { i18n } = useTranslation();
  const html =
    typeof document === 'undefined'
      ? withFormats(serialise(i18n), renderedFormatAnswers())
      : (sentPayload ?? '');
  return createElement('script', {
    id: RESOURCES_ID,
    type: 'application/json',
    suppressHydrationWarning: true,
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own locale files, with every `<` escaped by serialise()
    dangerouslySetInnerHTML: { __html: html },
  });
}

const loading = new Map<string, Promise<void>>();
/** Namespaces whose chunk failed to load: pages render their keys rather than wait forever. */
const failed = new Set<string>();

/** Fetches the namespaces of `lng` that the instance lacks; one request per namespace, ever. */
function ensureNamespaces(i18n: I18n, lng: Language, ns: readonly Namespace[]): Promise<void> {
  const missing = ns.filter((n) => !i18n.hasResourceBundle(lng, n) && !failed.has(`${lng}|${n}`));
  return Promise.all(
    missing.map((n) => {
      const key = `${lng}|${n}`;
      let pending = loading.get(key);
      if (!pending) {
        pending = loadNamespace(lng, n).then((words) => {
          // Every translated component re-renders on the 'added' event (`bindI18nStore`). As a
          // transition, that render lets a part still showing the server's HTML (a deferred
          // part whose code is arriving) hydrate first, rather than dropping its HTML and
          // rendering afresh (React's error 421).
          startTransition(() => {
            i18n.addResourceBundle(lng, n, words, true, true);
          });
        });
        pending.catch(() => failed.add(key));
        loading.set(key, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/**
 * The browser's instance, started synchronously from the words the server embedded (so the
 * first render matches the server's HTML). Anything else is fetched per namespace: a key of
 * a namespace the page did not declare loads it and re-renders (`bindI18nStore`). The
 * formatters are seeded with the dates and amounts the server wrote (ADR 0040).
 */
export function createBrowserI18n(): I18n {
  sentPayload = document.getElementById(RESOURCES_ID)?.textContent ?? '';
  const payload = (sentPayload ? JSON.parse(sentPayload) : null) as Payload | null;
  const lng = payload?.lng ?? languageFromHtmlLang(document.documentElement.lang) ?? 'en';
  const words = payload?.resources ?? {};
  seedFormatAnswers(payload?.formats);
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    ...sharedOptions(lng),
    // Both languages carry the same keys (checked in @bookdirect/locales), so the browser
    // never needs the other language's words.
    fallbackLng: false,
    ns: Object.keys(words),
    resources: { [lng]: words },
    react: { useSuspense: false, bindI18nStore: 'added' },
    saveMissing: true,
    saveMissingTo: 'current',
    missingKeyHandler: (_lngs, ns) => {
      const current = instance.language;
      if (isLanguage(current) && (namespaces as string[]).includes(ns)) {
        void ensureNamespaces(instance, current, [ns as Namespace]);
      }
    },
  });
  wordsInstance = instance;
  return instance;
}

/**
 * Holds a client-side navigation (a React transition) until the next page's words in `lng`
 * are loaded, so it never paints keys. Call it in the root `Layout`; on the server and on the
 * first render everything is there already and it returns at once.
 */
export function useRouteNamespaces(lng: Language): void {
  const { i18n } = useTranslation();
  const ns = routeNamespaces(useMatches());
  if (ns.some((n) => !i18n.hasResourceBundle(lng, n) && !failed.has(`${lng}|${n}`))) {
    // Suspends: React re-renders once the promise settles, keeping the current page meanwhile.
    throw ensureNamespaces(i18n, lng, ns).catch(() => undefined);
  }
}

/** The value of `<html lang>` for a language. */
export function htmlLang(lng: Language): string {
  return lng === 'zh' ? 'zh-CN' : 'en';
}

/** Reads back the language the server rendered, from `<html lang>`. */
export function languageFromHtmlLang(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const base = value.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : undefined;
}
