import { describe, expect, it } from 'vitest';
import { INT32_MAX, SMALLINT_MAX } from '../src/constants';
import { endpoints } from '../src/endpoints';
import {
  checkContactSchema,
  checkinRoomSchema,
  creditsQuery,
  dictQuery,
  fieldErrors,
  folkSchema,
  franchiseSchema,
  hotelReviewQuery,
  isStorableText,
  orderCancelBody,
  orderCheckBody,
  orderCreateContentSchema,
  orderListQuery,
  text,
  type yup,
} from '../src/schemas/index';

/** The field errors a schema answers for `value`, `{}` when it takes it. */
async function errorsOf(schema: yup.AnySchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    return fieldErrors(error);
  }
}

const content = { start_day: 20300101, days: 1, hotel_id: 1, hotel_room_type_id: 1, nums: 1 };

describe('isStorableText', () => {
  it('takes any text a text column keeps as given, emoji included', () => {
    for (const ok of ['', 'Lina', '王小明', 'by the sea \u{1F30A}', 'tab\there']) {
      expect(isStorableText(ok), ok).toBe(true);
    }
  });

  it('refuses a NUL and half of a surrogate pair on its own', () => {
    for (const bad of ['a\u0000b', '\u0000', 'a\ud800b', 'a\udc00', '\ud800', '\udc00\ud800']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('text()', () => {
  const field = text().max(10, 'validation:too_long');

  it('trims what it takes', async () => {
    await expect(field.validate('  Lina  ')).resolves.toBe('Lina');
  });

  it('refuses a NUL or a lone surrogate as validation:invalid', async () => {
    await expect(field.validate('Li\u0000na')).rejects.toThrow('validation:invalid');
    await expect(field.validate('Li\ud800na')).rejects.toThrow('validation:invalid');
  });

  it('refuses an object or an array as a validation error, not a crash', async () => {
    for (const value of [{ a: 1 }, ['Lina'], [[[]]]]) {
      const error = await field.validate(value).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('ValidationError');
    }
  });

  it('runs in the shared forms, e.g. a guest name sent as an object', async () => {
    const errors = await errorsOf(folkSchema, { first_name: { given: 'Ana' } });
    expect(errors.first_name).toBeDefined();
  });
});

describe('numbers bounded to their columns', () => {
  it('ids and counts stop at the integer column', async () => {
    expect(
      await errorsOf(orderCheckBody, { content: { ...content, hotel_id: INT32_MAX + 1 } }),
    ).toMatchObject({ 'content.hotel_id': 'validation:invalid' });
    expect(
      await errorsOf(orderCheckBody, { content: { ...content, hotel_id: INT32_MAX } }),
    ).not.toHaveProperty(['content.hotel_id']);
    expect(
      await errorsOf(orderCreateContentSchema, { ...content, user_folks: [INT32_MAX + 1] }),
    ).toHaveProperty(['user_folks[0]']);
    expect(
      await errorsOf(franchiseSchema, {
        country_id: 2 ** 31,
        province_id: 2 ** 53,
        city_id: 1e308,
      }),
    ).toMatchObject({
      country_id: 'franchise:country_required',
      province_id: 'franchise:province_required',
      city_id: 'franchise:city_required',
    });
    expect(await errorsOf(checkinRoomSchema(), { hotel_room_id: 2 ** 31 })).toMatchObject({
      hotel_room_id: 'validation:invalid',
    });
  });

  it('points stop at the integer column', async () => {
    const errors = await errorsOf(orderCheckBody, { content, amount: 100, credits: 2 ** 53 });
    expect(errors.credits).toBe('validation:invalid');
  });

  it('a booking channel stops at its smallint column', async () => {
    expect(
      await errorsOf(orderCheckBody, { content, amount: 100, source: SMALLINT_MAX + 1 }),
    ).toMatchObject({ source: 'validation:invalid' });
    expect(
      await errorsOf(checkContactSchema, {
        ota_id: SMALLINT_MAX + 1,
        ota_order_id: 'X1',
        email: 'a@example.com',
        phone: '+302105550177',
      }),
    ).toMatchObject({ ota_id: 'validation:invalid' });
  });

  it('pages stop at the integer column, so an offset never overflows', async () => {
    for (const page of [2 ** 40, 1e308]) {
      expect(await errorsOf(orderListQuery, { page })).toHaveProperty('page');
      expect(await errorsOf(creditsQuery, { page })).toHaveProperty('page');
      expect(await errorsOf(dictQuery, { code: 'will_level', page })).toHaveProperty('page');
      expect(await errorsOf(hotelReviewQuery, { hotel_id: 1, page })).toHaveProperty('page');
    }
    expect(await errorsOf(hotelReviewQuery, { hotel_id: 2 ** 31 })).toMatchObject({
      hotel_id: 'validation:invalid',
    });
    expect(await errorsOf(orderListQuery, { page: INT32_MAX })).toEqual({});
  });

  it('Infinity is no number of any of them', async () => {
    expect(await errorsOf(orderListQuery, { page: Number.POSITIVE_INFINITY })).toHaveProperty(
      'page',
    );
    expect(
      await errorsOf(orderCheckBody, { content, amount: 100, credits: Infinity }),
    ).toHaveProperty('credits');
  });

  it('the pay source is bounded on the wire, where no rule reads its range', () => {
    const body = endpoints.orderPay.body as unknown as {
      properties: Record<string, { maximum?: number }>;
    };
    expect(body.properties.pay_source?.maximum).toBe(SMALLINT_MAX);
  });
});

describe('texts bounded to what a column keeps', () => {
  it('a cancellation comment with a NUL is refused', async () => {
    expect(
      await errorsOf(orderCancelBody, { reasons: [4], comment: 'Plans\u0000changed' }),
    ).toEqual({ comment: 'validation:invalid' });
  });

  it('a franchise remark with a NUL is refused', async () => {
    expect(await errorsOf(franchiseSchema, { remark: 'Opening\u0000soon' })).toMatchObject({
      remark: 'validation:invalid',
    });
  });

  it('a dictionary code is at most 64 characters', async () => {
    expect(await errorsOf(dictQuery, { code: 'x'.repeat(65) })).toEqual({
      code: 'validation:invalid',
    });
  });
});
