import { formatLongDay, formatMoney } from '@bookdirect/gateway-sdk';
import type { StaffCalendarPreviewDay } from '@bookdirect/gateway-sdk/staff';
import type { Language } from '@bookdirect/locales';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

export interface OutcomeProps {
  outcome:
    | { ok: true; intent: 'preview' | 'apply'; changed: number; days: StaffCalendarPreviewDay[] }
    | { ok: false; message?: string };
  money: Parameters<typeof formatMoney>[1];
  language: Language;
}

/**
 * What the gateway answered the edit: the days a preview would change (before and after,
 * with the rooms sold), how many days a write changed, or its refusal in the staff member's
 * language. Announced politely, as it follows the staff member's own button.
 */
export function Outcome({ outcome, money, language }: OutcomeProps) {
  const { t } = useTranslation();
  const price = (value: number | null) =>
    value === null ? t('prices:no_price') : formatMoney(value, money, language);
  if (!outcome.ok) {
    if (!outcome.message) return null;
    return (
      <Box role="alert" id="calendar-refusal" data-tone="error" data-testid="calendar-outcome">
        {outcome.message}
      </Box>
    );
  }
  if (outcome.intent === 'apply') {
    return (
      <Box role="status" data-tone="success" data-testid="calendar-outcome">
        {t('prices:changed', { count: outcome.changed })}
      </Box>
    );
  }
  return (
    <Box role="status" aria-labelledby="calendar-preview" data-testid="calendar-outcome">
      <h2 id="calendar-preview">{t('prices:preview_heading', { count: outcome.changed })}</h2>
      {outcome.days.length > 0 ? (
        // A long list scrolls: a region in the tab order, so keyboards reach it.
        <Scroll role="region" tabIndex={0} aria-labelledby="calendar-preview">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('prices:day')}</th>
                <th scope="col">{t('prices:price')}</th>
                <th scope="col">{t('prices:rest_nums')}</th>
                <th scope="col">{t('prices:sold')}</th>
              </tr>
            </thead>
            <tbody>
              {outcome.days.map((day) => (
                <tr key={day.day} data-day={day.day}>
                  <th scope="row">{formatLongDay(day.day, language)}</th>
                  <td>
                    {price(day.price_before)} → {price(day.price_after)}
                  </td>
                  <td>
                    {day.rest_before} → {day.rest_after}
                  </td>
                  <td>{day.sold}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[data-tone='error'] {
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};
  }

  &[data-tone='success'] {
    border-color: ${({ theme }) => theme.colors.success};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Scroll = styled.div`
  max-height: 320px;
  overflow: auto;

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
