import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickLanguage, resources, translate } from '../src/index';

const root = join(import.meta.dirname, '..', 'src');
const files = (lang: string) =>
  readdirSync(join(root, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has the same namespaces in zh and en', () => {
    expect(files('zh')).toEqual(files('en'));
  });

  for (const file of files('en')) {
    it(`has the same keys and placeholders in zh and en for ${file}`, () => {
      const en = JSON.parse(readFileSync(join(root, 'en', file), 'utf8')) as Record<string, string>;
      const zh = JSON.parse(readFileSync(join(root, 'zh', file), 'utf8')) as Record<string, string>;
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(typeof en[key], `${file}:${key} (en) is a string`).toBe('string');
        expect(zh[key]?.trim(), `${file}:${key} (zh) is not empty`).toBeTruthy();
        expect(placeholders(zh[key] ?? ''), `${file}:${key} placeholders`).toEqual(
          placeholders(en[key] ?? ''),
        );
      }
    });
  }

  it('exports every namespace file as a resource', () => {
    const names = files('en')
      .map((f) => f.replace('.json', ''))
      .sort();
    expect(Object.keys(resources.en).sort()).toEqual(names);
    expect(Object.keys(resources.zh).sort()).toEqual(names);
  });
});

describe('pickLanguage', () => {
  it('honours q-values and regional tags', () => {
    expect(pickLanguage('fr-FR,en-GB;q=0.8,zh-CN;q=0.9')).toBe('zh');
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('de-DE')).toBeUndefined();
    expect(pickLanguage(undefined)).toBeUndefined();
  });
});

describe('translate', () => {
  it('fills placeholders in the asked language and falls back to the key', () => {
    expect(translate('en', 'errors:too_many_attempts', { seconds: 30 })).toContain('30 seconds');
    expect(translate('zh', 'validation:please_select_destination')).toBe('请输入目的地');
    expect(translate('zh', 'validation:no_such_key')).toBe('validation:no_such_key');
  });
});
