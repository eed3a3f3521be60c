/**
 * Prices and stock per room type and night, for admins and a hotel's managers.
 */
export const staffCalendarEndpoints = {};
