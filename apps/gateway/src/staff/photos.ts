import { ImageType, imageDisplayKey, Rec } from '@bookdirect/gateway-sdk/contract';
import {
  PHOTO_MAX_BYTES,
  type StaffPhoto,
  type StaffPhotoList,
} from '@bookdirect/gateway-sdk/staff';
import { type SQL, sql } from 'drizzle-orm';
import {
  ImageFormatError,
  PHOTO_KINDS,
  type PreparedImage,
  prepareImage,
  saveImage,
} from '../catalog/image-pipeline';
import { type Database, rows, type Transaction } from '../db';
import { withRetry } from '../db/retry';
import { BusinessError, validationFailed } from '../http/envelope';
import { type AuditActor, auditTarget, recordAudit } from './audit';
import { assertWorksFor } from './scope';
import type { StaffProfile } from './service';

/**
 * The photos of a hotel (`hotel_images` type 1) and of its room types (type 2), in `sort`
 * order, the order the traveller's pages show them. The hotel's or room type's `image_key`
 * is its main image, the search card's and the room list's: the first photo after a
 * reorder, the next one when it is deleted, a first upload when there was none. A write
 * locks the hotel's or room type's row first, so two writes to one list take turns, and
 * keeps its audit entry in its transaction. The search versions move with `image_key`
 * (migration 0018's triggers on hotels and room_types); the hotel page and the image list
 * are read uncached, so both show a write on their next request.
 */

/** Whose photos: a hotel's own, or one of its room types'. */
export interface PhotoOwnerRef {
  hotelId: number;
  roomTypeId?: number;
}

interface PhotoOwner {
  hotelId: number;
  roomTypeId: number | null;
  /** `hotel:<id>` or `room_type:<id>`. */
  target: string;
}

/** Where `/images/{key}` is served from: the gateway's public address. */
export interface PhotoUrls {
  publicUrl: string;
}

interface PhotoRow {
  id: number;
  image_key: string;
  sort: number;
}

const notFound = () => new BusinessError(Rec.notFound);

/** Main images live on the hotel or the room type, whose rows a write locks. */
const ownerTable = (owner: PhotoOwner): SQL =>
  owner.roomTypeId === null ? sql`hotels` : sql`room_types`;
const ownerId = (owner: PhotoOwner): number => owner.roomTypeId ?? owner.hotelId;

/** The photos' rows of the owner, in `sort` order. */
const ownerPhotos = (owner: PhotoOwner): SQL =>
  owner.roomTypeId === null
    ? sql`hotel_id = ${owner.hotelId}::int and image_type = ${ImageType.hotel}::int`
    : sql`hotel_id = ${owner.hotelId}::int and image_type = ${ImageType.roomType}::int
        and room_type_id = ${owner.roomTypeId}::int`;

/**
 * The hotel, or the room type of that hotel; rec 5 unless the staff member works for the
 * hotel and the room type is the hotel's. With `lock`, the row holding the main image is
 * locked until the transaction ends.
 */
async function photoOwner(
  db: Database | Transaction,
  member: StaffProfile,
  ref: PhotoOwnerRef,
  lock = false,
): Promise<PhotoOwner> {
  const forUpdate = lock ? sql`for update` : sql``;
  const [found] =
    ref.roomTypeId === undefined
      ? await rows<{ hotel_id: number }>(
          db,
          sql`select id as hotel_id from hotels where id = ${ref.hotelId}::int ${forUpdate}`,
        )
      : await rows<{ hotel_id: number }>(
          db,
          sql`select hotel_id from room_types
              where id = ${ref.roomTypeId}::int and hotel_id = ${ref.hotelId}::int ${forUpdate}`,
        );
  assertWorksFor(member, found ? Number(found.hotel_id) : undefined);
  if (!found) throw notFound();
  return {
    hotelId: ref.hotelId,
    roomTypeId: ref.roomTypeId ?? null,
    target:
      ref.roomTypeId === undefined
        ? auditTarget('hotel', ref.hotelId)
        : auditTarget('room_type', ref.roomTypeId),
  };
}

async function photoRows(db: Database | Transaction, owner: PhotoOwner): Promise<PhotoRow[]> {
  const list = await rows<PhotoRow>(
    db,
    sql`select id, image_key, sort from hotel_images where ${ownerPhotos(owner)} order by sort, id`,
  );
  return list.map((row) => ({ id: Number(row.id), image_key: row.image_key, sort: row.sort }));
}

