import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { JobBoard } from '../jobs/board';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's one clock (clock.ts): every domain reads the time from it. */
    readonly clock: Clock;
    /** The periodic jobs this instance runs (none unless built with `runJobs`). */
    readonly jobs: JobBoard;
    /** Whether the domains start their periodic jobs (the server does; tests run them by hand). */
    readonly runJobs: boolean;
  }
}

const plugin: FastifyPluginAsync<{ clock: Clock; runJobs: boolean }> = async (app, options) => {
  const jobs = new JobBoard();
  app.decorate('clock', options.clock);
  app.decorate('jobs', jobs);
  app.decorate('runJobs', options.runJobs);
  app.addHook('onClose', () => jobs.stopAll());
};

export const clockPlugin = fp(plugin, { name: 'clock' });
