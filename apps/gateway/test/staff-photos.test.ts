import { Rec } from '@bookdirect/gateway-sdk/contract';
import {
  PHOTO_MAX_BYTES,
  type StaffPhoto,
  type StaffPhotoList,
} from '@bookdirect/gateway-sdk/staff';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { hotels, imageFiles, roomTypes } from '../src/catalog/schema';
import type { Database } from '../src/db';
import { staffAudit } from '../src/staff/schema';
import { call, describeEachBackend } from './support/gateway';
import { api, insertOrderHotel, type OrderHotel } from './support/orders';
import { type StaffSession, staffCall, staffSession } from './support/staff';

/** A real picture, `width` px wide, in each format the calls take. */
async function picture(format: 'jpeg' | 'png' | 'webp', width = 1200, hue = 0): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height: Math.round(width / 2),
      channels: 3,
      background: { r: (40 + hue) % 256, g: 120, b: 200 },
    },
  });
  return image[format]().toBuffer();
}

const b64 = (bytes: Buffer) => bytes.toString('base64');

/** Audit entries about the target, oldest first. */
const auditOf = (db: Database, target: string) =>
  db.select().from(staffAudit).where(eq(staffAudit.target, target)).orderBy(asc(staffAudit.id));

const mainOf = async (db: Database, hotel: OrderHotel) => {
  const [row] = await db
    .select({ key: hotels.imageKey })
    .from(hotels)
    .where(eq(hotels.id, hotel.hotelId));
  return row?.key;
};

const roomMainOf = async (db: Database, hotel: OrderHotel) => {
  const [row] = await db
    .select({ key: roomTypes.imageKey })
    .from(roomTypes)
    .where(eq(roomTypes.id, hotel.roomTypeId));
  return row?.key;
};

