import { MAX_FOLKS_PER_MEMBER, nationalNumber } from '@bookdirect/gateway-sdk';
import type { IdType, UserFolk } from '@bookdirect/gateway-sdk/contract';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { FolkForm } from '@bookdirect/gateway-sdk/schemas';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { BusinessError } from '../http/envelope';
import { type UserFolkRow, userFolks } from './schema';

export const folkNotFound = () => new BusinessError(Rec.notFound, 'orders:guest_not_found');

function toUserFolk(row: UserFolkRow): UserFolk {
  return {
    user_folks_id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    gender: row.gender as 1 | 2,
    birthday: row.birthday,
    iso_country_coden: row.isoCountryCoden,
    tel_prefix: row.telPrefix,
    phone: nationalNumber(row.phone),
    email: row.email,
    id_type: row.idType as IdType,
    idcard: row.idcard,
    passport_no: row.passportNo,
    tax_no: row.taxNo,
  };
}

function columns(input: FolkForm) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    gender: input.gender,
    birthday: input.birthday,
    isoCountryCoden: input.iso_country_coden,
    telPrefix: input.tel_prefix,
    phone: input.phone,
    email: input.email,
    idType: input.id_type,
    idcard: input.idcard ?? '',
    passportNo: input.passport_no ?? '',
    taxNo: input.tax_no ?? '',
  };
}

export async function listFolks(db: Database, userId: number): Promise<UserFolk[]> {
  const rows = await db
    .select()
    .from(userFolks)
    .where(eq(userFolks.userId, userId))
    .orderBy(asc(userFolks.id));
  return rows.map(toUserFolk);
}

export async function createFolk(db: Database, userId: number, input: FolkForm): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialises one member's concurrent adds, so the cap holds.
    await tx.execute(sql`select id from users where id = ${userId}::int for update`);
    const [existing] = await tx
      .select({ n: count() })
      .from(userFolks)
      .where(eq(userFolks.userId, userId));
    if (Number(existing?.n ?? 0) >= MAX_FOLKS_PER_MEMBER) {
      throw new BusinessError(Rec.conflict, 'orders:guests_limit', null, {
        max: MAX_FOLKS_PER_MEMBER,
      });
    }
    const [row] = await tx
      .insert(userFolks)
      .values({ userId, ...columns(input) })
      .returning({ id: userFolks.id });
    if (!row) throw new Error('guest insert returned no row');
    return row.id;
  });
}

/** Another member's guest answers exactly like a missing one. */
export async function updateFolk(
  db: Database,
  userId: number,
  folkId: number,
  input: FolkForm,
): Promise<number> {
  const [row] = await db
    .update(userFolks)
    .set({ ...columns(input), updatedAt: sql`now()` })
    .where(and(eq(userFolks.id, folkId), eq(userFolks.userId, userId)))
    .returning({ id: userFolks.id });
  if (!row) throw folkNotFound();
  return row.id;
}
