/*
 * The sites' one cookie helper (docs/adr/0015-cookies.md). A site defines each cookie once
 * with Remix's `createCookie` (name, attributes, signature when it needs one) and writes and
 * reads it with `serialize` and `parse`. This module holds the two things Remix's API does not
 * give:
 *
 * - `plainCookieValue`, for cookies whose value others read or write as it is (scripts, the
 *   other sites, the end-to-end suite, the visitors' browsers since before): Remix would write
 *   base64 of the value's JSON, this keeps the bare, percent-encoded string.
 * - `readCookie`, for the reads that must be synchronous (`parse` is async): the booking
 *   site's session token on every gateway call and its check-in token, the language on every
 *   page of every site, and the back office's own cookies.
 */

/** Remix's own value encoding (base64 of the UTF-8 of the value's JSON), unsigned. */
function remixEncoded(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

function remixDecoded(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Spread into `createCookie`'s options (`createCookie('cur', { ...plainCookieValue, ... })`)
 * so the cookie's value is the bare string, percent-encoded, as a hand-written header had it:
 * `serialize('USD')` writes `cur=USD`, and `parse` reads `cur=USD` as `'USD'`. For string
 * values of unsigned cookies only; anything else is written empty. An empty or undecodable
 * value parses as null.
 */
export const plainCookieValue = {
  /** Remix's encoded value to the bare one (the `cookie` package's `encode` hook). */
  encode(encoded: string): string {
    if (!encoded) return '';
    const value = remixDecoded(encoded);
    return typeof value === 'string' ? encodeURIComponent(value) : '';
  },
  /** A bare value to Remix's encoding (the `cookie` package's `decode` hook). */
  decode(raw: string): string {
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = '';
    }
    return remixEncoded(value || null);
  },
} as const;

/**
 * One cookie of a request by name, percent-decoded as `plainCookieValue` writes it: undefined
 * when it is absent, empty or not decodable. The sites' only Cookie-header parser besides
 * Remix's own: for synchronous reads; everything else calls its cookie's `parse`.
 */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
