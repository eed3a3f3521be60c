/**
 * One cookie of a request by name, percent-decoded: undefined when it is absent, empty or not
 * decodable. Every site reads its cookies (language, session, currency, check-in token, a kept
 * post) through this one reader.
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
