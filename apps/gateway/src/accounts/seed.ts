import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db';
import { hashPasswordForStorage } from './passwords';
import { users } from './schema';

/** The demo member (docs/adr/0009-member-accounts.md); never seed it into a real deployment. */
export const DEMO_MEMBER = {
  email: 'demo@bookdirect.example',
  password: 'Bookdirect2026!',
  name: 'Alex Demo',
  /** E.164, as every traveller phone is kept; its prefix is +30. */
  mobile: '+302105550142',
  telPrefix: '+30',
} as const;

/**
 * The demo member's past (its trips and the points they moved), written inside the
 * transaction that creates the member. Trips are orders, and orders depend on accounts, not
 * the reverse: the server hands the orders domain's history in (orders/demo-seed.ts).
 */
export type DemoHistory = (tx: Transaction, userId: number, now: Date) => Promise<void>;

/**
 * Creates the demo member, with its history when one is given, when the address has no
 * account yet.
 */
export async function seedDemoMember(
  db: Database,
  options: { history?: DemoHistory; now?: Date } = {},
): Promise<{ seeded: boolean }> {
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
        mobile: DEMO_MEMBER.mobile,
        gender: 2,
        birthday: 19900412,
        eduId: 3,
        industryId: 7,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Another instance starting at the same moment seeded it.
    if (!user) return { seeded: false };
    await options.history?.(tx, user.id, options.now ?? new Date());
    return { seeded: true };
  });
}
