/**
 * The group's administration: franchise leads, staff accounts, exchange rates and the
 * platform-order import.
 */
export const staffAdminEndpoints = {};
