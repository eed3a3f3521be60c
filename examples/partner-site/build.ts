import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Builds the React page's script, `dist/react.js`; the script-tag page needs no build. */
const here = dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [join(here, 'src/react.tsx')],
  outfile: join(here, 'dist/react.js'),
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
