/**
 * The back office's reports calls (filled in with their endpoints).
 */
export const staffReportsEndpoints = {};
