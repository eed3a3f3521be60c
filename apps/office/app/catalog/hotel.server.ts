import type { GatewayClient } from '@bookdirect/gateway-sdk';
import { staffEndpoints, staffHotelWrite } from '@bookdirect/gateway-sdk/staff';
import { type Language, translate } from '@bookdirect/locales';
import { shell } from '../shell.server';
import { orStaffError, requireStaff, staffAction } from '../staff.server';
import { answer, checkBody, failedAnswer, idParam, photoPost, photoUpload } from './actions.server';
import { hotelFormFromPost, hotelWriteBody } from './forms';
import { googleMapsApiKey } from './maps.server';
import { isMultipart } from './photo-upload.server';

/** A hotel's page: its facts, its photos and whether a map can be shown. */
export async function loadHotel(request: Request, hotelId: string | undefined) {
  const { gateway } = await requireStaff(request);
  const id = idParam(hotelId);
  const [hotel, photos] = await orStaffError(
    Promise.all([
      gateway.call(staffEndpoints.staffHotel, { params: { id } }),
      gateway.call(staffEndpoints.staffPhotos, { query: { hotel_id: id } }),
    ]),
    request,
  );
  return { hotel, photos: photos.photo_list, mapsKey: googleMapsApiKey };
}

/** Publishing or hiding the hotel, as the confirmation's post asks. */
async function publish(gateway: GatewayClient, id: number, published: 0 | 1, lang: Language) {
  try {
    await gateway.call(staffEndpoints.staffHotelPublish, { params: { id }, body: { published } });
  } catch (error) {
    return failedAnswer('publish', error, lang);
  }
  const key = published ? 'office:hotel_published_now' : 'office:hotel_unpublished_now';
  return answer('publish', { tone: 'success', message: translate(lang, key) });
}

/**
 * A post of the hotel's page: the facts (every field, checked with the shared schema first),
 * publish or unpublish, or the photos' posts (an upload is the only multipart post).
 */
export async function hotelAction(request: Request, hotelId: string | undefined) {
  const id = idParam(hotelId);
  if (isMultipart(request)) return photoUpload(request, { hotel_id: id });
  const lang = shell.language(request);
  return staffAction(request, async ({ gateway }, post) => {
    const intent = post.get('intent');
    if (intent === 'photo_order' || intent === 'photo_delete') {
      return photoPost(gateway, { hotel_id: id }, lang, post);
    }
    if (intent === 'publish') {
      return publish(gateway, id, post.get('published') === '1' ? 1 : 0, lang);
    }
    const checked = checkBody(staffHotelWrite, hotelWriteBody(hotelFormFromPost(post)));
    if (!checked.ok) {
      const message = translate(lang, 'office:hotel_fix_fields');
      return answer('hotel', { tone: 'error', message, errors: checked.errors }, 400);
    }
    try {
      await gateway.call(staffEndpoints.staffHotelWrite, { params: { id }, body: checked.value });
    } catch (error) {
      return failedAnswer('hotel', error, lang);
    }
    return answer('hotel', { tone: 'success', message: translate(lang, 'office:hotel_saved') });
  });
}
