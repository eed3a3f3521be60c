import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { styled } from 'styled-components';
import { elementById } from '../internal/dom-scope';
import { formatDay } from '../internal/format';
import { closeOnEscape, popoverSurface, useDismissOnOutsidePress } from '../internal/popover';
import { FieldError, FieldLabel } from '../internal/search-field';
import { useClientLayoutEffect } from '../internal/use-modal-dialog';
import { useUiTranslation } from '../internal/use-ui-translation';
import { breakpoints } from '../theme/media';
import { tabularNums } from '../theme/tokens';
import { calendarText } from './calendar-text';
import { addDays, nightsBetween, startOfDay } from './dates';

// The calendar (react-day-picker and date-fns) is fetched when someone reaches for the date
// fields, not with every page that has a search box: pages paint and answer sooner.
const loadCalendar = () => import('./calendar');
const DayPicker = lazy(() => loadCalendar().then((module) => ({ default: module.DayPicker })));
const preloadCalendar = () => {
  void loadCalendar();
};

export interface StayDates {
  checkIn: Date | null;
  checkOut: Date | null;
}

export interface DateRangePickerProps {
  value: StayDates;
  onChange: (value: StayDates) => void;
  /** Today (days before it are disabled); the real today by default. */
  today?: Date;
  /** Error text under the fields (already translated). */
  error?: string;
  /** Hide the visible labels (the sticky bar). */
  hideLabel?: boolean;
  /** Months shown side by side on wide screens. */
  numberOfMonths?: number;
  onBlur?: () => void;
}

const Root = styled.div`
  position: relative;
  min-width: 0;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs};
`;

const Trigger = styled.button`
  ${tabularNums}
  display: flex;
  flex-direction: column;
  justify-content: center;
  width: 100%;
  height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.bg};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  & > small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/*
 * A <dialog>: beside the fields on wide screens (show()), and a full-screen modal on phones
 * (showModal()), which puts it in the top layer. A page's sticky header, and any stacking
 * context the search box sits in, then can no longer cover its title and Close.
 */
const Panel = styled.dialog`
  ${popoverSurface}
  right: auto;
  left: 0;
  margin: 0;

  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    z-index: ${({ theme }) => theme.zIndices.modal};
    inset: 0;
    width: auto;
    height: auto;
    max-width: none;
    max-height: none;
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: 0;
    overflow: auto;
  }

  &:not([open]) {
    display: none;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};

  & > p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const PanelFoot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.mobile} {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space.md};
  }
