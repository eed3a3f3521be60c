import type { Decorator, Preview } from '@storybook/react-vite';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
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
  const locale: Language = isLanguage(context.globals.locale) ? context.globals.locale : 'zh';
  const brand = brandOf(context.globals);
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
