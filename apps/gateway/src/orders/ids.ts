import { randomBytes } from 'node:crypto';

/**
 * Order ids: 20 characters of Crockford's base32 alphabet (no I, L, O, U), 100 random bits.
 * Read aloud or typed from a mail without confusion, and far too many to probe: the gateway
 * answers another member's id exactly like a missing one, and there is no sequence to walk.
 */
export const ORDER_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_ID_LENGTH = 20;
export const ORDER_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{20}$/;

export function newOrderId(): string {
  const bytes = randomBytes(ORDER_ID_LENGTH);
  let id = '';
  // 32 symbols divide 256 evenly: the low five bits of each byte are uniform.
  for (const byte of bytes) id += ORDER_ID_ALPHABET[byte & 31];
  return id;
}
