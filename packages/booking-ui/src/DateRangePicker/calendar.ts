/**
 * The calendar, alone in a module so that `DateRangePicker` can load it lazily and a bundler
 * still keeps only `DayPicker` of react-day-picker.
 */
export { DayPicker } from 'react-day-picker';
