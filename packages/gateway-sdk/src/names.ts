import type { Language } from '@bookdirect/locales';

/** A name as the contract carries it: `first_name` the given name, `last_name` the family name. */
export interface PersonName {
  first_name?: string | null;
  last_name?: string | null;
}

/** A letter of a CJK script: Han, kana (with its marks, such as `ー`) or Hangul. */
const CJK_LETTER =
  /^[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}]$/u;
const LETTERS = /\p{L}/gu;

/** Whether every letter of `text` is CJK (spaces, dots and the like aside); false with none. */
export function isCjkName(text: string): boolean {
  const letters = text.match(LETTERS);
  return letters?.every((letter) => CJK_LETTER.test(letter)) ?? false;
}

/**
 * A person's name as every page and mail shows it. A name written in CJK script is family
 * name then given name with no space, in either language (`张三`); any other is given then
 * family name in English (`Mei Chen`) and family then given name in Chinese (`Chen Mei`). A
 * part that is missing or blank is left out; a name with neither part is `''`.
 */
export function formatPersonName(name: PersonName, language: Language): string {
  const given = name.first_name?.trim() ?? '';
  const family = name.last_name?.trim() ?? '';
  if (isCjkName(`${family}${given}`)) return `${family}${given}`;
  const parts = language === 'zh' ? [family, given] : [given, family];
  return parts.filter((part) => part !== '').join(' ');
}
