import { Rec } from '@bookdirect/gateway-sdk/contract';
import { BusinessError } from '../http/envelope';
import type { StaffProfile } from './service';

/**
 * A staff member's reach: an admin works for the whole group, a manager or a desk for the
 * hotels in `hotel_ids`. Outside them a hotel, room type or order answers rec 5, exactly as
 * one that does not exist, so ids cannot be probed.
 */

/** Whether the staff member works for this hotel. */
export function worksFor(member: StaffProfile, hotelId: number): boolean {
  return member.role === 'admin' || member.hotel_ids.includes(hotelId);
}

/** Rec 5 unless the staff member works for the hotel (`undefined`: nothing was found). */
export function assertWorksFor(member: StaffProfile, hotelId: number | undefined): void {
  if (hotelId === undefined || !worksFor(member, hotelId)) {
    throw new BusinessError(Rec.notFound);
  }
}

/** The hotels a query may see: `undefined` for all (an admin), else the staff member's. */
export function hotelScope(member: StaffProfile): number[] | undefined {
  return member.role === 'admin' ? undefined : member.hotel_ids;
}
