import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../context.js';
import { HttpError } from '../../plugins/errors.js';

/** The app is built only after migrations ran; this also checks the database still answers. */
export const healthModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get('/health', { config: { access: 'public' } }, async () => {
    try {
      await ctx.db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'The database is not reachable.');
    }
    return { status: 'ok' };
  });
};
