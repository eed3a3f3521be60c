/**
 * A hotel's or a room type's name in the page's language, the other language's when that one
 * is empty (a hotel being set up may have only one yet).
 */
export function localName(named: { name_cn: string; name_en: string }, lang: string): string {
  const [first, second] =
    lang === 'zh' ? [named.name_cn, named.name_en] : [named.name_en, named.name_cn];
  return first.trim() || second.trim();
}
