import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayClient, GatewayError } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeTransport } from '../src/server';

/** A gateway stand-in on a real port. */
const servers: ReturnType<typeof createServer>[] = [];
async function gateway(handle: (req: IncomingMessage, body: string, res: ServerResponse) => void) {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => handle(req, body, res));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('nodeTransport', () => {
  it('posts the call and answers with its status, body and entity tag', async () => {
    // Long enough to arrive in many chunks, some splitting a character.
    const name = '安娜 Ana '.repeat(20_000);
    const seen: { method?: string; url?: string; path?: string; body: string }[] = [];
    const baseUrl = await gateway((req, body, res) => {
      seen.push({
        method: req.method,
        url: req.url,
        path: String(req.headers['x-api-path']),
        body,
      });
      res.setHeader('ETag', '"c1"');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ rec: 0, msg: 'ok', data: { user_info: { name } } }));
    });
    const client = createGatewayClient({ baseUrl, lang: 'zh', transport: nodeTransport });
    await expect(client.call(endpoints.userInfo)).resolves.toEqual({ user_info: { name } });
    expect(seen).toEqual([
      { method: 'POST', url: '/gateway?lang=cn', path: '/v1/u/user/info/', body: '{}' },
    ]);
    const answer = await nodeTransport({
      url: `${baseUrl}/gateway`,
      headers: { 'X-Api-Path': '/v1/u/user/info/' },
      body: '{}',
      timeoutMs: 1000,
    });
    expect(answer).toMatchObject({ status: 200, etag: '"c1"' });
  });

  it("gives the gateway's error envelope to the client as its error", async () => {
    const baseUrl = await gateway((_req, _body, res) => {
      res.statusCode = 400;
      res.end(JSON.stringify({ rec: 1, msg: 'Bad', key: 'errors:bad_request', data: null }));
    });
    const client = createGatewayClient({ baseUrl, transport: nodeTransport });
    const error = await client.call(endpoints.userInfo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ key: 'errors:bad_request', status: 400 });
  });

  it('gives up after the timeout, as the spec says, and says so', async () => {
    const baseUrl = await gateway(() => {
      // Never answers.
    });
    const client = createGatewayClient({ baseUrl, timeoutMs: 150, transport: nodeTransport });
    const error = await client.call(endpoints.userInfo).catch((e: unknown) => e);
    expect(error).toMatchObject({ rec: -1, key: 'errors:timeout' });
  });

  it('says the gateway is unavailable when nothing listens', async () => {
    const baseUrl = await gateway(() => undefined);
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const client = createGatewayClient({ baseUrl, transport: nodeTransport });
    await expect(client.call(endpoints.userInfo)).rejects.toMatchObject({
      key: 'errors:gateway_unavailable',
    });
  });

  describe('a kept-alive connection the gateway closes as a call arrives on it', () => {
    /** Answers each connection's first call; closes the connection at its second. */
    async function closingGateway() {
      const calls: { connection: number; method: string }[] = [];
      const connections = new Map<object, number>();
      const baseUrl = await gateway((req, _body, res) => {
        const seen = connections.get(req.socket);
        const connection = seen ?? connections.size + 1;
        connections.set(req.socket, connection);
        calls.push({ connection, method: String(req.headers['x-api-method']) });
        if (seen !== undefined) {
          req.socket.destroy();
          return;
        }
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ rec: 0, msg: 'ok', data: { n: calls.length } }));
      });
      const call = (headers: Record<string, string>) =>
        nodeTransport({ url: `${baseUrl}/gateway`, headers, body: '{}', timeoutMs: 2000 });
      return { calls, call };
    }

    it('sends a read again on a new connection, and the visitor gets the answer', async () => {
      const { calls, call } = await closingGateway();
      await expect(call({ 'X-Api-Method': 'GET' })).resolves.toMatchObject({ status: 200 });
      // The second call goes out on the kept connection, which the gateway closes.
      const answer = await call({ 'X-Api-Method': 'GET' });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ data: { n: 3 } });
      expect(calls).toEqual([
        { connection: 1, method: 'GET' },
        { connection: 1, method: 'GET' },
        { connection: 2, method: 'GET' },
      ]);
    });

    it('sends a write again only when it carries an idempotency key', async () => {
      const { calls, call } = await closingGateway();
      await call({ 'X-Api-Method': 'GET' });
      const write = { 'X-Api-Method': 'POST' };
      await expect(call(write)).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(calls.map((c) => c.connection)).toEqual([1, 1]);

      const again = await closingGateway();
      await again.call({ 'X-Api-Method': 'GET' });
      const keyed = await again.call({ 'X-Api-Method': 'POST', 'Idempotency-Key': 'k-1' });
      expect(keyed.status).toBe(200);
      expect(again.calls.map((c) => c.connection)).toEqual([1, 1, 2]);
    });

    it('sends a call once more at most', async () => {
      const { calls, call } = await closingGateway();
      const read = { 'X-Api-Method': 'GET' };
      // Two calls at once leave two connections kept open; the gateway closes both under the
      // next call, its first attempt on one and its second on the other.
      await Promise.all([call(read), call(read)]);
      await expect(call(read)).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(calls.map((c) => c.connection).sort()).toEqual([1, 1, 2, 2]);
    });
  });
});
