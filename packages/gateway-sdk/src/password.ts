/**
 * Passwords leave the browser as the lowercase hex SHA-256 of what the user typed (the
 * contract's "sent hashed"); the gateway stores a slow salted hash of that value.
 * Uses Web Crypto, present in browsers and Node 20.
 */
export async function hashPassword(plain: string): Promise<string> {
  const bytes = new TextEncoder().encode(plain);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** True for a value shaped like `hashPassword`'s output. */
export function isPasswordHash(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}
