import { healthEndpoint } from '@sabora/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { route } from '../../plugins/endpoints.js';
import { unavailable } from '../../plugins/errors.js';

/** The app is built only after migrations ran; this also checks the database still answers. */
export const healthModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, healthEndpoint, 'public', async () => {
    try {
      await ctx.db.execute(sql`select 1`);
    } catch {
      throw unavailable('databaseUnreachable');
    }
    return { status: 'ok' };
  });
};
