import { parentEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import * as parents from './service.js';

const admin = ['admin'] as const;

export const parentsModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, admin, async (req) => ({
    success: true,
    ...(await parents.listParents(ctx, req.query)),
  }));

  route(app, api.export, admin, async (req, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="parents.csv"')
      .header('Cache-Control', 'private, max-age=0')
      .send(`\uFEFF${await parents.exportParents(ctx, req.query.search)}`),
  );

  route(app, api.myChildren, ['parent'], async (req) => ({
    success: true,
    data: await parents.myChildren(ctx, currentUser(req)),
  }));

  route(app, api.update, admin, async (req) => ({
    success: true,
    message: 'Parent updated successfully',
    data: await parents.updateParent(ctx, req.params.id, req.body),
  }));

  route(app, api.remove, admin, async (req) => {
    await parents.deleteParent(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Parent deleted successfully' };
  });
};
