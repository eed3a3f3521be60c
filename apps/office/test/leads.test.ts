import type { FranchiseLead } from '@bookdirect/gateway-sdk/contract';
import { describe, expect, it } from 'vitest';
import { leadsCsv, leadsFileName } from '../app/leads/csv';
import { leadsHref, readLeadsView } from '../app/leads/view';

const application: FranchiseLead = {
  kind: 'application',
  id: 7,
  create_time: Date.UTC(2026, 2, 1, 9, 30) / 1000,
  name: 'Li Wei',
  mobile: '+8613800138000',
  contact: '',
  country: 'China',
  province: 'Beijing',
  city: 'Beijing',
  intention: 'New hotel',
  remark: 'A 40-room hotel, "near the park"',
};

const message: FranchiseLead = {
  ...application,
  kind: 'message',
  id: 3,
  mobile: '',
  contact: 'eve@example.com',
  country: '',
  province: '',
  city: '',
  intention: '',
  remark: '=1+1',
};

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('the leads export', () => {
  it('has headers and kinds in the staff language, the time in UTC, fields quoted', () => {
    const [header, first, second] = lines(leadsCsv([application, message], 'en'));
    expect(header).toBe(
      'Kind,ID,Arrived at (UTC),Name,Mobile,Contact,Country,Province,City,Intention,Remark or message',
    );
    expect(first).toBe(
      `Application,7,2026-03-01 09:30,Li Wei,'+8613800138000,,China,Beijing,Beijing,New hotel,"A 40-room hotel, ""near the park"""`,
    );
    expect(second).toBe(`Message,3,2026-03-01 09:30,Li Wei,,eve@example.com,,,,,'=1+1`);
    expect(lines(leadsCsv([message], 'zh'))[1]).toMatch(/^咨询留言,3,/);
    expect(lines(leadsCsv([], 'zh'))[0]).toMatch(/^类型,编号,/);
  });

  it('is named with the day it was exported', () => {
    expect(leadsFileName(new Date('2026-03-05T23:59:00Z'))).toBe('leads-2026-03-05.csv');
  });
});

describe('the leads page address', () => {
  it('reads the view, the stage and the page, falling back to the whole list', () => {
    const read = (search: string) => readLeadsView(new URLSearchParams(search));
    expect(read('')).toEqual({ view: 'list', stage: null, page: 1, refresh: 15 });
    expect(read('view=board&refresh=5')).toMatchObject({ view: 'board', refresh: 5 });
    expect(read('stage=signed&page=3')).toMatchObject({ view: 'list', stage: 'signed', page: 3 });
    expect(read('stage=won&page=0')).toMatchObject({ view: 'list', stage: null, page: 1 });
    expect(read('page=1.5&refresh=1')).toMatchObject({ page: 1, refresh: 15 });
  });

  it('writes the address back, the board without the list filters', () => {
    expect(leadsHref({ view: 'list' })).toBe('/leads');
    expect(leadsHref({ view: 'list', stage: 'lost', page: 2 })).toBe('/leads?stage=lost&page=2');
    expect(leadsHref({ view: 'board', stage: 'lost', page: 2 })).toBe('/leads?view=board');
    expect(leadsHref({ view: 'board', refresh: 5 })).toBe('/leads?view=board&refresh=5');
    expect(leadsHref({ view: 'list', refresh: 15 })).toBe('/leads');
  });
});
