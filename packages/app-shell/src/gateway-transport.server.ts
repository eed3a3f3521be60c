import http from 'node:http';
import https from 'node:https';
import type { GatewayAnswer, GatewayTransport } from '@bookdirect/gateway-sdk';

/** Connections to the gateway kept open between calls, one pool per scheme. */
const agents = {
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true }),
};

function timedOut(timeoutMs: number): Error {
  const error = new Error(`The gateway gave no answer within ${timeoutMs} ms`);
  error.name = 'TimeoutError';
  return error;
}

/**
 * The site servers' gateway transport (ADR 0043): Node's own HTTP client over kept-alive
 * connections, the answer read as one string. A fetch builds a Request, a Response, their
 * header lists, a web stream for the body and a timeout signal for every call; this builds
 * none of them, which was most of what a page's gateway call cost the site server.
 *
 * `timeoutMs` bounds the whole call, from sending to the answer's last byte; passing it
 * rejects with a `TimeoutError`. The caller's `signal` aborts it as a fetch's would.
 */
export const nodeTransport: GatewayTransport = ({ url, headers, body, signal, timeoutMs }) =>
  new Promise<GatewayAnswer>((resolve, reject) => {
    const secure = url.startsWith('https:');
    const request = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
        agent: secure ? agents.https : agents.http,
        signal,
      },
      (response) => {
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
    const timer = setTimeout(() => request.destroy(timedOut(timeoutMs)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    request.on('error', fail);
    request.end(body);
  });
