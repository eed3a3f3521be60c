import type { CurrencyId } from '@bookdirect/gateway-sdk/contract';
import { formatMoney } from '@bookdirect/gateway-sdk/money';
import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { formatRatesDay } from '../Currency/DisplayCurrency';
import { formatPoints } from '../internal/format';
import { useUiTranslation } from '../internal/use-ui-translation';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import { choosePoints, POINTS_MIN, type PointsMode } from './points';

export interface PointsModalProps {
  open: boolean;
  /** Called when the modal closes without applying (the host restarts its price timer). */
  onClose: () => void;
  /** The member's balance; the custom field is disabled at 0. */
  balance: number;
  /** The most points this stay may use (the check's `credits_use_max`). */
  max: number;
  /** The mode and custom amount in force, to start from. */
  mode: PointsMode;
  custom: number;
  /** Called with the mode and the points it asks for (0 or a multiple of 100). */
  onApply: (choice: { mode: PointsMode; custom: number; points: number }) => void;
  /**
   * What 100 points are worth now, in the stay's currency, from the gateway's rate table
   * (the quote's `credits_per_100`), and the day of those rates: shown under the balance.
   */
  worth?: { amount: number; currency: CurrencyId; symbol: string; ratesDay: number };
}

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  & > input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[data-tone='error'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const RulesLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The booking page's points modal: none, the maximum, or a custom amount (minimum 100,
 * rounded down to a multiple of 100, at most the balance), with the points rules a click away.
 */
export function PointsModal({
  open,
  onClose,
  balance,
  max,
  mode: startMode,
  custom: startCustom,
  onApply,
  worth,
}: PointsModalProps) {
  const { t, language } = useUiTranslation();
  const [mode, setMode] = useState<PointsMode>(startMode);
  const [custom, setCustom] = useState(String(startCustom || POINTS_MIN));
  const [rules, setRules] = useState(false);
  const fieldId = useId();

  useEffect(() => {
    if (open) {
      setMode(startMode);
      setCustom(String(startCustom || POINTS_MIN));
    }
  }, [open, startMode, startCustom]);

  const empty = balance <= 0;
  const choice = choosePoints(mode, Number(custom), { balance, max });
  const note =
    mode !== 2
      ? undefined
      : choice.error
        ? t(choice.error)
        : choice.capped
          ? t('booking:points_capped', { points: formatPoints(choice.points, language) })
          : choice.rounded
            ? t('booking:points_rounded', { points: formatPoints(choice.points, language) })
            : undefined;

  return (
    <>
      <Modal
        open={open && !rules}
        onClose={onClose}
        title={t('booking:points_use')}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('booking:cancel')}
            </Button>
            <Button
              disabled={Boolean(choice.error)}
              onClick={() => onApply({ mode, custom: Number(custom) || 0, points: choice.points })}
            >
              {t('booking:points_confirm')}
            </Button>
          </>
        }
      >
        <p>{t('booking:points_balance', { points: formatPoints(balance, language) })}</p>
        {worth ? (
          <Note data-testid="points-worth">
            {t('currency:points_worth', {
              amount: formatMoney(worth.amount, worth, language),
              date: formatRatesDay(worth.ratesDay, language),
            })}
          </Note>
        ) : null}
        {empty ? <Note>{t('booking:points_zero_balance')}</Note> : null}
        <Choices>
          <legend>{t('booking:points')}</legend>
          <Choice>
            <input
              type="radio"
              name="points_mode"
              checked={mode === 0}
              onChange={() => setMode(0)}
            />
            {t('booking:points_mode_none')}
          </Choice>
          <Choice>
            <input
              type="radio"
              name="points_mode"
              checked={mode === 1}
              disabled={empty || max <= 0}
              onChange={() => setMode(1)}
            />
            {t('booking:points_mode_max', { points: formatPoints(max, language) })}
          </Choice>
          <Choice>
            <input
              type="radio"
              name="points_mode"
              checked={mode === 2}
              disabled={empty}
              onChange={() => setMode(2)}
            />
            {t('booking:points_mode_custom')}
          </Choice>
        </Choices>
        <TextField
          id={fieldId}
          label={t('booking:points_custom_label')}
          type="number"
          inputMode="numeric"
          min={POINTS_MIN}
          max={Math.max(balance, POINTS_MIN)}
          step={1}
          value={custom}
          disabled={empty || mode !== 2}
          onChange={(event) => setCustom(event.target.value)}
        />
        {note ? (
          <Note role="status" data-tone={choice.error ? 'error' : undefined}>
            {note}
          </Note>
        ) : null}
        <Note>
          <RulesLink type="button" onClick={() => setRules(true)}>
            {t('booking:points_rules')}
          </RulesLink>
        </Note>
      </Modal>
      <Modal open={open && rules} onClose={() => setRules(false)} title={t('booking:points_rules')}>
        <p>{t('booking:points_rules_body')}</p>
        <p>{t('booking:points_rules_earn')}</p>
      </Modal>
    </>
  );
}
