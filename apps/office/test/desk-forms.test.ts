import { describe, expect, it } from 'vitest';
import { boardDay, boardHref, readBoardPost } from '../app/desk/board-form';
import { readUpload } from '../app/desk/import.server';
import { fileName, IMPORT_FILE_MAX_BYTES, readImportFile } from '../app/desk/import-file';

const CSV =
  'platform,platform_order_no,hotel,room_type,check_in,check_out,guest_name,email,phone\n' +
  'Booking.com,BKG-1,1,1,2026-03-05,2026-03-06,Lina Chen,lina@example.com,+302105550199\n';

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

describe('the import file', () => {
  it('sends a CSV as its text, without a byte-order mark', () => {
    const file = readImportFile('bookings.csv', `\uFEFF${CSV}`);
    expect(file).toEqual({ ok: true, name: 'bookings.csv', text: CSV, body: { csv: CSV } });
  });

  it('sends a JSON list, or the list of {"reservations": [...]}, as reservations', () => {
    const row = { platform: 'Agoda', platform_order_no: 'AGD-1' };
    const list = readImportFile('list.json', JSON.stringify([row]));
    const wrapped = readImportFile('wrapped.json', JSON.stringify({ reservations: [row, row] }));
    expect(list.ok && list.body).toEqual({ reservations: [row] });
    expect(wrapped.ok && wrapped.body).toEqual({ reservations: [row, row] });
  });

  it('tells JSON from CSV by the content when the name says neither', () => {
    const json = readImportFile('export', '[{"platform":"Agoda"}]');
    const csv = readImportFile('export', CSV);
    expect(json.ok && 'reservations' in json.body).toBe(true);
    expect(csv.ok && 'csv' in csv.body).toBe(true);
  });

  it('refuses what holds no reservation, JSON that does not parse or is not a list', () => {
    expect(readImportFile('a.csv', '  \n')).toEqual({ ok: false, key: 'office_desk:file_empty' });
    expect(readImportFile('a.csv', CSV.split('\n')[0] as string)).toEqual({
      ok: false,
      key: 'office_desk:file_empty',
    });
    expect(readImportFile('a.json', '[]')).toEqual({ ok: false, key: 'office_desk:file_empty' });
    expect(readImportFile('a.json', '[{"platform":')).toEqual({
      ok: false,
      key: 'office_desk:file_not_json',
    });
    expect(readImportFile('a.json', '{"rows": []}')).toEqual({
      ok: false,
      key: 'office_desk:file_not_list',
    });
  });

  it('refuses a file larger than the gateway takes', () => {
    const big = CSV + 'x'.repeat(IMPORT_FILE_MAX_BYTES);
    expect(readImportFile('big.csv', big)).toEqual({
      ok: false,
      key: 'office_desk:file_too_large',
    });
  });

  it("keeps only the file name's last part, without control characters", () => {
    expect(fileName('C:\\Users\\desk\\march.csv')).toBe('march.csv');
    expect(fileName('../../etc/\u0007passwd')).toBe('passwd');
  });
});

describe('the uploaded file', () => {
  const upload = (body: FormData) =>
    readUpload(new Request('http://office.test/import', { method: 'POST', body }));

  it('is read with its name and text', async () => {
    const body = new FormData();
    body.append('intent', 'preview');
    body.append('file', new File([CSV], 'march.csv', { type: 'text/csv' }));
    await expect(upload(body)).resolves.toEqual({ ok: true, name: 'march.csv', text: CSV });
  });

  it('is missing when no file was chosen', async () => {
    const body = new FormData();
    body.append('file', new File([], '', { type: 'application/octet-stream' }));
    await expect(upload(body)).resolves.toEqual({ ok: false, key: 'office_desk:file_missing' });
  });

  it('is too large past the ceiling, whatever its length header says', async () => {
    const body = new FormData();
    body.append('file', new File(['x'.repeat(IMPORT_FILE_MAX_BYTES + 10)], 'big.csv'));
    await expect(upload(body)).resolves.toEqual({ ok: false, key: 'office_desk:file_too_large' });
  });
});

describe("the board's posts", () => {
  it('reads a room change with the night it starts', () => {
    expect(
      readBoardPost(
        form({
          intent: 'room',
          order_id: 'D260305001',
          group_no: '2',
          hotel_room_id: '31',
          from: '20260305',
        }),
      ),
    ).toEqual({
      intent: 'room',
      order_id: 'D260305001',
      group_no: 2,
      hotel_room_id: 31,
      from: 20260305,
    });
  });

  it('leaves out a night that is not a day', () => {
    const post = readBoardPost(
      form({ intent: 'room', order_id: 'D1', group_no: '1', hotel_room_id: '3', from: '20260230' }),
    );
    expect(post).toEqual({ intent: 'room', order_id: 'D1', group_no: 1, hotel_room_id: 3 });
  });

  it('reads a reset and a departure, confirmed only with confirm=1', () => {
    expect(
      readBoardPost(form({ intent: 'keybox', order_id: 'D1', hotel_room_id: '7', no: '301' })),
    ).toEqual({ intent: 'keybox', order_id: 'D1', hotel_room_id: 7, no: '301', confirmed: false });
    expect(readBoardPost(form({ intent: 'depart', order_id: 'D1', confirm: '1' }))).toEqual({
      intent: 'depart',
      order_id: 'D1',
      confirmed: true,
    });
  });

  it('is none without its order, its numbers or a known intent', () => {
    expect(readBoardPost(form({ intent: 'depart' }))).toBeNull();
    expect(
      readBoardPost(form({ intent: 'room', order_id: 'D1', group_no: 'x', hotel_room_id: '3' })),
    ).toBeNull();
    expect(
      readBoardPost(form({ intent: 'keybox', order_id: 'D1', hotel_room_id: '-4' })),
    ).toBeNull();
    expect(readBoardPost(form({ intent: 'cancel', order_id: 'D1' }))).toBeNull();
  });

  it("reads the board's day only when it is a real one", () => {
    expect(boardDay('20260305')).toBe(20260305);
    expect(boardDay('20260230')).toBeUndefined();
    expect(boardDay('2026-03-05')).toBeUndefined();
    expect(boardDay(null)).toBeUndefined();
    expect(boardHref(4, 20260305)).toBe('/desk?hotel=4&day=20260305');
    expect(boardHref(4)).toBe('/desk?hotel=4');
  });
});
