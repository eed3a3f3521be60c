import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress, siteSecretCheck } from '../http/client-address';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's address for per-address limits (http/client-address.ts). */
    readonly clientAddress: string;
  }
}

const plugin: FastifyPluginAsync = async (app) => {
  const siteSecretMatches = siteSecretCheck(app.config.siteSecret);
  app.decorateRequest('clientAddress', {
    getter(this: FastifyRequest) {
      return clientAddress(this, siteSecretMatches);
    },
  });
};

export const clientAddressPlugin = fp(plugin, { name: 'client-address', dependencies: ['config'] });
