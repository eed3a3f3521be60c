import { Rec } from '@bookdirect/gateway-sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { BusinessError } from '../http/envelope';
import { wechatOpenids } from './schema';

/** The openid a member bound in an official account, if any. */
export async function boundOpenid(
  db: Database,
  userId: number,
  appId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ openid: wechatOpenids.openid })
    .from(wechatOpenids)
    .where(and(eq(wechatOpenids.userId, userId), eq(wechatOpenids.appId, appId)));
  return row?.openid;
}

/**
 * Binds an openid to a member. A member's later OAuth replaces their own openid; an openid
 * another member holds stays theirs (rec 6): a WeChat account pays for one member only.
 */
export async function bindOpenid(
  db: Database,
  userId: number,
  appId: string,
  openid: string,
  now: Date,
): Promise<void> {
  const taken = () => new BusinessError(Rec.conflict, 'wechat:openid_taken');
  const [holder] = await db
    .select({ userId: wechatOpenids.userId })
    .from(wechatOpenids)
    .where(and(eq(wechatOpenids.appId, appId), eq(wechatOpenids.openid, openid)));
  if (holder && holder.userId !== userId) throw taken();
  if (holder) return;
  try {
    await db
      .insert(wechatOpenids)
      .values({ userId, appId, openid, boundAt: now })
      .onConflictDoUpdate({
        target: [wechatOpenids.userId, wechatOpenids.appId],
        set: { openid, boundAt: now },
      });
  } catch (error) {
    // The unique openid index: another member bound it in the meantime.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
