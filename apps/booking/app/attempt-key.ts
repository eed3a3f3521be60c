/**
 * Booking and Pay now send one `Idempotency-Key` per attempt: the page's loader makes a key,
 * the form posts it back in this field, and the action sends it with the gateway call. A
 * double press or a resent form repeats the key, so it books (or starts paying) once; the
 * next attempt loads the page again and gets a new key.
 */
export const ATTEMPT_KEY_FIELD = 'attempt_key';
