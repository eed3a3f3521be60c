import type { StaffReport } from '@bookdirect/gateway-sdk/staff';
import type { Language } from '@bookdirect/locales';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { channelPoints, periodPoints, type ReportFormats } from '../../reports/figures';
import { ReportChart } from './ReportChart';

/**
 * The report's charts, each with its table: occupancy, ADR and RevPAR, room revenue, bookings
 * against cancellations period by period, and bookings by channel. Colours are the theme's
 * text shades of the primary and the accent (at least 4.5:1 on the page's surfaces, so more
 * than the 3:1 graphics need) and its success colour (5.3:1 on white).
 */
export function ReportCharts({
  report,
  f,
  lang,
}: {
  report: StaffReport;
  f: ReportFormats;
  lang: Language;
}) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const periods = periodPoints(report, lang);
  const channels = channelPoints(report, (key, values) => t(key, values));
  const period = t('office_reports:col_period');
  const percent = (value: number) => f.percent(value / 100);
  // Bookings against cancellations: per period and per channel alike.
  const bookedAndCancelled = [
    {
      key: 'bookings',
      name: t('office_reports:fig_bookings'),
      kind: 'bar',
      color: colors.primaryText,
      format: f.count,
    },
    {
      key: 'cancellations',
      name: t('office_reports:fig_cancellations'),
      kind: 'bar',
      color: colors.accentText,
      format: f.count,
    },
  ] as const;
  return (
    <>
      <ReportChart
        id="report-occupancy"
        caption={t('office_reports:chart_occupancy')}
        points={periods}
        firstColumn={period}
        axis={(value) => `${value}%`}
        domain={[0, 100]}
        series={[
          {
            key: 'occupancy',
            name: t('office_reports:fig_occupancy'),
            kind: 'bar',
            color: colors.primaryText,
            format: percent,
          },
        ]}
      />
      <ReportChart
        id="report-rates"
        caption={t('office_reports:chart_rates')}
        points={periods}
        firstColumn={period}
        axis={f.compact}
        series={[
          {
            key: 'adr',
            name: t('office_reports:fig_adr'),
            kind: 'line',
            color: colors.primaryText,
            format: f.money,
          },
          {
            key: 'revpar',
            name: t('office_reports:fig_revpar'),
            kind: 'line',
            color: colors.accentText,
            format: f.money,
          },
        ]}
      />
      <ReportChart
        id="report-revenue"
        caption={t('office_reports:chart_revenue')}
        points={periods}
        firstColumn={period}
        axis={f.compact}
        series={[
          {
            key: 'room_revenue',
            name: t('office_reports:fig_room_revenue'),
            kind: 'bar',
            color: colors.success,
            format: f.money,
          },
        ]}
      />
      <ReportChart
        id="report-bookings"
        caption={t('office_reports:chart_bookings')}
        points={periods}
        firstColumn={period}
        axis={f.compact}
        series={[...bookedAndCancelled]}
      />
      <ReportChart
        id="report-channels"
        caption={t('office_reports:chart_channels')}
        points={channels}
        firstColumn={t('office_reports:col_channel')}
        axis={f.compact}
        series={[
          ...bookedAndCancelled,
          {
            key: 'sold',
            name: t('office_reports:fig_sold'),
            kind: 'bar',
            color: colors.success,
            format: f.count,
          },
          {
            key: 'room_revenue',
            name: t('office_reports:fig_room_revenue'),
            kind: 'table',
            color: colors.text,
            format: f.money,
          },
        ]}
      />
    </>
  );
}
