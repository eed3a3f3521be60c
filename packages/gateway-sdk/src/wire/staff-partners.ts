/**
 * The back office's partners calls (filled in with their endpoints).
 */
export const staffPartnersEndpoints = {};
