import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Container, SectionLead, SectionTitle } from './layout';
import type { CurrencyOption } from './types';

/* Currencies */

const Band = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    margin-top: ${({ theme }) => theme.space.xxl};
    padding: ${({ theme }) => `${theme.space.xl} 0`};
  }
`;

const CurrencyLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const CurrencyList = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const CurrencyItem = styled.li`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 32px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs};
  }
`;

const CurrencySymbol = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.mobile} {
    width: 32px;
    height: 32px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const CurrencyCode = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const CurrencyName = styled.span`
  display: block;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export interface CurrencyBandProps {
  currencies: CurrencyOption[];
}

/** The currencies one can pay in, at the foot of the home page. */
export function CurrencyBand({ currencies }: CurrencyBandProps) {
  const { t } = useTranslation();
  if (currencies.length === 0) return null;
  return (
    <Band aria-labelledby="currencies-title">
      <Container>
        <CurrencyLayout>
          <div>
            <SectionTitle id="currencies-title">{t('home:pay_in_your_currency')}</SectionTitle>
            <SectionLead>{t('home:pay_in_your_currency_body')}</SectionLead>
          </div>
          <CurrencyList aria-label={t('common:currencies')}>
            {currencies.map((currency) => (
              <CurrencyItem key={currency.code}>
                <CurrencySymbol aria-hidden="true">{currency.symbol}</CurrencySymbol>
                <span>
                  <CurrencyCode>{currency.code}</CurrencyCode>
                  <CurrencyName>{currency.name}</CurrencyName>
                </span>
              </CurrencyItem>
            ))}
          </CurrencyList>
        </CurrencyLayout>
      </Container>
    </Band>
  );
}
