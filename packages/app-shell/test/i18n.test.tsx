import {
  dateTimeFormat,
  type FormatAnswers,
  numberFormat,
  recordFormatAnswers,
  seedFormatAnswers,
} from '@bookdirect/gateway-sdk/intl';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserI18n, createI18n, I18nResources, routeNamespaces } from '../src/i18n';

/** The `<script>` I18nResources rendered, parsed back. */
function payloadOf(html: string) {
  const json = html.match(/<script[^>]*id="i18n-resources"[^>]*>(.*)<\/script>/)?.[1] ?? '';
  return { json, payload: JSON.parse(json) as { lng: string; resources: Record<string, object> } };
}

/** The document as the browser has it once the server's page arrived. */
function serverPage(json: string, lang = 'zh-CN') {
  vi.stubGlobal('document', {
    documentElement: { lang },
    getElementById: (id: string) => (id === 'i18n-resources' ? { textContent: json } : null),
  });
}

/** A component reading a namespace no route declared. */
function Undeclared() {
  const { t } = useTranslation();
  return <p>{t('orders:order_not_found')}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  recordFormatAnswers(() => undefined);
  seedFormatAnswers(undefined);
});

describe('routeNamespaces', () => {
  it('is common, then every matched route’s handle.i18n, once each', () => {
    const matches = [
      { handle: { i18n: ['errors', 'titles'] } },
      { handle: undefined },
      { handle: { other: true } },
      { handle: { i18n: ['search', 'titles', 'common'] } },
    ];
    expect(routeNamespaces(matches)).toEqual(['common', 'errors', 'titles', 'search']);
  });
});

describe('createI18n (server)', () => {
  it('gives each request its own language over one set of resources', () => {
    const zh = createI18n('zh', ['common']);
    const en = createI18n('en', ['common']);
    expect(zh.t('common:my_trips')).not.toBe(en.t('common:my_trips'));
    expect(en.t('common:my_trips')).toBe('My Trips');
    // Every namespace stays available to the server render, whatever the page declared.
    expect(zh.t('search:check_in')).not.toBe('check_in');
    expect(zh.store).toBe(en.store);
  });
});

describe('createI18n: answers kept for the process', () => {
  it('answers each language, count and value as i18next does, however often asked', () => {
    for (let request = 0; request < 3; request++) {
      const en = createI18n('en', ['common', 'search']);
      const zh = createI18n('zh', ['common', 'search']);
      expect(en.t('search:nights', { count: 1 })).toBe('1 night');
      expect(en.t('search:nights', { count: 3 })).toBe('3 nights');
      expect(zh.t('search:nights', { count: 3 })).not.toBe('3 nights');
      expect(en.t('search:filter_hotels', { count: 4 })).toBe('4 hotels');
      expect(en.t('search:filter_hotels', { count: 4, lng: 'zh' })).toBe(
        zh.t('search:filter_hotels', { count: 4 }),
      );
    }
  });

  it('tells apart calls that differ only inside an options object', () => {
    const en = createI18n('en', ['common', 'search']);
    const escaped = { interpolation: { escapeValue: true } };
    const raw = { interpolation: { escapeValue: false } };
    for (let request = 0; request < 2; request++) {
      expect(en.t('search:results_title', { city: 'A&B', ...raw })).toContain('A&B');
      expect(en.t('search:results_title', { city: 'A&B', ...escaped })).toContain('A&amp;B');
      expect(en.t('search:results_title', { replace: { city: 'Paris' } })).toContain('Paris');
      expect(en.t('search:results_title', { replace: { city: 'Rome' } })).toContain('Rome');
    }
  });

  it('translates options it cannot spell (a function) every time', () => {
    const en = createI18n('en', ['common', 'search']);
    const deep = { interpolation: { format: (value: unknown) => String(value) } };
    expect(en.t('search:nights', { count: 2, ...deep })).toBe('2 nights');
    expect(en.t('search:nights', { count: 5, ...deep })).toBe('5 nights');
  });

  it('still sends an undeclared namespace when the words were kept by an earlier request', () => {
    const page = () =>
      renderToString(
        <I18nextProvider i18n={createI18n('en', ['common'])}>
          <Undeclared />
          <I18nResources />
        </I18nextProvider>,
      );
    const first = page();
    const second = page();
    expect(second).toBe(first);
    expect(Object.keys(payloadOf(second).payload.resources)).toEqual(['common', 'orders']);
  });
});

describe('createI18n: the same t for the same getFixedT arguments', () => {
  it('answers each key and options as i18next does, in the language of the moment', async () => {
    const en = createI18n('en', ['common', 'search']);
    const t = en.getFixedT(null, 'search');
    expect(en.getFixedT(null, 'search')).toBe(t);
    expect(en.getFixedT(null, 'common')).not.toBe(t);
    for (let call = 0; call < 2; call++) {
      expect(t('check_in')).toBe('Check-in');
      expect(t('check_in', undefined)).toBe('Check-in');
      expect(t('common:my_trips')).toBe('My Trips');
      expect(t('nights', { count: 3 })).toBe('3 nights');
      expect(t('nights', { count: 1 })).toBe('1 night');
      expect(t('results_title', { city: 'A&B', interpolation: { escapeValue: true } })).toContain(
        'A&amp;B',
      );
      expect(t('results_title', { city: 'A&B' })).toContain('A&B');
      const deep = { interpolation: { format: (value: unknown) => String(value) } };
      expect(t('nights', { count: 2, ...deep })).toBe('2 nights');
    }
    await en.changeLanguage('zh');
    expect(t('common:my_trips')).toBe(createI18n('zh', ['common']).t('common:my_trips'));
    expect(t('common:my_trips')).not.toBe('My Trips');
  });

  it('answers with the words as they are now', () => {
    const en = createI18n('en', ['common']);
    const t = en.getFixedT(null, 'common');
    const before = t('my_trips');
    en.addResource('en', 'common', 'my_trips', 'Journeys');
    try {
      expect(t('my_trips')).toBe('Journeys');
      expect(en.getFixedT(null, 'common')('my_trips')).toBe('Journeys');
    } finally {
      en.addResource('en', 'common', 'my_trips', before);
    }
    expect(t('my_trips')).toBe(before);
  });
});

