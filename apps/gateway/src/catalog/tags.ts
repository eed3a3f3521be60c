import type { Language } from '@bookdirect/locales';

/**
 * Hotel tags: `key:label;key:label` (the spec; the front end shows the second part, at most 3).
 * `hotels.hotel_tag` holds the English labels and `hotels.hotel_tag_cn` the Chinese ones, matched
 * by key. The gateway answers `hotel_tag` in the request language, so a partner import that only
 * sends English still reads well in Chinese for the known keys below, and a partner that sends
 * `hotel_tag_cn` gets its own words.
 */
export const TAG_LABELS: Record<string, readonly [cn: string, en: string]> = {
  boutique: ['精品', 'Boutique'],
  suites: ['套房', 'Suites'],
  guesthouse: ['民宿', 'Guesthouse'],
  apartments: ['公寓', 'Apartments'],
  classic: ['经典', 'Classic'],
  garden: ['花园', 'Garden'],
  breakfast: ['含早餐', 'Breakfast included'],
  view: ['景观好', 'Great view'],
  central: ['市中心', 'City centre'],
  family: ['适合家庭', 'Family friendly'],
  quiet: ['街道安静', 'Quiet street'],
  rooftop: ['屋顶露台', 'Rooftop terrace'],
  pool: ['泳池', 'Pool'],
  selfcheckin: ['自助入住', 'Self check-in'],
};

/** `[key, label]` of each well-formed pair. */
export function tagPairs(tag: string | null | undefined): [string, string][] {
  return (tag ?? '')
    .split(';')
    .map((pair) => {
      const at = pair.indexOf(':');
      return at < 0
        ? (['', ''] as [string, string])
        : ([pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as [string, string]);
    })
    .filter(([key, label]) => key && label);
}

/** The English pairs with Chinese labels: from `tagCn` by key, then the known keys, then as is. */
export function tagsInChinese(tagEn: string, tagCn = ''): string {
  const own = new Map(tagPairs(tagCn));
  return tagPairs(tagEn)
    .map(([key, label]) => `${key}:${own.get(key) ?? TAG_LABELS[key]?.[0] ?? label}`)
    .join(';');
}

/** `hotel_tag` in the request language. */
export function localTags(lang: Language, tagEn: string, tagCn: string): string {
  return lang === 'zh' ? tagsInChinese(tagEn, tagCn) : tagEn;
}
