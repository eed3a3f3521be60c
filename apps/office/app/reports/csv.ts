import { csvFile } from '@bookdirect/gateway-sdk';
import type { StaffReport, StaffReportFigures } from '@bookdirect/gateway-sdk/staff';
import { type Language, translate } from '@bookdirect/locales';
import { channelPoints, occupancyPercent } from './figures';
import { wireDay } from './query';

/** The figures of a period row and of the totals, in order; each header `office_reports:csv_<figure>`. */
export const CSV_FIGURES = [
  'available',
  'sold',
  'occupancy',
  'room_revenue',
  'adr',
  'revpar',
  'bookings',
  'cancellations',
  'points_earned',
  'points_spent',
  'review_count',
  'review_score',
] as const satisfies readonly (keyof StaffReportFigures)[];

/** The channels' columns after the channel's name and partner code. */
export const CSV_CHANNEL_FIGURES = ['bookings', 'cancellations', 'sold', 'room_revenue'] as const;

const figureCells = (figures: StaffReportFigures): number[] =>
  CSV_FIGURES.map((figure) =>
    figure === 'occupancy' ? occupancyPercent(figures.occupancy) : figures[figure],
  );

/**
 * A report as the export's CSV file, words in the staff member's language: a header row, one
 * line per period with every figure (days `YYYY-MM-DD`, occupancy in percent, money as plain
 * figures in the report's currency, which the money headers name), the totals over the range,
 * an empty line, then the channels with their own header.
 */
export function reportCsv(report: StaffReport, lang: Language): string {
  const say = (key: string, values?: Record<string, string>) => translate(lang, key, values);
  const currency = { currency: report.currency };
  return csvFile([
    [
      say('office_reports:csv_start'),
      say('office_reports:csv_end'),
      ...CSV_FIGURES.map((figure) => say(`office_reports:csv_${figure}`, currency)),
    ],
    ...report.rows.map((row) => [wireDay(row.start), wireDay(row.end), ...figureCells(row)]),
    [say('office_reports:csv_total'), '', ...figureCells(report.totals)],
    [],
    [
      say('office_reports:csv_channel'),
      say('office_reports:csv_partner_code'),
      ...CSV_CHANNEL_FIGURES.map((figure) => say(`office_reports:csv_${figure}`, currency)),
    ],
    ...channelPoints(report, say).map((point, index) => [
      point.label,
      report.channels[index]?.partner_code ?? '',
      ...CSV_CHANNEL_FIGURES.map((figure) => point[figure]),
    ]),
  ]);
}

/** `report-group-2026-03-01-2026-03-31.csv`, `report-hotel-3-…`: what and which days. */
export function reportFileName(report: Pick<StaffReport, 'hotel_id' | 'from' | 'to'>): string {
  const what = report.hotel_id ? `hotel-${report.hotel_id}` : 'group';
  return `report-${what}-${wireDay(report.from)}-${wireDay(report.to)}.csv`;
}
