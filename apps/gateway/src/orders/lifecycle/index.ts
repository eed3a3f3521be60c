/**
 * Every change of an order's status after it is written, each one transaction that moves the
 * order, its stock, its points and its refund together. The payments domain, the cancel and
 * review calls and the jobs call these; none of them updates an order's status itself.
 *
 * - unpaid (1) -> paid (2): `markOrderPaid`, when a payment is captured.
 * - unpaid (1) -> cancelled (9): `expireHeldOrder`, when the hold is over (rooms and points back).
 * - unpaid (1) or paid (2) -> cancelled (9): `cancelOrder`, by the traveller (a paid order
 *   until its deadline, with a refund request written in the same transaction).
 * - unpaid (1) or paid (2) -> cancelled (9): `cancelOnBehalf`, by staff for their hotels,
 *   the deadline passed or not, with the staff audit entry in the same transaction.
 * - (none) -> paid (2): `importPaidOrder`, a travel platform's reservation (check-in's import),
 *   written paid with its rooms taken.
 * - paid (2), no status change: check-in's records, `claimImportedOrder` (a platform's
 *   reservation becomes a member's), `markRoomsAssigned`, `markCheckedIn`.
 * - paid (2) -> completed (6): `completeStay`, the day after check-out; the points are earned.
 * - completed (6) -> reviewed (8): `reviewOrder`, with the review and the hotel's new score.
 */
export { cancelOnBehalf, cancelOrder } from './cancel';
export { completeStay } from './complete';
export { expireHeldOrder } from './expire';
export { type ImportedOrder, importPaidOrder } from './import';
export { type MarkPaidResult, markOrderPaid } from './paid';
export { reviewOrder } from './review';
export { claimImportedOrder, markCheckedIn, markRoomsAssigned } from './stay';
