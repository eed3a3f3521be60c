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

/** The domain folder of a file of src/: `orders/lifecycle/cancel.ts` -> `orders`; `''` at the top. */
const folderOf = (file: string): string =>
  file.includes('/') ? file.slice(0, file.indexOf('/')) : '';

/**
 * The files at the top of src/ (app.ts wiring the domains, config.ts, the entry points, the
 * clock) are no domain: they sit above and below them, so pairs with them are not counted.
 */
const atTop = (a: string, b: string): boolean => a === '' || b === '';

/** Every pair of folders that import each other, with the imports that run each way. */
function twoWayFolders(imports: Record<string, string[]>): Map<string, string[]> {
  const between = new Map<string, string[]>();
  for (const [from, tos] of Object.entries(imports)) {
    for (const to of tos) {
      const a = folderOf(from);
      const b = folderOf(to);
      if (a === b || atTop(a, b)) continue;
      const key = `${a} -> ${b}`;
      between.set(key, [...(between.get(key) ?? []), `${from} -> ${to}`]);
    }
  }
  const pairs = new Map<string, string[]>();
  for (const [key, files] of between) {
    const [a, b] = key.split(' -> ') as [string, string];
    const back = between.get(`${b} -> ${a}`);
    if (a < b && back) pairs.set(`${a} <-> ${b}`, [...files, ...back]);
  }
  return pairs;
}

/**
 * Folders still tied both ways, each to be cut: the idempotency table's key to members, and
 * the staff's hotels beside the catalogue's back-office calls. No other pair may appear, and a
 * pair that no longer holds is taken off, so the list only shrinks.
 */
const STILL_TWO_WAY: string[] = [];

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

it('has no two folders of the gateway importing each other', { timeout: 120_000 }, async () => {
  const pairs = twoWayFolders((await graph()).obj());
  const unexpected = [...pairs].filter(([pair]) => !STILL_TWO_WAY.includes(pair));
  expect(unexpected.map(([pair, files]) => `${pair}: ${files.join(', ')}`)).toEqual([]);
  expect(STILL_TWO_WAY.filter((pair) => !pairs.has(pair))).toEqual([]);
});
