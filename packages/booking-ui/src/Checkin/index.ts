export type {
  CheckinContactFormProps,
  CheckinContactValues,
} from './CheckinContactForm';
export { CHECKIN_DRAFT_KEY, CheckinContactForm } from './CheckinContactForm';
export type {
  CheckinGuestFormProps,
  CheckinGuestValues,
  CheckinRoomValues,
} from './CheckinGuestForm';
export { CheckinGuestForm, emptyCheckinGuest } from './CheckinGuestForm';
export type { CheckinGuideProps } from './CheckinGuide';
export { CheckinGuide } from './CheckinGuide';
export type { CheckinStepsProps } from './CheckinSteps';
export { CheckinSteps } from './CheckinSteps';
export type { KeyBoxPasswordsProps, KeyBoxRoom } from './KeyBoxPasswords';
export { KeyBoxPasswords } from './KeyBoxPasswords';
export type { Nationality } from './nationalities';
export { NATIONALITIES, nationalityByNumeric, numericOfAlpha2 } from './nationalities';
export type { SavedGuestForCheckin } from './prefill';
export { prefillCheckinGuest, savedGuestFor } from './prefill';
