/**
 * Staff accounts, for admins: add, change, disable and reset.
 */
export const staffAccountEndpoints = {};
