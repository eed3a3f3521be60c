import { API_PREFIX, type GatewayTransport, REQUEST_TIMEOUT_MS } from '@bookdirect/gateway-sdk';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { forwardingTransport } from './forwarding.server';
import { nodeTransport } from './gateway-transport.server';
import type { GatewayLog, GatewayRead, SiteRequestContext } from './request-context.server';

/**
 * Visitors' pages kept for a few seconds, and served again only while the gateway says that
 * what they read still holds (docs/adr/0042-page-cache.md): the booking site's results and
 * hotel pages.
 *
 * A page may be kept when a visitor (no cookie but the ones that choose the page's language and
 * currency) asks for one of the cache's paths, the answer is a 200 without cookies, and every
 * gateway read the page made either carries an entity tag or is one the site accepts for the
 * cache's seconds (the currencies and destinations lists). Before a kept page is served again,
 * each tagged read is asked again with `If-None-Match`: only when every one answers 304 is the
 * page served, with this response's own script nonce; anything else renders the page afresh.
 * So a booking that takes a night's last room, or a new price, shows on the next load.
 */

export interface PageCacheOptions {
  /** At most this long a page is kept (`PAGE_CACHE_SECONDS`); 0 keeps nothing. */
  seconds: number;
  /** The paths (without query) whose pages may be kept, e.g. `/hotel/search`. */
  paths: readonly string[];
  /** The cookies that choose what a visitor sees (language, currency): part of the key. */
  keyCookies: readonly string[];
  /**
   * Gateway reads whose answers may be a page's for the cache's seconds without a tag, as the
   * contract writes their paths (`/util/exchangerate/{id}/`): the reference lists the site
   * already keeps for a minute (currencies, rates, destinations), which change by hand.
   */
  untaggedReads: readonly string[];
  /** At most this many pages, the least recently served going first (per process). */
  maxPages?: number;
  /** How the gateway is asked again (tests); by default the visitor-forwarding transport. */
  transport?: GatewayTransport;
  now?: () => number;
}

interface KeptPage {
  /** The body split at the script nonce it was rendered with. */
  parts: string[];
  headers: [string, string | string[]][];
  reads: GatewayRead[];
  until: number;
}

/** Headers that belong to one response, not to the page: never kept. */
const OWN_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'x-page-cache',
]);

