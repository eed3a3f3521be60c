import type { OtaImportData } from '@bookdirect/gateway-sdk/endpoints';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import {
  data,
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node';
import { isSessionEnded, signInRedirect } from '../session.server';
import {
  forbidden,
  gatewayMessage,
  requireStaff,
  staffAction,
  staffErrorResponse,
} from '../staff.server';
import {
  fileName,
  IMPORT_FIELD,
  IMPORT_FILE_MAX_BYTES,
  type ImportFileBody,
  type ImportFileRefusal,
  readImportFile,
} from './import-file';

/** A text field of the upload form: short. */
const FIELD_MAX_BYTES = 1024;

/**
 * What the import page answers: the preview of a file (kept in the page as its text, so the
 * import that follows needs no new upload), the result of an import, or why neither.
 */
export type ImportAnswer =
  | {
      step: 'preview';
      name: string;
      text: string;
      report: OtaImportData;
      at: number;
    }
  | {
      step: 'result';
      allOrNone: boolean;
      name: string;
      /** The file's text when all or none imported nothing: its valid rows may follow. */
      text?: string;
      report: OtaImportData;
      at: number;
    }
  | {
      step: 'error';
      /** A locales key of the page (the file), or the gateway's own words. */
      key?: ImportFileRefusal | 'office:fix_fields';
      message?: string;
      /** The file's text and name when the refusal came after it was read (to try again). */
      name?: string;
      text?: string;
      at: number;
    };

type ImportError = Omit<Extract<ImportAnswer, { step: 'error' }>, 'step' | 'at'>;

function failed(body: ImportError, status = 400) {
  return data<ImportAnswer>({ step: 'error', ...body, at: Date.now() }, status);
}

/** Admins and managers import; a desk member is shown the 403 page, as the gateway would. */
export async function loadImport(request: Request) {
  const { staff } = await requireStaff(request);
  if (staff.role === 'desk') throw forbidden();
  return { maxBytes: IMPORT_FILE_MAX_BYTES };
}

/** The uploaded file's name and text, or why there is none, reading no more than allowed. */
export async function readUpload(
  request: Request,
): Promise<{ ok: true; name: string; text: string } | { ok: false; key: ImportFileRefusal }> {
  const length = Number(request.headers.get('Content-Length') ?? '');
  if (Number.isFinite(length) && length > IMPORT_FILE_MAX_BYTES + 64 * 1024) {
    return { ok: false, key: 'office_desk:file_too_large' };
  }
  const files = unstable_createMemoryUploadHandler({ maxPartSize: IMPORT_FILE_MAX_BYTES + 4 });
  const fields = unstable_createMemoryUploadHandler({ maxPartSize: FIELD_MAX_BYTES });
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, async (part) => {
      if (part.filename === undefined) return fields(part);
      return part.name === IMPORT_FIELD ? files(part) : undefined;
    });
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      return { ok: false, key: 'office_desk:file_too_large' };
    }
    throw error;
  }
  const file = form.get(IMPORT_FIELD);
  if (!file || typeof file === 'string' || (file.size === 0 && !file.name)) {
    return { ok: false, key: 'office_desk:file_missing' };
  }
  return { ok: true, name: fileName(file.name), text: await file.text() };
}

async function callImport(
  gateway: Awaited<ReturnType<typeof requireStaff>>['gateway'],
  body: ImportFileBody,
  flags: { dry_run?: 1; all_or_none?: 1 },
) {
  return gateway.call(staffEndpoints.staffOtaImport, { body: { ...body, ...flags } });
}

/**
 * "Preview": the uploaded file (multipart, so outside `staffAction`, which reads the body as
 * one form; a file could not be kept across a new sign-in anyway) sent as a dry run: each row
 * answered `valid`, `exists` or `refused` with its reason, and nothing written.
 */
export async function previewImport(request: Request) {
  const { gateway } = await requireStaff(request);
  const upload = await readUpload(request);
  if (!upload.ok) return failed({ key: upload.key });
  const file = readImportFile(upload.name, upload.text);
  if (!file.ok) return failed({ key: file.key });
  try {
    const report = await callImport(gateway, file.body, { dry_run: 1 });
    return data<ImportAnswer>({
      step: 'preview',
      name: file.name,
      text: file.text,
      report,
      at: Date.now(),
    });
  } catch (error) {
    try {
      return failed({ message: gatewayMessage(error).msg });
    } catch (thrown) {
      if (isSessionEnded(thrown)) throw signInRedirect(request);
      throw staffErrorResponse(thrown);
    }
  }
}

/**
 * "Import the valid rows" or "Import all or none": the previewed file's text, posted back
 * from the page, imported for real. All or none imports nothing when a row is refused.
 */
export function confirmImport(request: Request) {
  return staffAction(request, async ({ gateway }, form) => {
    const intent = form.get('intent');
    const name = fileName(String(form.get('name') ?? ''));
    const text = String(form.get('text') ?? '');
    if (intent !== 'import_valid' && intent !== 'import_all') {
      return failed({ key: 'office:fix_fields' });
    }
    const file = readImportFile(name, text);
    if (!file.ok) return failed({ key: file.key });
    const allOrNone = intent === 'import_all';
    try {
      const report = await callImport(gateway, file.body, allOrNone ? { all_or_none: 1 } : {});
      const again = allOrNone && report.imported === 0 && report.skipped > 0;
      return data<ImportAnswer>({
        step: 'result',
        allOrNone,
        name,
        ...(again ? { text: file.text } : {}),
        report,
        at: Date.now(),
      });
    } catch (error) {
      return failed({ message: gatewayMessage(error).msg, name, text });
    }
  });
}

/** Whether a post is the file's upload (the preview) rather than the import that follows. */
export function isUpload(request: Request): boolean {
  return (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
}
