import { describe, expect, it } from 'vitest';
import { emptyCheckinGuest } from './CheckinGuestForm';
import { prefillCheckinGuest, type SavedGuestForCheckin, savedGuestFor } from './prefill';

const maria: SavedGuestForCheckin = {
  first_name: 'Maria',
  last_name: 'Papadopoulou',
  iso_country_coden: 'GR',
  id_type: 2,
  idcard: '',
  passport_no: 'AB1234567',
  tax_no: '',
  tel_prefix: '+30',
  phone: '6912345678',
  email: 'maria@example.com',
};
const nikos: SavedGuestForCheckin = { ...maria, first_name: 'Nikos', email: 'nikos@example.com' };

describe('savedGuestFor', () => {
  it('matches the same first and last name in any case and spacing', () => {
    const guest = emptyCheckinGuest({ first_name: ' maria', last_name: 'PAPADOPOULOU ' });
    expect(savedGuestFor(guest, [nikos, maria])).toBe(maria);
  });

  it('does not match on one name alone', () => {
    expect(
      savedGuestFor(emptyCheckinGuest({ first_name: 'Maria', last_name: 'Ioannou' }), [maria]),
    ).toBeUndefined();
    expect(
      savedGuestFor(emptyCheckinGuest({ first_name: '', last_name: 'Papadopoulou' }), [maria]),
    ).toBeUndefined();
  });

  it('does not guess between two saved guests of the same name', () => {
    const guest = emptyCheckinGuest({ first_name: 'Maria', last_name: 'Papadopoulou' });
    expect(savedGuestFor(guest, [maria, { ...maria, email: 'other@example.com' }])).toBeUndefined();
  });
});

describe('prefillCheckinGuest', () => {
  it('fills nationality, id, phone and e-mail from the saved guest', () => {
    const guest = emptyCheckinGuest({ first_name: 'Maria', last_name: 'Papadopoulou' });
    expect(prefillCheckinGuest(guest, [maria])).toEqual({
      first_name: 'Maria',
      last_name: 'Papadopoulou',
      nationality: '300',
      card_type: '2',
      id_card: 'AB1234567',
      email: 'maria@example.com',
      tel_prefix: '+30',
      phone: '6912345678',
    });
  });

  it('takes the number of the id type the saved guest has', () => {
    const guest = emptyCheckinGuest({ first_name: 'Maria', last_name: 'Papadopoulou' });
    const withCard = { ...maria, id_type: 1, idcard: 'X123', passport_no: '' };
    expect(prefillCheckinGuest(guest, [withCard])).toMatchObject({
      card_type: '1',
      id_card: 'X123',
    });
  });

  it('keeps what the check-in already holds', () => {
    const guest = {
      ...emptyCheckinGuest({ first_name: 'Maria', last_name: 'Papadopoulou' }),
      email: 'new@example.com',
      tel_prefix: '+44',
      phone: '7911123456',
    };
    expect(prefillCheckinGuest(guest, [maria])).toMatchObject({
      email: 'new@example.com',
      tel_prefix: '+44',
      phone: '7911123456',
      id_card: 'AB1234567',
    });
  });

  it('leaves a guest nobody saved as it is', () => {
    const guest = emptyCheckinGuest({ first_name: 'Eleni', last_name: 'Georgiou' });
    expect(prefillCheckinGuest(guest, [maria, nikos])).toBe(guest);
  });
});
