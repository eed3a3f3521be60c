import { and, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { wechatCredentials } from './schema';

/**
 * The access token and the JS-SDK ticket, kept in `wechat_credentials` until shortly before
 * they expire so every gateway instance uses the same one: WeChat limits how often they may
 * be fetched, and each new one ends the previous. One refresh at a time per instance; two
 * instances refreshing together both get a valid one (WeChat keeps the old one valid for
 * a few minutes), and the later write wins.
 */

export type CredentialKind = 'access_token' | 'jsapi_ticket';

/** Renewed this long before WeChat says it expires, so a page never gets a dying one. */
export const CREDENTIAL_MARGIN_MS = 5 * 60_000;

export class CredentialCache {
  readonly #inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  async get(
    appId: string,
    kind: CredentialKind,
    fetchNew: () => Promise<{ value: string; expiresInSeconds: number }>,
  ): Promise<string> {
    const [row] = await this.db
      .select()
      .from(wechatCredentials)
      .where(and(eq(wechatCredentials.appId, appId), eq(wechatCredentials.kind, kind)));
    if (row && row.expiresAt.getTime() - CREDENTIAL_MARGIN_MS > this.clock().getTime()) {
      return row.value;
    }
    const key = `${appId}:${kind}`;
    let pending = this.#inFlight.get(key);
    if (!pending) {
      pending = this.refresh(appId, kind, fetchNew).finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  /** Forgets a credential WeChat refused (revoked early, or ended by another fetch). */
  async drop(appId: string, kind: CredentialKind): Promise<void> {
    await this.db
      .delete(wechatCredentials)
      .where(and(eq(wechatCredentials.appId, appId), eq(wechatCredentials.kind, kind)));
  }

  private async refresh(
    appId: string,
    kind: CredentialKind,
    fetchNew: () => Promise<{ value: string; expiresInSeconds: number }>,
  ): Promise<string> {
    const fresh = await fetchNew();
    const expiresAt = new Date(this.clock().getTime() + fresh.expiresInSeconds * 1000);
    await this.db
      .insert(wechatCredentials)
      .values({ appId, kind, value: fresh.value, expiresAt })
      .onConflictDoUpdate({
        target: [wechatCredentials.appId, wechatCredentials.kind],
        set: { value: fresh.value, expiresAt },
      });
    return fresh.value;
  }
}
