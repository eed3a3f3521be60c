import { type DayNumber, formatLongDay, formatMoney } from '@bookdirect/gateway-sdk';
import type { StaffCalendarDay } from '@bookdirect/gateway-sdk/staff';
import type { Language } from '@bookdirect/locales';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import {
  isSelected,
  keyStep,
  type MonthKey,
  monthOfDay,
  monthWeeks,
  type Selection,
  WEEKDAYS,
} from './grid';

export interface MonthGridProps {
  month: MonthKey;
  /** The month's days as the gateway answered them. */
  days: ReadonlyMap<DayNumber, StaffCalendarDay>;
  today: DayNumber;
  money: Parameters<typeof formatMoney>[1];
  language: Language;
  selection: Selection | undefined;
  weekdays: readonly number[];
  /** The day a refused write named (rec 6): marked until the next answer. */
  refusedDay?: DayNumber;
  onSelect: (selection: Selection) => void;
  /** The keyboard left the month: show `month` and focus `day` in it. */
  onMonthChange: (month: MonthKey, day: DayNumber) => void;
  /** The day to focus when the grid is first shown (after a month change). */
  initialFocus?: DayNumber;
  labelledBy: string;
}

/** Short weekday names, Monday first, in the page's language. */
function weekdayNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  // 5 January 2026 is a Monday.
  return WEEKDAYS.map((weekday) => format.format(Date.UTC(2026, 0, 4 + weekday)));
}

/**
 * The month as a WAI-ARIA grid: one cell per day with its price, rooms left and rooms sold.
 * One cell is in the tab order (roving tabindex); the arrows move a day or a week, Home and
 * End to the week's ends, PageUp and PageDown a month; Space or Enter selects the day and
 * Shift with a move extends the selection. The pointer selects too: a click, a Shift-click
 * or a drag over a range. Days before the hotel's today are dimmed and cannot be selected.
 */
export function MonthGrid({
  month,
  days,
  today,
  money,
  language,
  selection,
  weekdays,
  refusedDay,
  onSelect,
  onMonthChange,
  initialFocus,
  labelledBy,
}: MonthGridProps) {
  const { t } = useTranslation();
  const weeks = monthWeeks(month);
  const inMonth = weeks.flat().filter((day): day is DayNumber => day !== null);
  const fallback = inMonth.find((day) => day >= today) ?? inMonth[0] ?? today;
  const [focus, setFocus] = useState<DayNumber>(
    initialFocus && monthOfDay(initialFocus) === month ? initialFocus : fallback,
  );
  const cells = useRef(new Map<DayNumber, HTMLTableCellElement>());
  const moved = useRef(false);
  const dragging = useRef<DayNumber | undefined>(undefined);
  const focusDay = monthOfDay(focus) === month ? focus : fallback;

  // A key moved the focus: the cell takes it once it is drawn (after a month change too).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    cells.current.get(focusDay)?.focus();
  });

  // Shown after the keyboard left the last month: the day it moved to takes the focus.
  useEffect(() => {
    if (initialFocus && monthOfDay(initialFocus) === month)
      cells.current.get(initialFocus)?.focus();
  }, [initialFocus, month]);

  const selectable = (day: DayNumber) => day >= today;

  function onKeyDown(event: KeyboardEvent<HTMLTableCellElement>) {
    const step = keyStep({ focus: focusDay, selection }, event.key, event.shiftKey, today);
    if (!step) return;
    event.preventDefault();
    if (step.selection !== selection && step.selection) onSelect(step.selection);
    moved.current = true;
    setFocus(step.focus);
    if (monthOfDay(step.focus) !== month) onMonthChange(monthOfDay(step.focus), step.focus);
  }

  function onPointerDown(event: PointerEvent<HTMLTableCellElement>, day: DayNumber) {
    if (!selectable(day) || event.button !== 0) return;
    setFocus(day);
    if (event.shiftKey && selection) {
      onSelect({ anchor: selection.anchor, focus: day });
      return;
    }
    dragging.current = day;
    onSelect({ anchor: day, focus: day });
  }

  function onPointerEnter(day: DayNumber) {
    if (dragging.current === undefined || !selectable(day)) return;
    onSelect({ anchor: dragging.current, focus: day });
  }

  useEffect(() => {
    const stop = () => {
      dragging.current = undefined;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const names = weekdayNames(language);
  return (
    <Table role="grid" aria-labelledby={labelledBy} aria-multiselectable="true">
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((day) => day !== null)}>
            {week.map((day, index) => {
              if (day === null) {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank's place in its week is its identity
                return <td key={`blank-${index}`} />;
              }
              const row = days.get(day);
              const past = !selectable(day);
              const selected = !past && isSelected(day, selection, weekdays);
              const price = row?.price ?? null;
              const priceText =
                price === null ? t('prices:no_price') : formatMoney(price, money, language);
              const left = t('prices:rooms_left', { count: row?.rest_nums ?? 0 });
              const sold = t('prices:rooms_sold', { count: row?.sold ?? 0 });
              return (
                <Cell
                  key={day}
                  ref={(element) => {
                    if (element) cells.current.set(day, element);
                    else cells.current.delete(day);
                  }}
                  role="gridcell"
                  tabIndex={day === focusDay ? 0 : -1}
                  aria-selected={selected}
                  aria-disabled={past || undefined}
                  aria-describedby={day === refusedDay ? 'calendar-refusal' : undefined}
                  data-day={day}
                  data-past={past || undefined}
                  data-refused={day === refusedDay || undefined}
                  data-no-price={price === null || undefined}
                  onKeyDown={onKeyDown}
                  onPointerDown={(event) => onPointerDown(event, day)}
                  onPointerEnter={() => onPointerEnter(day)}
                  onFocus={() => setFocus(day)}
                >
                  <VisuallyHidden>{formatLongDay(day, language)}</VisuallyHidden>
                  <DayNo aria-hidden="true">{day % 100}</DayNo>
                  <Price>{priceText}</Price>
                  {price === null ? null : (
                    <Stock>
                      <span>{left}</span>
                      <span>{sold}</span>
                    </Stock>
                  )}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 4px;
  user-select: none;

  th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    padding: ${({ theme }) => theme.space.xxs};
  }
`;

const Cell = styled.td`
  position: relative;
  vertical-align: top;
  height: 84px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font-variant-numeric: tabular-nums;

  &[data-no-price] {
    background: ${({ theme }) => theme.colors.bg};
    border-style: dashed;
  }

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  &[data-past] {
    cursor: default;
    opacity: 0.55;
  }

  &[data-refused] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.danger};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  @media (max-width: 900px) {
    height: 72px;
    padding: ${({ theme }) => theme.space.xxs};
  }
`;

const DayNo = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Price = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Stock = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
