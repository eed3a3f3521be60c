import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  CreditsNote,
  CreditsOperateId,
  Gender,
  UserInfo,
  UserInfoUpdate,
} from '../src/contract';
import { type AnyEndpoint, accountEndpoints, endpoints } from '../src/endpoints';
import type { yup } from '../src/schemas';

type PropertySchema = Record<string, unknown>;

/** The JSON Schema keyword a yup test would duplicate: each check lives in one of the two. */
const sameCheck: Record<string, readonly string[]> = {
  max: ['maxLength', 'maximum'],
  min: ['minLength', 'minimum'],
  matches: ['pattern'],
};

describe('contract endpoints', () => {
  const ruled = Object.entries(accountEndpoints as Record<string, AnyEndpoint>).flatMap(
    ([name, endpoint]) =>
      (['query', 'body'] as const).flatMap((part) => {
        const rules = endpoint.rules?.[part] as yup.AnyObjectSchema | undefined;
        const schema = endpoint[part] as { properties?: Record<string, PropertySchema> };
        return rules ? [{ label: `${name} ${part}`, rules, schema }] : [];
      }),
  );

  it('member calls declare on the wire exactly the fields their rules know', () => {
    expect(ruled.length).toBeGreaterThan(0);
    for (const { label, rules, schema } of ruled) {
      expect(Object.keys(schema.properties ?? {}).sort(), label).toEqual(
        Object.keys(rules.describe().fields).sort(),
      );
    }
  });

  it('check a bound, a pattern or a set of values either in the rules or in the schema', () => {
    // Every endpoint of the contract, not only the member calls.
    const all = Object.entries(endpoints as Record<string, AnyEndpoint>).flatMap(
      ([name, endpoint]) =>
        (['query', 'body'] as const).flatMap((part) => {
          const rules = endpoint.rules?.[part] as yup.AnyObjectSchema | undefined;
          const schema = endpoint[part] as { properties?: Record<string, PropertySchema> };
          return rules ? [{ label: `${name} ${part}`, rules, schema }] : [];
        }),
    );
    expect(all.length).toBeGreaterThan(ruled.length);
    for (const { label, rules, schema } of all) {
      for (const [field, description] of Object.entries(rules.describe().fields)) {
        const property = schema.properties?.[field] ?? {};
        const { tests = [], oneOf = [] } = description as {
          tests?: { name?: string }[];
          oneOf?: unknown[];
        };
        for (const test of tests) {
          for (const keyword of sameCheck[test.name ?? ''] ?? []) {
            expect(property[keyword], `${label}.${field} ${keyword}`).toBeUndefined();
          }
        }
        if (oneOf.length > 0) expect(property.enum, `${label}.${field} enum`).toBeUndefined();
      }
    }
  });

  it('give member callers the precise types', () => {
    expectTypeOf<UserInfo['gender']>().toEqualTypeOf<Gender>();
    expectTypeOf<UserInfo['marketing_consent']>().toEqualTypeOf<0 | 1>();
    expectTypeOf<NonNullable<UserInfoUpdate['gender']>>().toEqualTypeOf<0 | 1 | 2>();
    expectTypeOf<CreditsNote['operate']>().toEqualTypeOf<CreditsOperateId>();
  });
});