/** Whether a page is served from the cache: `HIT`, `MISS` (rendered), absent when not eligible. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private readonly paths: ReadonlySet<string>;
  private readonly keyCookies: ReadonlySet<string>;
  private readonly untagged: RegExp;
  private readonly maxPages: number;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.paths = new Set(options.paths);
    this.keyCookies = new Set(options.keyCookies);
    this.untagged = untaggedPattern(options.untaggedReads);
    this.maxPages = options.maxPages ?? 500;
    this.now = options.now ?? Date.now;
  }

  /** How many pages are kept now. */
  get size(): number {
    return this.pages.size;
  }

  /**
   * Answers `req` from a kept page when it still holds, else `render`s it (Remix), keeping the
   * page when it may. Runs inside the request's context (`runWithRequestContext`).
   */
  async serve(
    req: ExpressRequest,
    res: ExpressResponse,
    context: SiteRequestContext,
    render: () => unknown,
  ): Promise<void> {
    const key = this.keyOf(req);
    if (key === undefined) {
      render();
      return;
    }
    const kept = this.pages.get(key);
    if (kept) {
      if (kept.until > this.now() && (await this.stillHolds(kept))) {
        this.pages.delete(key);
        this.pages.set(key, kept);
        res.status(200);
        for (const [name, value] of kept.headers) res.setHeader(name, value);
        res.setHeader(PAGE_CACHE_HEADER, 'HIT');
        res.end(kept.parts.join(context.cspNonce));
        return;
      }
      this.pages.delete(key);
    }
    this.renderAndKeep(key, res, context, render);
  }

  /** The page's key, or undefined when the request is not a visitor's page of the cache. */
  private keyOf(req: ExpressRequest): string | undefined {
    if (this.options.seconds <= 0 || req.method !== 'GET' || !this.paths.has(req.path)) {
      return undefined;
    }
    const chosen: string[] = [];
    for (const pair of (req.headers.cookie ?? '').split(';')) {
      const trimmed = pair.trim();
      if (!trimmed) continue;
      const at = trimmed.indexOf('=');
      const name = at === -1 ? trimmed : trimmed.slice(0, at);
      // A session, a flash message, a partner's code: the page is this visitor's own.
      if (!this.keyCookies.has(name)) return undefined;
      chosen.push(trimmed);
    }
    chosen.sort();
    return `${req.originalUrl}\n${chosen.join(';')}\n${req.headers['accept-language'] ?? ''}`;
  }

  /** Every tagged read the page made, asked again: true when each answers 304. */
  private async stillHolds(page: KeptPage): Promise<boolean> {
    const send = this.options.transport ?? forwardingTransport() ?? nodeTransport;
    const answers = await Promise.all(
      page.reads
        .filter((read) => read.etag !== undefined)
        .map(async (read) => {
          try {
            const answer = await send({
              url: read.url,
              headers: { ...Object.fromEntries(read.headers), 'If-None-Match': read.etag ?? '' },
              body: '{}',
              // As long as the page's own call may take; no answer means render afresh.
              timeoutMs: REQUEST_TIMEOUT_MS,
            });
            return answer.status === 304;
          } catch {
            return false;
          }
        }),
    );
    return answers.every(Boolean);
  }

  private renderAndKeep(
    key: string,
    res: ExpressResponse,
    context: SiteRequestContext,
    render: () => unknown,
  ): void {
    const log: GatewayLog = { reads: [], wrote: false };
    context.gatewayLog = log;
    const before = new Set(res.getHeaderNames());
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string') {
        chunks.push(
          Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
        );
      } else if (chunk instanceof Uint8Array) {
        chunks.push(Buffer.from(chunk));
      }
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ExpressResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: ExpressResponse, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk !== 'function') keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => ExpressResponse).call(this, chunk, ...rest);
    } as typeof res.end;
    res.setHeader(PAGE_CACHE_HEADER, 'MISS');
    const until = this.now() + this.options.seconds * 1000;
    res.once('finish', () => {
      const headers = Object.entries(res.getHeaders()).filter(
        ([name]) => !before.has(name) && !OWN_HEADERS.has(name),
      ) as [string, string | string[]][];
      if (!this.mayKeep(res, headers, log)) return;
      const body = Buffer.concat(chunks).toString('utf8');
      this.pages.set(key, {
        parts: body.split(context.cspNonce),
        headers,
        reads: log.reads,
        until,
      });
      if (this.pages.size > this.maxPages) {
        const oldest = this.pages.keys().next().value;
        if (oldest !== undefined) this.pages.delete(oldest);
      }
    });
    render();
  }

  private mayKeep(
    res: ExpressResponse,
    headers: [string, string | string[]][],
    log: GatewayLog,
  ): boolean {
    if (res.statusCode !== 200 || log.wrote) return false;
    if (headers.some(([name]) => name === 'set-cookie')) return false;
    return log.reads.every((read) => {
      if (read.status !== 200) return false;
      if (read.etag !== undefined) return true;
      const apiPath = read.headers.find(([name]) => name === 'X-Api-Path')?.[1] ?? '';
      return this.untagged.test(apiPath.split('?', 1)[0] ?? '');
    });
  }
}

/** The contract's paths (`/util/exchangerate/{id}/`) as one pattern of `X-Api-Path`s. */
function untaggedPattern(paths: readonly string[]): RegExp {
  if (paths.length === 0) return /$^/;
  const one = (path: string) =>
    path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
  return new RegExp(`^${API_PREFIX}(?:${paths.map(one).join('|')})$`);
}
