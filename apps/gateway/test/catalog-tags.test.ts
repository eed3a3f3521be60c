import { describe, expect, it } from 'vitest';
import { localTags, TAG_LABELS, tagPairs, tagsInChinese } from '../src/catalog/tags';
import { HOTEL_STYLES, HOTEL_TAGS } from '../src/catalog/tooling/demo-data';
import { parseCatalogueCsv } from '../src/catalog/tooling/import';

describe('hotel tags in both languages', () => {
  it('has a Chinese label for every demo tag, with the same English words', () => {
    for (const tag of [...HOTEL_TAGS, ...HOTEL_STYLES.map((s) => s.tag)]) {
      const [[key, label] = ['', '']] = tagPairs(tag);
      expect(TAG_LABELS[key]?.[1], tag).toBe(label);
      expect(TAG_LABELS[key]?.[0], tag).toMatch(/\p{Script=Han}/u);
    }
  });

  it('takes a partner label by key, then a known key, then the English label', () => {
    expect(tagsInChinese('view:Great view;wine:Wine bar;spa:Spa', 'spa:水疗中心')).toBe(
      'view:景观好;wine:Wine bar;spa:水疗中心',
    );
    expect(localTags('en', 'pool:Pool', 'pool:泳池')).toBe('pool:Pool');
    expect(localTags('zh', 'pool:Pool', '')).toBe('pool:泳池');
  });

  it('skips malformed pairs and keeps colons inside a label', () => {
    expect(tagPairs(' a:One ; broken ;:x; b:Two: more;')).toEqual([
      ['a', 'One'],
      ['b', 'Two: more'],
    ]);
    expect(tagsInChinese('')).toBe('');
  });

  it('reads both tag columns from CSV', () => {
    const csv =
      'hotel_external_id,city_id,hotel_name_en,currency,hotel_tag,hotel_tag_cn,room_external_id,room_name_en\n' +
      'p-1,4201,Ribeira Rooms,EUR,view:River view;pool:Pool,view:河景,tw,Twin\n';
    expect(parseCatalogueCsv(csv).hotels[0]).toMatchObject({
      hotel_tag: 'view:River view;pool:Pool',
      hotel_tag_cn: 'view:河景',
    });
  });
});
