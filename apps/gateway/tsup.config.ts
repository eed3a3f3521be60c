import { defineConfig } from 'tsup';

export default defineConfig({
  // One bundle for the process entry; dependencies stay external and load from node_modules.
  // Migrations are not bundled: the database module finds `drizzle/` beside the package at
  // run time, from `src/` and `dist/` alike.
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  dts: false,
});
