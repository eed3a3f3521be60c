import { describe, expect, it } from 'vitest';
import { email, isValidDay } from '../src/schemas/index';

describe('email', () => {
  const schema = email();
  it('accepts addresses the spec pattern refused', async () => {
    for (const ok of ['first.last@example.com', 'name+tag@mail.example.co.uk', 'ab@cd.io']) {
      await expect(schema.validate(ok)).resolves.toBe(ok);
    }
  });
  it('refuses malformed addresses with the spec key', async () => {
    for (const bad of ['plain', 'a@b', '@example.com', 'a@@example.com', 'a@exa mple.com']) {
      await expect(schema.validate(bad)).rejects.toThrow('validation:email_address_error');
    }
    await expect(schema.validate('')).rejects.toThrow('validation:please_enter_your_email');
  });
});

describe('isValidDay', () => {
  it('knows real calendar days', () => {
    expect(isValidDay(20261122)).toBe(true);
    expect(isValidDay(20240229)).toBe(true);
    expect(isValidDay(20250229)).toBe(false);
    expect(isValidDay(20261340)).toBe(false);
  });

  it('takes the years 1900 to 2200 only', () => {
    expect(isValidDay(19000101)).toBe(true);
    expect(isValidDay(22001231)).toBe(true);
    expect(isValidDay(18991231)).toBe(false);
    expect(isValidDay(22010101)).toBe(false);
    expect(isValidDay(20261122.5)).toBe(false);
  });
});
