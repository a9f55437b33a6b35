import {
  ANNOUNCEMENT_FILE_EXTENSIONS,
  ANNOUNCEMENT_FILE_MAX_BYTES,
  announcementFields,
  announcementEndpoints as api,
} from '@sabora/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context.js';
import { formObject, parseOrThrow } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { sendStoredFile, withUpload } from '../../plugins/uploads.js';
import * as service from './service.js';

const staff = ['admin', 'teacher'] as const;
const fileRules = {
  fields: ['file'],
  extensions: ANNOUNCEMENT_FILE_EXTENSIONS,
  maxBytes: ANNOUNCEMENT_FILE_MAX_BYTES,
  maxCount: 1,
};

/** A subject's announcements: staff post and delete them; everyone who sees the subject reads them. */
export const announcementsModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  route(app, api.list, 'signed-in', async (req) => ({
    success: true,
    ...(await service.listAnnouncements(ctx, currentUser(req), req.query)),
  }));

  route(app, api.create, staff, async (req) => ({
    success: true,
    message: 'Announcement posted.',
    data: await withUpload(req, ctx.storage, fileRules, (upload) =>
      service.createAnnouncement(
        ctx,
        currentUser(req),
        parseOrThrow(announcementFields, formObject(upload.fields)),
        upload.files[0],
      ),
    ),
  }));

  route(app, api.remove, staff, async (req) => {
    await service.deleteAnnouncement(ctx, currentUser(req), req.params.id);
    return { success: true, message: 'Announcement deleted.' };
  });

  route(app, api.file, 'signed-in', async (req, reply) =>
    sendStoredFile(reply, ctx.storage, await service.announcementFile(ctx, currentUser(req), req.params.id)),
  );
};
