import { isLanguage } from '@bookdirect/locales/language';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import { createI18n } from './i18n';

async function start() {
  const asked = new URLSearchParams(window.location.search).get('lng');
  const language = isLanguage(asked) ? asked : 'en';
  // Only the language the page speaks is downloaded.
  const words =
    language === 'zh'
      ? await import('@bookdirect/locales/zh')
      : await import('@bookdirect/locales/en');
  const { common, hotel, search, validation } = words;
  const i18n = createI18n(language, { common, hotel, search, validation });
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
