import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    /** The typed database. Its lifetime belongs to whoever created it, not to the app. */
    readonly db: Database;
  }
}

const plugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.decorate('db', db);
};

export const databasePlugin = fp(plugin, { name: 'database' });
