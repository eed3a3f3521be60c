import http from 'node:http';
import https from 'node:https';
import type { GatewayAnswer, GatewayTransport } from '@bookdirect/gateway-sdk';

/**
 * A kept-alive connection left idle this long is closed on our side, before the gateway (whose
 * server keeps one 72 s) or a proxy in between (60 s is common) closes it under a call.
 */
const IDLE_CONNECTION_MS = 30_000;

/** Connections to the gateway kept open between calls, one pool per scheme. */
const agents = {
  http: new http.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
  https: new https.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
};

function timedOut(timeoutMs: number): Error {
  const error = new Error(`The gateway gave no answer within ${timeoutMs} ms`);
  error.name = 'TimeoutError';
  return error;
}

/** How a kept-alive connection the other end has just closed fails a call sent on it. */
const CLOSED_UNDER_US = new Set(['ECONNRESET', 'EPIPE']);

/**
 * Whether a call may go out a second time: a read, or a write the gateway recognises when it
 * comes again (an idempotency key), in the headers as the gateway client writes them.
 */
const safeToSendAgain = (headers: Record<string, string>): boolean =>
  headers['X-Api-Method'] === 'GET' || Boolean(headers['Idempotency-Key']);

/**
 * The site servers' gateway transport (ADR 0043): Node's own HTTP client over kept-alive
 * connections, the answer read as one string. A fetch builds a Request, a Response, their
 * header lists, a web stream for the body and a timeout signal for every call; this builds
 * none of them, which was most of what a page's gateway call cost the site server.
 *
 * A call sent on a kept-alive connection that the gateway closed at that moment fails with a
 * reset before any answer (the race every kept-alive client has); a read, or a write with an
 * idempotency key, is then sent once more on a new connection instead of showing the visitor
 * an error page. `timeoutMs` bounds the whole call, from sending to the answer's last byte,
 * both attempts together; passing it rejects with a `TimeoutError`. The caller's `signal`
 * aborts it as a fetch's would.
 */
export const nodeTransport: GatewayTransport = ({ url, headers, body, signal, timeoutMs }) =>
  new Promise<GatewayAnswer>((resolve, reject) => {
    const secure = url.startsWith('https:');
    const mayRetry = safeToSendAgain(headers);
    let current: http.ClientRequest | undefined;
    const timer = setTimeout(() => current?.destroy(timedOut(timeoutMs)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    const send = (attempt: number) => {
      let answered = false;
      const request = (secure ? https : http).request(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
          agent: secure ? agents.https : agents.http,
          signal,
        },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', fail);
          response.on('end', () => {
            clearTimeout(timer);
            const { etag } = response.headers;
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              etag: typeof etag === 'string' ? etag : undefined,
            });
          });
        },
      );
      current = request;
      request.on('error', (error: NodeJS.ErrnoException) => {
        const closedUnderUs =
          request.reusedSocket && !answered && CLOSED_UNDER_US.has(error.code ?? '');
        if (closedUnderUs && mayRetry && attempt === 1) send(2);
        else fail(error);
      });
      request.end(body);
    };
    send(1);
  });
