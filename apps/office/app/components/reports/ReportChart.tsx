import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Line, XAxis, YAxis } from 'recharts';
import { styled, useTheme } from 'styled-components';
import { extremes } from '../../reports/figures';
import { Table, TableWrap } from '../layout';

/** The drawing's own size; CSS scales it down to a narrow screen (the SVG keeps its viewBox). */
const WIDTH = 720;
const HEIGHT = 280;

/** Axis ticks at most, so their names never run into each other. */
const MAX_TICKS = 10;

/**
 * One figure of a chart: drawn as bars or a line (or only in the table: `table`, for a figure
 * of another unit), written in the table with `format`.
 */
export interface ChartSeries<P> {
  key: keyof P & string;
  name: string;
  kind: 'bar' | 'line' | 'table';
  color: string;
  format: (value: number) => string;
}

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.xl};

  figcaption {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  details {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  td {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Drawing = styled.div`
  max-width: ${WIDTH}px;

  .recharts-wrapper {
    width: 100% !important;
    height: auto !important;
  }

  svg.recharts-surface {
    display: block;
    width: 100% !important;
    height: auto !important;
  }

  text {
    font-size: 12px;
  }
`;

const Key = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

/** A series's mark in the key: a square for bars, a short thick line for a line. */
const Swatch = styled.span<{ $color: string; $kind: ChartSeries<unknown>['kind'] }>`
  display: inline-block;
  width: 14px;
  height: ${({ $kind }) => ($kind === 'bar' ? '14px' : '4px')};
  background: ${({ $color }) => $color};
`;

/**
 * A chart of a report: a figure with its caption, the key to its series, the drawing (SVG
 * rendered on the server too, `role="img"` with a sentence saying its lowest and highest
 * values) and right after it the same figures as a table, open, so they read without the
 * drawing (keyboard, screen readers, print).
 */
export function ReportChart<P extends { label: string; tick?: string }>({
  id,
  caption,
  points,
  series,
  axis,
  domain,
  firstColumn,
}: {
  id: string;
  caption: string;
  points: P[];
  series: ChartSeries<P>[];
  /** The value axis's ticks. */
  axis: (value: number) => string;
  /** The value axis's bounds (occupancy: 0 to 100); from the figures otherwise. */
  domain?: [number, number];
  /** The table's first column's heading (the period, the channel). */
  firstColumn: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const value = (key: keyof P) => (point: P) => Number(point[key]);
  const drawn = series.filter((one) => one.kind !== 'table');
  const ranges = drawn
    .map((one) => {
      const range = extremes(points, value(one.key));
      return range
        ? t('office_reports:series_range', {
            name: one.name,
            min: one.format(range.min),
            min_at: range.minAt,
            max: one.format(range.max),
            max_at: range.maxAt,
          })
        : '';
    })
    .filter(Boolean);
  const summary = t('office_reports:chart_summary', {
    caption,
    from: points[0]?.label ?? '',
    to: points[points.length - 1]?.label ?? '',
    series: ranges.join('; '),
  });
  const captionId = `${id}-caption`;
  return (
    <Figure aria-labelledby={captionId} data-testid={id}>
      <figcaption id={captionId}>{caption}</figcaption>
      <Key aria-hidden="true">
        {drawn.map((one) => (
          <li key={one.key}>
            <Swatch $color={one.color} $kind={one.kind} />
            {one.name}
          </li>
        ))}
      </Key>
      <Drawing>
        <ComposedChart
          id={id}
          width={WIDTH}
          height={HEIGHT}
          data={points}
          role="img"
          aria-label={summary}
          margin={{ top: 8, right: 8, bottom: 4, left: 8 }}
        >
          <CartesianGrid stroke={theme.colors.border} vertical={false} />
          <XAxis
            dataKey={points[0]?.tick === undefined ? 'label' : 'tick'}
            interval={Math.max(0, Math.ceil(points.length / MAX_TICKS) - 1)}
            stroke={theme.colors.textMuted}
            tick={{ fill: theme.colors.textMuted }}
          />
          <YAxis
            width={64}
            tickFormatter={axis}
            stroke={theme.colors.textMuted}
            tick={{ fill: theme.colors.textMuted }}
            allowDecimals={false}
            {...(domain ? { domain } : {})}
          />
          {drawn.map((one) =>
            one.kind === 'bar' ? (
              <Bar
                key={one.key}
                dataKey={one.key}
                name={one.name}
                fill={one.color}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={one.key}
                dataKey={one.key}
                name={one.name}
                stroke={one.color}
                strokeWidth={2}
                dot={points.length <= 31 ? { r: 2, fill: one.color } : false}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </Drawing>
      <details open>
        <summary>{t('office_reports:chart_table')}</summary>
        <TableWrap tabIndex={0} aria-labelledby={captionId}>
          <Table data-testid={`${id}-table`}>
            <thead>
              <tr>
                <th scope="col">{firstColumn}</th>
                {series.map((one) => (
                  <th scope="col" key={one.key}>
                    {one.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.label}>
                  <th scope="row">{point.label}</th>
                  {series.map((one) => (
                    <td key={one.key}>{one.format(value(one.key)(point))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </details>
    </Figure>
  );
}
