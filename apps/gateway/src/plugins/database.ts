import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, readerOf } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The typed database: the primary, for every write and for whatever a member must see
     * right after writing it (orders, checkout, payments, accounts, favorites). Its lifetime
     * belongs to whoever created it, not to the app.
     */
    readonly db: Database;
    /**
     * A database for one request's catalogue reads (search, hotel pages, home, regions):
     * a DATABASE_READ_URL replica, the same for the whole request, or `db` when there is
     * none (docs/scaling/replicas.md). Call it once per request and read only through it.
     */
    readDb(): Database;
  }
}

const plugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.decorate('db', db);
  app.decorate('readDb', readerOf(db));
};

export const databasePlugin = fp(plugin, { name: 'database' });
