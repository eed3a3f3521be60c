import { staffPartnerCreateBody } from '@bookdirect/gateway-sdk/staff';
import { describe, expect, it } from 'vitest';
import { changedFields, targetHref } from '../app/audit/entries';
import { auditFilters, auditHref } from '../app/audit/filters';
import { embedSnippet } from '../app/components/partners/PartnerEmbed';
import { fieldErrors } from '../app/forms';
import { originList, originText, partnerFieldErrors } from '../app/partners/fields';

describe('the audit log page', () => {
  it('links a target to its office page when there is one', () => {
    expect(targetHref('order:AB12CD34')).toBe('/orders/AB12CD34');
    expect(targetHref('hotel:12')).toBe('/hotels/12');
    expect(targetHref('staff:3')).toBe('/staff/3');
    expect(targetHref('partner:wander-notes')).toBe('/partners?edit=wander-notes#partner-edit');
    expect(targetHref('room_type:4')).toBeNull();
    expect(targetHref('ota_import:3')).toBeNull();
    expect(targetHref('order:')).toBeNull();
    expect(targetHref('order')).toBeNull();
  });

  it('shows only the fields a write changed, a creation and a removal whole', () => {
    expect(
      changedFields(
        { name: 'Blog', origins: ['https://a.example'], note: 'same' },
        { name: 'The Blog', origins: ['https://a.example'], note: 'same' },
      ),
    ).toEqual([{ field: 'name', before: 'Blog', after: 'The Blog' }]);
    expect(changedFields(null, { name: 'Blog', origins: [] })).toEqual([
      { field: 'name', before: undefined, after: 'Blog' },
      { field: 'origins', before: undefined, after: '[]' },
    ]);
    expect(changedFields({ stage: 'new' }, null)).toEqual([
      { field: 'stage', before: 'new', after: undefined },
    ]);
    expect(changedFields(3, 4)).toEqual([{ field: '', before: '3', after: '4' }]);
    const long = 'x'.repeat(200);
    expect(changedFields({ a: '' }, { a: long })[0]?.after).toHaveLength(80);
  });

  it('reads its filters from the address and writes them back', () => {
    const filters = auditFilters(new URL('http://o/audit?staff_id=7&target=%20order:AB%20&page=x'));
    expect(filters).toEqual({ page: 1, staffId: 7, target: 'order:AB' });
    expect(auditHref({ ...filters, page: 2 })).toBe('/audit?staff_id=7&target=order%3AAB&page=2');
    expect(auditHref({ page: 1, staffId: 0, target: '' })).toBe('/audit');
  });
});

describe('the partners page', () => {
  it('reads the origins one per line and names the textarea for any of their errors', async () => {
    const origins = originList(' https://a.example \r\n\nHTTP://B.example\n');
    expect(origins).toEqual(['https://a.example', 'HTTP://B.example']);
    expect(originText(['https://a.example', 'http://b.example'])).toBe(
      'https://a.example\nhttp://b.example',
    );
    const errors = await fieldErrors(staffPartnerCreateBody, {
      code: 'blog',
      name: 'Blog',
      origins: [...origins, 'https://c.example/path'],
    });
    expect(partnerFieldErrors(errors ?? undefined)).toEqual({
      origins: 'office_partners:origin_invalid',
    });
    expect(partnerFieldErrors({ 'origins[3]': 'validation:invalid' })).toEqual({
      origins: 'validation:invalid',
    });
  });

  it("writes the embed's tags for a partner's pages on the booking site's address", () => {
    expect(embedSnippet('https://book.example/', 'wander-notes')).toBe(
      '<script src="https://book.example/embed.js" async></script>\n' +
        '<bookdirect-search partner="wander-notes"></bookdirect-search>\n' +
        '<bookdirect-hotels partner="wander-notes"></bookdirect-hotels>',
    );
  });
});
