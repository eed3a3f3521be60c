import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { expect, it } from 'vitest';

/**
 * The gateway's imports run one way: no file imports itself back through others (type imports
 * count: `import type` ties the files as tightly for a reader), and no two folders of src/
 * import each other. A lower folder that needs a higher one's function gets it handed in
 * through app.ts as an option (see docs/architecture.md).
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const graph = () =>
  madge(join(root, 'src'), {
    fileExtensions: ['ts'],
    tsConfig: join(root, 'tsconfig.json'),
    detectiveOptions: {
      ts: { skipTypeImports: false },
      es6: { skipTypeImports: false },
    },
  });

it('has no circle of imports in the gateway, type imports included', {
  timeout: 120_000,
}, async () => {
  const result = await graph();
  expect(Object.keys(result.obj()).length).toBeGreaterThan(100);
  expect(result.circular().map((files) => files.join(' -> '))).toEqual([]);
});
