import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, string | { import: string }>;
};

/**
 * One entry per import path of package.json's `exports` (`./dist/en.js` is built from
 * `src/en.ts`); the JSON paths point at the source files themselves.
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
  // `load.ts` imports each JSON file by the package's own name, so it stays one file with an
  // `import()` per namespace and the app's bundler splits every namespace into its own chunk.
  external: [/^@bookdirect\/locales\//],
});
