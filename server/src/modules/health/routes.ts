import { healthEndpoint, liveEndpoint } from '@sabora/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { route } from '../../plugins/endpoints.js';
import { unavailable } from '../../plugins/errors.js';

/**
 * Readiness: the app is built only after migrations ran, and this checks the database still
 * answers (503 `databaseUnreachable` within the request wait when it does not). Liveness: the
 * process answers, whatever the database does, so a supervisor does not restart Sabora for an
 * outage a restart cannot mend.
 */
export const healthModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, healthEndpoint, 'public', async () => {
    try {
      await ctx.db.execute(sql`select 1`);
    } catch {
      throw unavailable('databaseUnreachable');
    }
    return { status: 'ok' };
  });
  route(app, liveEndpoint, 'public', async () => ({ status: 'ok' }));
};
