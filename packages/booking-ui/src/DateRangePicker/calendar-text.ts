import type { DayPickerProps } from 'react-day-picker';
import type { UiKey } from '../internal/use-ui-translation';

type Translate = (key: UiKey, values?: Record<string, string | number>) => string;

/**
 * The calendar's words in the page's language: the browser's `Intl` names the months, days
 * and dates, and locales has the rest. No date-fns locale is loaded, so a page in one
 * language does not carry the other's calendar.
 */
export function calendarText(
  language: 'zh' | 'en',
  t: Translate,
): Pick<DayPickerProps, 'lang' | 'weekStartsOn' | 'formatters' | 'labels'> {
  const tag = language === 'zh' ? 'zh-CN' : 'en-GB';
  const monthYear = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' });
  const weekday = new Intl.DateTimeFormat(tag, {
    weekday: language === 'zh' ? 'narrow' : 'short',
  });
  const weekdayName = new Intl.DateTimeFormat(tag, { weekday: 'long' });
  const fullDate = new Intl.DateTimeFormat(tag, { dateStyle: 'full' });
  const dayLabel = (day: Date, today: boolean, selected: boolean) => {
    let label = fullDate.format(day);
    if (today) label = t('search:calendar_today', { date: label });
    if (selected) label = t('search:calendar_selected', { date: label });
    return label;
  };
  return {
    lang: tag,
    // Both languages' calendars start on Monday (en-GB, zh-CN).
    weekStartsOn: 1,
    formatters: {
      formatCaption: (month) => monthYear.format(month),
      formatWeekdayName: (day) => weekday.format(day),
    },
    labels: {
      labelGrid: (month) => monthYear.format(month),
      labelNav: () => t('search:calendar_nav'),
      labelPrevious: () => t('search:calendar_previous_month'),
      labelNext: () => t('search:calendar_next_month'),
      labelWeekday: (day) => weekdayName.format(day),
      labelDayButton: (day, modifiers) =>
        dayLabel(day, Boolean(modifiers.today), Boolean(modifiers.selected)),
      labelGridcell: (day, modifiers) =>
        dayLabel(day, Boolean(modifiers?.today), Boolean(modifiers?.selected)),
    },
  };
}
