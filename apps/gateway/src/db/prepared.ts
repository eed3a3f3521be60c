import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './index';

/** Renders written SQL to text and parameters, as the drivers' own dialect does. */
const dialect = new PgDialect();

/**
 * The rows of written SQL sent as a named (prepared) statement, for the hot read paths:
 * node-postgres parses and plans it once per pooled connection and then only binds and
 * executes, where an unnamed statement is planned on every call. The name is a digest of
 * the text, so each distinct text (a search with or without a city, each order) gets its
 * own statement and a name never meets a second text on a connection (which node-postgres
 * refuses). PGlite has no use for the name and runs it as an ordinary statement.
 */
export async function preparedRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `bd_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  const result = (await db._.session
    .prepareQuery({ sql: text, params }, undefined, name, false)
    .execute()) as unknown as { rows: T[] };
  return result.rows;
}
