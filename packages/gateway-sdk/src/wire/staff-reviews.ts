/**
 * The back office's reviews calls (filled in with their endpoints).
 */
export const staffReviewsEndpoints = {};
