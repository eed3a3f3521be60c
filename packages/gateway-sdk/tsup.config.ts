import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, string | { import: string }>;
};

/**
 * One entry per import path of package.json's `exports` (`./dist/money.js` is built from
 * `src/money.ts`), so the two cannot drift: a page that formats money does not load yup,
 * libphonenumber's metadata or the endpoint table.
 */
const entry = Object.values(exports).flatMap((target) =>
  typeof target === 'string' ? [] : [target.import.replace(/^\.\/dist\/(.*)\.js$/, 'src/$1.ts')],
);

export default defineConfig({
  entry,
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
});
