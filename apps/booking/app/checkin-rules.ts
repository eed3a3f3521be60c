/** What the check-in pages share between server and browser. */

/** Anonymous failures show for 1.5 s (spec section 8); a member's a little longer. */
export const GUEST_TOAST_MS = 1500;
export const MEMBER_TOAST_MS = 4000;
