import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en, * as enNamespaces from '../src/en';
import { resources } from '../src/index';
import zh, * as zhNamespaces from '../src/zh';

const root = join(import.meta.dirname, '..', 'src');
const fromFile = (lang: string, namespace: string) =>
  JSON.parse(readFileSync(join(root, lang, `${namespace}.json`), 'utf8')) as Record<string, string>;
const names = readdirSync(join(root, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace('.json', ''))
  .sort();

describe('one language at a time', () => {
  for (const [lang, all, single] of [
    ['en', en, enNamespaces],
    ['zh', zh, zhNamespaces],
  ] as const) {
    it(`gives every ${lang} namespace, whole and one by one, with the file's words`, () => {
      expect(Object.keys(all).sort()).toEqual(names);
      for (const name of names) {
        const namespace = (single as unknown as Record<string, unknown>)[name];
        expect(namespace, `${lang} ${name}`).toEqual(fromFile(lang, name));
        expect((all as Record<string, unknown>)[name]).toBe(namespace);
      }
    });
  }

  it('is what the two-language resources are made of', () => {
    expect(resources.en).toBe(en);
    expect(resources.zh).toBe(zh);
  });
});
