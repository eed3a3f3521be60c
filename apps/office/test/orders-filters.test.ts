import { describe, expect, it } from 'vitest';
import { filtersSearch, ordersQuery, readOrderFilters } from '../app/orders/filters';

const read = (search: string) => readOrderFilters(new URLSearchParams(search));

describe('readOrderFilters', () => {
  it('reads every filter of the address', () => {
    expect(
      read(
        'q=+li%40example.com+&hotel_id=3&status_ids=9&status_ids=2&from=2026-03-01&to=2026-03-31&page=2',
      ),
    ).toEqual({
      q: 'li@example.com',
      hotelId: 3,
      statusIds: [2, 9],
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
    });
  });

  it('takes statuses as a list or repeated, each once, and drops unknown ones', () => {
    expect(read('status_ids=2,6&status_ids=6&status_ids=3&status_ids=x').statusIds).toEqual([2, 6]);
  });

  it('leaves out what cannot be a filter instead of refusing the page', () => {
    expect(read('hotel_id=abc&from=2026-02-30&to=tomorrow&page=-4')).toEqual({
      q: '',
      hotelId: 0,
      statusIds: [],
      from: '',
      to: '',
      page: 1,
    });
  });
});

describe('ordersQuery', () => {
  it('asks the gateway only for the filters given', () => {
    expect(ordersQuery(read(''))).toEqual({});
    expect(ordersQuery(read('q=13800&status_ids=2&status_ids=9&from=2026-03-01'))).toEqual({
      q: '13800',
      status_ids: '2,9',
      from: '2026-03-01',
    });
  });
});

describe('filtersSearch', () => {
  it('keeps the filters in a page link, and reads back the same filters', () => {
    const filters = read('q=Wang&hotel_id=4&status_ids=2&status_ids=6&to=2026-04-01');
    const search = filtersSearch(filters, 3);
    expect(search).toBe('?q=Wang&hotel_id=4&status_ids=2&status_ids=6&to=2026-04-01&page=3');
    expect(read(search.slice(1))).toEqual({ ...filters, page: 3 });
  });

  it('is empty without filters, and page 1 is not written', () => {
    expect(filtersSearch(read('page=1'))).toBe('');
  });
});
