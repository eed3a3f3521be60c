import type { Database } from '../db';
import { partners } from './schema';
import type { PartnerEntry } from './settings';

/**
 * The demo's partner: the travel blog of `examples/partner-site`, whose pages (port 3020 by
 * default) embed the booking site with this code, so `pnpm start` and the demo site work
 * together with no setting. Added when missing; a partner of that code that PARTNERS or the
 * back office wrote is left as it is.
 */
export const DEMO_PARTNER: PartnerEntry = {
  code: 'wander-notes',
  name: 'Wander Notes',
  origins: ['http://localhost:3020'],
};

export async function seedDemoPartner(db: Database): Promise<{ seeded: boolean }> {
  const added = await db
    .insert(partners)
    .values(DEMO_PARTNER)
    .onConflictDoNothing({ target: partners.code })
    .returning({ code: partners.code });
  return { seeded: added.length > 0 };
}
