import { Rec } from '@bookdirect/gateway-sdk/contract';
import { Type } from '@bookdirect/gateway-sdk/endpoints';
import { yup } from '@bookdirect/gateway-sdk/schemas';
import { expect, it } from 'vitest';
import { defineEndpoint } from '../src/http/endpoint';
import { ok } from '../src/http/envelope';
import { call, describeEachBackend } from './support/gateway';

/** What the rule saw of the values around it (`this.from`), request by request. */
const seen: unknown[][] = [];

/** A call whose rules look at the body they check, as a rule on a sibling field does. */
const echo = {
  method: 'POST',
  audience: 'public',
  path: '/test/rules-echo/',
  summary: 'Rules echo (test)',
  tags: ['test'],
  body: Type.Object({ note: Type.String() }),
  rules: {
    body: yup.object({
      note: yup
        .string()
        .required()
        .test('sees', 'validation:invalid', function sees() {
          seen.push((this.from ?? []).map((ancestor) => ancestor.value));
          return true;
        }),
    }),
  },
  data: Type.Object({ note: Type.String() }),
} as const;

describeEachBackend(
  "a call's rules",
  (gateway) => {
    it('see their own request only, however many came before', async () => {
      const { app } = gateway();
      seen.length = 0;
      for (const note of ['first', 'second', 'third']) {
        const answer = await call(app, {
          method: 'POST',
          url: `/v1/u${echo.path}`,
          payload: { note },
        });
        expect(answer.body).toMatchObject({ rec: Rec.ok, data: { note } });
      }
      // One ancestor, the body of that request: nothing of the requests before it.
      expect(seen).toEqual([[{ note: 'first' }], [{ note: 'second' }], [{ note: 'third' }]]);
    });
  },
  {
    async beforeReady(app) {
      await app.register(
        async (scope) => {
          defineEndpoint(scope, echo, {
            handler: async (_request, { body }) => ok({ note: body.note }),
          });
        },
        { prefix: '/v1/u' },
      );
    },
  },
);
