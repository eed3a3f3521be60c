import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/client.tsx', 'src/server.ts', 'src/site-server.ts', 'src/vite.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  // Peers and dependencies stay imports: the apps' bundlers resolve one copy of each.
  external: [
    /^@bookdirect\//,
    /^@remix-run\//,
    /^react/,
    'styled-components',
    /^i18next/,
    'isbot',
    'express',
    'compression',
    'helmet',
    'morgan',
    'vite',
  ],
});
