import { contrast, createTheme } from '@bookdirect/booking-ui';
import { resources } from '@bookdirect/locales';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ReportCharts } from '../app/components/reports/ReportCharts';
import {
  channelPoints,
  currencyIdOf,
  extremes,
  isQuiet,
  periodLabel,
  periodPoints,
  reportFormats,
} from '../app/reports/figures';
import { weekReport, zeros } from './reports-fixture';

describe("the charts' data", () => {
  it('names days, weeks and months in the language, occupancy in percent', () => {
    const points = periodPoints(weekReport(), 'en');
    expect(points.map((point) => [point.label, point.tick, point.occupancy])).toEqual([
      ['1 Mar', '1 Mar', 40],
      ['2 Mar – 7 Mar', '2 Mar', 25],
    ]);
    expect(periodLabel({ start: '20260301', end: '20260331' }, 'month', 'en')).toBe('Mar 2026');
    expect(periodLabel({ start: '20260301', end: '20260331' }, 'month', 'zh')).toBe('2026年3月');
    expect(periodLabel({ start: '20260305', end: '20260305' }, 'day', 'zh')).toBe('3月5日');
  });

  it('names each period with its year when the range spans two', () => {
    const report = weekReport({
      from: '20251229',
      to: '20260104',
      by: 'day',
      rows: [{ start: '20251231', end: '20251231', ...zeros }],
    });
    expect(periodPoints(report, 'en')[0]?.label).toBe('31 Dec 2025');
  });

  it('names the channels, each partner by its code', () => {
    const say = (key: string, values?: Record<string, string>) =>
      `${key}${values?.code ? `:${values.code}` : ''}`;
    expect(channelPoints(weekReport(), say).map((point) => point.label)).toEqual([
      'office_reports:channel_web',
      'office_reports:channel_mobile',
      'office_reports:channel_wechat',
      'office_reports:channel_partner:wander-notes',
    ]);
  });

  it('finds the lowest and highest of a series', () => {
    const points = periodPoints(weekReport(), 'en');
    expect(extremes(points, (point) => point.adr)).toEqual({
      min: 100,
      minAt: '1 Mar',
      max: 110.03,
      maxAt: '2 Mar – 7 Mar',
    });
    expect(extremes([], () => 0)).toBeUndefined();
  });

  it('tells a range where nothing happened', () => {
    expect(isQuiet(weekReport())).toBe(false);
    expect(isQuiet(weekReport({ totals: { ...zeros, available: 70 } }))).toBe(true);
  });

  it("writes money in the answer's currency", () => {
    const f = reportFormats('en', { currency: currencyIdOf('EUR'), symbol: '€' });
    expect(f.money(1650.5)).toBe('€1,650.50');
    expect(f.percent(0.2714)).toBe('27.1%');
    expect(reportFormats('en', { currency: currencyIdOf('JPY'), symbol: '¥' }).money(34900)).toBe(
      '¥34,900',
    );
    expect(currencyIdOf('XYZ')).toBe(1);
  });
});

describe('the charts as the server renders them', () => {
  const theme = createTheme();
  const render = async (lang: 'en' | 'zh') => {
    const i18n = createInstance();
    await i18n
      .use(initReactI18next)
      .init({ lng: lang, resources, interpolation: { escapeValue: false } });
    const f = reportFormats(lang, { currency: 2, symbol: '€' });
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <ReportCharts report={weekReport()} f={f} lang={lang} />
        </ThemeProvider>
      </I18nextProvider>,
    );
  };

  it('draws every chart as an SVG image with a summary, its table right after it', async () => {
    const html = await render('en');
    const svgs = html.match(/<svg[^>]*role="img"[^>]*>/g) ?? [];
    expect(svgs).toHaveLength(5);
    expect(svgs[1]).toContain(
      'aria-label="ADR and RevPAR per period, 1 Mar to 2 Mar – 7 Mar. ADR (average daily rate): lowest €100.00 (1 Mar), highest €110.03 (2 Mar – 7 Mar);',
    );
    expect(html.match(/<figure/g)).toHaveLength(5);
    expect(html.match(/<details open=""/g)).toHaveLength(5);
    expect(html).toContain('recharts-bar-rectangle');
    expect(html).toContain('recharts-line-curve');
    expect(html).toContain('<td>€1,650.50</td>');
    expect(html).toContain('Partner wander-notes');
  });

  it('has stable ids, so the browser draws the same chart the server sent', async () => {
    const [first, again] = [await render('zh'), await render('zh')];
    expect(first).toBe(again);
    expect(first).toContain('id="report-occupancy-clip"');
  });

  it('draws in colours that stand out 3:1 from the page', () => {
    for (const color of [theme.colors.primaryText, theme.colors.accentText, theme.colors.success]) {
      for (const ground of [theme.colors.surface, theme.colors.bg]) {
        expect(contrast(color, ground)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
