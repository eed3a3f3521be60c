import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { hotels, rooms, roomTypes } from '../catalog/schema';
import type { Database } from '../db';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import { listAudit } from './audit';
import { endStaffSession, requireStaff } from './request';
import { type StaffProfile, signIn } from './service';

/**
 * The back office's calls under /v1/s: staff sign-in and sign-out, the hotels a staff
 * member works for and the audit log. Who may call each is its declared audience (http/audience.ts).
 */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, staffEndpoints.staffSignIn, {
    handler: async (request, { body }) => {
      const outcome = await signIn(app.db, body, {
        now: app.clock(),
        settings: app.config.staff,
        clientAddress: request.clientAddress,
      });
      if ('enrol' in outcome) return ok({ enrol: outcome.enrol });
      return ok({ token: outcome.token, staff: outcome.staff }, 'account:login_successfully');
    },
  });

  defineEndpoint(app, staffEndpoints.staffWhoAmI, {
    handler: async (request) => ok({ staff: await requireStaff(request) }),
  });

  defineEndpoint(app, staffEndpoints.staffSignOut, {
    handler: async (request) => {
      await endStaffSession(request);
      return ok(null, 'account:logged_out');
    },
  });

  defineEndpoint(app, staffEndpoints.staffHotels, {
    handler: async (request) =>
      ok({ hotel_list: await hotelsOf(app.db, await requireStaff(request)) }),
  });

  defineEndpoint(app, staffEndpoints.staffAudit, {
    handler: async (_request, { query }) => {
      const { rows, total } = await listAudit(app.db, {
        page: query.page,
        nums: query.nums,
        staffId: query.staff_id,
        target: query.target,
      });
      return ok({
        entry_list: rows.map((row) => ({
          time: Math.floor(row.at.getTime() / 1000),
          staff_id: row.staffId,
          action: row.action,
          target: row.target,
          before: row.before,
          after: row.after,
          ip: row.clientAddress,
        })),
        total,
      });
    },
  });
};

/** Every hotel for an admin; the staff member's own otherwise. By id, room types by `sort`. */
async function hotelsOf(db: Database, member: StaffProfile) {
  const scope = member.role === 'admin' ? undefined : inArray(hotels.id, member.hotel_ids);
  if (scope && member.hotel_ids.length === 0) return [];
  const hotelRows = await db
    .select({
      id: hotels.id,
      nameCn: hotels.nameCn,
      nameEn: hotels.nameEn,
      cityId: hotels.cityId,
      status: hotels.status,
    })
    .from(hotels)
    .where(scope)
    .orderBy(asc(hotels.id));
  if (hotelRows.length === 0) return [];
  const typeRows = await db
    .select({
      id: roomTypes.id,
      hotelId: roomTypes.hotelId,
      nameCn: roomTypes.nameCn,
      nameEn: roomTypes.nameEn,
      rooms: count(rooms.id),
    })
    .from(roomTypes)
    // Rooms in service (status 1): those check-in assigns and the calendar counts.
    .leftJoin(rooms, and(eq(rooms.roomTypeId, roomTypes.id), eq(rooms.status, 1)))
    .where(
      inArray(
        roomTypes.hotelId,
        hotelRows.map((h) => h.id),
      ),
    )
    .groupBy(roomTypes.id)
    .orderBy(asc(roomTypes.sort), asc(roomTypes.id));
  return hotelRows.map((hotel) => ({
    hotel_id: hotel.id,
    name_cn: hotel.nameCn,
    name_en: hotel.nameEn,
    city_id: hotel.cityId,
    published: hotel.status === 1 ? (1 as const) : (0 as const),
    room_types: typeRows
      .filter((type) => type.hotelId === hotel.id)
      .map((type) => ({
        hotel_room_type_id: type.id,
        name_cn: type.nameCn,
        name_en: type.nameEn,
        rooms: Number(type.rooms),
      })),
  }));
}
