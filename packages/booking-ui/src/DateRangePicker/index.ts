export type { DateRangePickerProps, StayDates } from './DateRangePicker';
export { DateRangePicker } from './DateRangePicker';
export { addDays, nightsBetween, startOfDay } from './dates';
