import type { OrderDetailItem } from '@bookdirect/gateway-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/orders/schema';
import { partners } from '../src/partners/schema';
import { upsertPartners } from '../src/partners/service';
import { describeEachBackend } from './support/gateway';
import {
  api,
  book,
  createGuest,
  createMember,
  insertOrderHotel,
  type Member,
  type OrderHotel,
  restNums,
} from './support/orders';

/** `POST /orders/main/` as the pay page sends it, with what it knows of the partner. */
const bookWith = (
  app: Parameters<typeof book>[0],
  member: Member,
  hotel: OrderHotel,
  guest: number,
  offset: number,
  partner: Record<string, unknown>,
) => book(app, member, hotel, { offset, guests: [guest], extra: partner });

describeEachBackend('partner attribution on orders', (gateway) => {
  let hotel: OrderHotel;
  let member: Member;
  let guest: number;

  beforeAll(async () => {
    const { db } = gateway();
    await upsertPartners(db, [{ code: 'travel-blog_01', name: 'Travel Blog', origins: [] }]);
    hotel = await insertOrderHotel(db, {
      nights: [
        [9000, 20],
        [9000, 20],
        [9000, 20],
      ],
    });
    member = await createMember(db, 'partner');
    guest = await createGuest(db, member.userId);
  });

  const detail = async (orderId: string) =>
    (
      await api<{ order: OrderDetailItem }>(
        gateway().app,
        'GET',
        `/orders/main/${orderId}/`,
        member.token,
      )
    ).body;

  const recorded = async (orderId: string) => {
    const [row] = await gateway()
      .db.select({ partnerCode: orders.partnerCode })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row?.partnerCode;
  };

  it("keeps a known partner's code on the order and shows it on the order", async () => {
    const { body } = await bookWith(gateway().app, member, hotel, guest, 0, {
      partner_code: 'travel-blog_01',
    });
    expect(body.rec).toBe(0);
    expect(await recorded(body.data.order_id)).toBe('travel-blog_01');
    expect((await detail(body.data.order_id)).data.order.partner_code).toBe('travel-blog_01');
  });

  it('answers null for an order that came with no partner', async () => {
    const { body } = await bookWith(gateway().app, member, hotel, guest, 1, {});
    expect(body.rec).toBe(0);
    expect((await detail(body.data.order_id)).data.order.partner_code).toBeNull();
  });

  it('books an unknown code silently, with no partner', async () => {
    // Well-formed, but no partner of the table: a guess, a typo, a partner that left.
    for (const code of ['no-such-partner', 'Travel-Blog_01', 'travel-blog_1']) {
      const before = await restNums(gateway().db, hotel.roomTypeId);
      const { body } = await bookWith(gateway().app, member, hotel, guest, 2, {
        partner_code: code,
      });
      expect(body, code).toMatchObject({ rec: 0, data: { order_id: expect.any(String) } });
      expect(await recorded(body.data.order_id)).toBeNull();
      expect((await detail(body.data.order_id)).data.order.partner_code).toBeNull();
      // The booking went on: its rooms are taken.
      expect((await restNums(gateway().db, hotel.roomTypeId))[2]).toBe((before[2] ?? 0) - 1);
    }
  });

  it('books a code that breaks the pattern the same way: ignored, no partner', async () => {
    for (const code of ['with space', 'x'.repeat(33), '', 'émoji', 'a/b', "x' or '1'='1"]) {
      const { body } = await bookWith(gateway().app, member, hotel, guest, 0, {
        partner_code: code,
      });
      expect(body, code).toMatchObject({ rec: 0, data: { order_id: expect.any(String) } });
      expect(await recorded(body.data.order_id)).toBeNull();
    }
  });

  it('follows the table: a partner added or removed counts from the next booking', async () => {
    const { db, app } = gateway();
    await db.insert(partners).values({ code: 'joined-later', name: 'Joined Later' });
    const joined = await bookWith(app, member, hotel, guest, 1, { partner_code: 'joined-later' });
    expect(await recorded(joined.body.data.order_id)).toBe('joined-later');

    await db.delete(partners).where(eq(partners.code, 'joined-later'));
    const left = await bookWith(app, member, hotel, guest, 1, { partner_code: 'joined-later' });
    expect(left.body.rec).toBe(0);
    expect(await recorded(left.body.data.order_id)).toBeNull();
    // The order booked while it was a partner keeps its code.
    expect(await recorded(joined.body.data.order_id)).toBe('joined-later');
  });
});

describe('partner attribution', () => {
  it('is a field of the order create body and the order detail, not of the list', async () => {
    const { endpoints } = await import('@bookdirect/gateway-sdk/endpoints');
    const body = endpoints.orderCreate.body as unknown as { properties: Record<string, unknown> };
    expect(body.properties).toHaveProperty('partner_code');
    expect(endpoints.order.data.properties.order.properties).toHaveProperty('partner_code');
    expect(endpoints.orders.data.properties.order_list.items.properties).not.toHaveProperty(
      'partner_code',
    );
  });
});
