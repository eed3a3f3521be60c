import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` diffs the typed schema against drizzle/meta and writes the next SQL
// migration; it never connects, so it is safe while a gateway holds the PGlite directory.
// Each domain owns its tables in its own schema.ts; the HTTP layer's rate-limit counters are http/rate-limit-table.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/*/schema.ts', './src/http/*-table.ts'],
  out: './drizzle',
});
