import { type Language, resources } from '@bookdirect/locales';
import { type RenderResult, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BookingUiProvider } from '../BookingUiProvider/BookingUiProvider';
import type { SiteLinkSettings } from '../BookingUiProvider/site-links';
import type { Brand } from '../theme/brand';

/** Renders like a host app does: its own i18next instance and the brand's theme. */
export function renderWithHost(
  ui: ReactElement,
  {
    lng = 'en',
    brand,
    site,
  }: { lng?: Language; brand?: Partial<Brand>; site?: SiteLinkSettings } = {},
): RenderResult {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <BookingUiProvider brand={brand} {...site}>
        {children}
      </BookingUiProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}
