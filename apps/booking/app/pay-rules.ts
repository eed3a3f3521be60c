/**
 * What stops a booking on the pay page, checked the same way by the page (the hint under the
 * book button) and by its action (which answers with it): the first missing thing's message.
 */
export interface BookingChoices {
  /** How many guests are chosen. */
  guests: number;
  /** How many the rooms take together (`rooms x adult_nums`). */
  maxGuests: number;
  /** With several rooms: how many guests each room has, in room order. */
  perRoom?: number[];
  /** How many one room takes (`adult_nums`), with `perRoom`. */
  maxPerRoom?: number;
  /** The chosen `pay_source`; undefined before one is chosen. */
  paySource: number | undefined;
  /** The payment methods the page offers. */
  paySources: readonly number[];
  /** Both consents given. */
  consents: boolean;
}

export function missingForBooking(choices: BookingChoices): string | undefined {
  if (choices.guests === 0) return 'validation:save_guest_information';
  if (choices.guests > choices.maxGuests) return 'validation:maximum_guest';
  if (choices.perRoom?.some((count) => count === 0)) return 'booking:rooms_guest_each';
  if (choices.perRoom?.some((count) => count > (choices.maxPerRoom ?? choices.maxGuests))) {
    return 'validation:maximum_guest';
  }
  if (choices.paySource === undefined || !choices.paySources.includes(choices.paySource)) {
    return 'validation:select_payment_method';
  }
  if (!choices.consents) return 'validation:check_terms';
  return undefined;
}
