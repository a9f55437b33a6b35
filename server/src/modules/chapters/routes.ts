import { chapterBody, chapterSchema, chapterUpdateBody, idSchema } from '@sabora/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteChapter } from '../../commands/index.js';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import * as chapters from './service.js';

const params = z.object({ id: idSchema });
const one = z.object({ success: z.literal(true), message: z.string().optional(), data: chapterSchema });

export const chaptersModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/chapters/subject/:subjectId',
    { config: { access: 'signed-in' }, schema: { params: z.object({ subjectId: idSchema }) } },
    async (req) => ({
      success: true,
      data: await chapters.listChapters(ctx, currentUser(req), req.params.subjectId),
    }),
  );

  app.get(
    '/chapters/:id',
    { config: { access: 'signed-in' }, schema: { params, response: { 200: one } } },
    async (req) => ({
      success: true as const,
      data: await chapters.getChapter(ctx, currentUser(req), req.params.id),
    }),
  );

  app.post(
    '/chapters',
    { config: { access: ['admin'] }, schema: { body: chapterBody } },
    async (req, reply) => {
      const data = await chapters.createChapter(ctx, currentUser(req), req.body);
      return reply.status(201).send({ success: true, message: 'Chapter created successfully', data });
    },
  );

  app.put(
    '/chapters/:id',
    { config: { access: ['admin'] }, schema: { params, body: chapterUpdateBody, response: { 200: one } } },
    async (req) => ({
      success: true as const,
      message: 'Chapter updated successfully',
      data: await chapters.updateChapter(ctx, currentUser(req), req.params.id, req.body),
    }),
  );

  app.delete('/chapters/:id', { config: { access: ['admin'] }, schema: { params } }, async (req) => {
    await deleteChapter(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Chapter deleted successfully' };
  });
};
