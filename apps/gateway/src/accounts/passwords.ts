import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords arrive as the SHA-256 hex of what the member typed: fast to guess from a leaked
 * table, so the gateway stores scrypt of it with a random salt. The parameters travel in
 * the stored value (`scrypt$N$r$p$salt$hash`), so they can grow without a migration.
 */

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes (32 MiB here); Node refuses above 32 MiB by default.
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r, p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPasswordForStorage(passwordHash: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(passwordHash, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Compares in constant time; a malformed stored value never matches. */
export async function verifyPassword(passwordHash: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    passwordHash,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of a real check, for a login with an unknown e-mail: the answer's timing
 * must not tell whether the address has an account.
 */
export async function verifyAgainstDummy(passwordHash: string): Promise<false> {
  dummy ??= hashPasswordForStorage(randomBytes(32).toString('hex'));
  await verifyPassword(passwordHash, await dummy);
  return false;
}
