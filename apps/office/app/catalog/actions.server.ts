import { notFound } from '@bookdirect/app-shell/server';
import { type GatewayClient, isGatewayError, Rec } from '@bookdirect/gateway-sdk';
import { fieldErrors, type yup } from '@bookdirect/gateway-sdk/schemas';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { type Language, translate } from '@bookdirect/locales';
import { data } from '@remix-run/node';
import { isSessionEnded, signInRedirect } from '../session.server';
import { shell } from '../shell.server';
import { requireStaff, staffErrorResponse } from '../staff.server';
import { photoBase64, readPhotoUpload } from './photo-upload.server';

/**
 * What the catalogue pages' actions answer: which form spoke (`form`), a line for it, and
 * the field errors as locales keys (the page translates them, so they follow the language
 * switch). The gateway's own `msg` comes already in the staff member's language.
 */
export interface CatalogAnswer {
  form: string;
  tone: 'success' | 'error';
  /** A translated line. */
  message?: string;
  /** Field name (`name_en`, `rooms[2].no`) to locales key. */
  errors?: Record<string, string>;
  /** Changes with every answer, so the same message shows again. */
  at: number;
}

export function answer(form: string, answer: Omit<CatalogAnswer, 'form' | 'at'>, status = 200) {
  return data<CatalogAnswer>({ form, ...answer, at: Date.now() }, { status });
}

/** The shared schema's verdict on a body: the body as it types it, or the errors as locales keys. */
export function checkBody<S extends yup.AnyObjectSchema>(
  schema: S,
  body: unknown,
): { ok: true; value: yup.InferType<S> } | { ok: false; errors: Record<string, string> } {
  try {
    return { ok: true, value: schema.validateSync(body, { abortEarly: false }) };
  } catch (error) {
    return { ok: false, errors: fieldErrors(error) };
  }
}

/** The id of a path segment, or the not-found page. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

/**
 * A failed gateway call as the form's answer: rec 2 with its field errors, rec 6 (rooms below
 * sold) with its message naming the night, the gateway down in our words. Anything else (an
 * ended session, rec 4, rec 5) is thrown on to `staffAction`, which signs in again and comes
 * back, or shows the 403 or not-found page.
 */
export function failedAnswer(form: string, error: unknown, lang: Language) {
  if (!isGatewayError(error)) throw error;
  if (error.isTransport) {
    return answer(
      form,
      { tone: 'error', message: translate(lang, 'errors:gateway_unavailable') },
      503,
    );
  }
  if (isSessionEnded(error) || error.rec === Rec.notFound || error.rec === Rec.forbidden) {
    throw error;
  }
  const payload = (error.data ?? {}) as { errors?: Record<string, string> };
  return answer(form, { tone: 'error', message: error.msg, errors: payload.errors }, 400);
}

/** Whose photos a post is about: the hotel's, or one of its room types'. */
export interface PhotoOwner {
  hotel_id: number;
  room_type_id?: number;
}

/**
 * An upload (the pages' only multipart post), outside `staffAction`: that reads the whole
 * body at once, while the photos must be read with their ceilings; and files could not be
 * kept across a new sign-in anyway, so an ended session simply goes to sign in.
 */
export async function photoUpload(request: Request, owner: PhotoOwner) {
  const lang = shell.language(request);
  const { gateway } = await requireStaff(request);
  const upload = await readPhotoUpload(request);
  if (!upload.ok) return answer('photos', { tone: 'error', errors: { data: upload.key } }, 400);
  let added = 0;
  try {
    for (const file of upload.files) {
      await gateway.call(staffEndpoints.staffPhotoUpload, {
        body: { ...owner, file_name: file.name.slice(0, 200), data: await photoBase64(file) },
      });
      added += 1;
    }
  } catch (error) {
    let failed: ReturnType<typeof answer>;
    try {
      failed = failedAnswer('photos', error, lang);
    } catch (thrown) {
      if (isSessionEnded(thrown)) throw signInRedirect(request);
      throw staffErrorResponse(thrown);
    }
    // The photos before the refused one are stored: say so with the refusal.
    if (added > 0 && failed.data.message) {
      const done = uploaded(lang, added);
      failed.data.message = `${done} ${failed.data.message}`;
    }
    return failed;
  }
  const message = uploaded(lang, added);
  return answer('photos', { tone: 'success', message });
}

/** "3 photos uploaded." (`translate` knows no plurals: the singular is its own key.) */
function uploaded(lang: Language, count: number): string {
  const key = count === 1 ? 'office:photo_uploaded_one' : 'office:photo_uploaded';
  return translate(lang, key, { count });
}

/** The photos' other posts, inside `staffAction`: move one (the new order) or delete one. */
export async function photoPost(
  gateway: GatewayClient,
  owner: PhotoOwner,
  lang: Language,
  post: FormData,
) {
  try {
    if (post.get('intent') === 'photo_order') {
      const ids = String(post.get('photo_ids') ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0);
      await gateway.call(staffEndpoints.staffPhotoOrder, { body: { ...owner, photo_ids: ids } });
      return answer('photos', { tone: 'success', message: translate(lang, 'office:photo_moved') });
    }
    const id = Number(post.get('photo_id'));
    await gateway.call(staffEndpoints.staffPhotoDelete, { params: { id } });
    return answer('photos', { tone: 'success', message: translate(lang, 'office:photo_deleted') });
  } catch (error) {
    return failedAnswer('photos', error, lang);
  }
}
