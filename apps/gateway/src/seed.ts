import { seedCatalog } from './catalog/tooling/seed';
import type { Database } from './db';
import { seedFranchise } from './franchise/seed';

/**
 * Reference data every gateway needs (currencies, regions, later dictionaries), upserted at
 * each start. Demo and benchmark catalogues are a separate, explicit command.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedCatalog(db);
  await seedFranchise(db);
}
