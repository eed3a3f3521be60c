import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type EmbedConfig, withConfig } from '@bookdirect/embed/serve';
import { gatewayPublicUrl } from './catalogue.server';
import { brand, urls } from './shell.server';

/**
 * The partner embed as this site serves it (docs/embedding.md): `/embed.js`, the built
 * script with this site's settings written in, and `/embed.json`, the same settings for a
 * copy of the script served from elsewhere. Both are public and read from any origin.
 */

/** The settings a partner's page runs the embed with. */
export const embedConfig: EmbedConfig = {
  bookingUrl: urls.booking,
  gatewayUrl: gatewayPublicUrl,
  brand,
};

/** The script rarely changes and is named by a fixed URL: a day, then revalidated by ETag. */
const SCRIPT_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const CONFIG_CACHE = 'public, max-age=300';

interface Served {
  mtimeMs: number;
  body: string;
  etag: string;
}

let served: Served | undefined;

/** The built script, read again only when the file changed (a rebuild while running). */
async function script(): Promise<Served | undefined> {
  let file: string;
  try {
    file = createRequire(import.meta.url).resolve('@bookdirect/embed/embed.js');
  } catch {
    return undefined;
  }
  const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: -1 }));
  if (mtimeMs < 0) return undefined;
  if (served?.mtimeMs !== mtimeMs) {
    const body = withConfig(await readFile(file, 'utf8'), embedConfig);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    served = { mtimeMs, body, etag };
  }
  return served;
}

const publicHeaders = (type: string, cache: string) => ({
  'Content-Type': type,
  'Cache-Control': cache,
  // Any page may load them; they carry nothing private (no cookie is read).
  'Access-Control-Allow-Origin': '*',
});

/** `GET /embed.js`: 304 when the browser's copy is current; 503 before the embed is built. */
export async function embedScriptResponse(request: Request): Promise<Response> {
  const current = await script();
  if (!current) {
    return new Response('The embed is not built: run `pnpm --filter @bookdirect/embed build`.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const headers = {
    ...publicHeaders('text/javascript; charset=utf-8', SCRIPT_CACHE),
    ETag: current.etag,
  };
  const known = request.headers.get('If-None-Match');
  if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === current.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(current.body, { headers });
}

/** `GET /embed.json`: the settings alone. */
export function embedConfigResponse(): Response {
  return new Response(JSON.stringify(embedConfig), {
    headers: publicHeaders('application/json; charset=utf-8', CONFIG_CACHE),
  });
}
