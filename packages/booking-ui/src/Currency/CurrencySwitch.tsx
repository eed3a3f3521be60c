import type { CurrencyCode } from '@bookdirect/gateway-sdk/contract';
import { type ElementType, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { ChevronDownIcon } from '../internal/icons';
import { useUiTranslation } from '../internal/use-ui-translation';
import { VisuallyHidden } from '../internal/visually-hidden';
import { formatRatesDay } from './DisplayCurrency';

export interface CurrencyChoice {
  code: CurrencyCode;
  symbol: string;
}

export interface CurrencySwitchProps {
  /** URL the form posts `currency` and `redirectTo` to; its action saves the choice. */
  action: string;
  /** Where the action sends the visitor back to (usually the current path and query). */
  redirectTo: string;
  /** The currencies to offer, in order (the gateway's list). */
  currencies: readonly CurrencyChoice[];
  /** The chosen currency; none: each hotel's own. */
  current?: CurrencyCode | null;
  /** The day the rates are of, `YYYYMMDD`, shown under the choices. */
  ratesDay?: number;
  /** Element or component that renders the form, e.g. Remix's `Form`; a plain `<form>` by default. */
  form?: ElementType;
}

/** The value that goes back to no conversion (each hotel's own currency). */
export const HOTEL_CURRENCY = 'hotel';

const Root = styled.details`
  position: relative;
  flex: none;

  & > summary {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
    list-style: none;
    cursor: pointer;
  }

  & > summary::-webkit-details-marker {
    display: none;
  }

  & > summary:hover,
  &[open] > summary {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  & > summary > svg {
    width: 16px;
    height: 16px;
    transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  }

  &[open] > summary > svg {
    transform: rotate(180deg);
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};

    & > summary {
      display: flex;
      width: 100%;
      height: 44px;
      justify-content: space-between;
      border: 0;
      background: transparent;
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }
`;

const Panel = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.popover};
  top: calc(100% + 8px);
  right: 0;
  width: 280px;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ${({ theme }) => theme.media.mobile} {
    position: static;
    width: auto;
    max-width: none;
    padding: ${({ theme }) => `${theme.space.xs} 0 0`};
    border: 0;
    box-shadow: none;
  }
`;

const Form = styled.form`
  margin: 0;
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xxs};

  & > button:first-child {
    grid-column: 1 / -1;
  }
`;

const Choice = styled.button`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  & > span {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover:not([aria-pressed='true']) {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * The header's currency choice: a disclosure (works without JavaScript, and with the
 * keyboard) holding a POST form whose buttons are the hotel's own currency and the six
 * currencies; the chosen one is pressed. Under it, the day the rates are of.
 */
export function CurrencySwitch({
  action,
  redirectTo,
  currencies,
  current,
  ratesDay,
  form,
}: CurrencySwitchProps) {
  const { t, language } = useUiTranslation();
  const ref = useRef<HTMLDetailsElement>(null);

  // With JavaScript it closes like the other header popovers: Escape, or a click outside.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  const chosen = current ? currencies.find((c) => c.code === current) : undefined;
  return (
    <Root ref={ref} data-testid="currency-switch">
      <summary>
        <VisuallyHidden>{t('currency:label')}: </VisuallyHidden>
        <span aria-hidden={chosen ? undefined : 'true'}>
          {chosen ? `${chosen.symbol} ${chosen.code}` : t('currency:label')}
        </span>
        {chosen ? null : <VisuallyHidden>{t('currency:hotel_currency')}</VisuallyHidden>}
        <ChevronDownIcon />
      </summary>
      <Panel>
        <Form
          as={form}
          method="post"
          action={action}
          onSubmit={() => {
            // Client-side navigation keeps the header mounted: the choice is made, close.
            if (ref.current) ref.current.open = false;
          }}
        >
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Choices role="group" aria-label={t('currency:choose')}>
            <Choice type="submit" name="currency" value={HOTEL_CURRENCY} aria-pressed={!chosen}>
              {t('currency:hotel_currency')}
            </Choice>
            {currencies.map((option) => (
              <Choice
                key={option.code}
                type="submit"
                name="currency"
                value={option.code}
                aria-pressed={chosen?.code === option.code}
                title={t(`currency:${option.code}`)}
              >
                {option.code}
                <span>{option.symbol}</span>
              </Choice>
            ))}
          </Choices>
        </Form>
        {ratesDay ? (
          <Note data-testid="rates-day">
            {t('currency:rates_of', { date: formatRatesDay(ratesDay, language) })}
          </Note>
        ) : null}
      </Panel>
    </Root>
  );
}
