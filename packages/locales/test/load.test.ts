import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, type Namespace, namespaces } from '../src/index';
import { loadNamespace } from '../src/load';

const root = join(import.meta.dirname, '..', 'src');

describe('loadNamespace', () => {
  it('knows every namespace file there is', () => {
    const files = readdirSync(join(root, 'en'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace('.json', ''));
    expect([...namespaces].sort()).toEqual(files.sort());
  });

  for (const lang of languages) {
    it(`loads each ${lang} namespace on its own, with the file's words`, async () => {
      for (const namespace of namespaces as Namespace[]) {
        const fromFile = JSON.parse(readFileSync(join(root, lang, `${namespace}.json`), 'utf8'));
        expect(await loadNamespace(lang, namespace), `${lang} ${namespace}`).toEqual(fromFile);
      }
    });
  }
});
