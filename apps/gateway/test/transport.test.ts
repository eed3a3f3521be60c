import { Rec, type Region } from '@bookdirect/gateway-sdk/contract';
import { email, yup, yyyymmdd } from '@bookdirect/gateway-sdk/schemas';
import { describe, expect, it } from 'vitest';
import { BusinessError } from '../src/http/envelope';
import { call, describeEachBackend, startGateway, viaGateway } from './support/gateway';

function firstRegionName(data: unknown): string | undefined {
  return (data as { region_list: Region[] }).region_list[0]?.name;
}

const SECRET = 'connection to 10.0.0.7 refused by pg_hba.conf for user admin';

describeEachBackend(
  'transport',
  (gateway) => {
    describe('/gateway dispatch', () => {
      it('answers exactly as the direct call does', async () => {
        const { app } = gateway();
        for (const path of ['/v1/u/util/region/?level=1', '/v1/u/util/currency/']) {
          const direct = await call(app, { method: 'GET', url: path });
          const dispatched = await viaGateway(app, 'GET', path);
          expect(dispatched.status).toBe(200);
          expect(dispatched.body).toEqual(direct.body);
        }
      });

      it('passes token, o_token, the body and the method to the handler', async () => {
        const { body } = await viaGateway(gateway().app, 'PUT', '/v1/u/test/echo/?x=1', {
          headers: { token: 'session-abc', o_token: 'guest-xyz' },
          body: { remark: 'late arrival' },
        });
        expect(body).toMatchObject({
          rec: 0,
          data: {
            method: 'PUT',
            url: '/v1/u/test/echo/?x=1',
            token: 'session-abc',
            o_token: 'guest-xyz',
            body: { remark: 'late arrival' },
          },
        });
      });

      it('takes the language from ?lang on /gateway, else from Accept-Language', async () => {
        const { app } = gateway();
        const byQuery = await viaGateway(app, 'GET', '/v1/u/util/region/?level=1', {
          url: '/gateway?lang=cn',
        });
        expect(byQuery.body.msg).toBe('成功');
        expect(firstRegionName(byQuery.body.data)).toBe('希腊');

        const byHeader = await viaGateway(app, 'GET', '/v1/u/util/region/?level=1', {
          headers: { 'accept-language': 'zh-CN' },
        });
        expect(byHeader.body.msg).toBe('成功');
        expect(firstRegionName(byHeader.body.data)).toBe('希腊');

        // The call's own ?lang wins over the transport's.
        const own = await viaGateway(app, 'GET', '/v1/u/util/region/?level=1&lang=en', {
          url: '/gateway?lang=cn',
        });
        expect(own.body.msg).toBe('Success');
        expect(firstRegionName(own.body.data)).toBe('Greece');
      });

      it('answers validation failures of the target as rec 2, like a direct call', async () => {
        const { status, body } = await viaGateway(
          gateway().app,
          'GET',
          '/v1/u/util/region/?level=9',
        );
        expect(status).toBe(200);
        expect(body).toMatchObject({ rec: 2, data: { errors: { level: 'validation:invalid' } } });
      });

      it('refuses a request without X-Api-Path with HTTP 400 and an envelope', async () => {
        const { status, body } = await call(gateway().app, {
          method: 'POST',
          url: '/gateway?lang=cn',
          headers: { 'content-type': 'application/json', 'x-api-method': 'GET' },
          payload: '{}',
        });
        expect(status).toBe(400);
        expect(body).toEqual({
          rec: Rec.failed,
          msg: '无法识别该请求。',
          key: 'errors:bad_request',
          data: { errors: { 'X-Api-Path': 'validation:required' } },
        });
      });

      it('refuses malformed dispatch headers with HTTP 400', async () => {
        const { app } = gateway();
        const cases: [string, string, Record<string, string>][] = [
          ['/health', 'GET', { 'X-Api-Path': 'validation:invalid' }],
          ['/v1/u/../../health', 'GET', { 'X-Api-Path': 'validation:invalid' }],
          ['v1/u/util/currency/', 'GET', { 'X-Api-Path': 'validation:invalid' }],
          ['/v1/u/util/currency/', 'PATCH', { 'X-Api-Method': 'validation:invalid' }],
          ['/v1/u/util/currency/', '', { 'X-Api-Method': 'validation:required' }],
        ];
        for (const [path, method, errors] of cases) {
          const { status, body } = await call(app, {
            method: 'POST',
            url: '/gateway',
            headers: {
              'content-type': 'application/json',
              'x-api-path': path,
              'x-api-method': method,
            },
            payload: '{}',
          });
          expect(status, `${method} ${path}`).toBe(400);
          expect(body, `${method} ${path}`).toMatchObject({ rec: Rec.failed, data: { errors } });
        }
      });

      it('accepts the method in any case', async () => {
        const { body } = await call(gateway().app, {
          method: 'POST',
          url: '/gateway',
          headers: { 'x-api-path': '/v1/u/util/currency/', 'x-api-method': 'get' },
        });
        expect(body.rec).toBe(0);
      });

      it('answers 404 for an unknown call, or a method the call does not have', async () => {
        const { app } = gateway();
        const unknown = await viaGateway(app, 'GET', '/v1/u/no/such/call/');
        expect(unknown.status).toBe(404);
        expect(unknown.body).toMatchObject({ rec: Rec.notFound, key: 'errors:not_found' });
        const wrongMethod = await viaGateway(app, 'PUT', '/v1/u/util/currency/');
        expect(wrongMethod.status).toBe(404);
      });
    });

    describe('envelope', () => {
      it('answers an unknown route with HTTP 404 and an envelope in the caller language', async () => {
        const { status, body } = await call(gateway().app, {
          method: 'GET',
          url: '/v1/u/nothing/here/',
          headers: { 'accept-language': 'zh-CN' },
        });
        expect(status).toBe(404);
        expect(body).toEqual({
          rec: Rec.notFound,
          msg: '未找到您要查找的内容。',
          key: 'errors:not_found',
          data: null,
        });
      });

      it('answers a business outcome with HTTP 200 and its rec, translated', async () => {
        const { status, body } = await call(gateway().app, {
          method: 'GET',
          url: '/v1/u/test/conflict/?lang=cn',
        });
        expect(status).toBe(200);
        expect(body).toEqual({
          rec: Rec.conflict,
          msg: '抱歉，所选日期的剩余房间不足。',
          key: 'errors:insufficient_room_stock',
          data: { hotel_room_type_id: 7 },
        });
      });

      it('answers a shared yup schema failure as rec 2 with its message keys', async () => {
        const { status, body } = await call(gateway().app, {
          method: 'POST',
          url: '/v1/u/test/signup/',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: '', day: 20250229 }),
        });
        expect(status).toBe(200);
        expect(body).toMatchObject({
          rec: Rec.validation,
          data: {
            errors: {
              email: 'validation:please_enter_your_email',
              // yup's own English default is replaced by a key the apps can translate.
              day: 'validation:invalid',
              nights: 'validation:invalid',
            },
          },
        });
      });

      it('never shows the message or stack of an internal error', async () => {
        for (const lang of ['en', 'cn']) {
          const response = await gateway().app.inject({
            method: 'GET',
            url: `/v1/u/test/boom/?lang=${lang}`,
          });
          expect(response.statusCode).toBe(500);
          expect(response.body).not.toContain('10.0.0.7');
          expect(response.body).not.toContain('.ts');
          expect(response.json()).toEqual({
            rec: Rec.failed,
            msg:
              lang === 'cn'
                ? '系统出了点问题，请重试。'
                : 'Something went wrong on our side. Please try again.',
            key: 'errors:internal',
            data: null,
          });
        }
      });

      it('does not trust a status code that a library put on its own error', async () => {
        const response = await gateway().app.inject({ method: 'GET', url: '/v1/u/test/lib-400/' });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({ key: 'errors:internal' });
      });

      it('answers an unreadable JSON body with HTTP 400 and an envelope', async () => {
        const { status, body } = await call(gateway().app, {
          method: 'PUT',
          url: '/v1/u/test/echo/',
          headers: { 'content-type': 'application/json' },
          payload: '{"remark": ',
        });
        expect(status).toBe(400);
        expect(body).toMatchObject({ rec: Rec.failed, key: 'errors:bad_request', data: null });
      });

      it('answers a body over the limit with HTTP 413 and an envelope', async () => {
        const { status, body } = await call(gateway().app, {
          method: 'PUT',
          url: '/v1/u/test/echo/',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ remark: 'x'.repeat(1_100_000) }),
        });
        expect(status).toBe(413);
        expect(body).toMatchObject({ key: 'errors:bad_request' });
      });
    });

    describe('GET /health', () => {
      it('reports the database reachable', async () => {
        const response = await gateway().app.inject({ method: 'GET', url: '/health' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
      });
    });

    describe('OpenAPI', () => {
      it('serves a document describing the routes and the transport', async () => {
        const response = await gateway().app.inject({ method: 'GET', url: '/openapi.json' });
        expect(response.statusCode).toBe(200);
        const document = response.json();
        expect(document.openapi).toMatch(/^3\./);
        expect(Object.keys(document.paths)).toEqual(
          expect.arrayContaining([
            '/gateway',
            '/health',
            '/v1/u/util/currency/',
            '/v1/u/util/region/',
          ]),
        );
        const regionParams = document.paths['/v1/u/util/region/'].get.parameters.map(
          (p: { name: string }) => p.name,
        );
        expect(regionParams).toEqual(
          expect.arrayContaining(['country_id', 'level', 'pid', 'lang']),
        );
        expect(document.info.description).toContain('X-Api-Path');
        // Test-only routes are hidden.
        expect(Object.keys(document.paths).some((p) => p.includes('/test/'))).toBe(false);
      });

      it('serves the reference UI at /docs', async () => {
        const response = await gateway().app.inject({ method: 'GET', url: '/docs/' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
      });
    });
  },
  {
    // Test-only routes, hidden from the OpenAPI document.
    beforeReady(app) {
      const hidden = { schema: { hide: true } };
      app.put<{ Body: unknown }>('/v1/u/test/echo/', hidden, async (request) => ({
        rec: 0,
        msg: 'ok',
        key: 'errors:ok',
        data: {
          method: request.method,
          url: request.url,
          token: request.headers.token,
          o_token: request.headers.o_token,
          body: request.body,
        },
      }));
      app.get('/v1/u/test/conflict/', hidden, async () => {
        throw new BusinessError(Rec.conflict, 'errors:insufficient_room_stock', {
          hotel_room_type_id: 7,
        });
      });
      app.post<{ Body: unknown }>('/v1/u/test/signup/', hidden, async (request) => {
        await yup
          .object({ email: email(), day: yyyymmdd(), nights: yup.number().required() })
          .validate(request.body, { abortEarly: false });
        return { rec: 0, msg: 'ok', key: 'errors:ok', data: null };
      });
      app.get('/v1/u/test/boom/', hidden, async () => {
        throw new Error(SECRET);
      });
      app.get('/v1/u/test/lib-400/', hidden, async () => {
        throw Object.assign(new Error(SECRET), { statusCode: 400, code: 'ECONNREFUSED' });
      });
    },
  },
);

describe('GET /health without a database', () => {
  it('answers HTTP 503', async () => {
    const gateway = await startGateway('pglite');
    try {
      await gateway.handle.close();
      const response = await gateway.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', db: 'error' });
    } finally {
      await gateway.close();
    }
  });
});
