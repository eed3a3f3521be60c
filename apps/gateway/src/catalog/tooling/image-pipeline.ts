import { createHash } from 'node:crypto';
import type { Database } from '../../db';
import { imageFiles } from '../schema';

/**
 * Uploads: the original is stored as `{stem}_1.{ext}`, the display variant as `{stem}_3.{ext}`
 * (at most 960 px wide, JPEG/PNG/WebP re-encoded by sharp; SVG kept as is). Keys are
 * content hashes, so the same photo imported twice is stored once.
 */

const TYPES: { ext: string; type: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'jpg', type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 },
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
  {
    ext: 'svg',
    type: 'image/svg+xml',
    test: (b) => /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(b.subarray(0, 512).toString()),
  },
];

export const DISPLAY_WIDTH = 960;

export class ImageFormatError extends Error {
  override readonly name = 'ImageFormatError';
}

export async function storeUpload(db: Database, bytes: Buffer, folder: string): Promise<string> {
  const kind = TYPES.find((t) => t.test(bytes));
  if (!kind) throw new ImageFormatError('not a JPEG, PNG, WebP or SVG image');
  const stem = `${folder}/${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}`;
  const display = kind.ext === 'svg' ? bytes : await resize(bytes, kind.ext);
  await db
    .insert(imageFiles)
    .values([
      { key: `${stem}_1.${kind.ext}`, contentType: kind.type, bytes },
      { key: `${stem}_3.${kind.ext}`, contentType: kind.type, bytes: display },
    ])
    .onConflictDoNothing();
  return `${stem}_1.${kind.ext}`;
}

async function resize(bytes: Buffer, ext: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes).rotate().resize({ width: DISPLAY_WIDTH, withoutEnlargement: true });
  if (ext === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (ext === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
