export type {
  BookingConsentsProps,
  ChosenGuestsProps,
  PaymentMethodOption,
  PaymentMethodsProps,
} from './Checkout';
export {
  BookingConsents,
  ChosenGuests,
  initialPaymentMethod,
  MissingHint,
  PaymentMethods,
} from './Checkout';
