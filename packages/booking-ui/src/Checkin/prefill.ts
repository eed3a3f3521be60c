import type { CheckinGuestValues } from './CheckinGuestForm';
import { numericOfAlpha2 } from './nationalities';

/** A member's saved guest (`GET /user/folks/`), as much of it as check-in uses. */
export interface SavedGuestForCheckin {
  first_name: string;
  last_name: string;
  iso_country_coden?: string;
  id_type?: number;
  idcard?: string;
  passport_no?: string;
  tax_no?: string;
  tel_prefix?: string;
  phone?: string;
  email?: string;
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The saved guest of the same first and last name (any case), if exactly one. */
export function savedGuestFor<G extends SavedGuestForCheckin>(
  guest: Pick<CheckinGuestValues, 'first_name' | 'last_name'>,
  saved: readonly G[],
): G | undefined {
  if (!guest.first_name.trim() || !guest.last_name.trim()) return undefined;
  const found = saved.filter(
    (s) => sameName(s.first_name, guest.first_name) && sameName(s.last_name, guest.last_name),
  );
  return found.length === 1 ? found[0] : undefined;
}

/**
 * A check-in guest with what the member's saved guest of that name holds: nationality, id
 * type and number, phone and e-mail. What the check-in already has is kept.
 */
export function prefillCheckinGuest(
  guest: CheckinGuestValues,
  saved: readonly SavedGuestForCheckin[],
): CheckinGuestValues {
  const match = savedGuestFor(guest, saved);
  if (!match) return guest;
  const number =
    match.id_type === 1
      ? match.idcard
      : match.id_type === 2
        ? match.passport_no
        : match.id_type === 3
          ? match.tax_no
          : undefined;
  const nationality = match.iso_country_coden
    ? numericOfAlpha2(match.iso_country_coden)
    : undefined;
  const type = match.id_type ? String(match.id_type) : '';
  // The saved number goes with its own id type only.
  const sameType = !guest.card_type || guest.card_type === type;
  const samePhone = !guest.phone;
  return {
    ...guest,
    nationality: guest.nationality || (nationality ? String(nationality) : ''),
    card_type: guest.card_type || (number ? type : ''),
    id_card: guest.id_card || (sameType ? (number ?? '') : ''),
    email: guest.email || (match.email ?? ''),
    tel_prefix: samePhone && match.phone && match.tel_prefix ? match.tel_prefix : guest.tel_prefix,
    phone: guest.phone || (match.phone ?? ''),
  };
}
