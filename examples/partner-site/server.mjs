// The demo partner site, on an origin of its own (PORT, 3020 by default): the script-tag page
// at `/`, the React page at `/react.html`. `?lang=zh|en` picks the language. Each page gets a
// Content-Security-Policy of the kind docs/embedding.md asks of a partner, with a fresh nonce.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT || 3020);
const bookingUrl = (process.env.BOOKING_URL || 'http://localhost:3000').replace(/\/+$/, '');
const gatewayUrl = (process.env.GATEWAY_PUBLIC_URL || 'http://localhost:4000').replace(/\/+$/, '');

const pages = { '/': 'index.html', '/index.html': 'index.html', '/react.html': 'react.html' };
const files = {
  '/partner.js': join(here, 'public/partner.js'),
  '/partner.css': join(here, 'public/partner.css'),
  '/react.js': join(here, 'dist/react.js'),
};
const types = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** What a partner page embedding the booking site allows: its scripts, reads and images. */
function policy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' ${bookingUrl} 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self' ${bookingUrl} ${gatewayUrl}`,
    `img-src 'self' data: ${gatewayUrl}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://partner.invalid');
  try {
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      return;
    }
    const page = pages[url.pathname];
    if (page) {
      const nonce = randomBytes(16).toString('base64');
      const lang = url.searchParams.get('lang') === 'zh' ? 'zh' : 'en';
      const html = (await readFile(join(here, page), 'utf8'))
        .replace('<html lang="en">', `<html lang="${lang}">`)
        .replaceAll('%BOOKING_URL%', bookingUrl)
        .replaceAll('%LANG%', lang)
        .replaceAll('%NONCE%', nonce);
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': policy(nonce),
        'Cache-Control': 'no-store',
      });
      res.end(html);
      return;
    }
    const file = files[url.pathname];
    if (file) {
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': types[extname(file)], 'Cache-Control': 'no-cache' });
      res.end(body);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
  }
});

server.listen(port, () => console.log(`[partner-site] http://localhost:${port}`));
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => server.close(() => process.exit(0)));