describeEachBackend(
  'the back office photos',
  (gateway) => {
    let admin: StaffSession;
    let manager: StaffSession;
    let desk: StaffSession;
    /** The manager's hotel, without a main image. */
    let hotel: OrderHotel;
    /** A hotel the manager does not work for. */
    let other: OrderHotel;

    beforeAll(async () => {
      const { app, db } = gateway();
      hotel = await insertOrderHotel(db, { nights: [[10_000, 2]] });
      other = await insertOrderHotel(db, { nights: [[10_000, 2]] });
      await db.update(hotels).set({ imageKey: '' }).where(eq(hotels.id, hotel.hotelId));
      await db.update(roomTypes).set({ imageKey: '' }).where(eq(roomTypes.id, hotel.roomTypeId));
      admin = await staffSession(app, db, 'admin');
      manager = await staffSession(app, db, 'manager', [hotel.hotelId]);
      desk = await staffSession(app, db, 'desk', [hotel.hotelId]);
    });

    const upload = (session: StaffSession | undefined, body: Record<string, unknown>) =>
      staffCall<{ photo: StaffPhoto }>(gateway().app, session, 'POST', '/photos/', body);
    const list = (session: StaffSession, query: string) =>
      staffCall<StaffPhotoList>(gateway().app, session, 'GET', `/photos/?${query}`);
    const order = (session: StaffSession, body: Record<string, unknown>) =>
      staffCall<StaffPhotoList>(gateway().app, session, 'PUT', '/photos/order/', body);
    const remove = (session: StaffSession, id: number) =>
      staffCall<StaffPhotoList>(gateway().app, session, 'DELETE', `/photos/${id}/`);

    const hotelQuery = () => `hotel_id=${hotel.hotelId}`;
    const roomQuery = () => `hotel_id=${hotel.hotelId}&room_type_id=${hotel.roomTypeId}`;

    it('takes JPEG, PNG and WebP, stores both variants, puts each last, and makes the first the main image', async () => {
      const { app, db } = gateway();
      const added: StaffPhoto[] = [];
      for (const [i, format] of (['jpeg', 'png', 'webp'] as const).entries()) {
        const answer = await upload(manager, {
          hotel_id: hotel.hotelId,
          file_name: `lobby.${format}`,
          data: b64(await picture(format, 1200, i * 40)),
        });
        expect(answer.body.rec, JSON.stringify(answer.body)).toBe(Rec.ok);
        added.push(answer.body.data.photo);
      }
      expect(added.map((p) => p.sort)).toEqual([0, 1, 2]);
      expect(added.map((p) => p.image_key.split('.').at(-1))).toEqual(['jpg', 'png', 'webp']);
      expect(await mainOf(db, hotel)).toBe(added[0]?.image_key);

      const first = added[0] as StaffPhoto;
      expect(first.url).toMatch(new RegExp(`/images/${first.image_key}$`));
      expect(first.display_url).toBe(first.url.replace('_1.jpg', '_3.jpg'));
      // Both variants are served; the display one is at most 960 px wide.
      const original = await app.inject({ method: 'GET', url: `/images/${first.image_key}` });
      const display = await app.inject({
        method: 'GET',
        url: new URL(first.display_url).pathname,
      });
      expect(original.statusCode).toBe(200);
      expect(display.statusCode).toBe(200);
      expect(display.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);
      expect((await sharp(display.rawPayload).metadata()).width).toBe(960);

      const listed = await list(manager, hotelQuery());
      expect(listed.body.data).toEqual({ photo_list: added, image_key: first.image_key });

      const entries = await auditOf(db, `hotel:${hotel.hotelId}`);
      expect(entries.map((e) => e.action)).toEqual(['photo.add', 'photo.add', 'photo.add']);
      expect(entries[0]).toMatchObject({
        staffId: manager.staff.staff_id,
        after: { photo_id: first.photo_id, image_key: first.image_key, file_name: 'lobby.jpeg' },
      });
    });

    it("shows a new photo on the traveller's hotel page at its next load", async () => {
      const { app } = gateway();
      const page = () =>
        api<{ hotel: { image_key: string }; images: { image_key: string }[] }>(
          app,
          'GET',
          `/hotel/main/${hotel.hotelId}/`,
          undefined,
        );
      const before = await page();
      const answer = await upload(admin, {
        hotel_id: hotel.hotelId,
        data: b64(await picture('jpeg', 400, 99)),
      });
      expect(answer.body.rec).toBe(Rec.ok);
      const after = await page();
      expect(after.body.data.images.map((i) => i.image_key)).toEqual([
        ...before.body.data.images.map((i) => i.image_key),
        answer.body.data.photo.image_key,
      ]);
      expect(after.body.data.hotel.image_key).toBe(before.body.data.hotel.image_key);
    });

    it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name, and stores nothing', async () => {
      const { db } = gateway();
      const files = await db.select({ n: sql<number>`count(*)::int` }).from(imageFiles);
      const entries = (await auditOf(db, `hotel:${hotel.hotelId}`)).length;
      const photos = (await list(manager, hotelQuery())).body.data.photo_list.length;
      const jpeg = await picture('jpeg', 300);
      const refused: [string, Buffer][] = [
        ['menu.jpg', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')],
        ['notes.jpg', Buffer.from('just some text, not a photo at all')],
        ['logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')],
        ['gif.webp', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;')],
        // A JPEG's first bytes and nothing that decodes after them.
        ['broken.jpg', Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(200, 7)])],
      ];
      for (const [name, bytes] of refused) {
        const answer = await upload(manager, {
          hotel_id: hotel.hotelId,
          file_name: name,
          data: b64(bytes),
        });
        expect(answer.body, name).toMatchObject({
          rec: Rec.validation,
          data: { errors: { data: 'validation:photo_not_image' } },
        });
      }
      const notBase64 = await upload(manager, { hotel_id: hotel.hotelId, data: '*** not base64' });
      expect(notBase64.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { data: 'validation:invalid' } },
      });
      expect(await db.select({ n: sql<number>`count(*)::int` }).from(imageFiles)).toEqual(files);
      expect(await auditOf(db, `hotel:${hotel.hotelId}`)).toHaveLength(entries);
      expect((await list(manager, hotelQuery())).body.data.photo_list).toHaveLength(photos);
    });

    it('takes a file of 10 MB and refuses one byte more with rec 2, whole bodies over the limit too', async () => {
      const { app } = gateway();
      // A JPEG's first bytes and a valid base64 payload one byte over: refused on its size
      // before any decoding.
      const over = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0);
      over[0] = 0xff;
      over[1] = 0xd8;
      over[2] = 0xff;
      const tooLarge = await upload(manager, { hotel_id: hotel.hotelId, data: b64(over) });
      expect(tooLarge.status).toBe(200);
      expect(tooLarge.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { data: 'validation:photo_too_large' } },
      });
      // A body far past the upload's limit: the same answer, not a bare 413.
      const huge = await upload(manager, {
        hotel_id: hotel.hotelId,
        data: 'A'.repeat(PHOTO_MAX_BYTES * 2),
      });
      expect(huge.status).toBe(200);
      expect(huge.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { data: 'validation:photo_too_large' } },
      });
      // Exactly the limit passes the size check (the bytes are then judged as an image).
      const exact = Buffer.alloc(PHOTO_MAX_BYTES, 0);
      const atLimit = await upload(manager, { hotel_id: hotel.hotelId, data: b64(exact) });
      expect(atLimit.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { data: 'validation:photo_not_image' } },
      });
      // Other calls keep the 1 MiB limit.
      const calendar = await call(app, {
        method: 'PUT',
        url: '/v1/s/calendar/',
        headers: { token: manager.token },
        payload: { room_type_id: hotel.roomTypeId, note: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(calendar.status).toBe(413);
    }, 60_000);

    it('reorders photos, the first becoming the main image, and refuses a list that is not exactly the photos', async () => {
      const { db } = gateway();
      const photos = (await list(manager, hotelQuery())).body.data.photo_list;
      const ids = photos.map((p) => p.photo_id);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      const reversed = [...ids].reverse();
      const answer = await order(manager, { hotel_id: hotel.hotelId, photo_ids: reversed });
      expect(answer.body.rec).toBe(Rec.ok);
      expect(answer.body.data.photo_list.map((p) => [p.photo_id, p.sort])).toEqual(
        reversed.map((id, i) => [id, i]),
      );
      const last = photos.at(-1) as StaffPhoto;
      expect(answer.body.data.image_key).toBe(last.image_key);
      expect(await mainOf(db, hotel)).toBe(last.image_key);
      expect((await auditOf(db, `hotel:${hotel.hotelId}`)).at(-1)).toMatchObject({
        action: 'photo.order',
        before: { photo_ids: ids },
        after: { photo_ids: reversed },
      });

      const entries = (await auditOf(db, `hotel:${hotel.hotelId}`)).length;
      for (const wrong of [
        reversed.slice(1),
        [...reversed, reversed[0]],
        [...reversed.slice(1), 2_000_000_000],
        [],
      ]) {
        const refused = await order(manager, { hotel_id: hotel.hotelId, photo_ids: wrong });
        expect(refused.body, JSON.stringify(wrong)).toMatchObject({
          rec: Rec.validation,
          data: { errors: { photo_ids: 'validation:photo_order_mismatch' } },
        });
      }
      expect(await auditOf(db, `hotel:${hotel.hotelId}`)).toHaveLength(entries);
      expect(await mainOf(db, hotel)).toBe(last.image_key);
    });

    it("keeps a room type's photos apart from the hotel's, with its own main image", async () => {
      const { db } = gateway();
      const a = await upload(manager, {
        hotel_id: hotel.hotelId,
        room_type_id: hotel.roomTypeId,
        data: b64(await picture('png', 500, 7)),
      });
      const b = await upload(manager, {
        hotel_id: hotel.hotelId,
        room_type_id: hotel.roomTypeId,
        data: b64(await picture('webp', 500, 8)),
      });
      expect([a.body.rec, b.body.rec]).toEqual([Rec.ok, Rec.ok]);
      expect(await roomMainOf(db, hotel)).toBe(a.body.data.photo.image_key);
      const listed = await list(manager, roomQuery());
      expect(listed.body.data.photo_list.map((p) => p.photo_id)).toEqual([
        a.body.data.photo.photo_id,
        b.body.data.photo.photo_id,
      ]);
      const hotelList = await list(manager, hotelQuery());
      expect(hotelList.body.data.photo_list.map((p) => p.photo_id)).not.toContain(
        a.body.data.photo.photo_id,
      );
      expect((await auditOf(db, `room_type:${hotel.roomTypeId}`)).at(-1)?.action).toBe('photo.add');
      // A room type of another hotel under this hotel's id is no room type of it.
      const mixed = await list(admin, `hotel_id=${hotel.hotelId}&room_type_id=${other.roomTypeId}`);
      expect(mixed.body.rec).toBe(Rec.notFound);
    });

    it('deletes a photo, moving the main image to the next one, then to none, and drops files nothing shows', async () => {
      const { db } = gateway();
      const photos = (await list(manager, roomQuery())).body.data.photo_list;
      const [first, second] = photos as [StaffPhoto, StaffPhoto];
      const gone = await remove(manager, first.photo_id);
      expect(gone.body.rec).toBe(Rec.ok);
      expect(gone.body.data.photo_list.map((p) => p.photo_id)).toEqual([second.photo_id]);
      expect(gone.body.data.image_key).toBe(second.image_key);
      expect(await roomMainOf(db, hotel)).toBe(second.image_key);
      const files = (keys: string[]) =>
        db.select({ key: imageFiles.key }).from(imageFiles).where(inArray(imageFiles.key, keys));
      expect(await files([first.image_key, first.image_key.replace('_1.', '_3.')])).toEqual([]);
      expect((await auditOf(db, `room_type:${hotel.roomTypeId}`)).at(-1)).toMatchObject({
        action: 'photo.delete',
        before: { photo_id: first.photo_id, image_key: first.image_key },
      });

      const again = await remove(manager, first.photo_id);
      expect(again.body.rec).toBe(Rec.notFound);

      const none = await remove(manager, second.photo_id);
      expect(none.body.data).toEqual({ photo_list: [], image_key: '' });
      expect(await roomMainOf(db, hotel)).toBe('');
    });

    it('keeps the files of a photo another row still shows', async () => {
      const { db } = gateway();
      const bytes = await picture('jpeg', 320, 55);
      const one = await upload(admin, { hotel_id: hotel.hotelId, data: b64(bytes) });
      const two = await upload(admin, { hotel_id: hotel.hotelId, data: b64(bytes) });
      expect(two.body.data.photo.image_key).toBe(one.body.data.photo.image_key);
      expect((await remove(admin, one.body.data.photo.photo_id)).body.rec).toBe(Rec.ok);
      const kept = await db
        .select({ key: imageFiles.key })
        .from(imageFiles)
        .where(eq(imageFiles.key, two.body.data.photo.image_key));
      expect(kept).toHaveLength(1);
    });

    it("refuses desks (rec 4), and answers another hotel's photos as missing ones (rec 5), changing nothing", async () => {
      const { db } = gateway();
      const jpeg = b64(await picture('jpeg', 200));
      const deskUpload = await upload(desk, { hotel_id: hotel.hotelId, data: jpeg });
      expect(deskUpload.body).toMatchObject({ rec: Rec.forbidden, key: 'errors:forbidden' });
      expect((await list(desk, hotelQuery())).body.rec).toBe(Rec.forbidden);

      const theirs = await upload(admin, { hotel_id: other.hotelId, data: jpeg });
      expect(theirs.body.rec).toBe(Rec.ok);
      const photoId = theirs.body.data.photo.photo_id;
      const entries = (await auditOf(db, `hotel:${other.hotelId}`)).length;
      const answers = [
        await list(manager, `hotel_id=${other.hotelId}`),
        await upload(manager, { hotel_id: other.hotelId, data: jpeg }),
        await upload(manager, {
          hotel_id: other.hotelId,
          room_type_id: other.roomTypeId,
          data: jpeg,
        }),
        await order(manager, { hotel_id: other.hotelId, photo_ids: [photoId] }),
        await remove(manager, photoId),
        await list(manager, 'hotel_id=2000000000'),
      ];
      for (const answer of answers) {
        expect(answer.body).toMatchObject({ rec: Rec.notFound, key: 'errors:not_found' });
      }
      expect(await auditOf(db, `hotel:${other.hotelId}`)).toHaveLength(entries);
      expect((await list(admin, `hotel_id=${other.hotelId}`)).body.data.photo_list).toHaveLength(1);

      // No staff session: rec 3, before a large body is read.
      const anonymous = await upload(undefined, { hotel_id: hotel.hotelId, data: jpeg });
      expect(anonymous.body.rec).toBe(Rec.sessionExpired);
    });
  },
  { databases: 'both' },
);
