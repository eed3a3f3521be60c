import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { PREACT_ALIASES } from './renderer';
import { SCRIPT_HEAD, SCRIPT_TAIL } from './src/serve';

/**
 * Builds the embed: `dist/embed.js`, one minified script with its renderer inside (no React on
 * the host page), and `dist/serve.js` for the booking site that serves it. Fails when the
 * script is over its budget, gzipped.
 */

export const BUDGET_GZIP_BYTES = 120 * 1024;

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
mkdirSync(dist, { recursive: true });

/** `EMBED_RENDERER=react` builds with React itself, to compare. */
const preact = process.env.EMBED_RENDERER !== 'react';

await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(dist, 'embed.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2020', 'chrome90', 'firefox90', 'safari14'],
  // Called with the booking site's settings (serve.ts); `null` in the file as built.
  banner: { js: SCRIPT_HEAD },
  footer: { js: SCRIPT_TAIL.trimEnd() },
  define: { 'process.env.NODE_ENV': '"production"', SC_DISABLE_SPEEDY: 'false' },
  alias: preact ? { ...PREACT_ALIASES } : {},
  jsx: 'automatic',
  legalComments: 'none',
  logLevel: 'warning',
  logOverride: {
    // booking-ui's and gateway-sdk's entries (tsup, code splitting) also import every chunk
    // their chunks import, bare (`import "./chunk-X.js"`), so a browser loading them unbundled
    // fetches the chunks at once rather than one after another. Those chunks hold only
    // declarations, which the packages' `sideEffects: false` says; the chunk that uses them
    // imports them by name, so dropping the bare import changes nothing. esbuild warns only
    // because the workspace links put these files outside node_modules.
    'ignored-bare-import': 'silent',
  },
});

await build({
  entryPoints: [join(here, 'src/serve.ts')],
  outfile: join(dist, 'serve.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});

// esbuild ends the footer with a newline of its own: keep exactly the tail serve.ts expects.
const file = join(dist, 'embed.js');
const script = readFileSync(file, 'utf8').trimEnd();
writeFileSync(file, `${script}\n`);

const gzip = gzipSync(readFileSync(file)).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `embed.js (${preact ? 'preact/compat' : 'react'}): ${kb(Buffer.byteLength(script))}, ${kb(gzip)} gzip (budget ${kb(BUDGET_GZIP_BYTES)})`,
);
if (gzip > BUDGET_GZIP_BYTES) {
  console.error('embed.js is over its gzip budget');
  process.exit(1);
}
