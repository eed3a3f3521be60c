#!/usr/bin/env node
/**
 * Serves a built directory (the static Storybook) on 127.0.0.1, for the visual tests:
 * `node scripts/serve-static.mjs <dir> <port>`. Files only, no directory listings, nothing
 * outside the directory. Pages are revalidated; scripts, styles and fonts are cached, so a
 * browser that opens story after story fetches the bundle once.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const [dirArg, portArg] = process.argv.slice(2);
const port = Number(portArg);
if (!dirArg || !Number.isInteger(port) || port <= 0) {
  console.error('usage: node scripts/serve-static.mjs <dir> <port>');
  process.exit(2);
}
const root = resolve(dirArg);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a request names, or undefined when there is none inside the directory. */
function fileFor(url) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  const candidate = resolve(join(root, pathname));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  for (const path of [candidate, join(candidate, 'index.html')]) {
    try {
      const stats = statSync(path);
      if (stats.isFile()) return { path, stats };
    } catch {
      // not there: try the next candidate
    }
  }
  return undefined;
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const file = fileFor(request.url ?? '/');
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  const type = extname(file.path).toLowerCase();
  response.writeHead(200, {
    'content-type': TYPES[type] ?? 'application/octet-stream',
    'content-length': file.stats.size,
    'cache-control': type === '.html' || type === '.json' ? 'no-cache' : 'max-age=3600',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file.path).pipe(response);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`serving ${root} on http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
