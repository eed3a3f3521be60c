import { DEFAULT_CHECKIN_LIMITS, OTA, Rec } from '@bookdirect/gateway-sdk';
import type { CheckinGuestVerifyData, CheckinOrderData } from '@bookdirect/gateway-sdk/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  type CheckinHotel,
  checkinCall,
  contactBody,
  freshAddress,
  insertCheckinHotel,
  platformNo,
  platformOrder,
} from './support/checkin';
import { describeEachBackend } from './support/gateway';

const limits = DEFAULT_CHECKIN_LIMITS;

describeEachBackend('check-in verification limits', (gateway) => {
  let hotel: CheckinHotel;

  beforeAll(async () => {
    hotel = await insertCheckinHotel(gateway().db, { rooms: 4 });
  });

  it('lets 1,000 wrong verifications over 40 addresses reveal nothing beyond the limits, and the right details still work', async () => {
    const { app, db } = gateway();
    const { orderId, number } = await platformOrder(db, hotel);
    const addresses = Array.from({ length: 40 }, () => freshAddress());
    let hints = 0;
    const recs = new Map<number, number>();
    for (const address of addresses) {
      let targetTries = 0;
      for (let n = 0; n < 25; n++) {
        const onTarget = n % 2 === 0;
        if (onTarget) targetTries += 1;
        const answer = await checkinCall<
          Partial<CheckinGuestVerifyData> & { retry_after?: number }
        >(
          app,
          'POST',
          '/checkin/guest/verify/',
          { address },
          onTarget
            ? contactBody(OTA.bookingCom, number, {
                email: n % 4 === 0 ? `wrong${n}@example.com` : undefined,
                phone: n % 4 === 0 ? undefined : `+30 210 555 ${String(1000 + n)}`,
              })
            : contactBody(OTA.bookingCom, platformNo('X')),
        );
        const { rec, data } = answer.body;
        recs.set(rec, (recs.get(rec) ?? 0) + 1);
        const text = JSON.stringify(answer.body);
        // Never the booking, never the whole address, never a token.
        expect(text).not.toContain(orderId);
        expect(text).not.toContain('lina.guest@');
        expect(data?.o_token).toBeUndefined();
        if (data?.hotel_contact_email) {
          expect(data.hotel_contact_email).toBe('l***@example.com');
          hints += 1;
        }
        // Past the address's overall limit, or its limit on this booking: rec 7 only.
        if (
          n >= limits.perAddress.max ||
          (onTarget && targetTries > limits.perAddressAndBooking.max)
        ) {
          expect(rec).toBe(Rec.tooManyAttempts);
          expect(data?.retry_after).toBeGreaterThan(0);
        } else {
          expect([Rec.failed, Rec.notFound]).toContain(rec);
        }
      }
    }
    expect([...recs.values()].reduce((a, b) => a + b, 0)).toBe(1000);
    // The masked e-mail is shown at most as often as the booking's hints allow, whatever
    // the number of addresses.
    expect(hints).toBeGreaterThan(0);
    expect(hints).toBeLessThanOrEqual(limits.hintsPerBooking.max);

    const right = await checkinCall<CheckinGuestVerifyData>(
      app,
      'POST',
      '/checkin/guest/verify/',
      {},
      contactBody(OTA.bookingCom, number),
    );
    expect(right.body).toMatchObject({ rec: Rec.ok, data: { order_id: orderId, user_id: 0 } });
    expect(right.body.data.o_token.length).toBeGreaterThan(20);
  }, 180_000);
});

