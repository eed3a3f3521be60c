import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    readonly config: Config;
  }
}

const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.decorate('config', config);
};

export const configPlugin = fp(plugin, { name: 'config' });
