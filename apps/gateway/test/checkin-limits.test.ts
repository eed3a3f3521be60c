import { DEFAULT_CHECKIN_LIMITS, OTA, Rec } from '@bookdirect/gateway-sdk';
import type { CheckinGuestVerifyData } from '@bookdirect/gateway-sdk/contract';
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
