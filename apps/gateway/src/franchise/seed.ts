import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { dictionaryItems } from './schema';

export const WILL_LEVEL_CODE = 'will_level';

/** The six join intentions of the spec, in its order; ids once shipped never change meaning. */
export const WILL_LEVELS = [
  { taskId: 1, nameEn: 'Rebranding', nameCn: '品牌升级改造' },
  { taskId: 2, nameEn: 'New hotel', nameCn: '新开酒店' },
  { taskId: 3, nameEn: 'Join the brand', nameCn: '加盟品牌' },
  { taskId: 4, nameEn: 'Financing', nameCn: '融资' },
  { taskId: 5, nameEn: 'Revenue financing', nameCn: '营收融资' },
  { taskId: 6, nameEn: 'Other financing', nameCn: '其他融资' },
] as const;

/** Upserts the franchise dictionaries at each start (reference data, like the regions). */
export async function seedFranchise(db: Database): Promise<void> {
  await db
    .insert(dictionaryItems)
    .values(WILL_LEVELS.map((w, i) => ({ code: WILL_LEVEL_CODE, ...w, sort: (i + 1) * 10 })))
    .onConflictDoUpdate({
      target: [dictionaryItems.code, dictionaryItems.taskId],
      set: {
        nameCn: sql`excluded.name_cn`,
        nameEn: sql`excluded.name_en`,
        sort: sql`excluded.sort`,
      },
    });
}
