import { dateLocale, dateTimeFormat } from '@bookdirect/gateway-sdk/intl';
import { type ReactNode, useId, useState } from 'react';
import { styled } from 'styled-components';
import { nightsBetween } from '../DateRangePicker/dates';
import { useUiTranslation } from '../internal/use-ui-translation';
import { tabularNums } from '../theme/tokens';

export interface StaySummaryProps {
  /** Destination in the page's language (the results page); left out when the page names it. */
  destination?: string;
  /** First night. */
  checkIn: Date;
  /** Departure day. */
  checkOut: Date;
  /** Text of the toggle, e.g. "Change search". */
  editLabel: string;
  /** What the toggle shows and hides: the search form, a date picker. */
  children: ReactNode;
  /**
   * `mobile`: phones see the summary and the toggle, wider screens the children only;
   * `always`: collapsed on every screen.
   */
  collapse?: 'mobile' | 'always';
  /** Start with the children shown. */
  defaultExpanded?: boolean;
  /** Name of the section for screen readers; "Your search" by default. */
  label?: string;
}

/** `12 Jun` / `6月12日`: short enough for the summary line of a phone. */
function shortDay(date: Date, language: 'zh' | 'en'): string {
  return dateTimeFormat(dateLocale(language), { day: 'numeric', month: 'short' }).format(date);
}

const Root = styled.section`
  margin: 0;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  [data-collapse='mobile'] > & {
    ${({ theme }) => theme.media.desktop} {
      display: none;
    }
  }
`;

const Summary = styled.p`
  ${tabularNums}
  display: grid;
  min-width: 0;
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & > strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & > span:only-child {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Toggle = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* Without scripts the toggle cannot work: the panel is simply shown. */
  @media (scripting: none) {
    display: none;
  }
`;

const Panel = styled.div`
  [data-expanded] > & {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  [data-collapse='always']:not([data-expanded]) > & {
    display: none;
  }
  [data-collapse='mobile']:not([data-expanded]) > & {
    ${({ theme }) => theme.media.mobile} {
      display: none;
    }
  }
  [data-collapse='mobile'] > & {
    ${({ theme }) => theme.media.desktop} {
      margin-top: 0;
    }
  }

  @media (scripting: none) {
    [data-collapse] > & {
      display: block !important;
      margin-top: ${({ theme }) => theme.space.sm};
    }
  }
`;

/**
 * The stay on one line (destination, dates, nights) with a toggle (`aria-expanded`) that
 * shows what changes it, so a phone's first screen holds results, not a form. With
 * `collapse="mobile"` wider screens skip the summary and show the form as it is.
 */
export function StaySummary({
  destination,
  checkIn,
  checkOut,
  editLabel,
  children,
  collapse = 'mobile',
  defaultExpanded = false,
  label,
}: StaySummaryProps) {
  const { t, language } = useUiTranslation();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const panelId = useId();
  const nights = Math.max(1, nightsBetween(checkIn, checkOut));
  const dates = t('search:stay_summary', {
    checkIn: shortDay(checkIn, language),
    checkOut: shortDay(checkOut, language),
    nights: t('search:nights', { count: nights }),
  });
  return (
    <Root
      aria-label={label ?? t('search:your_search')}
      data-collapse={collapse}
      data-expanded={expanded ? '' : undefined}
      data-testid="stay-summary"
    >
      <Bar>
        <Summary>
          {destination ? <strong>{destination}</strong> : null}
          <span>{dates}</span>
        </Summary>
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          {editLabel}
        </Toggle>
      </Bar>
      <Panel id={panelId}>{children}</Panel>
    </Root>
  );
}
