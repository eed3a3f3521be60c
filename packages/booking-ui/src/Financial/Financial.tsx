import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

/** The spec's three products, fixed display content (section 2). */
export const FINANCIAL_PRODUCTS = [
  { key: 'new_store', max: 'amount_16m', term: 'term_6y', rate: 'rate_5', extra: 'share_70' },
  { key: 'rebranding', max: 'amount_16m', term: 'term_3y', rate: 'rate_3', extra: 'share_70' },
  {
    key: 'working_capital',
    max: 'amount_5m',
    term: 'term_3y',
    rate: 'rate_3',
    extra: 'no_collateral',
  },
] as const;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 959.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

export function Financial() {
  const { t } = useTranslation();
  return (
    <Grid>
      {FINANCIAL_PRODUCTS.map((p) => (
        <Card key={p.key} data-testid={`product-${p.key}`}>
          <h3>{t(`marketing:product_${p.key}`)}</h3>
          <dl>
            <dt>{t('marketing:product_max')}</dt>
            <dd>{t(`marketing:${p.max}`)}</dd>
            <dt>{t('marketing:product_term')}</dt>
            <dd>{t(`marketing:${p.term}`)}</dd>
            <dt>{t('marketing:product_rate')}</dt>
            <dd>{t(`marketing:${p.rate}`)}</dd>
            <dt>{p.extra === 'share_70' ? t('marketing:product_share') : '✓'}</dt>
            <dd>{t(`marketing:${p.extra}`)}</dd>
          </dl>
        </Card>
      ))}
    </Grid>
  );
}
