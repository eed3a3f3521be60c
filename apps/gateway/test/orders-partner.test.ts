import type { OrderDetailItem } from '@bookdirect/gateway-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/orders/schema';
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
    hotel = await insertOrderHotel(db, {
      nights: [
        [9000, 5],
        [9000, 5],
        [9000, 5],
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

  it('keeps the partner code on the order and shows it on the order', async () => {
    const { body } = await bookWith(gateway().app, member, hotel, guest, 0, {
      partner_code: 'travel-blog_01',
    });
    expect(body.rec).toBe(0);
    const [row] = await gateway()
      .db.select({ partnerCode: orders.partnerCode })
      .from(orders)
      .where(eq(orders.id, body.data.order_id));
    expect(row?.partnerCode).toBe('travel-blog_01');
    expect((await detail(body.data.order_id)).data.order.partner_code).toBe('travel-blog_01');
  });

  it('answers null for an order that came with no partner', async () => {
    const { body } = await bookWith(gateway().app, member, hotel, guest, 1, {});
    expect(body.rec).toBe(0);
    expect((await detail(body.data.order_id)).data.order.partner_code).toBeNull();
  });

  it('refuses a code that breaks the pattern, and books nothing', async () => {
    const before = await restNums(gateway().db, hotel.roomTypeId);
    for (const code of ['with space', 'x'.repeat(33), '', 'émoji', 'a/b']) {
      const { body } = await bookWith(gateway().app, member, hotel, guest, 2, {
        partner_code: code,
      });
      expect(body, String(code)).toMatchObject({
        rec: 2,
        data: { errors: { partner_code: expect.any(String) } },
      });
    }
    expect(await restNums(gateway().db, hotel.roomTypeId)).toEqual(before);
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
