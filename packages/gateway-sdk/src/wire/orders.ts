/** Saved guests, orders and payment. */
export const orderEndpoints = {};
