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
});
