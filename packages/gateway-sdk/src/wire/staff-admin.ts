/**
 * The group's administration: franchise leads, exchange rates and the platform-order import.
 */
export const staffAdminEndpoints = {};
