import type { HotelListItem } from '@bookdirect/gateway-sdk';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday, type Fixture, insertFixture } from './support/catalog-fixture';
import { describeEachBackend, viaGateway } from './support/gateway';
import { api, createMember, type Member } from './support/orders';

interface FavoriteList {
  favorite_list: HotelListItem[];
  total: number;
}

describeEachBackend('saved hotels', (gateway) => {
  let fixture: Fixture;
  let ana: Member;
  let ben: Member;
  let acropolis: number;
  let kolonaki: number;
  let hidden: number;
  const start = dayFromToday(0).day;

  beforeAll(async () => {
    fixture = await insertFixture(gateway().db);
    ana = await createMember(gateway().db, 'fav-a');
    ben = await createMember(gateway().db, 'fav-b');
    acropolis = fixture.hotel.acropolis ?? 0;
    kolonaki = fixture.hotel.kolonaki ?? 0;
    hidden = fixture.hotel.hidden ?? 0;
  });

  const save = (member: Member | undefined, hotelId: unknown) =>
    api<{ user_favorite_id: number }>(gateway().app, 'POST', '/user/favorite/', member?.token, {
      hotel_id: hotelId,
    });
  const list = (member: Member, query = '') =>
    api<FavoriteList>(gateway().app, 'GET', `/user/favorite/${query}`, member.token);
  const remove = (member: Member | undefined, id: number | string) =>
    api<{ user_favorite_id: number }>(
      gateway().app,
      'DELETE',
      `/user/favorite/${id}/`,
      member?.token,
    );

  describe('a visitor', () => {
    it('is asked to sign in for every call', async () => {
      const { app } = gateway();
      expect((await save(undefined, acropolis)).body.rec).toBe(3);
      expect((await api(app, 'GET', '/user/favorite/', undefined)).body.rec).toBe(3);
      expect((await remove(undefined, 1)).body.rec).toBe(3);
      // Before the body's rules, as every members-only call.
      expect((await save(undefined, 'x')).body.rec).toBe(3);
      expect((await remove(undefined, 'abc')).body.rec).toBe(3);
      const stale = await api(app, 'GET', '/user/favorite/', 'not-a-live-token');
      expect(stale.body.rec).toBe(3);
    });

    it('sees every hotel unsaved, also with a stale token', async () => {
      const { app } = gateway();
      for (const token of [undefined, 'not-a-live-token']) {
        const detail = await api<{ favorite: number; user_favorite_id: number }>(
          app,
          'GET',
          `/hotel/main/${acropolis}/`,
          token,
        );
        expect(detail.body).toMatchObject({ rec: 0, data: { favorite: 0, user_favorite_id: 0 } });
      }
    });
  });

  it('saves a hotel once: saving it again answers the same id', async () => {
    const first = await save(ana, kolonaki);
    expect(first.body.rec).toBe(0);
    const id = first.body.data.user_favorite_id;
    expect(id).toBeGreaterThan(0);
    const again = await save(ana, kolonaki);
    expect(again.body).toMatchObject({ rec: 0, data: { user_favorite_id: id } });
    const [row] = (
      (await gateway().db.execute(
        sql`select count(*)::int as n from user_favorites where user_id = ${ana.userId}::int
            and hotel_id = ${kolonaki}::int`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(Number(row?.n)).toBe(1);
  });

  it('answers a missing or unpublished hotel with rec 5, and bad ids with rec 2', async () => {
    expect((await save(ana, hidden)).body.rec).toBe(5);
    expect((await save(ana, 2_147_483_000)).body.rec).toBe(5);
    for (const bad of [0, -1, 2_147_483_648, 1.5, 'abc', null]) {
      expect((await save(ana, bad)).body.rec, String(bad)).toBe(2);
    }
    const missing = await api(gateway().app, 'POST', '/user/favorite/', ana.token, {});
    expect(missing.body.rec).toBe(2);
  });

  it('lists saved hotels, latest first, priced for the stay, with their ids', async () => {
    const a = (await save(ana, acropolis)).body.data.user_favorite_id;
    const k = (await save(ana, kolonaki)).body.data.user_favorite_id;
    const { body } = await list(ana, `?start_day=${start}&days=1`);
    expect(body.rec).toBe(0);
    expect(body.data.total).toBe(2);
    expect(
      body.data.favorite_list.map((h) => [h.hotel_id, h.user_favorite_id, h.favorite]),
    ).toEqual([
      [acropolis, a, 1],
      [kolonaki, k, 1],
    ]);
    // The same price the search gives for the same stay.
    const search = await api<{ hotel_list: HotelListItem[] }>(
      gateway().app,
      'GET',
      `/hotel/main/?city_id=1101&start_day=${start}&days=1`,
      undefined,
    );
    const card = search.body.data.hotel_list.find((h) => h.hotel_id === acropolis);
    expect(card?.price_min).toBeGreaterThan(0);
    expect(body.data.favorite_list[0]?.price_min).toBe(card?.price_min);
    expect(body.data.favorite_list[0]?.stay_price_min).toBe(card?.stay_price_min);
    const paged = await list(ana, '?page=2&nums=1');
    expect(paged.body.data).toMatchObject({ total: 2 });
    expect(paged.body.data.favorite_list.map((h) => h.hotel_id)).toEqual([kolonaki]);
  });

  it('bounds the list query', async () => {
    for (const query of ['?nums=0', '?nums=101', '?page=0', '?days=0', '?start_day=20261399']) {
      expect((await list(ana, query)).body.rec, query).toBe(2);
    }
  });

  it('flags the detail page and the cards for the member who saved the hotel', async () => {
    const { app } = gateway();
    const id = (await save(ana, acropolis)).body.data.user_favorite_id;
    const detail = await api(app, 'GET', `/hotel/main/${acropolis}/`, ana.token);
    expect(detail.body.data).toMatchObject({ favorite: 1, user_favorite_id: id });
    const other = await api(app, 'GET', `/hotel/main/${acropolis}/`, ben.token);
    expect(other.body.data).toMatchObject({ favorite: 0, user_favorite_id: 0 });

    const home = await api<{ app_home: { region_hotel: { hotels: HotelListItem[] }[] } }>(
      app,
      'GET',
      '/app/home/',
      ana.token,
    );
    const card = home.body.data.app_home.region_hotel
      .flatMap((r) => r.hotels)
      .find((h) => h.hotel_id === acropolis);
    expect(card).toMatchObject({ favorite: 1, user_favorite_id: id });
  });

  it("never carries one member's flags to another through the search cache", async () => {
    const { app } = gateway();
    const aId = (await save(ana, acropolis)).body.data.user_favorite_id;
    const bId = (await save(ben, kolonaki)).body.data.user_favorite_id;
    const search = `/hotel/main/?city_id=1101&start_day=${start}&days=1`;
    const flags = async (token: string | undefined) => {
      const { body } = await api<{ hotel_list: HotelListItem[] }>(app, 'GET', search, token);
      expect(body.rec).toBe(0);
      return Object.fromEntries(
        body.data.hotel_list.map((h) => [h.hotel_id, [h.favorite, h.user_favorite_id]]),
      );
    };
    // Same search three times in a row: the second and third are cache hits.
    const first = await flags(ana.token);
    const second = await flags(ben.token);
    const third = await flags(undefined);
    const again = await flags(ana.token);
    expect(first[acropolis]).toEqual([1, aId]);
    expect(first[kolonaki]).toEqual([1, expect.any(Number)]);
    expect(second[acropolis]).toEqual([0, 0]);
    expect(second[kolonaki]).toEqual([1, bId]);
    expect(Object.values(third).every(([f, id]) => f === 0 && id === 0)).toBe(true);
    expect(again).toEqual(first);
  });

  describe("another member's saved hotel", () => {
    it('answers DELETE exactly like a missing one, and stays saved', async () => {
      const id = (await save(ana, acropolis)).body.data.user_favorite_id;
      const foreign = await remove(ben, id);
      const missing = await remove(ben, 2_147_483_000);
      const garbage = await remove(ben, 'abc');
      expect(foreign.body.rec).toBe(5);
      expect(foreign.body).toEqual(missing.body);
      expect(garbage.body).toEqual(missing.body);
      const still = await list(ana);
      expect(still.body.data.favorite_list.some((h) => h.user_favorite_id === id)).toBe(true);
    });

    it('never shows in the list', async () => {
      const benList = await list(ben);
      const anaIds = new Set(
        (await list(ana)).body.data.favorite_list.map((h) => h.user_favorite_id),
      );
      expect(benList.body.data.favorite_list.some((h) => anaIds.has(h.user_favorite_id))).toBe(
        false,
      );
      expect(benList.body.data.favorite_list.map((h) => h.hotel_id)).toEqual([kolonaki]);
    });
  });

  it('removes a saved hotel, once', async () => {
    const id = (await save(ana, kolonaki)).body.data.user_favorite_id;
    const removed = await remove(ana, id);
    expect(removed.body).toMatchObject({ rec: 0, data: { user_favorite_id: id } });
    expect((await remove(ana, id)).body.rec).toBe(5);
    const after = await list(ana);
    expect(after.body.data.favorite_list.map((h) => h.hotel_id)).not.toContain(kolonaki);
    const detail = await api(gateway().app, 'GET', `/hotel/main/${kolonaki}/`, ana.token);
    expect(detail.body.data).toMatchObject({ favorite: 0, user_favorite_id: 0 });
  });

  it('saves and removes through POST /gateway, DELETE included', async () => {
    const { app } = gateway();
    const headers = { token: ana.token };
    const saved = await viaGateway(app, 'POST', '/v1/u/user/favorite/', {
      headers,
      body: { hotel_id: kolonaki },
    });
    expect(saved.body.rec).toBe(0);
    const id = (saved.body.data as { user_favorite_id: number }).user_favorite_id;
    const removed = await viaGateway(app, 'DELETE', `/v1/u/user/favorite/${id}/`, { headers });
    expect(removed.body).toMatchObject({ rec: 0, data: { user_favorite_id: id } });
    const again = await viaGateway(app, 'DELETE', `/v1/u/user/favorite/${id}/`, { headers });
    expect(again.body.rec).toBe(5);
  });

  it('drops a hotel taken off sale from the list, and brings it back when republished', async () => {
    const { db } = gateway();
    await save(ana, acropolis);
    await db.execute(sql`update hotels set status = 0 where id = ${acropolis}::int`);
    try {
      const hiddenNow = await list(ana);
      expect(hiddenNow.body.data.favorite_list.map((h) => h.hotel_id)).not.toContain(acropolis);
    } finally {
      await db.execute(sql`update hotels set status = 1 where id = ${acropolis}::int`);
    }
    const back = await list(ana);
    expect(back.body.data.favorite_list.map((h) => h.hotel_id)).toContain(acropolis);
  });
});
