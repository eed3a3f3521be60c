import { describe, expect, it } from 'vitest';
import {
  folkSchema,
  loginFormSchema,
  orderCheckBody,
  registerFormSchema,
  resetFormSchema,
  type yup,
} from '../src/schemas';

/** The first message key a schema answers for `value`, or undefined when valid. */
async function firstError(schema: yup.AnySchema, value: unknown): Promise<string | undefined> {
  try {
    await schema.validate(value);
    return undefined;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

async function errorsByField(schema: yup.AnyObjectSchema, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as yup.ValidationError).inner.map((e) => [e.path ?? '', e.message]),
    );
  }
}

describe('sign-in form', () => {
  it('says "Please enter your email" for a malformed address on the login page', async () => {
    expect(await firstError(loginFormSchema, { email: 'nope', password: 'x' })).toBe(
      'validation:please_enter_your_email',
    );
  });

  it('accepts first.last@ and name+tag@ addresses', async () => {
    for (const email of ['first.last@example.com', 'name+tag@mail.example.co.uk']) {
      expect(await firstError(loginFormSchema, { email, password: 'x' })).toBeUndefined();
    }
  });
});

describe('registration form', () => {
  const valid = { email: 'a@b.co', code: '123456', password: 'longenough', confirm: 'longenough' };

  it('asks for e-mail and password with one message when any is blank', async () => {
    expect(await firstError(registerFormSchema, { ...valid, password: '', confirm: '' })).toBe(
      'validation:please_enter_email_and_password',
    );
  });

  it('refuses two different passwords', async () => {
    expect(await firstError(registerFormSchema, { ...valid, confirm: 'different1' })).toBe(
      'validation:passwords_do_not_match',
    );
  });

  it('forgives spaces in a pasted code but wants 6 digits', async () => {
    expect(await firstError(registerFormSchema, { ...valid, code: '123 456' })).toBeUndefined();
    expect(await firstError(registerFormSchema, { ...valid, code: '12345' })).toBe(
      'validation:code_format',
    );
  });
});

describe('reset form', () => {
  it('says the information is incomplete when the code is missing', async () => {
    expect(
      await firstError(resetFormSchema, {
        email: 'a@b.co',
        code: '',
        password: 'longenough',
        confirm: 'longenough',
      }),
    ).toBe('validation:information_incomplete');
  });
});

describe('guest form', () => {
  const guest = {
    first_name: 'Eleni',
    last_name: 'Papadopoulou',
    gender: 2,
    birthday: 19880412,
    iso_country_coden: 'GR',
    tel_prefix: '+30',
    phone: '6912345678',
    email: 'eleni@example.gr',
    id_type: 2,
    idcard: 'stale',
    passport_no: 'AB1234567',
    tax_no: '',
  };

  it('names every missing field with its key', async () => {
    expect(await errorsByField(folkSchema, {})).toMatchObject({
      first_name: 'validation:please_enter_first_name',
      last_name: 'validation:please_enter_last_name',
      phone: 'validation:please_enter_phone_number',
      iso_country_coden: 'validation:please_select_country',
      email: 'validation:please_enter_email',
      birthday: 'validation:please_select_birthday',
      gender: 'validation:please_select_gender',
      id_type: 'validation:please_select_passport_or_iDCard',
    });
  });

  it('wants the number of the chosen ID type and empties the others', async () => {
    const cast = await folkSchema.validate(guest);
    expect(cast.passport_no).toBe('AB1234567');
    expect(cast.idcard).toBe('');
    expect(await errorsByField(folkSchema, { ...guest, id_type: 3 })).toEqual({
      tax_no: 'validation:please_enter_tax_number',
    });
  });
});

describe('price check', () => {
  const body = {
    content: { start_day: 20270110, days: 2, hotel_id: 1, hotel_room_type_id: 3, nums: 1 },
    amount: 210,
  };

  it('takes no points or at least 100', async () => {
    expect(await firstError(orderCheckBody, { ...body, credits: 0 })).toBeUndefined();
    expect(await firstError(orderCheckBody, { ...body, credits: 50 })).toBe(
      'validation:points_minimum',
    );
  });
});
