import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTimeZone } from '../src/days';
import * as intl from '../src/intl';
import {
  dateTimeFormat,
  type FormatAnswers,
  numberFormat,
  recordFormatAnswers,
  seedFormatAnswers,
} from '../src/intl';
import * as money from '../src/money';

afterEach(() => {
  recordFormatAnswers(() => undefined);
  seedFormatAnswers(undefined);
  vi.restoreAllMocks();
});

/** `Intl`'s `format` is a getter of the prototype (it hands out a bound function). */
const formatOf = (kind: { prototype: object }) => kind.prototype as { readonly format: unknown };

/** A server render: what it formats, recorded. */
function render<T>(work: () => T): { result: T; answers: FormatAnswers } {
  const answers: FormatAnswers = {};
  recordFormatAnswers(() => answers);
  try {
    return { result: work(), answers };
  } finally {
    recordFormatAnswers(() => undefined);
  }
}

describe('formatters', () => {
  it('format as Intl does', () => {
    expect(numberFormat('en-US', { minimumFractionDigits: 2 }).format(2400)).toBe('2,400.00');
    expect(
      dateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        Date.UTC(2026, 2, 3),
      ),
    ).toBe('3 Mar');
    expect(
      dateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', hour: 'numeric', hourCycle: 'h23' })
        .formatToParts(Date.UTC(2026, 2, 3, 0))
        .find((part) => part.type === 'hour')?.value,
    ).toBe('08');
  });

  it('are built on first use, once', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    const format = numberFormat('en-GB', { maximumFractionDigits: 3 });
    expect(built).not.toHaveBeenCalled();
    expect(format.format(1.23456)).toBe('1.235');
    expect(format.format(2)).toBe('2');
    expect(built).toHaveBeenCalledTimes(1);
    expect(numberFormat('en-GB', { maximumFractionDigits: 3 })).toBe(format);
  });

  it('answer a value they have formatted before without asking Intl again, on a server', () => {
    recordFormatAnswers(() => undefined);
    const format = numberFormat('en-IE', { style: 'currency', currency: 'EUR' });
    const written = vi.spyOn(formatOf(Intl.NumberFormat), 'format', 'get');
    expect(format.format(480)).toBe('€480.00');
    expect(format.format(480)).toBe('€480.00');
    expect(format.format(12.5)).toBe('€12.50');
    expect(written).toHaveBeenCalledTimes(2);
    const day = dateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const read = vi.spyOn(formatOf(Intl.DateTimeFormat), 'format', 'get');
    expect(day.format(Date.UTC(2027, 0, 4))).toBe('4 Jan');
    expect(day.format(new Date(Date.UTC(2027, 0, 4)))).toBe('4 Jan');
    expect(day.format(Date.UTC(2027, 0, 5))).toBe('5 Jan');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('tell a zone the runtime knows from one it does not, however often asked', () => {
    expect(isTimeZone('Europe/Athens')).toBe(true);
    expect(isTimeZone('Nowhere/Atlantis')).toBe(false);
    expect(isTimeZone('Nowhere/Atlantis')).toBe(false);
  });
});

describe('a page formatted on the server', () => {
  it('hydrates without building a formatter', async () => {
    type Modules = { intl: typeof import('../src/intl'); money: typeof import('../src/money') };
    const page = ({ intl, money }: Modules) => ({
      price: money.formatMoney(128, { currency: 4, symbol: '¥' }, 'en'),
      digits: money.currencyMinorUnit(4),
      stay: intl
        .dateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' })
        .format(new Date(2026, 2, 3)),
      paid: intl
        .dateTimeFormat('zh-CN', { dateStyle: 'long', timeZone: 'Asia/Tokyo' })
        .format(Date.UTC(2026, 2, 3, 20)),
    });
    const server = render(() => page({ intl, money }));
    expect(server.result).toEqual({
      price: '¥128',
      digits: 0,
      stay: 'Tue 3 Mar',
      paid: '2026年3月4日',
    });

    // The browser: fresh copies of the modules (nothing built yet), the answers through JSON.
    vi.resetModules();
    const browser = {
      intl: await import('../src/intl'),
      money: await import('../src/money'),
    };
    browser.intl.seedFormatAnswers(JSON.parse(JSON.stringify(server.answers)));
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    expect(page(browser)).toEqual(server.result);
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });

  it('formats in the browser what the server did not', () => {
    const format = numberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const server = render(() => format.format(1.25));
    seedFormatAnswers(server.answers);
    expect(format.format(1.25)).toBe(server.result);
    expect(format.format(7)).toBe('7.0');
  });

  it('keeps days without a zone by their wall-clock fields, days with one by instant', () => {
    const local = dateTimeFormat('en-GB', { day: 'numeric', month: 'long' });
    const zoned = dateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const { answers } = render(() => {
      local.format(new Date(2026, 11, 4));
      zoned.format(Date.UTC(2026, 11, 4));
    });
    // Local midnight of 4 Dec 2026 wherever the test runs: its fields, as if they were UTC.
    expect(Object.keys(answers[idOf(answers, '"month":"long"}')] ?? {})).toEqual([
      `l${Date.UTC(2026, 11, 4)}`,
    ]);
    expect(Object.keys(answers[idOf(answers, '"timeZone":"UTC"')] ?? {})).toEqual([
      `t${Date.UTC(2026, 11, 4)}`,
    ]);
  });

  it('never carries what depends on the runtime’s own zone', () => {
    const named = dateTimeFormat('en-GB', { hour: 'numeric', timeZoneName: 'short' });
    const local = dateTimeFormat('en-GB', { hour: 'numeric' });
    const { answers } = render(() => {
      named.format(Date.UTC(2026, 0, 1));
      local.format();
    });
    expect(answers).toEqual({});
  });

  it('records every page’s answers, not only the first page’s', () => {
    const format = numberFormat('th-TH', { style: 'currency', currency: 'THB' });
    const first = render(() => format.format(1200));
    const second = render(() => format.format(1200));
    expect(first.result).toBe('฿1,200.00');
    expect(second.answers).toEqual(first.answers);
    expect(Object.keys(second.answers)).toHaveLength(1);
    // An answer kept from an earlier page is still written into this page's record.
    const third = render(() => [format.format(1200), format.format(35)]);
    expect(third.result).toEqual(['฿1,200.00', '฿35.00']);
    expect(Object.values(third.answers)[0]).toEqual({ '1200': '฿1,200.00', '35': '฿35.00' });
  });
});

function idOf(answers: FormatAnswers, part: string): string {
  return Object.keys(answers).find((id) => id.endsWith(part) || id.includes(part)) ?? '';
}
