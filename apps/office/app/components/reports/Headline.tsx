import type { StaffReportFigures } from '@bookdirect/gateway-sdk/staff';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { ReportFormats } from '../../reports/figures';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  & > div {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }

  dd + dd {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: normal;
  }
`;

/** The report's totals over the whole range, each figure in a tile of its own. */
export function Headline({ totals, f }: { totals: StaffReportFigures; f: ReportFormats }) {
  const { t } = useTranslation();
  const tiles: { key: string; value: string; detail?: string }[] = [
    {
      key: 'occupancy',
      value: f.percent(totals.occupancy),
      detail: t('office_reports:fig_occupancy_detail', {
        sold: f.count(totals.sold),
        available: f.count(totals.available),
      }),
    },
    { key: 'adr', value: f.money(totals.adr) },
    { key: 'revpar', value: f.money(totals.revpar) },
    { key: 'room_revenue', value: f.money(totals.room_revenue) },
    { key: 'bookings', value: f.count(totals.bookings) },
    { key: 'cancellations', value: f.count(totals.cancellations) },
    { key: 'points_earned', value: f.points(totals.points_earned) },
    { key: 'points_spent', value: f.points(totals.points_spent) },
    {
      key: 'review_score',
      value: totals.review_count ? f.score(totals.review_score) : '–',
      detail: totals.review_count
        ? t('office_reports:fig_review_count', { count: totals.review_count })
        : t('office_reports:fig_review_none'),
    },
  ];
  return (
    <Grid>
      {tiles.map((tile) => (
        <div key={tile.key} data-testid={`report-total-${tile.key}`}>
          <dt>{t(`office_reports:fig_${tile.key}`)}</dt>
          <dd data-testid={`report-total-${tile.key}-value`}>{tile.value}</dd>
          {tile.detail ? <dd>{tile.detail}</dd> : null}
        </div>
      ))}
    </Grid>
  );
}
