import { PHOTO_MAX_BYTES } from '@bookdirect/gateway-sdk/staff';
import {
  MaxPartSizeExceededError,
  type UploadHandler,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node';

/**
 * Reading the photos a page uploads. They arrive as multipart and stay in memory until they
 * are sent on as base64, so every part has a ceiling: a file a little over the gateway's
 * 10 MB (the little leaves the exact judgement to the gateway's own answer), a form field a
 * few kilobytes, and a handful of files per post. Past a ceiling the read stops at once, so
 * a 2 GB file never sits in the server's memory.
 */

/** One file's ceiling while reading: the gateway's limit and a little. */
export const PHOTO_PART_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/** A text field of the upload form (intent, ids): short. */
export const UPLOAD_FIELD_MAX_BYTES = 4 * 1024;

/** Photos one post may carry. */
export const PHOTOS_PER_UPLOAD = 10;

/** The form's file input. */
export const PHOTO_FIELD = 'photos';

/** The post's whole body may not be more than its files and fields at their ceilings. */
export const UPLOAD_MAX_BYTES = PHOTOS_PER_UPLOAD * PHOTO_PART_MAX_BYTES + 64 * 1024;

/** Why an upload was refused before any photo reached the gateway: a locales key. */
export type UploadRefusal = 'validation:photo_too_large' | 'office:photo_none_chosen';

export type PhotoUpload =
  | { ok: true; form: FormData; files: File[] }
  | { ok: false; key: UploadRefusal; form?: FormData };

class TooManyFilesError extends Error {}

/** Files through a capped memory handler, up to PHOTOS_PER_UPLOAD of them; fields capped small. */
export function photoUploadHandler(): UploadHandler {
  const files = unstable_createMemoryUploadHandler({ maxPartSize: PHOTO_PART_MAX_BYTES });
  const fields = unstable_createMemoryUploadHandler({ maxPartSize: UPLOAD_FIELD_MAX_BYTES });
  let count = 0;
  return async (part) => {
    if (part.filename === undefined) return fields(part);
    if (part.name !== PHOTO_FIELD) return undefined;
    count += 1;
    if (count > PHOTOS_PER_UPLOAD) throw new TooManyFilesError();
    return files(part);
  };
}

/**
 * The photos of a multipart post, or why none are taken: a body larger than any allowed
 * one is refused by its Content-Length before a byte is read, a file past its ceiling as
 * soon as the ceiling is passed. An empty file input (a part with no name and no bytes) is
 * no photo.
 */
export async function readPhotoUpload(request: Request): Promise<PhotoUpload> {
  const length = Number(request.headers.get('Content-Length') ?? '');
  if (Number.isFinite(length) && length > UPLOAD_MAX_BYTES) {
    return { ok: false, key: 'validation:photo_too_large' };
  }
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, photoUploadHandler());
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError || error instanceof TooManyFilesError) {
      return { ok: false, key: 'validation:photo_too_large' };
    }
    throw error;
  }
  const files = form
    .getAll(PHOTO_FIELD)
    .filter((value): value is File => typeof value !== 'string')
    .filter((file) => file.size > 0 || file.name !== '');
  if (files.length === 0) return { ok: false, key: 'office:photo_none_chosen', form };
  if (files.some((file) => file.size > PHOTO_MAX_BYTES)) {
    return { ok: false, key: 'validation:photo_too_large', form };
  }
  return { ok: true, form, files };
}

/** The file as `POST /v1/s/photos/` takes it. */
export async function photoBase64(file: Blob): Promise<string> {
  return Buffer.from(await file.arrayBuffer()).toString('base64');
}

/** Whether a post is an upload (read with `readPhotoUpload`) rather than a plain form. */
export function isMultipart(request: Request): boolean {
  return (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
}
