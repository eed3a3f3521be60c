import { Rec } from '@bookdirect/gateway-sdk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, insertFixture } from './support/catalog-fixture';
import { type Answer, call, describeEachBackend } from './support/gateway';
import { createMember, type Member } from './support/orders';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Sent = 'no body' | 'empty JSON';
type Transport = 'direct' | 'dispatched';

/**
 * A call that names JSON and sends zero bytes is read as one that sends no body at all, for
 * every method, direct and through `/gateway`, which always names JSON.
 */
describeEachBackend('an empty JSON body', (gateway) => {
  let fixture: Fixture;
  let ana: Member;

  beforeAll(async () => {
    fixture = await insertFixture(gateway().db);
    ana = await createMember(gateway().db, 'empty-body');
  });

  function send<T>(
    transport: Transport,
    sent: Sent,
    method: Method,
    path: string,
  ): Promise<Answer<T>> {
    const url = `/v1/u${path}`;
    const empty = sent === 'empty JSON';
    if (transport === 'direct') {
      return call<T>(gateway().app, {
        method,
        url,
        headers: { token: ana.token, ...(empty ? { 'content-type': 'application/json' } : {}) },
        ...(empty ? { payload: '' } : {}),
      });
    }
    return call<T>(gateway().app, {
      method: 'POST',
      url: '/gateway',
      headers: {
        token: ana.token,
        'x-api-path': url,
        'x-api-method': method,
        ...(empty ? { 'content-type': 'application/json' } : {}),
      },
      ...(empty ? { payload: '' } : {}),
    });
  }

  const save = async () => {
    const saved = await call<{ user_favorite_id: number }>(gateway().app, {
      method: 'POST',
      url: '/v1/u/user/favorite/',
      headers: { token: ana.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ hotel_id: fixture.hotel.acropolis ?? 0 }),
    });
    expect(saved.body.rec).toBe(Rec.ok);
    return saved.body.data.user_favorite_id;
  };

  for (const transport of ['direct', 'dispatched'] as const) {
    describe(transport, () => {
      it('DELETE removes the saved hotel', async () => {
        const id = await save();
        const removed = await send(transport, 'empty JSON', 'DELETE', `/user/favorite/${id}/`);
        expect(removed.status).toBe(200);
        expect(removed.body).toMatchObject({ rec: Rec.ok, data: { user_favorite_id: id } });
        // Gone: removing it again answers as a call without a body does.
        const again = await send(transport, 'empty JSON', 'DELETE', `/user/favorite/${id}/`);
        const plain = await send(transport, 'no body', 'DELETE', `/user/favorite/${id}/`);
        expect(again.body).toMatchObject({ rec: Rec.notFound });
        expect(again.body).toEqual(plain.body);
      });

      it('GET answers as without a body', async () => {
        const empty = await send(transport, 'empty JSON', 'GET', '/user/favorite/');
        const plain = await send(transport, 'no body', 'GET', '/user/favorite/');
        expect(empty.status).toBe(200);
        expect(empty.body).toMatchObject({ rec: Rec.ok });
        expect(empty.body).toEqual(plain.body);
      });

      it('POST and PUT answer as without a body: the rules name what is missing', async () => {
        const post = await send(transport, 'empty JSON', 'POST', '/user/favorite/');
        expect(post.status).toBe(200);
        expect(post.body).toMatchObject({
          rec: Rec.validation,
          data: { errors: { hotel_id: 'validation:required' } },
        });
        expect(post.body).toEqual(
          (await send(transport, 'no body', 'POST', '/user/favorite/')).body,
        );

        const put = await send(transport, 'empty JSON', 'PUT', '/user/folks/1/');
        expect(put.status).toBe(200);
        expect(put.body.rec).toBe(Rec.validation);
        expect(put.body).toEqual((await send(transport, 'no body', 'PUT', '/user/folks/1/')).body);
      });
    });
  }

  it('still refuses a body that is not JSON with HTTP 400', async () => {
    for (const payload of [' ', '{"hotel_id": ']) {
      const answer = await call(gateway().app, {
        method: 'POST',
        url: '/v1/u/user/favorite/',
        headers: { token: ana.token, 'content-type': 'application/json' },
        payload,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ rec: Rec.failed, key: 'errors:bad_request' });
    }
  });
});
