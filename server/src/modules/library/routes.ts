import {
  libraryEndpoints as api,
  LIBRARY_FILE_EXTENSIONS,
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_MESSAGES,
  LIBRARY_RECENT_SIZE,
} from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { withUpload } from '../../plugins/uploads.js';
import * as browse from './browse.js';
import * as downloads from './downloads.js';
import * as items from './items.js';
import * as manage from './manage.js';

const STAFF = ['admin', 'teacher'] as const;
const EVERYONE = ['admin', 'teacher', 'student', 'parent'] as const;
/** One material file, by extension and content, up to 50 MB, streamed to storage. */
const uploadRules = {
  fields: ['file'],
  extensions: LIBRARY_FILE_EXTENSIONS,
  maxBytes: LIBRARY_FILE_MAX_BYTES,
  maxCount: 1,
  checkContent: true,
};

export const libraryModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, EVERYONE, async (req) => ({
    success: true,
    ...(await items.listItems(ctx, currentUser(req), req.query)),
  }));
  route(app, api.create, STAFF, async (req) => ({
    success: true,
    message: LIBRARY_MESSAGES.added,
    data: await withUpload(req, ctx.storage, uploadRules, (upload) =>
      manage.createItem(ctx, currentUser(req), upload),
    ),
  }));
  route(app, api.update, STAFF, async (req) => ({
    success: true,
    message: LIBRARY_MESSAGES.updated,
    data: await withUpload(req, ctx.storage, uploadRules, (upload) =>
      manage.updateItem(ctx, currentUser(req), req.params.id, upload),
    ),
  }));
  route(app, api.remove, STAFF, async (req) => {
    await manage.deleteItem(ctx, currentUser(req), req.params.id);
    return { success: true, message: LIBRARY_MESSAGES.deleted };
  });

  route(app, api.subjects, EVERYONE, async (req) => ({
    success: true,
    data: await browse.librarySubjects(ctx, currentUser(req)),
  }));
  route(app, api.subject, EVERYONE, async (req) => ({
    success: true,
    data: await browse.librarySubject(ctx, currentUser(req), req.params.subjectId),
  }));
  route(app, api.chapter, EVERYONE, async (req) => {
    const user = currentUser(req);
    const place = await browse.libraryChapter(ctx, user, req.params.chapterId);
    return {
      success: true,
      ...place,
      data: await items.chapterItems(ctx, user, req.params.chapterId, req.query),
    };
  });
  route(app, api.recent, EVERYONE, async (req) => ({
    success: true,
    data: await items.recentItems(ctx, currentUser(req), LIBRARY_RECENT_SIZE),
  }));

  route(app, api.download, EVERYONE, (req, reply) =>
    downloads.sendMaterial(ctx, currentUser(req), req.params.id, req, reply, 'attachment'),
  );
  // A plain link: opens in the browser (PDF viewer, video) and serves Range requests.
  route(app, api.file, EVERYONE, (req, reply) =>
    downloads.sendMaterial(ctx, currentUser(req), req.params.id, req, reply, 'inline'),
  );
  route(app, api.view, EVERYONE, async (req) => ({
    success: true,
    ...(await downloads.viewRecording(ctx, currentUser(req), req.params.id)),
  }));
};
