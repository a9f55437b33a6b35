import { chapterEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import { deleteChapter } from '../../commands/index.js';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import * as chapters from './service.js';

export const chaptersModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, 'signed-in', async (req) => ({
    success: true,
    data: await chapters.listChapters(ctx, currentUser(req), req.params.subjectId),
  }));

  route(app, api.get, 'signed-in', async (req) => ({
    success: true,
    data: await chapters.getChapter(ctx, currentUser(req), req.params.id),
  }));

  route(app, api.create, ['admin'], async (req) => ({
    success: true,
    message: 'Chapter created successfully',
    data: await chapters.createChapter(ctx, currentUser(req), req.body),
  }));

  route(app, api.update, ['admin'], async (req) => ({
    success: true,
    message: 'Chapter updated successfully',
    data: await chapters.updateChapter(ctx, currentUser(req), req.params.id, req.body),
  }));

  route(app, api.remove, ['admin'], async (req) => {
    await deleteChapter(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Chapter deleted successfully' };
  });
};
