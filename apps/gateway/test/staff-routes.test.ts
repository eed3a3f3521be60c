import { Rec } from '@bookdirect/gateway-sdk/contract';
import { Type } from '@bookdirect/gateway-sdk/endpoints';
import { STAFF_API_PREFIX, type StaffHotel, staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireMember } from '../src/accounts/sessions';
import { hotels, rooms } from '../src/catalog/schema';
import { audienceCheck } from '../src/http/audience';
import { defineEndpoint } from '../src/http/endpoint';
import { ok } from '../src/http/envelope';
import { staff } from '../src/staff/schema';
import {
  type AddedStaff,
  addStaff,
  passwordDigest,
  resetSecondFactor,
  STAFF_SIGN_IN_REFUSED,
  totpCode,
} from '../src/staff/service';
import { FIXTURE, insertFixture } from './support/catalog-fixture';
import { type Answer, call, describeEachBackend, viaGateway } from './support/gateway';
import { createMember } from './support/orders';

const run = Date.now().toString(36);
let counter = 0;
const freshEmail = (label: string) => `${label}-${run}-${++counter}@staff.example`;

/** The gateway's clock in this suite: moved a 30 s step before each sign-in. */
let now = new Date('2026-03-02T08:00:10Z');
const clock = () => now;
const nextStep = () => {
  now = new Date(now.getTime() + 30_000);
  return now;
};

