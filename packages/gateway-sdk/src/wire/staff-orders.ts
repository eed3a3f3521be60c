/**
 * Orders and the check-in board of the caller's hotels, for every role.
 */
export const staffOrderEndpoints = {};
