import { createHash } from 'node:crypto';
import type { Database } from '../db';
import { imageFiles } from './schema';

/**
 * Uploads, from the import tool and the back office's photo calls alike: the original is
 * stored as `{stem}_1.{ext}`, the display variant as `{stem}_3.{ext}` (at most 960 px wide,
 * JPEG/PNG/WebP re-encoded by sharp; SVG kept as is). The type is read from the bytes, never
 * from a name or a declared type. Keys are content hashes, so the same photo uploaded twice
 * is stored once.
 */

interface ImageKind {
  ext: string;
  type: string;
  test: (b: Buffer) => boolean;
}

/** The photos sharp decodes and re-encodes: what the back office takes. */
export const PHOTO_KINDS: readonly ImageKind[] = [
  { ext: 'jpg', type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'png',
    type: 'image/png',
    test: (b) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  },
  {
    ext: 'webp',
    type: 'image/webp',
    test: (b) => b.subarray(0, 4).toString() === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP',
  },
];

/** The import tool's kinds: the photos, and SVG drawings, kept as they are. */
export const UPLOAD_KINDS: readonly ImageKind[] = [
  ...PHOTO_KINDS,
  {
    ext: 'svg',
    type: 'image/svg+xml',
    test: (b) => /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(b.subarray(0, 512).toString()),
  },
];

export const DISPLAY_WIDTH = 960;

/** Bytes that are none of the kinds taken, or that sharp cannot decode. */
export class ImageFormatError extends Error {
  override readonly name = 'ImageFormatError';
}

/** An upload ready to store: its `_1` key and both variants' rows. */
export interface PreparedImage {
  key: string;
  files: { key: string; contentType: string; bytes: Buffer }[];
}

/**
 * Reads the kind from the bytes and makes the display variant, writing nothing: the slow
 * part, kept out of the transaction that stores it. ImageFormatError for bytes that are none
 * of `kinds` or that sharp cannot decode.
 */
export async function prepareImage(
  bytes: Buffer,
  folder: string,
  kinds: readonly ImageKind[] = UPLOAD_KINDS,
): Promise<PreparedImage> {
  const kind = kinds.find((k) => k.test(bytes));
  if (!kind) {
    throw new ImageFormatError(`not a ${kinds.map((k) => k.ext.toUpperCase()).join(', ')} image`);
  }
  const stem = `${folder}/${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}`;
  const display = kind.ext === 'svg' ? bytes : await resize(bytes, kind.ext);
  return {
    key: `${stem}_1.${kind.ext}`,
    files: [
      { key: `${stem}_1.${kind.ext}`, contentType: kind.type, bytes },
      { key: `${stem}_3.${kind.ext}`, contentType: kind.type, bytes: display },
    ],
  };
}

/** Stores both variants (once: a key already stored holds the same bytes); answers the `_1` key. */
export async function saveImage(db: Database, image: PreparedImage): Promise<string> {
  await db.insert(imageFiles).values(image.files).onConflictDoNothing();
  return image.key;
}

export async function storeUpload(db: Database, bytes: Buffer, folder: string): Promise<string> {
  return saveImage(db, await prepareImage(bytes, folder));
}

async function resize(bytes: Buffer, ext: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes).rotate().resize({ width: DISPLAY_WIDTH, withoutEnlargement: true });
    if (ext === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (ext === 'webp') return await image.webp({ quality: 80 }).toBuffer();
    return await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  } catch (error) {
    // Right first bytes, broken rest: a truncated or forged file is no image either.
    throw new ImageFormatError(`cannot decode the ${ext.toUpperCase()} image`, { cause: error });
  }
}
