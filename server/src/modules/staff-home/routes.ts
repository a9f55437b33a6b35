import { staffHomeEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { staffOverview } from './overview.js';

/** The staff dashboard's figures (docs/decisions.md, "The teacher's overview"). */
export const staffHomeModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.overview, ['admin', 'teacher'], async (req) => ({
    success: true,
    data: await staffOverview(ctx.db, currentUser(req)),
  }));
};