async function mainImage(db: Database | Transaction, owner: PhotoOwner): Promise<string> {
  const [row] = await rows<{ image_key: string }>(
    db,
    sql`select image_key from ${ownerTable(owner)} where id = ${ownerId(owner)}::int`,
  );
  return row?.image_key ?? '';
}

async function setMainImage(tx: Transaction, owner: PhotoOwner, key: string): Promise<void> {
  await tx.execute(
    sql`update ${ownerTable(owner)} set image_key = ${key}
        where id = ${ownerId(owner)}::int and image_key is distinct from ${key}`,
  );
}

function photoOf(row: PhotoRow, urls: PhotoUrls): StaffPhoto {
  const base = `${urls.publicUrl.replace(/\/+$/, '')}/images/`;
  return {
    photo_id: row.id,
    image_key: row.image_key,
    url: `${base}${row.image_key}`,
    display_url: `${base}${imageDisplayKey(row.image_key)}`,
    sort: row.sort,
  };
}

async function listOf(
  db: Database | Transaction,
  owner: PhotoOwner,
  urls: PhotoUrls,
): Promise<StaffPhotoList> {
  const [list, main] = await Promise.all([photoRows(db, owner), mainImage(db, owner)]);
  return { photo_list: list.map((row) => photoOf(row, urls)), image_key: main };
}

/** The owner's photos in order, with its main image. */
export async function listPhotos(
  db: Database,
  member: StaffProfile,
  ref: PhotoOwnerRef,
  urls: PhotoUrls,
): Promise<StaffPhotoList> {
  return listOf(db, await photoOwner(db, member, ref), urls);
}