describeEachBackend('check-in token limits', (gateway) => {
  let hotel: CheckinHotel;

  beforeAll(async () => {
    hotel = await insertCheckinHotel(gateway().db, { rooms: 4 });
  });

  /** A booking verified by its guest: the order id and the guest's `o_token`. */
  async function verifiedBooking() {
    const { app, db } = gateway();
    const { orderId, number } = await platformOrder(db, hotel);
    const verified = await checkinCall<CheckinGuestVerifyData>(
      app,
      'POST',
      '/checkin/guest/verify/',
      {},
      contactBody(OTA.bookingCom, number),
    );
    expect(verified.body.rec).toBe(Rec.ok);
    return { orderId, oToken: verified.body.data.o_token };
  }

  /** One guest call on `orderId` with `oToken` from `address`, in turn each of the four kinds. */
  let turn = 0;
  function guestCall(orderId: string, oToken: string | undefined, address: string) {
    turn += 1;
    const caller = { oToken, address };
    const { app } = gateway();
    switch (turn % 4) {
      case 0:
        return checkinCall<CheckinOrderData & { retry_after?: number }>(
          app,
          'POST',
          '/checkin/guest/order/',
          caller,
          { order_id: orderId },
        );
      case 1:
        return checkinCall<{ retry_after?: number }>(
          app,
          'GET',
          `/checkin/guest/password/${orderId}/`,
          caller,
        );
      case 2:
        return checkinCall<{ retry_after?: number }>(
          app,
          'POST',
          `/checkin/guest/password/${orderId}/email/`,
          caller,
          {},
        );
      default:
        return checkinCall<{ retry_after?: number }>(
          app,
          'POST',
          `/checkin/guest/submit/${orderId}/`,
          caller,
          { hotel: { checkins: [] } },
        );
    }
  }

  /** The guest's own view of the order: the right token's answer. */
  const orderView = (orderId: string, oToken: string, address: string) =>
    checkinCall<CheckinOrderData>(
      gateway().app,
      'POST',
      '/checkin/guest/order/',
      {
        oToken,
        address,
      },
      { order_id: orderId },
    );

  it('refuses wrong tokens on one order with rec 4 up to the limit, then rec 7, while the right one works from elsewhere', async () => {
    const { orderId, oToken } = await verifiedBooking();
    const { oToken: otherOrdersToken } = await verifiedBooking();
    const guesser = freshAddress();
    const limit = limits.tokenFailuresPerAddressAndOrder.max;
    for (let n = 1; n <= limit; n++) {
      const wrong = n % 2 === 0 ? otherOrdersToken : `guess-${n}`;
      const answer = await guestCall(orderId, wrong, guesser);
      expect([n, answer.body.rec, answer.body.key]).toEqual([
        n,
        Rec.forbidden,
        'checkin:token_invalid',
      ]);
    }
    for (let n = 0; n < 4; n++) {
      const answer = await guestCall(orderId, `guess-more-${n}`, guesser);
      expect(answer.body.rec).toBe(Rec.tooManyAttempts);
      expect(answer.body.data.retry_after).toBeGreaterThan(0);
      expect(answer.body.data.retry_after).toBeLessThanOrEqual(
        limits.tokenFailuresPerAddressAndOrder.windowSeconds,
      );
    }
    // The address is stopped on this order, whatever it presents...
    const rightFromGuesser = await orderView(orderId, oToken, guesser);
    expect(rightFromGuesser.body.rec).toBe(Rec.tooManyAttempts);
    // ...not on another order, and the guest's own address is not stopped at all.
    const other = await verifiedBooking();
    expect((await orderView(other.orderId, other.oToken, guesser)).body.rec).toBe(Rec.ok);
    const right = await orderView(orderId, oToken, freshAddress());
    expect(right.body).toMatchObject({ rec: Rec.ok, data: { order: { order_id: orderId } } });
  });

  it('stops an address after 100 wrong tokens over any orders, and counts no missing token', async () => {
    const { orderId, oToken } = await verifiedBooking();
    const lobby = freshAddress();
    const perOrder = limits.tokenFailuresPerAddressAndOrder.max;
    const overall = limits.tokenFailuresPerAddress.max;
    expect(overall).toBe(100);
    // Calls without a token guess nothing and are not counted.
    for (let n = 0; n < perOrder + 2; n++) {
      const answer = await guestCall(orderId, undefined, lobby);
      expect(answer.body).toMatchObject({ rec: Rec.forbidden, key: 'checkin:token_invalid' });
    }
    // Wrong tokens spread over many orders, under each order's limit: rec 4 up to the
    // address's limit...
    for (let n = 0; n < overall; n++) {
      const order = `LOBBY${String(Math.floor(n / (perOrder - 1))).padStart(4, '0')}`;
      const answer = await guestCall(order, `guess-${n}`, lobby);
      expect([n, answer.body.rec]).toEqual([n, Rec.forbidden]);
    }
    // ...then rec 7 on any order, the right token's too, from that address only.
    const next = await guestCall('LOBBY-NEXT', 'guess-next', lobby);
    expect(next.body.rec).toBe(Rec.tooManyAttempts);
    expect(next.body.data.retry_after).toBeGreaterThan(0);
    expect((await orderView(orderId, oToken, lobby)).body.rec).toBe(Rec.tooManyAttempts);
    expect((await orderView(orderId, oToken, freshAddress())).body.rec).toBe(Rec.ok);
  }, 120_000);
});
