import { describe, expect, it } from 'vitest';
import { fieldErrors, franchiseSchema, searchForm, yup } from '../src/schemas/index';

async function refusal(schema: yup.AnySchema, value: unknown): Promise<unknown> {
  try {
    await schema.validate(value, { abortEarly: false });
  } catch (error) {
    return error;
  }
  throw new Error('the schema accepted the value');
}

describe('fieldErrors', () => {
  it('gives each refused field the key of its first failed rule', async () => {
    const schema = yup.object({
      password: yup
        .string()
        .required('validation:please_enter_your_password')
        .min(8, 'validation:password_too_short'),
      email: yup.string().required('validation:please_enter_your_email'),
    });
    const error = await refusal(schema, { password: '' });
    // Both rules of the password failed; the form shows the first.
    const paths = (error as yup.ValidationError).inner.map((issue) => issue.path);
    expect(paths.filter((path) => path === 'password')).toHaveLength(2);
    expect(fieldErrors(error)).toEqual({
      password: 'validation:please_enter_your_password',
      email: 'validation:please_enter_your_email',
    });
  });

  it('reads the keys of a shared schema', async () => {
    expect(fieldErrors(await refusal(searchForm, { check_in: 20300612 }))).toEqual({
      city_id: 'validation:please_select_destination',
      check_out: 'validation:please_select_check_in',
    });
    const errors = fieldErrors(await refusal(franchiseSchema, {}));
    expect(Object.keys(errors).length).toBeGreaterThan(1);
    for (const key of Object.values(errors)) expect(key).toMatch(/^[a-z]+:/);
  });

  it('names nested fields by their path', async () => {
    const schema = yup.object({
      guests: yup.array(
        yup.object({ name: yup.string().required('validation:please_enter_first_name') }),
      ),
    });
    expect(fieldErrors(await refusal(schema, { guests: [{ name: 'A' }, {}] }))).toEqual({
      'guests[1].name': 'validation:please_enter_first_name',
    });
  });

  it('reads a refusal that stopped at its first error', async () => {
    const schema = yup.object({ code: yup.string().required('validation:please_enter_code') });
    let error: unknown;
    try {
      schema.validateSync({});
    } catch (caught) {
      error = caught;
    }
    expect(fieldErrors(error)).toEqual({ code: 'validation:please_enter_code' });
  });

  it('throws anything that is not a validation error again', () => {
    const bug = new TypeError('values.birthday is undefined');
    expect(() => fieldErrors(bug)).toThrow(bug);
  });
});
