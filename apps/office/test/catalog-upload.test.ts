import { PHOTO_MAX_BYTES } from '@bookdirect/gateway-sdk/staff';
import { describe, expect, it } from 'vitest';
import {
  isMultipart,
  PHOTO_PART_MAX_BYTES,
  PHOTOS_PER_UPLOAD,
  photoBase64,
  readPhotoUpload,
  UPLOAD_MAX_BYTES,
} from '../app/catalog/photo-upload.server';

const BOUNDARY = 'catalogue-test-boundary';
const encoder = new TextEncoder();

function uploadRequest(form: FormData): Request {
  return new Request('http://office.test/hotels/1', { method: 'POST', body: form });
}

/** A photo part's head, then `size` bytes served in chunks, counting what the reader pulls. */
function streamedUpload(size: number, headers: Record<string, string> = {}) {
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  let sent = 0;
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
    },
    pull(controller) {
      if (sent >= size) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      sent += chunk.byteLength;
      pulled.bytes = sent;
      controller.enqueue(chunk);
    },
  });
  const request = new Request('http://office.test/hotels/1', {
    method: 'POST',
    body,
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    duplex: 'half',
  } as RequestInit);
  return { request, pulled };
}

describe('reading an upload', () => {
  it('takes several photos with their bytes and the fields beside them', async () => {
    const form = new FormData();
    form.append('intent', 'photo_upload');
    form.append('photos', new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    form.append('photos', new File([new Uint8Array([4, 5])], 'b.jpg', { type: 'image/jpeg' }));
    const upload = await readPhotoUpload(uploadRequest(form));
    expect(upload.ok).toBe(true);
    if (!upload.ok) return;
    expect(upload.files.map((file) => [file.name, file.size])).toEqual([
      ['a.png', 3],
      ['b.jpg', 2],
    ]);
    expect(upload.form.get('intent')).toBe('photo_upload');
  });

  it('asks for a photo when the file input was sent empty', async () => {
    const form = new FormData();
    form.append('photos', new File([], '', { type: 'application/octet-stream' }));
    const upload = await readPhotoUpload(uploadRequest(form));
    expect(upload).toMatchObject({ ok: false, key: 'office:photo_none_chosen' });
  });

  it('passes a file of exactly the limit to the gateway, and refuses one byte more itself', async () => {
    const exact = new FormData();
    exact.append('photos', new File([new Uint8Array(PHOTO_MAX_BYTES)], 'max.jpg'));
    expect((await readPhotoUpload(uploadRequest(exact))).ok).toBe(true);

    const over = new FormData();
    over.append('photos', new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'over.jpg'));
    expect(await readPhotoUpload(uploadRequest(over))).toMatchObject({
      ok: false,
      key: 'validation:photo_too_large',
    });
  });

  it('stops reading a file soon after it passes the ceiling', async () => {
    const { request, pulled } = streamedUpload(200 * 1024 * 1024);
    const upload = await readPhotoUpload(request);
    expect(upload).toMatchObject({ ok: false, key: 'validation:photo_too_large' });
    // A few chunks of read-ahead at most, never the 200 MB sent.
    expect(pulled.bytes).toBeLessThan(PHOTO_PART_MAX_BYTES + 1024 * 1024);
  });

  it('refuses a body whose Content-Length is past any allowed upload before reading it', async () => {
    const { request, pulled } = streamedUpload(UPLOAD_MAX_BYTES + 1, {
      'Content-Length': String(UPLOAD_MAX_BYTES + 1),
    });
    expect(await readPhotoUpload(request)).toMatchObject({
      ok: false,
      key: 'validation:photo_too_large',
    });
    expect(pulled.bytes).toBe(0);
  });

  it(`refuses more than ${PHOTOS_PER_UPLOAD} photos in one post`, async () => {
    const form = new FormData();
    for (let i = 0; i <= PHOTOS_PER_UPLOAD; i++) {
      form.append('photos', new File([new Uint8Array([i])], `${i}.png`));
    }
    expect((await readPhotoUpload(uploadRequest(form))).ok).toBe(false);
  });

  it('tells an upload from a plain form post', () => {
    const form = new FormData();
    form.append('photos', new File([new Uint8Array([1])], 'a.png'));
    expect(isMultipart(uploadRequest(form))).toBe(true);
    const plain = new Request('http://office.test/', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'save' }),
    });
    expect(isMultipart(plain)).toBe(false);
  });
});

describe('photoBase64', () => {
  it('sends the bytes as they are, base64', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00]);
    const encoded = await photoBase64(new Blob([bytes]));
    expect(encoded).toBe('iVBORw0KGgr/AA==');
    expect(new Uint8Array(Buffer.from(encoded, 'base64'))).toEqual(bytes);
  });
});
