import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db';
import { CredentialCache } from './credentials';
import type { WeChatSettings } from './settings';

/**
 * The official account's server API (api.weixin.qq.com): the snsapi_base OAuth code
 * exchange, and the access token and jsapi_ticket behind the JS-SDK config.
 */

const TIMEOUT_MS = 10_000;

/** WeChat answered an error (`errcode`) or not at all. */
export class WeChatApiError extends Error {
  override readonly name = 'WeChatApiError';
  constructor(
    message: string,
    readonly errcode?: number,
  ) {
    super(message);
  }
}

/** errcodes of an OAuth code that is wrong, used or expired: the caller's, not WeChat's. */
const BAD_CODE = new Set([40029, 40163, 41008]);
/** errcodes of an access token that no longer works. */
const BAD_TOKEN = new Set([40001, 40014, 42001]);

export const isBadCode = (error: unknown) =>
  error instanceof WeChatApiError && error.errcode !== undefined && BAD_CODE.has(error.errcode);

/** `sha1("jsapi_ticket=...&noncestr=...&timestamp=...&url=...")`, the URL without its `#`. */
export function jsapiSignature(input: {
  ticket: string;
  noncestr: string;
  timestamp: number;
  url: string;
}): string {
  const url = input.url.split('#')[0] ?? '';
  return createHash('sha1')
    .update(
      `jsapi_ticket=${input.ticket}&noncestr=${input.noncestr}&timestamp=${input.timestamp}&url=${url}`,
    )
    .digest('hex');
}

export interface JsSdkConfig {
  app_id: string;
  timestamp: number;
  noncestr: string;
  signature: string;
}

export class OfficialAccount {
  private readonly fetch: typeof fetch;
  private readonly cache: CredentialCache;

  constructor(
    readonly settings: Pick<WeChatSettings, 'appId' | 'appSecret' | 'openApiBase'>,
    db: Database,
    private readonly clock: () => Date,
    fetchImpl?: typeof fetch,
  ) {
    this.fetch = fetchImpl ?? globalThis.fetch;
    this.cache = new CredentialCache(db, clock);
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = `${this.settings.openApiBase}${path}?${new URLSearchParams(query)}`;
    let response: Response;
    try {
      response = await this.fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new WeChatApiError(`WeChat unreachable: ${(error as Error).message}`);
    }
    let body: Record<string, unknown>;
    try {
      body = (await response.json()) as Record<string, unknown>;
    } catch {
      throw new WeChatApiError(`WeChat answered ${response.status} without JSON`);
    }
    const errcode = Number(body.errcode ?? 0);
    if (!response.ok || errcode !== 0) {
      throw new WeChatApiError(`WeChat refused ${path}: ${String(body.errmsg)}`, errcode);
    }
    return body as T;
  }

  /** snsapi_base: the openid of the visitor whose browser brought `code`. */
  async openidOfCode(code: string): Promise<string> {
    const answer = await this.get<{ openid?: string }>('/sns/oauth2/access_token', {
      appid: this.settings.appId,
      secret: this.settings.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    if (!answer.openid) throw new WeChatApiError('WeChat answered no openid');
    return answer.openid;
  }

  private accessToken(): Promise<string> {
    return this.cache.get(this.settings.appId, 'access_token', async () => {
      const answer = await this.get<{ access_token?: string; expires_in?: number }>(
        '/cgi-bin/token',
        {
          grant_type: 'client_credential',
          appid: this.settings.appId,
          secret: this.settings.appSecret,
        },
      );
      if (!answer.access_token) throw new WeChatApiError('WeChat answered no access_token');
      return { value: answer.access_token, expiresInSeconds: Number(answer.expires_in ?? 7200) };
    });
  }

  private jsapiTicket(): Promise<string> {
    return this.cache.get(this.settings.appId, 'jsapi_ticket', async () => {
      const token = await this.accessToken();
      try {
        const answer = await this.get<{ ticket?: string; expires_in?: number }>(
          '/cgi-bin/ticket/getticket',
          { access_token: token, type: 'jsapi' },
        );
        if (!answer.ticket) throw new WeChatApiError('WeChat answered no ticket');
        return { value: answer.ticket, expiresInSeconds: Number(answer.expires_in ?? 7200) };
      } catch (error) {
        // A token ended early (fetched elsewhere with the same secret): the next call gets one.
        if (error instanceof WeChatApiError && BAD_TOKEN.has(error.errcode ?? 0)) {
          await this.cache.drop(this.settings.appId, 'access_token');
        }
        throw error;
      }
    });
  }

  /** The JS-SDK config (`wx.config`) of a page. */
  async jsSdkConfig(url: string): Promise<JsSdkConfig> {
    const ticket = await this.jsapiTicket();
    const noncestr = randomBytes(8).toString('hex');
    const timestamp = Math.floor(this.clock().getTime() / 1000);
    return {
      app_id: this.settings.appId,
      timestamp,
      noncestr,
      signature: jsapiSignature({ ticket, noncestr, timestamp, url }),
    };
  }
}