export interface PhotoUpload extends PhotoOwnerRef {
  /** The file, base64. */
  data: string;
  fileName?: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The file's bytes: rec 2 on `data` for text that is no base64, or a file over the limit. */
function decodedPhoto(data: string): Buffer {
  if (data.length % 4 !== 0 || !BASE64.test(data)) {
    throw validationFailed({ data: 'validation:invalid' });
  }
  // Counted before decoding: an oversized file is refused without being copied.
  if (Buffer.byteLength(data, 'base64') > PHOTO_MAX_BYTES) {
    throw validationFailed({ data: 'validation:photo_too_large' });
  }
  return Buffer.from(data, 'base64');
}

/**
 * Stores the photo's two variants and puts it last; the main image when the owner had none.
 * Rec 2 on `data` for a file that is not a JPEG, PNG or WebP (by its bytes) or that sharp
 * cannot decode, and nothing is stored. The variant is made before the transaction.
 */
export async function addPhoto(
  db: Database,
  member: StaffProfile,
  upload: PhotoUpload,
  actor: AuditActor,
  urls: PhotoUrls,
): Promise<StaffPhoto> {
  const bytes = decodedPhoto(upload.data);
  const checked = await photoOwner(db, member, upload);
  let image: PreparedImage;
  try {
    image = await prepareImage(bytes, photoFolder(checked), PHOTO_KINDS);
  } catch (error) {
    if (error instanceof ImageFormatError) {
      throw validationFailed({ data: 'validation:photo_not_image' });
    }
    throw error;
  }
  const row = await withRetry(() =>
    db.transaction(async (tx) => {
      const owner = await photoOwner(tx, member, upload, true);
      const key = await saveImage(tx, image);
      const [added] = await rows<PhotoRow>(
        tx,
        sql`insert into hotel_images (hotel_id, room_type_id, image_type, image_key, sort)
            select ${owner.hotelId}::int, ${owner.roomTypeId}::int,
              ${owner.roomTypeId === null ? ImageType.hotel : ImageType.roomType}::int, ${key},
              coalesce((select max(sort) + 1 from hotel_images where ${ownerPhotos(owner)}), 0)
            returning id, image_key, sort`,
      );
      if (!added) throw new Error('photo row not inserted');
      const main = await mainImage(tx, owner);
      if (main === '') await setMainImage(tx, owner, key);
      await recordAudit(tx, actor, {
        action: 'photo.add',
        target: owner.target,
        before: null,
        after: {
          photo_id: Number(added.id),
          image_key: key,
          file_name: upload.fileName ?? null,
          main: main === '' ? key : main,
        },
      });
      return { id: Number(added.id), image_key: added.image_key, sort: added.sort };
    }),
  );
  return photoOf(row, urls);
}

/** Uploads of one hotel share a folder: `hotel/<id>`, or `room/<hotel id>` for room types. */
const photoFolder = (owner: PhotoOwner) =>
  `${owner.roomTypeId === null ? 'hotel' : 'room'}/${owner.hotelId}`;

/**
 * Puts the owner's photos in the order of `photoIds`, which must be exactly its photos
 * (rec 2 on `photo_ids` otherwise); the first becomes the main image.
 */
export async function orderPhotos(
  db: Database,
  member: StaffProfile,
  order: PhotoOwnerRef & { photoIds: number[] },
  actor: AuditActor,
  urls: PhotoUrls,
): Promise<StaffPhotoList> {
  await photoOwner(db, member, order);
  return withRetry(() =>
    db.transaction(async (tx) => {
      const owner = await photoOwner(tx, member, order, true);
      const before = await photoRows(tx, owner);
      const current = new Set(before.map((row) => row.id));
      const asked = new Set(order.photoIds);
      if (
        asked.size !== order.photoIds.length ||
        asked.size !== current.size ||
        order.photoIds.some((id) => !current.has(id))
      ) {
        throw validationFailed({ photo_ids: 'validation:photo_order_mismatch' });
      }
      const ids = `{${order.photoIds.join(',')}}`;
      await tx.execute(
        sql`update hotel_images h set sort = o.n - 1
            from unnest(${ids}::int[]) with ordinality as o(id, n)
            where h.id = o.id and h.sort is distinct from o.n - 1`,
      );
      const mainBefore = await mainImage(tx, owner);
      const first = before.find((row) => row.id === order.photoIds[0]);
      if (first) await setMainImage(tx, owner, first.image_key);
      await recordAudit(tx, actor, {
        action: 'photo.order',
        target: owner.target,
        before: { photo_ids: before.map((row) => row.id), main: mainBefore },
        after: { photo_ids: order.photoIds, main: first?.image_key ?? mainBefore },
      });
      return listOf(tx, owner, urls);
    }),
  );
}

/**
 * Removes the photo, and its files once nothing else shows them; when it was the main image
 * the next photo becomes it, or '' when none is left. Rec 5 for a photo of a hotel the staff
 * member does not work for, as for a missing one.
 */
export async function deletePhoto(
  db: Database,
  member: StaffProfile,
  photoId: number,
  actor: AuditActor,
  urls: PhotoUrls,
): Promise<StaffPhotoList> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [found] = await rows<{ hotel_id: number; room_type_id: number | null; type: number }>(
        tx,
        sql`select hotel_id, room_type_id, image_type as type from hotel_images
            where id = ${photoId}::int and image_type in (${ImageType.hotel}, ${ImageType.roomType})`,
      );
      assertWorksFor(member, found ? Number(found.hotel_id) : undefined);
      if (!found) throw notFound();
      const owner = await photoOwner(
        tx,
        member,
        {
          hotelId: Number(found.hotel_id),
          roomTypeId:
            Number(found.type) === ImageType.roomType && found.room_type_id !== null
              ? Number(found.room_type_id)
              : undefined,
        },
        true,
      );
      const [removed] = await rows<PhotoRow>(
        tx,
        sql`delete from hotel_images where id = ${photoId}::int and ${ownerPhotos(owner)}
            returning id, image_key, sort`,
      );
      // Deleted by another write between the read and the lock.
      if (!removed) throw notFound();
      const left = await photoRows(tx, owner);
      const main = await mainImage(tx, owner);
      const nextMain = main === removed.image_key ? (left[0]?.image_key ?? '') : main;
      await setMainImage(tx, owner, nextMain);
      await forgetFiles(tx, removed.image_key);
      await recordAudit(tx, actor, {
        action: 'photo.delete',
        target: owner.target,
        before: { photo_id: photoId, image_key: removed.image_key, main },
        after: { main: nextMain },
      });
      return listOf(tx, owner, urls);
    }),
  );
}

/**
 * Deletes both variants of `key` unless a photo, a hotel or a room type still shows it (the
 * same file uploaded twice shares its key). Generated demo keys have no rows to delete.
 */
async function forgetFiles(tx: Transaction, key: string): Promise<void> {
  await tx.execute(
    sql`delete from image_files
        where key in (${key}, ${imageDisplayKey(key)})
          and not exists (select 1 from hotel_images where image_key = ${key})
          and not exists (select 1 from hotels where image_key = ${key})
          and not exists (select 1 from room_types where image_key = ${key})`,
  );
}
