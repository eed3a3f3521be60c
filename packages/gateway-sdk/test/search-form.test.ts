import { describe, expect, it } from 'vitest';
import { searchForm } from '../src/schemas/index';
import { searchFormErrors } from '../src/search-form';

async function yupErrors(value: object): Promise<Record<string, string>> {
  try {
    await searchForm.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

describe('the search form rule', () => {
  it('asks for a destination and the dates, with the spec keys', () => {
    expect(searchFormErrors({})).toEqual({
      city_id: 'validation:please_select_destination',
      check_in: 'validation:please_select_check_in',
      check_out: 'validation:please_select_check_in',
    });
    expect(searchFormErrors({ city_id: 0, check_in: 20300610, check_out: 20300612 })).toEqual({
      city_id: 'validation:please_select_destination',
    });
  });

  it('wants check-out after check-in', () => {
    expect(searchFormErrors({ city_id: 1101, check_in: 20300610, check_out: 20300610 })).toEqual({
      check_out: 'validation:check_in_longer_check-out',
    });
    expect(searchFormErrors({ city_id: 1101, check_in: 20300610, check_out: 20300612 })).toEqual(
      {},
    );
  });

  it('refuses a day that does not exist, and reads days as a query gives them', () => {
    expect(searchFormErrors({ city_id: 1101, check_in: 20300230, check_out: 20300302 })).toEqual({
      check_in: 'validation:invalid',
    });
    expect(
      searchFormErrors({ city_id: '1101', check_in: '20300610', check_out: '20300611' }),
    ).toEqual({});
    expect(searchFormErrors({ city_id: 1101, check_in: 'soon', check_out: 20300611 })).toEqual({
      check_in: 'validation:please_select_check_in',
    });
  });

  it('is the rule the yup schema runs', async () => {
    for (const value of [
      {},
      { check_in: 20300612 },
      { city_id: 1101, check_in: 20300610, check_out: 20300610 },
      { city_id: 1101, check_in: 20301310, check_out: 20301312 },
      { city_id: 1101, check_in: 20300610, check_out: 20300613 },
    ]) {
      expect(await yupErrors(value)).toEqual(searchFormErrors(value));
    }
  });
});
