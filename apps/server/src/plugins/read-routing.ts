import fp from 'fastify-plugin';
import type { ReadRouter } from '../db/replicas.js';

export interface ReadRoutingOptions {
  reads: ReadRouter;
}

/**
 * Gives the app its read router (db/replicas.ts, decision 048) and tells it of every answered write by a signed-in
 * user, so that user's catalogue reads stay on the primary until a replica has replayed it (read-your-writes). The
 * router's choice costs a map lookup per read; without replicas both are no-ops.
 */
export const readRoutingPlugin = fp<ReadRoutingOptions>(async (app, { reads }) => {
  app.decorate('reads', reads);
  reads.onChange((state) => {
    if (state.serving) app.log.info({ replica: state.name, lagMs: state.lagMs }, 'replica takes reads again');
    else app.log.warn({ replica: state.name, up: state.up, lagMs: state.lagMs }, 'replica left out of the reads');
  });
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.user) return;
    reads.wrote(request.user.id);
  });
});
