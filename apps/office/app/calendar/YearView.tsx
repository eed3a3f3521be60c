import { type DayNumber, formatLongDay, formatMoney } from '@bookdirect/gateway-sdk';
import type { StaffCalendarDay } from '@bookdirect/gateway-sdk/staff';
import type { Language } from '@bookdirect/locales';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { type MonthKey, monthWeeks, priceLevel } from './grid';
import { VisuallyHidden } from './MonthGrid';

export interface YearViewProps {
  year: number;
  days: ReadonlyMap<DayNumber, StaffCalendarDay>;
  today: DayNumber;
  money: Parameters<typeof formatMoney>[1];
  language: Language;
  /** The month view of a month. */
  monthHref: (month: MonthKey) => string;
}

/** The month's name with its year, in the page's language. */
export function monthName(month: MonthKey, language: Language): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(year, number - 1, 1));
}

/**
 * Twelve small months: each day tinted by how dear its price is within the year, sold-out days
 * crossed, days without a price left blank; each month's name leads to its month view.
 */
export function YearView({ year, days, today, money, language, monthHref }: YearViewProps) {
  const { t } = useTranslation();
  const prices = [...days.values()]
    .map((day) => day.price)
    .filter((price): price is number => price !== null);
  const months = Array.from(
    { length: 12 },
    (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`,
  );
  return (
    <div>
      <Legend aria-label={t('prices:legend')}>
        <li>
          <Swatch data-level="0" aria-hidden="true" /> {t('prices:level_low')}
        </li>
        <li>
          <Swatch data-level="1" aria-hidden="true" /> {t('prices:level_mid')}
        </li>
        <li>
          <Swatch data-level="2" aria-hidden="true" /> {t('prices:level_high')}
        </li>
        <li>
          <Swatch data-sold-out aria-hidden="true" /> {t('prices:sold_out')}
        </li>
        <li>
          <Swatch aria-hidden="true" /> {t('prices:no_price')}
        </li>
      </Legend>
      <Months>
        {months.map((month) => (
          <section key={month} aria-labelledby={`year-${month}`}>
            <h3 id={`year-${month}`}>
              <a href={monthHref(month)}>{monthName(month, language)}</a>
            </h3>
            <Mini>
              <tbody>
                {monthWeeks(month).map((week) => (
                  <tr key={week.find((day) => day !== null)}>
                    {week.map((day, index) => {
                      // biome-ignore lint/suspicious/noArrayIndexKey: a blank's place in its week is its identity
                      if (day === null) return <td key={`blank-${index}`} />;
                      const row = days.get(day);
                      const price = row?.price ?? null;
                      const soldOut = price !== null && row?.rest_nums === 0;
                      const label =
                        price === null
                          ? t('prices:no_price')
                          : soldOut
                            ? t('prices:sold_out')
                            : formatMoney(price, money, language);
                      return (
                        <td
                          key={day}
                          title={`${formatLongDay(day, language)}: ${label}`}
                          data-level={
                            price === null || soldOut ? undefined : priceLevel(price, prices)
                          }
                          data-sold-out={soldOut || undefined}
                          data-past={day < today || undefined}
                        >
                          <span aria-hidden="true">{day % 100}</span>
                          <VisuallyHidden>{label}</VisuallyHidden>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Mini>
          </section>
        ))}
      </Months>
    </div>
  );
}

const tints = `
  &[data-level='0'] { background: #dcefe3; }
  &[data-level='1'] { background: #fbefc9; }
  &[data-level='2'] { background: #f8d7cf; }
  &[data-sold-out] {
    background: repeating-linear-gradient(135deg, #e6e6e6 0 3px, #ffffff 3px 6px);
    text-decoration: line-through;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Swatch = styled.span`
  display: inline-block;
  width: 14px;
  height: 14px;
  vertical-align: middle;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 3px;
  ${tints}
`;

const Months = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: 1100px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Mini = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;

  td {
    position: relative;
    text-align: center;
    padding: 2px 0;
    border-radius: 3px;
    color: ${({ theme }) => theme.colors.text};
    ${tints}
  }

  td[data-past] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
