import {
  idSchema,
  listReply,
  myChildrenReply,
  parentListQuery,
  parentSchema,
  parentUpdateBody,
} from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import * as parents from './service.js';

const params = z.object({ id: idSchema });
const admin = { access: ['admin'] as const };

export const parentsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/parents',
    { config: admin, schema: { querystring: parentListQuery, response: { 200: listReply(parentSchema) } } },
    async (req) => ({ success: true as const, ...(await parents.listParents(ctx, req.query)) }),
  );

  // The screen's Export sends its search, so the file holds the parents the admin is looking at.
  app.get(
    '/parents/export',
    { config: admin, schema: { querystring: parentListQuery.pick({ search: true }) } },
    async (req, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="parents.csv"')
        .header('Cache-Control', 'private, max-age=0')
        .send(`\uFEFF${await parents.exportParents(ctx, req.query.search)}`),
  );

  app.get(
    '/parents/me/children',
    { config: { access: ['parent'] }, schema: { response: { 200: myChildrenReply } } },
    async (req) => ({ success: true as const, data: await parents.myChildren(ctx, currentUser(req)) }),
  );

  app.put(
    '/parents/:id',
    {
      config: admin,
      schema: {
        params,
        body: parentUpdateBody,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: parentSchema }) },
      },
    },
    async (req) => ({
      success: true as const,
      message: 'Parent updated successfully',
      data: await parents.updateParent(ctx, req.params.id, req.body),
    }),
  );

  app.delete('/parents/:id', { config: admin, schema: { params } }, async (req) => {
    await parents.deleteParent(ctx, req.params.id);
    return { success: true, message: 'Parent deleted successfully' };
  });
};