/** A call only admins may make, registered for this suite: nothing of the contract is. */
const adminsOnly = {
  method: 'GET',
  audience: { staff: ['admin'] },
  path: '/test/admins-only/',
  summary: 'Admins only (test)',
  tags: ['staff'],
  data: Type.Object({ role: Type.String() }),
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A staff call directly at its path and through `/gateway`, as the back office sends it. */
async function bothWays<T>(
  app: FastifyInstance,
  method: Method,
  path: string,
  headers: Record<string, string> = {},
  body?: Record<string, unknown>,
): Promise<Answer<T>[]> {
  const direct = await call<T>(app, {
    method,
    url: `${STAFF_API_PREFIX}${path}`,
    headers,
    ...(body ? { payload: body } : {}),
  });
  const dispatched = (await viaGateway(app, method, `${STAFF_API_PREFIX}${path}`, {
    headers,
    body,
  })) as Answer<T>;
  return [direct, dispatched];
}

interface SignedIn {
  token: string;
  staff: { staff_id: number; email: string; role: string; hotel_ids: number[] };
}

describe('staff audiences', () => {
  it('need at least one role', () => {
    const app = {} as FastifyInstance;
    expect(() => audienceCheck(app, 'GET /x/', { staff: [] }, {})).toThrow(/at least one role/);
  });
});

describeEachBackend(
  'staff calls under /v1/s',
  (gateway) => {
    let hotelIds: number[] = [];
    let managed: number;
    let managedTypes: number[];

    beforeAll(async () => {
      const { db } = gateway();
      const fixture = await insertFixture(db, FIXTURE);
      hotelIds = Object.values(fixture.hotel).sort((a, b) => a - b);
      managed = fixture.hotel[FIXTURE[0]?.key ?? ''] as number;
      managedTypes = fixture.roomType[FIXTURE[0]?.key ?? ''] ?? [];
      // Two rooms of the first room type, none of the others.
      await db.insert(rooms).values(
        ['101', '102'].map((roomNo) => ({
          hotelId: managed,
          roomTypeId: managedTypes[0] as number,
          roomNo,
        })),
      );
    });

    const add = (role: string, hotelIds: number[] = []) =>
      addStaff(gateway().db, { email: freshEmail(role), role, hotelIds, name: 'Ana Lima' });

    /** Signs in with the account's next code; answers what the call answered. */
    async function signIn(added: Pick<AddedStaff, 'email' | 'password' | 'totp_secret'>) {
      const answer = await call<SignedIn>(gateway().app, {
        method: 'POST',
        url: `${STAFF_API_PREFIX}/session/`,
        payload: {
          email: added.email,
          password: passwordDigest(added.password),
          otp: totpCode(added.totp_secret, nextStep()),
        },
      });
      expect(answer.body.rec, JSON.stringify(answer.body)).toBe(Rec.ok);
      return answer.body.data;
    }

    it('enrols, signs in, lists the hotels and signs out, directly and through /gateway', async () => {
      const { app, db } = gateway();
      const added = await add('manager', [managed]);
      const [row] = await db.select().from(staff).where(eq(staff.email, added.email));
      await resetSecondFactor(db, row?.id as number);
      const credentials = { email: added.email, password: passwordDigest(added.password) };

      // Enrolment: the password alone answers the secret, and no session.
      const enrol = await call<{ enrol?: { otpauth_uri: string }; token?: string }>(app, {
        method: 'POST',
        url: `${STAFF_API_PREFIX}/session/`,
        payload: credentials,
      });
      expect(enrol.body.rec).toBe(Rec.ok);
      expect(enrol.body.data.token).toBeUndefined();
      const uri = enrol.body.data.enrol?.otpauth_uri ?? '';
      const secret = new URL(uri).searchParams.get('secret') ?? '';
      expect(secret).toMatch(/^[A-Z2-7]+$/);

      // Through /gateway, with a code of the new secret.
      const dispatched = await viaGateway(app, 'POST', `${STAFF_API_PREFIX}/session/`, {
        body: { ...credentials, otp: totpCode(secret, nextStep()) },
      });
      expect(dispatched.body.rec).toBe(Rec.ok);
      const signed = dispatched.body.data as SignedIn;
      expect(signed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(signed.staff).toEqual({
        staff_id: row?.id,
        email: added.email,
        name: 'Ana Lima',
        role: 'manager',
        hotel_ids: [managed],
        lang: 'zh',
      });

      // The manager sees their hotel only, with its room types and rooms.
      for (const answer of await bothWays<{ hotel_list: StaffHotel[] }>(app, 'GET', '/hotels/', {
        token: signed.token,
      })) {
        expect(answer.body.rec).toBe(Rec.ok);
        const list = answer.body.data.hotel_list;
        expect(list.map((h) => h.hotel_id)).toEqual([managed]);
        expect(list[0]).toMatchObject({
          name_en: FIXTURE[0]?.name[1],
          name_cn: FIXTURE[0]?.name[0],
          city_id: FIXTURE[0]?.cityId,
          published: 1,
        });
        expect(list[0]?.room_types.map((t) => t.hotel_room_type_id).sort()).toEqual(
          [...managedTypes].sort(),
        );
        const roomsOf = Object.fromEntries(
          (list[0]?.room_types ?? []).map((t) => [t.hotel_room_type_id, t.rooms]),
        );
        expect(roomsOf[managedTypes[0] as number]).toBe(2);
        expect(roomsOf[managedTypes[1] as number]).toBe(0);
      }

      // The session answers whose it is, both ways.
      for (const answer of await bothWays<{ staff: unknown }>(app, 'GET', '/session/', {
        token: signed.token,
      })) {
        expect(answer.body.rec).toBe(Rec.ok);
        expect(answer.body.data.staff).toEqual(signed.staff);
      }

      // Signing out ends the session: the same token then hears rec 3, both ways.
      const [out] = await bothWays(app, 'DELETE', '/session/', { token: signed.token });
      expect(out?.body).toMatchObject({ rec: Rec.ok, key: 'account:logged_out', data: null });
      for (const [method, path] of [
        ['GET', '/hotels/'],
        ['GET', '/session/'],
        ['DELETE', '/session/'],
      ] as const) {
        for (const answer of await bothWays(app, method, path, { token: signed.token })) {
          expect([path, answer.body.rec, answer.body.key]).toEqual([
            path,
            Rec.sessionExpired,
            'errors:session_expired',
          ]);
        }
      }
    });

    it('lists every hotel of the group for an admin, hidden ones too', async () => {
      const { app, db } = gateway();
      const admin = await signIn(await add('admin'));
      const all = await db.select({ id: hotels.id }).from(hotels).orderBy(asc(hotels.id));
      expect(all.map((h) => h.id)).toEqual(expect.arrayContaining(hotelIds));
      for (const answer of await bothWays<{ hotel_list: StaffHotel[] }>(app, 'GET', '/hotels/', {
        token: admin.token,
      })) {
        expect(answer.body.rec).toBe(Rec.ok);
        const list = answer.body.data.hotel_list;
        expect(list.map((h) => h.hotel_id)).toEqual(all.map((h) => h.id));
        const hidden = FIXTURE.find((h) => h.status === 0);
        expect(list.find((h) => h.name_en === hidden?.name[1])?.published).toBe(0);
      }
    });

    it('refuses a wrong code with the one sign-in answer, and counts it', async () => {
      const { app } = gateway();
      const added = await add('desk', [managed]);
      const wrong = (otp?: string) =>
        bothWays(
          app,
          'POST',
          '/session/',
          {},
          {
            email: added.email,
            password: passwordDigest(added.password),
            ...(otp === undefined ? {} : { otp }),
          },
        );
      const code = totpCode(added.totp_secret, now);
      const other = code === '000000' ? '111111' : '000000';
      for (const answer of [...(await wrong(other)), ...(await wrong())]) {
        expect([answer.body.rec, answer.body.key]).toEqual([
          Rec.sessionExpired,
          STAFF_SIGN_IN_REFUSED,
        ]);
      }
      // The limit is 4 failures per e-mail in this suite: the next attempt is rec 7.
      const [limited] = await wrong(code);
      expect(limited?.body.rec).toBe(Rec.tooManyAttempts);
      expect(limited?.body.data).toMatchObject({ retry_after: expect.any(Number) });
      // A password that is no SHA-256 is refused by the schema.
      const [malformed] = await bothWays(
        app,
        'POST',
        '/session/',
        {},
        {
          email: added.email,
          password: 'plain',
          otp: code,
        },
      );
      expect(malformed?.body.rec).toBe(Rec.validation);
    });

    it('refuses a member token on staff calls, and a staff token on member calls (rec 3)', async () => {
      const { app, db } = gateway();
      const member = await createMember(db, 'staff-routes');
      for (const answer of [
        ...(await bothWays(app, 'GET', '/hotels/', { token: member.token })),
        ...(await bothWays(app, 'DELETE', '/session/', { token: member.token })),
        ...(await bothWays(app, 'GET', '/hotels/', {})),
      ]) {
        expect([answer.body.rec, answer.body.key]).toEqual([
          Rec.sessionExpired,
          'errors:session_expired',
        ]);
      }
      const desk = await signIn(await add('desk', [managed]));
      const info = await call(app, {
        method: 'GET',
        url: '/v1/u/user/info/',
        headers: { token: desk.token },
      });
      const dispatched = await viaGateway(app, 'GET', '/v1/u/user/info/', {
        headers: { token: desk.token },
      });
      for (const answer of [info, dispatched]) {
        expect([answer.body.rec, answer.body.key]).toEqual([
          Rec.sessionExpired,
          'errors:session_expired',
        ]);
      }
      // The check itself: requireMember reads members' sessions only.
      await expect(
        requireMember({ headers: { token: desk.token }, server: app } as never),
      ).rejects.toMatchObject({ rec: Rec.sessionExpired });
      expect(await requireMember({ headers: { token: member.token }, server: app } as never)).toBe(
        member.userId,
      );
      // The staff session is still good for staff calls.
      const [hotelsAnswer] = await bothWays(app, 'GET', '/hotels/', { token: desk.token });
      expect(hotelsAnswer?.body.rec).toBe(Rec.ok);
    });

    it('refuses a role the call does not list with rec 4, and lets the listed one in', async () => {
      const { app } = gateway();
      const manager = await signIn(await add('manager', [managed]));
      const desk = await signIn(await add('desk', [managed]));
      const admin = await signIn(await add('admin'));
      for (const who of [manager, desk]) {
        for (const answer of await bothWays(app, 'GET', adminsOnly.path, { token: who.token })) {
          expect([who.staff.role, answer.body.rec, answer.body.key]).toEqual([
            who.staff.role,
            Rec.forbidden,
            'errors:forbidden',
          ]);
        }
      }
      for (const answer of await bothWays<{ role: string }>(app, 'GET', adminsOnly.path, {
        token: admin.token,
      })) {
        expect(answer.body).toMatchObject({ rec: Rec.ok, data: { role: 'admin' } });
      }
      // No session at all is rec 3 before the role is asked.
      for (const answer of await bothWays(app, 'GET', adminsOnly.path, { token: 'nope' })) {
        expect(answer.body.rec).toBe(Rec.sessionExpired);
      }
    });

    it('declares the staff calls apart from the members’ entry', async () => {
      const { endpoints } = await import('@bookdirect/gateway-sdk/endpoints');
      const sdk = await import('@bookdirect/gateway-sdk');
      const names = Object.values(staffEndpoints).map((e) => e.summary);
      for (const entry of [endpoints, sdk]) {
        const summaries = Object.values(entry as Record<string, { summary?: unknown }>).map(
          (e) => e?.summary,
        );
        for (const name of names) expect(summaries).not.toContain(name);
      }
    });
  },
  {
    databases: 'both',
    clock,
    env: { STAFF_LOGIN_FAILURES_PER_EMAIL: '4' },
    async beforeReady(app) {
      const { requireStaff } = await import('../src/staff/request');
      await app.register(
        async (scope) => {
          defineEndpoint(scope, adminsOnly, {
            handler: async (request) => ok({ role: (await requireStaff(request)).role }),
          });
        },
        { prefix: STAFF_API_PREFIX },
      );
    },
  },
);