`;

const SmallButton = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &[data-primary] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Calendar = styled.div`
  ${tabularNums}
  --cell: 40px;

  .rdp-root {
    position: relative;
  }
  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.lg};
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 40px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: 4px;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 50%;
    background: none;
    color: ${({ theme }) => theme.colors.primaryText};
    cursor: pointer;
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled {
    opacity: 0.35;
    cursor: default;
  }
  .rdp-chevron {
    width: 16px;
    height: 16px;
    fill: currentColor;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: var(--cell);
    height: 32px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  .rdp-day {
    width: var(--cell);
    height: var(--cell);
    padding: 0;
    text-align: center;
  }
  .rdp-day_button {
    width: var(--cell);
    height: var(--cell);
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  .rdp-today .rdp-day_button {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: underline;
  }
  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
    opacity: 0.6;
  }
  .rdp-outside {
    visibility: hidden;
  }
  .rdp-range_middle {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  .rdp-range_start,
  .rdp-range_end {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  .rdp-range_start {
    border-radius: 50% 0 0 50%;
  }
  .rdp-range_end {
    border-radius: 0 50% 50% 0;
  }
  .rdp-range_start.rdp-range_end {
    border-radius: 50%;
  }
  .rdp-selected .rdp-day_button {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  /* Hovered too: the hover rule above is more specific, and its pale background under this
     rule's light text left the check-in and check-out days unreadable under the pointer. */
  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button,
  .rdp-range_start .rdp-day_button:hover,
  .rdp-range_end .rdp-day_button:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  ${({ theme }) => theme.media.mobile} {
    --cell: calc((100vw - 40px) / 7);
    .rdp-months {
      flex-direction: column;
    }
  }
`;

/**
 * Check-in and check-out on one calendar (react-day-picker). Past days are disabled; the
 * check-out field is unavailable until a check-in is chosen, and check-out days on or
 * before check-in cannot be picked. Full screen on phones.
 */
export function DateRangePicker({
  value,
  onChange,
  today: todayProp,
  error,
  hideLabel = false,
  numberOfMonths = 2,
  onBlur,
}: DateRangePickerProps) {
  const { t, language } = useUiTranslation();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDialogElement>(null);
  // Where focus goes once the panel has closed (a modal dialog keeps the page inert till then).
  const focusAfterClose = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<'in' | 'out'>('in');
  const today = startOfDay(todayProp ?? new Date());
  const { checkIn, checkOut } = value;
  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;

  // Before the calendar's own effects run, so its autofocus lands in a shown panel.
  useClientLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (open && !panel.open) {
      const phone = !window.matchMedia(`(min-width: ${breakpoints.mobile}px)`).matches;
      if (phone) panel.showModal();
      else panel.show();
    }
    if (!open && panel.open) panel.close();
    if (!open && focusAfterClose.current) {
      elementById(rootRef.current, focusAfterClose.current)?.focus();
      focusAfterClose.current = null;
    }
  }, [open]);

  useDismissOnOutsidePress(open, rootRef, close);

  function close() {
    setOpen(false);
    onBlur?.();
  }

  function openAt(next: 'in' | 'out') {
    setPhase(next);
    setOpen(true);
  }

  function pickDay(day: Date) {
    if (phase === 'in' || !checkIn || day <= checkIn) {
      onChange({ checkIn: day, checkOut: null });
      setPhase('out');
      return;
    }
    onChange({ checkIn, checkOut: day });
    setPhase('in');
    focusAfterClose.current = `${id}-out`;
    close();
  }

  const selected: DateRange | undefined = checkIn
    ? { from: checkIn, to: checkOut ?? undefined }
    : undefined;
  const disabled =
    phase === 'out' && checkIn ? [{ before: addDays(checkIn, 1) }] : [{ before: today }];

  return (
    <Root
      ref={rootRef}
      onPointerEnter={preloadCalendar}
      onFocus={preloadCalendar}
      onKeyDown={closeOnEscape(open, close)}
    >
      <Fields>
        <div>
          <FieldLabel htmlFor={`${id}-in`} data-hidden={hideLabel ? '' : undefined}>
            {t('search:check_in')}
          </FieldLabel>
          <Trigger
            id={`${id}-in`}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open && phase === 'in'}
            aria-controls={`${id}-panel`}
            aria-invalid={error && !checkIn ? true : undefined}
            onClick={() => openAt('in')}
          >
            {checkIn ? formatDay(checkIn, language) : t('search:add_date')}
          </Trigger>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-out`} data-hidden={hideLabel ? '' : undefined}>
            {t('search:check_out')}
          </FieldLabel>
          <Trigger
            id={`${id}-out`}
            type="button"
            disabled={!checkIn}
            aria-haspopup="dialog"
            aria-expanded={open && phase === 'out'}
            aria-controls={`${id}-panel`}
            aria-invalid={error && checkIn && !checkOut ? true : undefined}
            onClick={() => openAt('out')}
          >
            {checkOut ? formatDay(checkOut, language) : t('search:add_date')}
            {nights > 0 ? <small>{t('search:nights', { count: nights })}</small> : null}
          </Trigger>
        </div>
      </Fields>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <Panel
        ref={panelRef}
        id={`${id}-panel`}
        aria-label={t('search:choose_dates')}
        onCancel={(event) => {
          // Escape is handled above; this is a phone's back gesture or another close request.
          event.preventDefault();
          if (open) close();
        }}
      >
        <PanelHead>
          <p aria-live="polite">
            {phase === 'in' ? t('search:pick_check_in') : t('search:pick_check_out')}
          </p>
          <SmallButton type="button" onClick={close}>
            {t('search:close')}
          </SmallButton>
        </PanelHead>
        {open ? (
          <Calendar>
            <Suspense fallback={null}>
              <DayPicker
                mode="range"
                {...calendarText(language, t)}
                numberOfMonths={numberOfMonths}
                selected={selected}
                onSelect={(_range, day) => pickDay(startOfDay(day))}
                disabled={disabled}
                startMonth={today}
                defaultMonth={checkIn ?? today}
                today={today}
                autoFocus
              />
            </Suspense>
          </Calendar>
        ) : null}
        <PanelFoot>
          <SmallButton
            type="button"
            onClick={() => {
              onChange({ checkIn: null, checkOut: null });
              setPhase('in');
            }}
          >
            {t('search:clear')}
          </SmallButton>
          {nights > 0 ? <span>{t('search:nights', { count: nights })}</span> : null}
          <SmallButton type="button" data-primary="" onClick={close}>
            {t('search:done')}
          </SmallButton>
        </PanelFoot>
      </Panel>
    </Root>
  );
}
