import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import i18next, { type i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { addons } from 'storybook/preview-api';
import { deferredLoaded } from '../packages/app-shell/src/index';
import { BookingUiProvider } from '../packages/booking-ui/src/index';
import { isLanguage, type Language, resources } from '../packages/locales/src/index';
import { brandOf } from './brands';
import { withRemix } from './remix';

/** One ready instance per language, initialised synchronously from the bundled resources. */
function createI18n(lng: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

const i18nByLanguage: Record<Language, I18n> = { zh: createI18n('zh'), en: createI18n('en') };
const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

const withHost: Decorator = (Story, context) => {
  const globals = useStoryGlobals(context);
  const locale: Language = isLanguage(globals.locale) ? globals.locale : 'zh';
  const brand = brandOf(globals);
  // The right `lang` picks Simplified Chinese glyphs and tells screen readers the language.
  document.documentElement.lang = htmlLang[locale];
  return (
    <I18nextProvider i18n={i18nByLanguage[locale]}>
      <BookingUiProvider brand={brand}>
        <Story />
      </BookingUiProvider>
    </I18nextProvider>
  );
};

/** The toolbar's globals the stories render with. */
const TOOLBAR_GLOBALS = ['locale', 'brand'] as const;
type ToolbarGlobals = Partial<Record<(typeof TOOLBAR_GLOBALS)[number], unknown>>;

const TOOLBAR_EVENT = 'bookdirect:toolbar';
declare global {
  interface Window {
    /** A docs frame's toolbar globals, for the story frames it holds. */
    __bookdirectToolbar?: ToolbarGlobals;
    /** Storybook's preview, where its store is ready. */
    __STORYBOOK_PREVIEW__?: {
      storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } };
    };
  }
}

function toolbarOf(globals: Record<string, unknown>): ToolbarGlobals {
  return Object.fromEntries(
    TOOLBAR_GLOBALS.filter((key) => key in globals).map((key) => [key, globals[key]]),
  );
}

/** The docs frame this story frame is drawn in, if it is one of a docs page's stories. */
function docsFrameAbove(): Window | undefined {
  try {
    const parent = window.parent;
    if (parent === window) return undefined;
    return new URLSearchParams(parent.location.search).get('viewMode') === 'docs'
      ? parent
      : undefined;
  } catch {
    // Another origin: not a Storybook docs page.
    return undefined;
  }
}

/** Publishes a docs frame's toolbar globals, for the story frames it holds. */
function publishToolbarOfDocs() {
  if (new URLSearchParams(window.location.search).get('viewMode') !== 'docs') return;
  const publish = () => {
    const globals = window.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get();
    if (!globals) return;
    const next = toolbarOf(globals);
    if (JSON.stringify(next) === JSON.stringify(window.__bookdirectToolbar)) return;
    window.__bookdirectToolbar = next;
    window.dispatchEvent(new Event(TOOLBAR_EVENT));
  };
  // Read once the preview has applied what the event carries (the URL's globals, a toolbar
  // change): its store is the one account of them.
  const soon = () => setTimeout(publish, 0);
  // Storybook installs its channel after this module has run; until then `getChannel()` hands
  // out a stand-in that never hears the toolbar (a built Storybook shows it).
  void addons.ready().then((channel) => {
    for (const event of ['setGlobals', 'updateGlobals', 'globalsUpdated']) channel.on(event, soon);
    soon();
  });
}

publishToolbarOfDocs();
const docsFrame = docsFrameAbove();
const onDocsToolbar = (onChange: () => void) => {
  docsFrame?.addEventListener(TOOLBAR_EVENT, onChange);
  return () => docsFrame?.removeEventListener(TOOLBAR_EVENT, onChange);
};
const docsToolbar = () => docsFrame?.__bookdirectToolbar;

/**
 * The globals a story renders with. Docs pages draw each story in a frame of its own
 * (`docs.story.inline: false`), a preview that hears nothing from the toolbar: there the
 * docs frame's language and brand count, and a change re-renders the story. A story that
 * pins a global (`globals: { locale: 'en' }`) keeps it, as on its own page.
 */
function useStoryGlobals(context: StoryContext): Record<string, unknown> {
  const fromDocs = useSyncExternalStore(onDocsToolbar, docsToolbar);
  if (!fromDocs) return context.globals;
  const pinned = context.storyGlobals ?? {};
  return {
    ...context.globals,
    ...Object.fromEntries(Object.entries(fromDocs).filter(([key]) => !(key in pinned))),
  };
}

const preview: Preview = {
  // The host outermost: Remix's stub (for the apps' components) renders inside its providers.
  decorators: [withRemix, withHost],
  // Parts of a page that hydrate after it (`deferred`) are drawn with the story, not after it.
  loaders: [() => deferredLoaded()],
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文', right: 'zh' },
          { value: 'en', title: 'English', right: 'en' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'White-label brand the theme is built from',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'demo', title: 'Bookdirect Hotels (demo)' },
          { value: 'lotus', title: 'Lotus Bay Resorts' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh', brand: 'demo' },
  parameters: {
    layout: 'fullscreen',
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design tokens',
          'Theming a brand',
          'Languages',
          'Embedding',
          'Components',
          'Catalogue',
          'Booking',
          'Members',
          'Check-in',
          'Home',
          'Marketing',
          'Booking site',
          'Marketing site',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Docs pages show each story in its own frame: dialogs, fixed bars and toasts stay in
    // their story instead of covering the page.
    docs: { story: { inline: false, height: '520px' } },
    // Every story is also an accessibility test: axe violations fail `test:stories`.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: {
          name: 'Phone (375)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