describe('I18nResources', () => {
  it('sends the page’s namespaces in its language only, safe inside <script>', () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n('zh', ['common', 'search'])}>
        <I18nResources />
      </I18nextProvider>,
    );
    const { json, payload } = payloadOf(html);
    expect(payload.lng).toBe('zh');
    expect(Object.keys(payload.resources)).toEqual(['common', 'search']);
    expect(payload.resources.common).toEqual(createI18n('zh').getResourceBundle('zh', 'common'));
    expect(json).not.toContain('<');
  });

  it('also sends a namespace the render read without a route declaring it', () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n('en', ['common'])}>
        <Undeclared />
        <I18nResources />
      </I18nextProvider>,
    );
    expect(Object.keys(payloadOf(html).payload.resources)).toEqual(['common', 'orders']);
  });

  it('renders the same element in the browser, so hydration matches', () => {
    const server = renderToString(
      <I18nextProvider i18n={createI18n('en', ['common', 'titles'])}>
        <I18nResources />
      </I18nextProvider>,
    );
    serverPage(payloadOf(server).json, 'en');
    const browser = renderToString(
      <I18nextProvider i18n={createBrowserI18n()}>
        <I18nResources />
      </I18nextProvider>,
    );
    expect(browser).toBe(server);
  });
});

/** A page that writes a price and a day before the words element. */
function Stay() {
  return (
    <p>
      {numberFormat('en-US', { minimumFractionDigits: 2 }).format(128)}{' '}
      {dateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        Date.UTC(2026, 11, 24),
      )}
    </p>
  );
}

describe('the page’s formatted dates and amounts', () => {
  it('ride with the words, safe inside <script>, and seed the browser’s formatters', () => {
    const record: FormatAnswers = { 'd|x|{}': { l0: '</script><b>' } };
    recordFormatAnswers(() => record);
    const server = renderToString(
      <I18nextProvider i18n={createI18n('en', ['common'])}>
        <Stay />
        <I18nResources />
      </I18nextProvider>,
    );
    recordFormatAnswers(() => undefined);
    expect(server).toContain('<p>128.00<!-- --> <!-- -->24 Dec</p>');
    const { json } = payloadOf(server);
    expect(json).not.toContain('<');
    const formats = (JSON.parse(json) as { formats: FormatAnswers }).formats;
    expect(Object.values(formats).flatMap(Object.values)).toEqual([
      '</script><b>',
      '128.00',
      '24 Dec',
    ]);

    // The browser answers from them: what the server wrote, not what Intl would.
    const mark = JSON.parse(json) as { formats: FormatAnswers };
    for (const answers of Object.values(mark.formats)) {
      for (const value of Object.keys(answers)) answers[value] = `(${answers[value]})`;
    }
    serverPage(JSON.stringify(mark), 'en');
    createBrowserI18n();
    expect(renderToString(<Stay />)).toBe('<p>(128.00)<!-- --> <!-- -->(24 Dec)</p>');
  });

  it('are not sent when the page formatted nothing', () => {
    recordFormatAnswers(() => ({}));
    const { payload } = payloadOf(
      renderToString(
        <I18nextProvider i18n={createI18n('en', ['common'])}>
          <I18nResources />
        </I18nextProvider>,
      ),
    );
    expect(payload).not.toHaveProperty('formats');
  });
});

describe('createBrowserI18n', () => {
  it('starts synchronously from the embedded words, in the server’s language', () => {
    const server = renderToString(
      <I18nextProvider i18n={createI18n('zh', ['common'])}>
        <I18nResources />
      </I18nextProvider>,
    );
    serverPage(payloadOf(server).json);
    const i18n = createBrowserI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('zh');
    expect(i18n.t('common:my_trips')).toBe(createI18n('zh').t('common:my_trips'));
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('fetches a namespace the page did not declare on first use', async () => {
    const server = renderToString(
      <I18nextProvider i18n={createI18n('en', ['common'])}>
        <I18nResources />
      </I18nextProvider>,
    );
    serverPage(payloadOf(server).json, 'en');
    const i18n = createBrowserI18n();
    const added = new Promise((resolve) => i18n.store.on('added', resolve));
    expect(i18n.t('search:check_in')).not.toBe('Check-in');
    await added;
    expect(i18n.t('search:check_in')).toBe(createI18n('en').t('search:check_in'));
    expect(i18n.hasResourceBundle('zh', 'search')).toBe(false);
  });
});
