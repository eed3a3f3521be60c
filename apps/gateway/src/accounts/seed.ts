import { createHash } from 'node:crypto';
import { CreditsOperate } from '@bookdirect/gateway-sdk/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { appendCredits, type CreditsEntry } from './credits';
import { hashPasswordForStorage } from './passwords';
import { users } from './schema';

/** The demo member (docs/adr/0009-member-accounts.md); never seed it into a real deployment. */
export const DEMO_MEMBER = {
  email: 'demo@bookdirect.example',
  password: 'Bookdirect2026!',
  name: 'Alex Demo',
} as const;

const DAY_MS = 86_400_000;

/**
 * A year of points: two stays earned, a spend returned by a cancellation, a later spend and
 * a third stay. Balance 2,400.
 */
const HISTORY: {
  daysAgo: number;
  operate: CreditsEntry['operate'];
  credits: number;
  order: string;
}[] = [
  { daysAgo: 320, operate: CreditsOperate.earn, credits: 1280, order: 'demo-athens-plaka' },
  { daysAgo: 240, operate: CreditsOperate.earn, credits: 960, order: 'demo-lisbon-alfama' },
  { daysAgo: 150, operate: CreditsOperate.spend, credits: -500, order: 'demo-kyoto-gion' },
  { daysAgo: 147, operate: CreditsOperate.refund, credits: 500, order: 'demo-kyoto-gion' },
  { daysAgo: 90, operate: CreditsOperate.earn, credits: 1060, order: 'demo-rome-trastevere' },
  { daysAgo: 30, operate: CreditsOperate.spend, credits: -900, order: 'demo-bangkok-silom' },
];

/** Creates the demo member with its points history when the address has no account yet. */
export async function seedDemoMember(db: Database): Promise<{ seeded: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_MEMBER.email));
  if (existing) return { seeded: false };
  // What the browser sends for the typed password.
  const sent = createHash('sha256').update(DEMO_MEMBER.password).digest('hex');
  const passwordHash = await hashPasswordForStorage(sent);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_MEMBER.email,
        passwordHash,
        name: DEMO_MEMBER.name,
        mobile: '+30 210 555 0142',
        gender: 2,
        birthday: 19900412,
        eduId: 3,
        industryId: 7,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Another instance starting at the same moment seeded it.
    if (!user) return { seeded: false };
    const now = Date.now();
    for (const h of HISTORY) {
      await appendCredits(tx, {
        userId: user.id,
        operate: h.operate,
        credits: h.credits,
        orderId: h.order,
        createdAt: new Date(now - h.daysAgo * DAY_MS),
      });
    }
    return { seeded: true };
  });
}
