/** Members: registration and reset by e-mailed code, sessions, profile, points. */
export const accountEndpoints = {};
