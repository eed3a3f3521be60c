/**
 * The front desk's changes to a stay: its physical rooms, its key-box passwords and an early
 * departure.
 */
export const staffDeskEndpoints = {};
