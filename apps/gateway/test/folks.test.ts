import type { UserFolk } from '@bookdirect/gateway-sdk';
import { beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from './support/gateway';
import { api, createMember, GUEST, type Member } from './support/orders';

describeEachBackend('saved guests', (gateway) => {
  let ana: Member;
  let ben: Member;
  beforeAll(async () => {
    ana = await createMember(gateway().db, 'folk-a');
    ben = await createMember(gateway().db, 'folk-b');
  });

  it('needs a session', async () => {
    const { body } = await api(gateway().app, 'GET', '/user/folks/', undefined);
    expect(body.rec).toBe(3);
    const post = await api(gateway().app, 'POST', '/user/folks/', undefined, GUEST);
    expect(post.body.rec).toBe(3);
  });

  it('saves, lists and edits a guest, keeping only the ID number its type names', async () => {
    const { app } = gateway();
    const created = await api<{ user_folks_id: number }>(app, 'POST', '/user/folks/', ana.token, {
      ...GUEST,
      idcard: 'should be dropped',
    });
    expect(created.body.rec).toBe(0);
    const id = created.body.data.user_folks_id;
    expect(id).toBeGreaterThan(0);

    const list = await api<{ user_folks_list: UserFolk[] }>(app, 'GET', '/user/folks/', ana.token);
    expect(list.body.data.user_folks_list).toEqual([
      // The phone model: the national number, digits only, beside its prefix.
      { ...GUEST, user_folks_id: id, phone: '912345678' },
    ]);

    const edited = await api(app, 'PUT', `/user/folks/${id}/`, ana.token, {
      ...GUEST,
      first_name: 'Anna',
      id_type: 1,
      idcard: 'ID-9',
    });
    expect(edited.body).toMatchObject({ rec: 0, data: { user_folks_id: id } });
    const after = await api<{ user_folks_list: UserFolk[] }>(app, 'GET', '/user/folks/', ana.token);
    expect(after.body.data.user_folks_list[0]).toMatchObject({
      first_name: 'Anna',
      id_type: 1,
      idcard: 'ID-9',
      passport_no: '',
    });
  });

  it("answers another member's guest exactly like a missing one", async () => {
    const { app } = gateway();
    const created = await api<{ user_folks_id: number }>(
      app,
      'POST',
      '/user/folks/',
      ana.token,
      GUEST,
    );
    const id = created.body.data.user_folks_id;
    const foreign = await api(app, 'PUT', `/user/folks/${id}/`, ben.token, GUEST);
    const missing = await api(app, 'PUT', '/user/folks/2147483000/', ben.token, GUEST);
    const garbage = await api(app, 'PUT', '/user/folks/abc/', ben.token, GUEST);
    expect(foreign.body.rec).toBe(5);
    expect(foreign.body).toEqual(missing.body);
    expect(garbage.body).toEqual(missing.body);
    const bens = await api<{ user_folks_list: UserFolk[] }>(app, 'GET', '/user/folks/', ben.token);
    expect(bens.body.data.user_folks_list).toEqual([]);
  });

  it('takes the prefix with or without its +, a number with its own +, and refuses a short one', async () => {
    const { app } = gateway();
    const save = (phone: Partial<UserFolk>) =>
      api<{ user_folks_id: number; errors?: Record<string, string> }>(
        app,
        'POST',
        '/user/folks/',
        ana.token,
        { ...GUEST, ...phone },
      );
    const bare = await save({ tel_prefix: '86', phone: '138 0013 8000' });
    const own = await save({ tel_prefix: '+86', phone: '+30 210 555 0142' });
    const short = await save({ tel_prefix: '+86', phone: '1234' });
    expect(short.body).toMatchObject({
      rec: 2,
      data: { errors: { phone: 'validation:phone_format' } },
    });
    const list = await api<{ user_folks_list: UserFolk[] }>(app, 'GET', '/user/folks/', ana.token);
    const byId = new Map(list.body.data.user_folks_list.map((f) => [f.user_folks_id, f]));
    expect(byId.get(bare.body.data.user_folks_id)).toMatchObject({
      tel_prefix: '+86',
      phone: '13800138000',
    });
    expect(byId.get(own.body.data.user_folks_id)).toMatchObject({
      tel_prefix: '+30',
      phone: '2105550142',
    });
  });

  it("names every wrong field with the shared schema's keys", async () => {
    const { body } = await api<{ errors: Record<string, string> }>(
      gateway().app,
      'POST',
      '/user/folks/',
      ana.token,
      { ...GUEST, first_name: ' ', gender: '', id_type: 3, tax_no: '', email: 'nope' },
    );
    expect(body.rec).toBe(2);
    expect(body.data.errors).toMatchObject({
      first_name: 'validation:please_enter_first_name',
      gender: 'validation:please_select_gender',
      tax_no: 'validation:please_enter_tax_number',
      email: 'validation:email_address_error',
    });
  });
});
