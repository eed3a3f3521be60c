import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { isSafeKey, renderGenerated } from './images';
import { imageFiles } from './schema';

export interface StoredImage {
  contentType: string;
  body: Buffer | string;
}

/** An image by key: stored bytes first, then a generated demo picture. */
export async function readImage(db: Database, key: string): Promise<StoredImage | undefined> {
  if (!isSafeKey(key)) return undefined;
  const generated = renderGenerated(key);
  if (generated) return { contentType: 'image/svg+xml; charset=utf-8', body: generated };
  const [row] = await db
    .select({ contentType: imageFiles.contentType, bytes: imageFiles.bytes })
    .from(imageFiles)
    .where(eq(imageFiles.key, key));
  return row ? { contentType: row.contentType, body: row.bytes } : undefined;
}
