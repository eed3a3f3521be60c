export type { GuestFormModalProps, GuestValues } from '../GuestFormModal';
export { GuestFormModal } from '../GuestFormModal';
export type { Country } from './countries';
export { COUNTRIES, phonePrefixes, useCountryNames } from './countries';
export type { GuestPickerProps, PickerGuest } from './GuestPicker';
export { GuestPicker } from './GuestPicker';
