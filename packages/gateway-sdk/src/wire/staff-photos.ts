import { ImageKey } from './catalog';
import {
  type DataOf,
  endpoint,
  Id,
  IdParams,
  Int,
  List,
  Obj,
  type Static,
  Str,
  Type,
} from './define';
import { managers, staffTags as tags } from './staff-base';

/**
 * The photos of a hotel and of its room types, for admins and the hotel's managers: listed in
 * the order the traveller's pages show them, uploaded, reordered and deleted. The first photo
 * is the main image (the hotel's or the room type's `image_key`).
 */

/** The largest photo an upload takes, in bytes of the file (not of its base64). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The file types an upload takes, judged by the file's first bytes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const owner = {
  hotel_id: Id('Hotel id'),
  room_type_id: Type.Optional(Id("Room type id, of the hotel; absent for the hotel's own photos")),
};

export const StaffPhotoListQuery = Type.Object(owner);

export const StaffPhotoUploadBody = Type.Object({
  ...owner,
  file_name: Type.Optional(
    Type.String({
      maxLength: 200,
      description: "The file's name, for the audit log only: the type is read from its bytes",
    }),
  ),
  data: Type.String({
    description:
      'The file, base64. A JPEG, PNG or WebP image (judged by its first bytes, never by ' +
      `its name) of at most ${PHOTO_MAX_BYTES} bytes`,
  }),
});

export const StaffPhotoOrderBody = Type.Object({
  ...owner,
  photo_ids: Type.Array(Id('Photo id'), {
    description: 'Every photo of the hotel (or room type), each once, in the new order',
  }),
});

export const StaffPhotoData = Obj({
  photo_id: Id('Photo id'),
  image_key: ImageKey(),
  url: Str("The original (`_1`), under the gateway's public address"),
  display_url: Str('The display variant (`_3`, at most 960 px wide), as the traveller sees it'),
  sort: Int('Place in the order, 0 first'),
});

export const StaffPhotoListData = Obj({
  photo_list: List(StaffPhotoData, 'In the order the pages show them; the first is the main image'),
  image_key: ImageKey("The hotel's or room type's main image, `_1` key ('' when none)"),
});

const scope =
  'A hotel the caller does not work for, or a room type not of the hotel, answers rec 5, as ' +
  'a missing one does.';

export const staffPhotoEndpoints = {
  staffPhotos: endpoint({
    method: 'GET',
    audience: managers,
    path: '/photos/',
    summary: "A hotel's or a room type's photos",
    description:
      "The hotel's own photos, or the room type's with `room_type_id`, in order, each with " +
      `the URLs of its two variants. ${scope}`,
    tags,
    query: StaffPhotoListQuery,
    data: StaffPhotoListData,
  }),

  staffPhotoUpload: endpoint({
    method: 'POST',
    audience: managers,
    path: '/photos/',
    summary: 'Upload a photo',
    description:
      'Stores the photo and its display variant and puts it last; when the hotel (or room ' +
      'type) had no main image, it becomes it. Not a JPEG, PNG or WebP by its bytes, or one ' +
      'that cannot be decoded: rec 2 `validation:photo_not_image`; over ' +
      `${PHOTO_MAX_BYTES} bytes: rec 2 \`validation:photo_too_large\` (both on \`data\`), and ` +
      "nothing is stored. The traveller's pages show it on their next request. Audit entry " +
      `\`photo.add\` (\`hotel:<id>\` or \`room_type:<id>\`). ${scope}`,
    tags,
    body: StaffPhotoUploadBody,
    data: Obj({ photo: StaffPhotoData }),
  }),

  staffPhotoOrder: endpoint({
    method: 'PUT',
    audience: managers,
    path: '/photos/order/',
    summary: 'Reorder photos',
    description:
      'Puts the photos in the order of `photo_ids`, which must name every photo of the hotel ' +
      '(or room type) once (else rec 2 `validation:photo_order_mismatch` on `photo_ids`); the ' +
      'first becomes the main image. Answers the list as it is now. Audit entry ' +
      `\`photo.order\`, the order before and after. ${scope}`,
    tags,
    body: StaffPhotoOrderBody,
    data: StaffPhotoListData,
  }),

  staffPhotoDelete: endpoint({
    method: 'DELETE',
    audience: managers,
    path: '/photos/{id}/',
    summary: 'Delete a photo',
    description:
      'Removes the photo (and its files once no other photo uses them). When it was the main ' +
      "image, the next photo becomes it, or none ('') when it was the last. Answers the list " +
      'left. Audit entry `photo.delete`. A photo of a hotel the caller does not work for ' +
      'answers rec 5, as a missing one does.',
    tags,
    params: IdParams,
    data: StaffPhotoListData,
  }),
};

export type StaffPhoto = Static<typeof StaffPhotoData>;
export type StaffPhotoList = DataOf<typeof staffPhotoEndpoints.staffPhotos>;
export type StaffPhotoUploaded = DataOf<typeof staffPhotoEndpoints.staffPhotoUpload>;
