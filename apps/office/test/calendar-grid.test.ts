import { describe, expect, it } from 'vitest';
import {
  isoWeekday,
  isSelected,
  keyStep,
  lastDay,
  monthWeeks,
  moveDay,
  parseMonth,
  priceLevel,
  selectedDays,
  shiftMonth,
} from '../app/calendar/grid';

describe('months', () => {
  it('reads only real months', () => {
    expect(parseMonth('2026-12')).toBe('2026-12');
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(parseMonth('2026-1')).toBeUndefined();
    expect(parseMonth(null)).toBeUndefined();
  });

  it('moves across years both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('knows the length of February in a leap year', () => {
    expect(lastDay('2028-02')).toBe(20280229);
    expect(lastDay('2026-02')).toBe(20260228);
  });

  it('lays a month out Monday first, with blanks before the 1st and after the last', () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, 20261201, 20261202, 20261203, 20261204, 20261205, 20261206]);
    expect(weeks[4]).toEqual([20261228, 20261229, 20261230, 20261231, null, null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(31);
  });

  it('gives a month starting on Monday no blank week', () => {
    // 1 February 2027 is a Monday, and 28 days fill exactly four weeks.
    const weeks = monthWeeks('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe(20270201);
  });
});

describe('keyboard moves', () => {
  it('moves a day or a week with the arrows, across month ends', () => {
    expect(moveDay(20261231, 'ArrowRight')).toBe(20270101);
    expect(moveDay(20261201, 'ArrowLeft')).toBe(20261130);
    expect(moveDay(20261203, 'ArrowUp')).toBe(20261126);
    expect(moveDay(20261228, 'ArrowDown')).toBe(20270104);
  });

  it('keeps Home and End within the week and the month', () => {
    // Thursday 10 December: its week runs Monday 7 to Sunday 13.
    expect(moveDay(20261210, 'Home')).toBe(20261207);
    expect(moveDay(20261210, 'End')).toBe(20261213);
    // Thursday 3 December: its Monday is in November, so Home stops at the 1st.
    expect(moveDay(20261203, 'Home')).toBe(20261201);
    expect(moveDay(20261229, 'End')).toBe(20261231);
  });

  it('pages to the same day of the next month, or its last day when shorter', () => {
    expect(moveDay(20261215, 'PageDown')).toBe(20270115);
    expect(moveDay(20270131, 'PageDown')).toBe(20270228);
    expect(moveDay(20270115, 'PageUp')).toBe(20261215);
    expect(moveDay(20261215, 'Tab')).toBeUndefined();
  });

  it('never moves the focus into the past', () => {
    const state = { focus: 20261203, selection: undefined };
    expect(keyStep(state, 'ArrowUp', false, 20261201)?.focus).toBe(20261201);
    expect(keyStep(state, 'PageUp', false, 20261201)?.focus).toBe(20261201);
  });

  it('selects the focused day with Space or Enter, and grows the selection with Shift', () => {
    const today = 20261201;
    let state = keyStep({ focus: 20261205, selection: undefined }, ' ', false, today);
    expect(state?.selection).toEqual({ anchor: 20261205, focus: 20261205 });
    state = keyStep(state as NonNullable<typeof state>, 'ArrowDown', true, today);
    expect(state?.selection).toEqual({ anchor: 20261205, focus: 20261212 });
    // A move without Shift keeps the selection where it was.
    state = keyStep(state as NonNullable<typeof state>, 'ArrowRight', false, today);
    expect(state).toEqual({
      focus: 20261213,
      selection: { anchor: 20261205, focus: 20261212 },
    });
    expect(
      keyStep({ focus: 20261205, selection: undefined }, 'Enter', false, today)?.selection,
    ).toEqual({ anchor: 20261205, focus: 20261205 });
  });

  it('starts a Shift selection from the focused day when nothing was selected', () => {
    const state = keyStep({ focus: 20261210, selection: undefined }, 'ArrowLeft', true, 20261201);
    expect(state?.selection).toEqual({ anchor: 20261210, focus: 20261209 });
  });
});

describe('selection', () => {
  const weekend = [6, 7];

  it('counts Monday as 1 and Sunday as 7', () => {
    expect(isoWeekday(20261207)).toBe(1);
    expect(isoWeekday(20261213)).toBe(7);
  });

  it('covers the range in either direction, on the chosen weekdays only', () => {
    const backwards = { anchor: 20261213, focus: 20261201 };
    expect(selectedDays(backwards, weekend)).toEqual([20261205, 20261206, 20261212, 20261213]);
    expect(isSelected(20261212, backwards, weekend)).toBe(true);
    expect(isSelected(20261211, backwards, weekend)).toBe(false);
    expect(isSelected(20261219, backwards, weekend)).toBe(false);
  });

  it('spans months', () => {
    const days = selectedDays({ anchor: 20261230, focus: 20270102 }, [1, 2, 3, 4, 5, 6, 7]);
    expect(days).toEqual([20261230, 20261231, 20270101, 20270102]);
  });

  it('selects nothing without a selection or without weekdays', () => {
    expect(selectedDays(undefined, weekend)).toEqual([]);
    expect(selectedDays({ anchor: 20261201, focus: 20261231 }, [])).toEqual([]);
  });
});

describe('price levels', () => {
  it('splits the span of prices in thirds', () => {
    const prices = [100, 150, 400];
    expect(priceLevel(100, prices)).toBe(0);
    expect(priceLevel(250, prices)).toBe(1);
    expect(priceLevel(400, prices)).toBe(2);
    expect(priceLevel(120, [120, 120])).toBe(1);
  });
});
