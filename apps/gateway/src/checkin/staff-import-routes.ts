import { INT32_MAX } from '@bookdirect/gateway-sdk';
import type { OtaImportData } from '@bookdirect/gateway-sdk/contract';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { hotels } from '../catalog/schema';
import type { Database } from '../db';
import { defineEndpoint } from '../http/endpoint';
import { BusinessError, ok, validationFailed } from '../http/envelope';
import { orders } from '../orders/schema';
import { auditTarget, recordAudit } from '../staff/audit';
import { actorOf, requireStaff } from '../staff/request';
import { hotelScope } from '../staff/scope';
import {
  importedNothing,
  importOtaReservations,
  type NumberedReservation,
  parseOtaCsv,
  parseOtaJson,
} from './ota-import';

/**
 * The back office's calls under /v1/s: the platform-order import, for admins and for the
 * managers of the hotels the reservations are at. A call imports as one transaction, each
 * reservation in a savepoint of its own (a bad one is refused while the rest go in), with its
 * audit entry; a manager's call naming a hotel, or an order number held by an order, outside
 * their hotels answers rec 5 and leaves nothing behind. `all_or_none` rolls the whole call back
 * when a reservation is refused; `dry_run` only checks, in no transaction, writing nothing.
 */
export const staffImportRoutes: FastifyPluginAsync = async (app) => {
  defineEndpoint(app, staffEndpoints.staffOtaImport, {
    handler: async (request, { body }) => {
      const reservations = reservationsOf(body);
      const scope = hotelScope(await requireStaff(request));
      if (scope) await assertNamesOwnHotels(app.db, scope, reservations);
      const actor = await actorOf(request);
      const inReach = async (db: Database, outcome: OtaImportData) => {
        const touched = outcome.report.filter((line) => line.order_id !== '');
        const hotelIds = await hotelsOfOrders(
          db,
          touched.map((line) => line.order_id),
        );
        if (scope && hotelIds.some((id) => !scope.includes(id))) {
          throw new BusinessError(Rec.notFound);
        }
        return hotelIds;
      };
      if (body.dry_run === 1) {
        const preview = await importOtaReservations(app.db, reservations, actor.at, {
          dryRun: true,
        });
        await inReach(app.db, preview);
        return ok(preview);
      }
      let refusedAll: OtaImportData | undefined;
      const result = await app.db
        .transaction(async (tx) => {
          const outcome = await importOtaReservations(tx, reservations, actor.at);
          const hotelIds = await inReach(tx, outcome);
          if (body.all_or_none === 1 && outcome.refused > 0) {
            refusedAll = importedNothing(outcome);
            throw refusedAll;
          }
          const [onlyHotel] = hotelIds;
          await recordAudit(tx, actor, {
            action: 'ota.import',
            target:
              hotelIds.length === 1 && onlyHotel !== undefined
                ? auditTarget('hotel', onlyHotel)
                : auditTarget('ota_import', reservations.length),
            before: null,
            after: {
              imported: outcome.imported,
              existing: outcome.existing,
              refused: outcome.refused,
              platform_order_nos: outcome.report
                .filter((line) => line.outcome === 'imported')
                .map((line) => line.platform_order_no),
            },
          });
          return outcome;
        })
        .catch((error: unknown) => {
          // All or none met a refused reservation: the transaction rolled every import back.
          if (refusedAll !== undefined && error === refusedAll) return refusedAll;
          throw error;
        });
      return ok(result);
    },
  });
};

/** The reservations of a call: its `csv` text when it has one, else its `reservations`. */
function reservationsOf(body: { csv?: string; reservations?: unknown[] }): NumberedReservation[] {
  if (typeof body.csv === 'string' && body.csv.trim() !== '') return parseOtaCsv(body.csv);
  if (Array.isArray(body.reservations)) return parseOtaJson(body.reservations);
  throw validationFailed({ reservations: 'validation:required' });
}

/** Digits that the import reads as a hotel id; anything else is an `external_id`. */
const isId = (value: string) => /^\d{1,10}$/.test(value) && Number(value) <= INT32_MAX;

/**
 * Rec 5 unless every reservation that names a hotel names one of `scope`, by id or by
 * `external_id` as the import reads it: another hotel and no hotel answer alike.
 */
async function assertNamesOwnHotels(
  db: Database,
  scope: number[],
  reservations: NumberedReservation[],
): Promise<void> {
  const own =
    scope.length === 0
      ? []
      : await db
          .select({ id: hotels.id, externalId: hotels.externalId })
          .from(hotels)
          .where(inArray(hotels.id, scope));
  const ids = new Set(own.map((hotel) => String(hotel.id)));
  const externalIds = new Set(own.flatMap((hotel) => (hotel.externalId ? [hotel.externalId] : [])));
  for (const { value } of reservations) {
    const raw = value.hotel ?? value.hotel_id;
    const named = raw === undefined || raw === null ? '' : String(raw).trim();
    if (named === '') continue;
    const mine = isId(named) ? ids.has(String(Number(named))) : externalIds.has(named);
    if (!mine) throw new BusinessError(Rec.notFound);
  }
}

/** The distinct hotels of some orders, ascending. */
async function hotelsOfOrders(db: Database, orderIds: string[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const found = await db
    .selectDistinct({ hotelId: orders.hotelId })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return found.map((row) => row.hotelId).sort((a, b) => a - b);
}
