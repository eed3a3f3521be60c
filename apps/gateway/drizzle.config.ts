import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` diffs the typed schema against drizzle/meta and writes the next SQL
// migration; it never connects, so it is safe while a gateway holds the PGlite directory.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
