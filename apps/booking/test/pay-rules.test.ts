import { describe, expect, it } from 'vitest';
import { missingForBooking } from '../app/pay-rules';

const ready = { guests: 2, maxGuests: 2, paySource: 11, paySources: [11], consents: true };

describe('missingForBooking', () => {
  it('lets a complete booking through', () => {
    expect(missingForBooking(ready)).toBeUndefined();
  });

  it('names the first thing missing, guests first', () => {
    expect(missingForBooking({ ...ready, guests: 0, paySource: undefined, consents: false })).toBe(
      'validation:save_guest_information',
    );
    expect(missingForBooking({ ...ready, guests: 3 })).toBe('validation:maximum_guest');
    expect(missingForBooking({ ...ready, paySource: undefined, consents: false })).toBe(
      'validation:select_payment_method',
    );
    expect(missingForBooking({ ...ready, paySource: 21 })).toBe('validation:select_payment_method');
    expect(missingForBooking({ ...ready, consents: false })).toBe('validation:check_terms');
  });
});
