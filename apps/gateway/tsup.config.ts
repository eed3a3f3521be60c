import { defineConfig } from 'tsup';

export default defineConfig({
  // One bundle per process entry (the gateway, the job worker); dependencies stay external and load from node_modules.
  // Migrations are not bundled: the database module finds `drizzle/` beside the package at
  // run time, from `src/` and `dist/` alike.
  entry: ['src/server.ts', 'src/worker.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  dts: false,
});
