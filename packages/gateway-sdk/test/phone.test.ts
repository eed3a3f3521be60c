import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  nationalNumber,
  normalisePrefix,
  parsePhone,
  phoneForForm,
} from '../src/phone';
import { folkSchema, orderCreateBody, userInfoSchema } from '../src/schemas';

describe('normalisePrefix', () => {
  it.each([
    ['+86', '+86'],
    ['86', '+86'],
    ['0086', '+86'],
    [' +30 ', '+30'],
    ['+1-268', '+1-268'],
    ['1 268', '+1-268'],
  ])('%s -> %s', (raw, prefix) => expect(normalisePrefix(raw)).toBe(prefix));

  it.each(['', '+', '+999', 'abc', '+86a', 12])('refuses %s', (raw) =>
    expect(normalisePrefix(raw)).toBeNull(),
  );
});

describe('parsePhone', () => {
  it("reads the demo member's phone typed with its own + next to another prefix", () => {
    expect(parsePhone('+30 210 555 0142', '+86')).toEqual({
      e164: '+302105550142',
      prefix: '+30',
      national: '2105550142',
    });
  });

  it('reads a number beside its prefix, with or without the +', () => {
    const expected = { e164: '+8613800138000', prefix: '+86', national: '13800138000' };
    expect(parsePhone('13800138000', '+86')).toEqual(expected);
    expect(parsePhone('138-0013-8000', '86')).toEqual(expected);
    expect(parsePhone('0086 138 0013 8000', '')).toEqual(expected);
  });

  it("drops a country's trunk 0 and keeps an area prefix's digits once", () => {
    expect(parsePhone('07911 123456', '+44')?.e164).toBe('+447911123456');
    expect(parsePhone('460 1234', '+1-268')).toEqual({
      e164: '+12684601234',
      prefix: '+1-268',
      national: '2684601234',
    });
    expect(parsePhone('268 460 1234', '+1-268')?.e164).toBe('+12684601234');
    expect(parsePhone('+1 268 460 1234', '+1-268')?.prefix).toBe('+1-268');
  });

  it('refuses what cannot be a phone there', () => {
    expect(parsePhone('123', '+86')).toBeNull();
    expect(parsePhone('1380013800012345678', '+86')).toBeNull();
    expect(parsePhone('13800138000', '')).toBeNull();
    expect(parsePhone('138 0013 800a', '+86')).toBeNull();
    expect(parsePhone('+', '+86')).toBeNull();
    expect(parsePhone(13800138000, '+86')).toBeNull();
  });
});

describe('showing a stored phone', () => {
  it('formats E.164 internationally and splits it for a form', () => {
    expect(formatPhone('+302105550142')).toBe('+30 21 0555 0142');
    expect(phoneForForm('+302105550142', '+86')).toEqual({ prefix: '+30', number: '21 0555 0142' });
    expect(phoneForForm('', '+86')).toEqual({ prefix: '+86', number: '' });
    expect(phoneForForm('+12684601234', '+86', '+1-268').prefix).toBe('+1-268');
    expect(nationalNumber('+8613800138000')).toBe('13800138000');
    expect(nationalNumber('2105550142')).toBe('2105550142');
  });
});

describe('the schemas keep E.164 and the prefix', () => {
  const guest = {
    first_name: 'Li',
    last_name: 'Wei',
    gender: 1,
    birthday: 19900101,
    iso_country_coden: 'CN',
    email: 'li@example.com',
    id_type: 2,
    passport_no: 'E1234567',
  };

  it('a guest: prefix with or without +, number formatted any way', async () => {
    const cast = await folkSchema.validate({ ...guest, tel_prefix: '86', phone: '138 0013 8000' });
    expect(cast.phone).toBe('+8613800138000');
    expect(cast.tel_prefix).toBe('+86');
  });

  it('a guest: a wrong number is phone_format, a missing one please_enter_phone_number', async () => {
    await expect(folkSchema.validate({ ...guest, tel_prefix: '+86', phone: '12' })).rejects.toThrow(
      'validation:phone_format',
    );
    await expect(folkSchema.validate({ ...guest, tel_prefix: '+86', phone: '' })).rejects.toThrow(
      'validation:please_enter_phone_number',
    );
  });

  it("an order's contact: the profile's +30 phone beside the default +86 books", async () => {
    const cast = await orderCreateBody.validate({
      content: '{}',
      amount: 100,
      mobile: '+30 210 555 0142',
      tel_prefix: '+86',
      email: 'demo@example.com',
    });
    expect(cast.mobile).toBe('+302105550142');
    expect(cast.tel_prefix).toBe('+30');
  });

  it('the profile: + numbers as they are, bare ones beside tel_prefix or +86, empty clears', async () => {
    expect((await userInfoSchema.validate({ mobile: '+30 210 555 0142' })).mobile).toBe(
      '+302105550142',
    );
    expect((await userInfoSchema.validate({ mobile: '13800138000' })).mobile).toBe(
      '+8613800138000',
    );
    expect(
      (await userInfoSchema.validate({ mobile: '21 0555 0142', tel_prefix: '30' })).mobile,
    ).toBe('+302105550142');
    expect((await userInfoSchema.validate({ mobile: '' })).mobile).toBe('');
    await expect(userInfoSchema.validate({ mobile: '555' })).rejects.toThrow(
      'validation:phone_format',
    );
  });
});
