import { daysBetween, searchForm } from '@bookdirect/gateway-sdk/schemas';
import { describe, expect, it } from 'vitest';

async function errors(value: unknown): Promise<Record<string, string>> {
  try {
    await searchForm.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

describe('shared search rules (gateway-sdk/schemas)', () => {
  it('requires a destination and both dates, with the spec keys', async () => {
    expect(await errors({})).toEqual({
      city_id: 'validation:please_select_destination',
      check_in: 'validation:please_select_check_in',
      check_out: 'validation:please_select_check_in',
    });
  });

  it('wants check-out after check-in', async () => {
    expect(await errors({ city_id: 1101, check_in: 20270110, check_out: 20270110 })).toEqual({
      check_out: 'validation:check_in_longer_check-out',
    });
    expect(await errors({ city_id: 1101, check_in: 20270110, check_out: 20270113 })).toEqual({});
  });

  it('counts nights across months', () => {
    expect(daysBetween(20270130, 20270202)).toBe(3);
  });
});
