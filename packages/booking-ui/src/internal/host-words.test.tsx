import { resources } from '@bookdirect/locales';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { useCommonTranslation } from './use-common-translation';
import { useUiTranslation } from './use-ui-translation';

function hostI18n(escapeValue: boolean | undefined) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources,
    defaultNS: 'common',
    initImmediate: false,
    ...(escapeValue === undefined ? {} : { interpolation: { escapeValue } }),
  });
  return i18n;
}

function Copyright() {
  const { t } = useCommonTranslation();
  return <p data-testid="common">{t('copyright', { year: 2026, brand: 'Sun & Sea <Hotels>' })}</p>;
}

function Nights() {
  const { t } = useUiTranslation();
  return <p data-testid="ui">{t('search:results_title', { city: 'Rock & Roll' })}</p>;
}

function Line() {
  const { t } = useCommonTranslation();
  return <p>{t('copyright', { year: 2026, brand: 'B' })}</p>;
}

describe('component words in a host app', () => {
  // i18next escapes values unless told not to; React escapes text itself.
  it.each([
    ['escapes by default', undefined],
    ['escapes', true],
    ['leaves values as they are', false],
  ])('shows a brand with & and < as written when the host %s', (_, escapeValue) => {
    render(
      <I18nextProvider i18n={hostI18n(escapeValue)}>
        <Copyright />
        <Nights />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('common').textContent).toBe(
      '© 2026 Sun & Sea <Hotels>. All rights reserved.',
    );
    expect(screen.getByTestId('ui').textContent).toContain('Rock & Roll');
    expect(screen.getByTestId('ui').textContent).not.toContain('&amp;');
  });

  it('sends no interpolation option to a host that already leaves values as they are', () => {
    for (const [escapeValue, sent] of [
      [false, { year: 2026, brand: 'B' }],
      [undefined, { year: 2026, brand: 'B', interpolation: { escapeValue: false } }],
    ] as const) {
      const i18n = hostI18n(escapeValue);
      const t = vi.spyOn(i18n, 't');
      const { unmount } = render(
        <I18nextProvider i18n={i18n}>
          <Line />
        </I18nextProvider>,
      );
      expect(t.mock.calls.at(-1)?.[1]).toMatchObject(sent);
      if (escapeValue === false)
        expect(t.mock.calls.at(-1)?.[1]).not.toHaveProperty('interpolation');
      unmount();
    }
  });
});
