import { gradebookEndpoints as api } from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { languageOf } from '../../lib/i18n/messages.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { EXPORT_TYPES, gradebookFile } from './export.js';
import { handInStatistics } from './item-statistics.js';
import { readGradebook } from './read.js';

const STAFF = ['admin', 'teacher'] as const;

/** A subject's gradebook for its teachers and admins, on screen and as a spreadsheet. */
export const gradebookModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.get, STAFF, async (req) => ({
    success: true,
    data: await readGradebook(ctx.db, currentUser(req), req.query.subject),
  }));

  for (const [endpoint, kind] of [
    [api.homeworkStatistics, 'homework'],
    [api.examStatistics, 'exam'],
  ] as const) {
    route(app, endpoint, STAFF, async (req) => ({
      success: true,
      data: await handInStatistics(ctx.db, currentUser(req), kind, req.params.id),
    }));
  }

  route(app, api.export, STAFF, async (req, reply) => {
    const user = currentUser(req);
    const book = await readGradebook(ctx.db, user, req.query.subject);
    const file = await gradebookFile(book, req.query.format, languageOf(user.language));
    return reply
      .header('Content-Type', EXPORT_TYPES[req.query.format])
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('Cache-Control', 'private, max-age=0')
      .send(file.body);
  });
};
